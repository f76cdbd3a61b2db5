#include "overlay.h"

#include <math.h>
#include <stdio.h>

#include "actions.h"
#include "input.h"
#include "overlay_shapes.h"
#include "render.h"

/* Batches of scratch memory for every overlay, kept from frame to frame:
 * no state, only room. */
static batch scratch, scratch_lines;

/* An opaque overlay's shapes in one draw call. */
static void draw_shapes(SDL_Renderer *r, const overlay_scene *sc,
                        void (*shapes)(batch *, const world *, const projection *))
{
	batch_clear(&scratch);
	shapes(&scratch, sc->w, sc->pr);
	render_batch(r, &scratch, SDL_BLENDMODE_NONE);
}

/* The fills blended in one call, the diagonals over them in another:
 * blending opaque lines could shift their colour by a rounding step. */
void overlay_triangles(SDL_Renderer *r, const overlay_scene *sc)
{
	batch_clear(&scratch);
	batch_clear(&scratch_lines);
	overlay_triangles_shapes(&scratch, &scratch_lines, sc->w, sc->pr);
	render_batch(r, &scratch, SDL_BLENDMODE_BLEND);
	render_batch(r, &scratch_lines, SDL_BLENDMODE_NONE);
}

void overlay_edges(SDL_Renderer *r, const overlay_scene *sc)
{
	draw_shapes(r, sc, overlay_edges_shapes);
}

void overlay_bounds(SDL_Renderer *r, const overlay_scene *sc)
{
	draw_shapes(r, sc, overlay_bounds_shapes);
}

void overlay_pairs(SDL_Renderer *r, const overlay_scene *sc)
{
	draw_shapes(r, sc, overlay_pairs_shapes);
}

static void panel(SDL_Renderer *r, float x, float y, float wd, float ht)
{
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
	SDL_SetRenderDrawColor(r, 0, 0, 0, 170);
	SDL_RenderFillRectF(r, &(SDL_FRect){x, y, wd, ht});
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
}

void overlay_stats(SDL_Renderer *r, const overlay_scene *sc)
{
	const world *w = sc->w;
	text *t = sc->font;
	const frame_figures *fr = &sc->frames;
	SDL_Color key = {180, 180, 190, 255}, value = {240, 240, 240, 255}, late = {255, 90, 80, 255};
	float lh = (float)text_line_height(t), wd = 230.0f;
	float x = sc->view_w - wd - 8.0f, y = 8.0f;
	enum { ROWS = 7 };
	char figures[ROWS][40];
	snprintf(figures[0], sizeof figures[0], "%.0f", sc->ticks_per_second);
	snprintf(figures[1], sizeof figures[1], "%.0f", fr->per_second);
	snprintf(figures[2], sizeof figures[2], "%.1f / %.1f", fr->median_ms, fr->p95_ms);
	snprintf(figures[3], sizeof figures[3], "%zu", w->pairs_tested);
	snprintf(figures[4], sizeof figures[4], "%zu", w->hits);
	snprintf(figures[5], sizeof figures[5], "%zu", w->overlapping);
	snprintf(figures[6], sizeof figures[6], "%.1f us", w->collision_us);
	static const char *const names[ROWS] = {"ticks/s",      "frames/s", "frame ms (p95)",
	                                        "pairs tested", "hits",     "tinted",
	                                        "collision step"};
	panel(r, x, y, wd, lh * (float)ROWS + 8.0f);
	for (int i = 0; i < ROWS; i++) {
		float ly = y + 4.0f + lh * (float)i;
		bool red = fr->missed && (i == 1 || i == 2);
		text_draw(t, x + 8.0f, ly, key, "%s", names[i]);
		text_draw(t, x + 128.0f, ly, red ? late : value, "%s", figures[i]);
	}
}

/* The help's rows after the actions: the controller's sticks, and how a
 * solid looks. */
static const struct {
	const char *label, *line;
} help_notes[] = {
	{"Pad", INPUT_PAD_HELP},
	{"Hatched", "a solid: nothing gets into it"},
};

#define HELP_NOTES (sizeof help_notes / sizeof help_notes[0])

/* The help's rows: the actions that act while playing (the menus show
 * their own keys), then the notes as actions_count() + k; returns how
 * many. */
static size_t help_rows(size_t *rows)
{
	size_t n = 0;
	for (size_t i = 0; i < actions_count(); i++)
		if (!actions_menu_only(actions_at(i)))
			rows[n++] = i;
	for (size_t k = 0; k < HELP_NOTES; k++)
		rows[n++] = actions_count() + k;
	return n;
}

/* Row i of the help: an action's keys (in label) and help line, or a
 * note. */
static const char *help_row(size_t i, char *label, size_t len)
{
	const action_def *a = actions_at(i);
	if (a == NULL) {
		snprintf(label, len, "%s", help_notes[i - actions_count()].label);
		return help_notes[i - actions_count()].line;
	}
	actions_label(a, label, len);
	return a->help;
}

/* The keys that close the help: its own action's. */
static void closing_keys(char *label, size_t len)
{
	snprintf(label, len, "?");
	for (size_t i = 0; i < actions_count(); i++)
		if (actions_at(i)->overlay.draw == overlay_help)
			actions_label(actions_at(i), label, len);
}

void overlay_help(SDL_Renderer *r, const overlay_scene *sc)
{
	text *t = sc->font;
	size_t row[ACTIONS_MAX + HELP_NOTES], rows = help_rows(row);
	char label[128];
	int keys = 0, lines = 0;
	for (size_t i = 0; i < rows; i++) {
		const char *line = help_row(row[i], label, sizeof label);
		keys = SDL_max(keys, text_width(t, "%s", label) + 16);
		lines = SDL_max(lines, text_width(t, "%s", line));
	}
	float lh = (float)text_line_height(t), wd = 24.0f + fmaxf((float)(keys + lines), 416.0f);
	float ht = lh * (float)(rows + 1) + 16.0f;
	float x = (sc->view_w - wd) * 0.5f, y = (sc->view_h - ht) * 0.5f;
	SDL_Color key = {255, 220, 120, 255}, desc = {235, 235, 235, 255};
	panel(r, x, y, wd, ht);
	closing_keys(label, sizeof label);
	text_draw(t, x + 12.0f, y + 8.0f, key, "Keys (%s closes)", label);
	for (size_t i = 0; i < rows; i++) {
		float ly = y + 8.0f + lh * (float)(i + 1);
		const char *line = help_row(row[i], label, sizeof label);
		text_draw(t, x + 12.0f, ly, key, "%s", label);
		text_draw(t, x + 12.0f + (float)keys, ly, desc, "%s", line);
	}
}
