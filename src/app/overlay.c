#include "overlay.h"

#include <math.h>
#include <stdio.h>

#include "render.h"
#include "text.h"

static void set_color(SDL_Renderer *r, SDL_Color c)
{
	SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
}

/* The ground segment a-b as the view shows it. */
static void line(SDL_Renderer *r, const overlay_scene *sc, vec2s a, vec2s b)
{
	vec2s s[2];
	if (projection_segment(sc->pr, a, b, s))
		SDL_RenderDrawLineF(r, s[0].x, s[0].y, s[1].x, s[1].y);
}

static void fill_tri(SDL_Renderer *r, const overlay_scene *sc, const fp_tri *t, SDL_Color c)
{
	vec2s p[4];
	render_polygon(r, p, projection_triangle(sc->pr, t, p), c);
}

void overlay_triangles(SDL_Renderer *r, const overlay_scene *sc)
{
	const world *w = sc->w;
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
	for (size_t i = 0; i < w->actor_count; i++) {
		fp_tri t[2];
		fp_footprint_tris(w->actors[i].fp, t);
		fill_tri(r, sc, &t[0], OVERLAY_TRI0);
		fill_tri(r, sc, &t[1], OVERLAY_TRI1);
	}
	set_color(r, OVERLAY_DIAGONAL);
	for (size_t i = 0; i < w->actor_count; i++) {
		const vec2s *c = w->actors[i].fp->corner;
		line(r, sc, c[0], c[2]);
	}
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
}

/* The edge a->b and an arrowhead at 60% of it pointing towards b, all on
 * the ground. */
static void arrow_edge(SDL_Renderer *r, const overlay_scene *sc, vec2s a, vec2s b)
{
	line(r, sc, a, b);
	float dx = b.x - a.x, dy = b.y - a.y;
	float len = sqrtf(dx * dx + dy * dy);
	if (!(len > 4.0f * OVERLAY_ARROW))
		return;
	dx /= len;
	dy /= len;
	vec2s tip = {{a.x + 0.6f * (b.x - a.x), a.y + 0.6f * (b.y - a.y)}};
	float s = OVERLAY_ARROW;
	/* Two barbs back from the tip at 45 degrees either side of the edge. */
	vec2s l = {{tip.x - s * (dx - dy) * 0.7071f, tip.y - s * (dy + dx) * 0.7071f}};
	vec2s rr = {{tip.x - s * (dx + dy) * 0.7071f, tip.y - s * (dy - dx) * 0.7071f}};
	line(r, sc, tip, l);
	line(r, sc, tip, rr);
}

void overlay_edges(SDL_Renderer *r, const overlay_scene *sc)
{
	set_color(r, OVERLAY_EDGE);
	for (size_t i = 0; i < sc->w->actor_count; i++) {
		fp_tri t[2];
		fp_footprint_tris(sc->w->actors[i].fp, t);
		for (int k = 0; k < 2; k++)
			for (int e = 0; e < 3; e++)
				arrow_edge(r, sc, t[k].v[e], t[k].v[(e + 1) % 3]);
	}
}

/* A box on the ground: top-down as one rectangle, in 3D as its four
 * sides. */
static void aabb(SDL_Renderer *r, const overlay_scene *sc, fp_aabb b)
{
	if (!(b.min.x <= b.max.x && b.min.y <= b.max.y))
		return;
	vec2s c[4] = {b.min, {{b.max.x, b.min.y}}, b.max, {{b.min.x, b.max.y}}};
	if (sc->pr->perspective) {
		for (int k = 0; k < 4; k++)
			line(r, sc, c[k], c[(k + 1) % 4]);
		return;
	}
	vec2s lo, hi;
	projection_point(sc->pr, b.min, &lo);
	projection_point(sc->pr, b.max, &hi);
	SDL_RenderDrawRectF(r, &(SDL_FRect){lo.x, lo.y, hi.x - lo.x, hi.y - lo.y});
}

void overlay_bounds(SDL_Renderer *r, const overlay_scene *sc)
{
	const world *w = sc->w;
	SDL_SetRenderDrawColor(r, 80, 255, 120, 255);
	for (size_t i = 0; i < w->actor_count; i++)
		aabb(r, sc, w->actors[i].fp->bounds);
	SDL_SetRenderDrawColor(r, 255, 220, 90, 255);
	for (size_t i = 0; i < w->pickup_count; i++) {
		fp_circle c = w->pickups[i].circle;
		if (!w->pickups[i].collected)
			aabb(r, sc, (fp_aabb){{{c.center.x - c.radius, c.center.y - c.radius}},
			                  {{c.center.x + c.radius, c.center.y + c.radius}}});
	}
}

void overlay_pairs(SDL_Renderer *r, const overlay_scene *sc)
{
	const world *w = sc->w;
	size_t n = 0;
	const fp_candidate *c = w->bp ? fp_broadphase_candidates(w->bp, &n) : NULL;
	for (size_t i = 0; i < n; i++) {
		if (c[i].a >= w->actor_count || c[i].b >= w->actor_count)
			continue;
		if (c[i].hit)
			SDL_SetRenderDrawColor(r, 255, 40, 40, 255);
		else
			SDL_SetRenderDrawColor(r, 160, 160, 180, 255);
		line(r, sc, w->actors[c[i].a].box.center, w->actors[c[i].b].box.center);
	}
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
	SDL_Color key = {180, 180, 190, 255}, value = {240, 240, 240, 255};
	float lh = (float)text_line_height(t), wd = 210.0f;
	float x = sc->view_w - wd - 8.0f, y = 8.0f;
	char figures[5][32];
	snprintf(figures[0], sizeof figures[0], "%.0f", sc->ticks_per_second);
	snprintf(figures[1], sizeof figures[1], "%zu", w->pairs_tested);
	snprintf(figures[2], sizeof figures[2], "%zu", w->hits);
	snprintf(figures[3], sizeof figures[3], "%zu", w->overlapping);
	snprintf(figures[4], sizeof figures[4], "%.1f us", w->collision_us);
	static const char *const names[5] = {"ticks/s", "pairs tested", "hits", "tinted",
	                                     "collision step"};
	panel(r, x, y, wd, lh * 5.0f + 8.0f);
	for (int i = 0; i < 5; i++) {
		float ly = y + 4.0f + lh * (float)i;
		text_draw(t, x + 8.0f, ly, key, "%s", names[i]);
		text_draw(t, x + 120.0f, ly, value, "%s", figures[i]);
	}
}

void overlay_help(SDL_Renderer *r, const overlay_scene *sc)
{
	text *t = sc->font;
	size_t rows = sc->help_rows;
	int keys = 0, lines = 0;
	for (size_t i = 0; i < rows; i++) {
		keys = SDL_max(keys, text_width(t, "%s", sc->help[i].keys) + 16);
		lines = SDL_max(lines, text_width(t, "%s", sc->help[i].line));
	}
	float lh = (float)text_line_height(t), wd = 24.0f + fmaxf((float)(keys + lines), 416.0f);
	float ht = lh * (float)(rows + 1) + 16.0f;
	float x = (sc->view_w - wd) * 0.5f, y = (sc->view_h - ht) * 0.5f;
	SDL_Color key = {255, 220, 120, 255}, desc = {235, 235, 235, 255};
	panel(r, x, y, wd, ht);
	text_draw(t, x + 12.0f, y + 8.0f, key, "Keys (%s closes)", sc->help_close);
	for (size_t i = 0; i < rows; i++) {
		float ly = y + 8.0f + lh * (float)(i + 1);
		text_draw(t, x + 12.0f, ly, key, "%s", sc->help[i].keys);
		text_draw(t, x + 12.0f + (float)keys, ly, desc, "%s", sc->help[i].line);
	}
}
