/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "frame.h"

#include "help.h"
#include "hint_banner.h"
#include "hud.h"
#include "overlay.h"
#include "overlays.h"
#include "pixel_layer.h"
#include "pointers.h"
#include "render.h"
#include "view.h"

/* Footprints in the picture from which their overlays' marks are sure to
 * be painted (each footprint's edges and box are a few shapes). */
#define FRAME_MARKS_PAINTED 256

float frame_ui(float view_h, int percent)
{
	float ui = view_h / 720.0f;
	return (ui < FRAME_UI_MIN ? FRAME_UI_MIN : ui) * (float)percent / 100.0f;
}

bool frame_fonts_fit(frame_fonts *f, SDL_Renderer *r, float ui)
{
	if (f->small != NULL && f->ui == ui && f->r == r)
		return true;
	frame_fonts_destroy(f);
	f->ui = ui;
	f->r = r;
	/* Each font and its size in pixels at scale 1. */
	const struct {
		text **font;
		int px;
	} fonts[] = {{&f->small, 14}, {&f->medium, 22}, {&f->big, 40}, {&f->huge, 64}};
	bool ok = true;
	for (size_t i = 0; i < sizeof fonts / sizeof fonts[0]; i++)
		ok = (*fonts[i].font = text_create(r, (int)SDL_lroundf((float)fonts[i].px * ui))) != NULL && ok;
	if (!ok)
		frame_fonts_destroy(f);
	return ok;
}

void frame_fonts_destroy(frame_fonts *f)
{
	text *all[] = {f->small, f->medium, f->big, f->huge};
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		text_destroy(all[i]);
	pixel_layer_release(f->r);
	*f = (frame_fonts){0};
}

/* The overlays shown that are drawn under the HUD, or those over it, in
 * their drawing order. */
static void draw_overlays(SDL_Renderer *r, const overlay_scene *sc, uint64_t shown,
                          bool over_hud)
{
	size_t order[OVERLAYS_COUNT], n = overlays_order(order);
	for (size_t k = 0; k < n; k++) {
		const overlay_def *o = overlays_at(order[k]);
		if ((o->z > OVERLAY_Z_HUD) == over_hud && (shown & overlays_bit(order[k])) != 0)
			o->draw(r, sc);
	}
}

/* Starts the shown overlays' work beside the caller, before any draws. */
static void prepare_overlays(const overlay_scene *sc)
{
	for (size_t i = 0; i < overlays_count(); i++) {
		const overlay_def *o = overlays_at(i);
		if (o->prepare != NULL && (sc->shown & overlays_bit(i)) != 0)
			o->prepare(sc);
	}
}

void frame_headless_size(const world *w, int *fw, int *fh)
{
	*fw = (int)SDL_ceilf(w->width);
	*fh = (int)SDL_ceilf(w->height);
	if (*fw > FRAME_HEADLESS_MAX_W || *fh > FRAME_HEADLESS_MAX_H) {
		*fw = FRAME_HEADLESS_BIG_W;
		*fh = FRAME_HEADLESS_BIG_H;
	}
}

/* The session's camera, shaken as the effects say. */
static camera camera_of(const session *s)
{
	camera cam = s->cam;
	if (s->camera_shake)
		cam.shake = effects_shake(&s->fx, &s->w);
	return cam;
}

/* The session's view through cam, or the first (top-down, which any
 * renderer draws) when this renderer cannot draw it: then false, with a
 * note in note. */
static bool draw_world(SDL_Renderer *r, const session *s, const camera *cam, projection *pr,
                       char *note, size_t len)
{
	const view_def *v = view_at(s->view), *first = view_at(0);
	if (v->draw(r, &s->w, cam, pr))
		return true;
	first->draw(r, &s->w, cam, pr);
	snprintf(note, len, "the %s view needs SDL's OpenGL renderer: showing the %s view",
	         v->title, first->title);
	return false;
}

/* Pictures drawn so far: each picture's number for its overlays. */
static uint64_t pictures;

/* With many footprints in the picture their overlays' marks are painted
 * and the canvas goes out anyway: the first overlay's shapes (the
 * triangles' fills, a few scattered ones) are painted with them too. */
static void expect_marks(SDL_Renderer *r, const overlay_scene *sc)
{
	uint64_t marks = overlays_bit(OVERLAY_INDEX_triangles) | overlays_bit(OVERLAY_INDEX_edges) |
	                 overlays_bit(OVERLAY_INDEX_bounds);
	if ((sc->shown & marks) != 0 && overlay_seen_of(sc)->count >= FRAME_MARKS_PAINTED)
		pixel_layer_expect(r);
}

void frame_draw(SDL_Renderer *r, const frame_fonts *f, const session *s, double ticks_per_second)
{
	const world *w = &s->w;
	int vw = 0, vh = 0;
	SDL_GetRendererOutputSize(r, &vw, &vh);
	/* The projection the view draws through, known before it draws: the
	 * overlays' work that needs no picture starts beside the drawing. */
	camera cam = camera_of(s);
	projection pr = view_at(s->view)->project(&cam, w);
	char note[128], close[96];
	overlay_row help[HELP_ROWS_MAX];
	size_t rows = help_rows(help);
	help_closing(close, sizeof close);
	overlay_scene sc = {.w = w,
	                    .font = f->small,
	                    .ticks_per_second = ticks_per_second,
	                    .frames = s->frame_rate,
	                    .pr = &pr,
	                    .view_w = (float)vw,
	                    .view_h = (float)vh,
	                    .ui = f->ui,
	                    .help = help,
	                    .help_rows = rows,
	                    .help_close = close,
	                    .shown = s->overlays,
	                    .picture = ++pictures};
	prepare_overlays(&sc);
	bool shown = draw_world(r, s, &cam, &pr, note, sizeof note);
	effects_draw(r, &s->fx, w, &pr, f->big, (float)vw, (float)vh, f->ui);
	expect_marks(r, &sc);
	draw_overlays(r, &sc, s->overlays, false);
	/* The top view's small shapes and the overlays' in one texture. */
	pixel_layer_flush(r);
	effects_write(&s->fx, w, &pr, f->big, (float)vw, (float)vh, f->ui);
	pointers_draw(r, w, &pr, f->ui);
	hud_strip(r, f->ui, (float)vw);
	hud_draw(r, f->small, f->ui, w);
	if (session_silent(s))
		hud_draw_muted(r, (float)vw - 8.0f * f->ui, 6.0f * f->ui, 16.0f * f->ui);
	if (hint_banner_showing(&s->lv, w))
		hint_banner_draw(r, f->small, w, &pr);
	draw_overlays(r, &sc, s->overlays, true);
	/* A level N could not open: say why until another level or restart. */
	const char *say = s->message[0] != '\0' ? s->message : shown ? NULL : note;
	if (say != NULL)
		text_draw(f->small, 8.0f, (float)vh - (float)text_line_height(f->small) - 6.0f,
		          (SDL_Color){255, 110, 90, 255}, "%s", say);
}

bool frame_pick(const session *s, float ui, vec2s at, vec2s *ground)
{
	projection pr = view_at(s->view)->project(&s->cam, &s->w);
	overlay_scene sc = {.w = &s->w, .pr = &pr, .view_w = s->cam.view_w, .view_h = s->cam.view_h,
	                    .ui = ui};
	size_t order[OVERLAYS_COUNT], n = overlays_order(order);
	/* The topmost first. */
	while (n-- > 0) {
		const overlay_def *o = overlays_at(order[n]);
		if (o->pick != NULL && (s->overlays & overlays_bit(order[n])) != 0 && o->pick(&sc, at, ground))
			return true;
	}
	return false;
}
