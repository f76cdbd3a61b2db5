/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "scene3d_floor.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "floor_pen.h"
#include "grow.h"
#include "projection.h"
#include "scene3d_list.h"
#include "themes.h"

static const SDL_Color border_colour = {130, 140, 165, 255};

static void line(scene3d_list *l, vec2s a, vec2s b, SDL_Color c)
{
	scene3d_list_put(l, a, 0.0f, c);
	scene3d_list_put(l, b, 0.0f, c);
}

/* Block b's share of the ground's grid (the lines on its low edges and
 * inside it), then of the map's border, over it. */
static bool grid(scene3d_list *l, const world *w, fp_aabb b, SDL_Color grid_colour)
{
	if (!scene3d_list_reserve(l, 2 * (2 * (size_t)(THEMES_BLOCK / SCENE3D_GRID) + 4)))
		return false;
	for (float x = b.min.x; x < b.max.x; x += SCENE3D_GRID)
		if (x > 0.0f)
			line(l, (vec2s){{x, b.min.y}}, (vec2s){{x, b.max.y}}, grid_colour);
	for (float y = b.min.y; y < b.max.y; y += SCENE3D_GRID)
		if (y > 0.0f)
			line(l, (vec2s){{b.min.x, y}}, (vec2s){{b.max.x, y}}, grid_colour);
	vec2s lo = b.min, hi = b.max;
	if (lo.y == 0.0f)
		line(l, lo, (vec2s){{hi.x, lo.y}}, border_colour);
	if (hi.x == w->width)
		line(l, (vec2s){{hi.x, lo.y}}, hi, border_colour);
	if (hi.y == w->height)
		line(l, hi, (vec2s){{lo.x, hi.y}}, border_colour);
	if (lo.x == 0.0f)
		line(l, (vec2s){{lo.x, hi.y}}, lo, border_colour);
	return true;
}

/* Where a floor's pieces go. */
typedef struct floor3d_out {
	scene3d_list *l;
	bool ok;
} floor3d_out;

/* A piece of floor on the ground. */
static void floor3d(floor_pen *f, const vec2s *pts, int n, rgba8 c)
{
	floor3d_out *o = f->view;
	if (!scene3d_list_reserve(o->l, (size_t)n * 3)) {
		o->ok = false;
		return;
	}
	for (int k = 2; k < n; k++)
		scene3d_list_tri(o->l, pts[0], 0.0f, pts[k - 1], 0.0f, pts[k], 0.0f, scene3d_sdl(c));
}

/* The block (bx, by) of a map width x height, cut to it. */
static fp_aabb block_at(float width, float height, size_t bx, size_t by)
{
	float x = (float)bx * THEMES_BLOCK, y = (float)by * THEMES_BLOCK;
	return (fp_aabb){{{x, y}}, {{fminf(x + THEMES_BLOCK, width), fminf(y + THEMES_BLOCK, height)}}};
}

/* Block by block, the ground's colour and the theme's pattern (themes.h:
 * what themes_paint paints), and the grid and border: in blocks, the
 * frustum culls them and the fog, worked out at corners, stays close to
 * true; each block's ends kept. */
static bool paint_floor(scene3d_floor *f, const world *w, const theme_def *t)
{
	floor3d_out o = {&f->tris, true};
	floor_pen pen = {f->width, f->height, floor3d, &o};
	f->blocks_x = (size_t)ceilf(f->width / THEMES_BLOCK);
	f->blocks_y = (size_t)ceilf(f->height / THEMES_BLOCK);
	size_t n = f->blocks_x * f->blocks_y;
	void *e = f->block_end;
	if (!grow(&e, &f->blocks_cap, n, sizeof *f->block_end, 16))
		return false;
	f->block_end = e;
	for (size_t k = 0; k < n && o.ok; k++) {
		fp_aabb b = block_at(f->width, f->height, k % f->blocks_x, k / f->blocks_x);
		floor_rect(&pen, b.min.x, b.min.y, b.max.x, b.max.y, t->ground);
		if (t->paint != NULL)
			t->paint(&pen, b);
		o.ok = o.ok && grid(&f->lines, w, b, scene3d_sdl(t->grid));
		f->block_end[k] = (scene3d_block_end){f->tris.count, f->lines.count};
	}
	return o.ok;
}

bool scene3d_floor_build(scene3d_floor *f, const world *w, scene3d_mode mode)
{
	const theme_def *t = themes_of(w->theme);
	const void *theme = mode == SCENE3D_IDS ? NULL : t;
	if (f->stamp != 0 && f->theme == theme && f->width == w->width && f->height == w->height &&
	    f->mode == mode)
		return true;
	static unsigned stamps;
	f->stamp = ++stamps;
	f->theme = theme;
	f->width = w->width;
	f->height = w->height;
	f->mode = mode;
	f->tris.count = f->lines.count = 0;
	f->blocks_x = f->blocks_y = 0;
	bool ok;
	if (mode == SCENE3D_IDS) {
		floor3d_out o = {&f->tris, true};
		floor_pen pen = {f->width, f->height, floor3d, &o};
		SDL_Color c = scene3d_id_colour(SCENE3D_ID_GROUND);
		floor_rect(&pen, 0.0f, 0.0f, f->width, f->height, (rgba8){c.r, c.g, c.b, 255});
		ok = o.ok;
	} else {
		ok = paint_floor(f, w, t);
	}
	if (!ok) {
		f->tris.count = f->lines.count = 0;
		f->blocks_x = f->blocks_y = 0;
		f->theme = NULL;
		f->stamp = 0;
	}
	return ok;
}

bool scene3d_floor_sees(const scene3d_floor *f, size_t k, const scene3d_eye *eye)
{
	if (eye == NULL)
		return true;
	fp_aabb b = block_at(f->width, f->height, k % f->blocks_x, k / f->blocks_x);
	fp_aabb reach = {{{b.min.x - THEMES_REACH, b.min.y - THEMES_REACH}},
	                 {{b.max.x + THEMES_REACH, b.max.y + THEMES_REACH}}};
	return projection_sees(&(projection){.perspective = true, .clip = eye->clip}, reach, 0.0f);
}

/* The blocks along one axis that [lo, hi] reaches into, of n. */
static void block_span(float lo, float hi, size_t n, size_t *from, size_t *to)
{
	float a = floorf(lo / THEMES_BLOCK), b = floorf(hi / THEMES_BLOCK);
	*from = a <= 0.0f ? 0 : (size_t)fminf(a, (float)(n - 1));
	*to = b <= 0.0f ? 0 : (size_t)fminf(b, (float)(n - 1));
}

bool scene3d_floor_under(scene3d_floor *f, const scene3d_list *ground)
{
	size_t n = f->blocks_x * f->blocks_y;
	void *u = f->under;
	if (!grow(&u, &f->under_cap, n, 1, 64))
		return false;
	f->under = u;
	memset(f->under, 0, n);
	for (size_t k = 0; n > 0 && k + 3 <= ground->count; k += 3) {
		const scene3d_vertex *v = &ground->v[k];
		/* A grid spacing round it: a line a pixel away may share it. */
		float m = SCENE3D_GRID;
		float x0 = fminf(v[0].x, fminf(v[1].x, v[2].x)) - m;
		float x1 = fmaxf(v[0].x, fmaxf(v[1].x, v[2].x)) + m;
		float y0 = fminf(v[0].y, fminf(v[1].y, v[2].y)) - m;
		float y1 = fmaxf(v[0].y, fmaxf(v[1].y, v[2].y)) + m;
		size_t bx0, bx1, by0, by1;
		block_span(x0, x1, f->blocks_x, &bx0, &bx1);
		block_span(y0, y1, f->blocks_y, &by0, &by1);
		for (size_t by = by0; by <= by1; by++)
			memset(&f->under[by * f->blocks_x + bx0], 1, bx1 - bx0 + 1);
	}
	return true;
}

void scene3d_floor_fini(scene3d_floor *f)
{
	free(f->under);
	free(f->tris.v);
	free(f->lines.v);
	free(f->block_end);
	*f = (scene3d_floor){0};
}
