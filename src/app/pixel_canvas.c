/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "pixel_canvas.h"

#include <math.h>
#include <string.h>

#include "grow.h"

bool pixel_canvas_size(pixel_canvas *c, int w, int h)
{
	if (w <= 0 || h <= 0)
		w = h = 0;
	void *p = c->px;
	size_t n = (size_t)w * (size_t)h;
	if (!grow(&p, &c->cap, n ? n : 1, sizeof *c->px, 4096)) {
		w = h = 0;
		n = 0;
	}
	c->px = p;
	c->w = w;
	c->h = h;
	if (n > 0)
		memset(c->px, 0, n * sizeof *c->px);
	c->x0 = c->y0 = c->x1 = c->y1 = 0;
	return w == 0 || c->px != NULL;
}

bool pixel_canvas_dirty(const pixel_canvas *c)
{
	return c->x1 > c->x0 && c->y1 > c->y0;
}

void pixel_canvas_clear(pixel_canvas *c)
{
	if (!pixel_canvas_dirty(c))
		return;
	size_t wide = (size_t)(c->x1 - c->x0) * sizeof *c->px;
	for (int y = c->y0; y < c->y1; y++)
		memset(&c->px[(size_t)y * (size_t)c->w + (size_t)c->x0], 0, wide);
	c->x0 = c->y0 = c->x1 = c->y1 = 0;
}

/* d with col blended over it: SDL's blend of col over d, then of the
 * result over any picture, equals col's over d's over that picture. */
static rgba8 over(rgba8 d, rgba8 col)
{
	if (d.a == 0)
		return col;
	unsigned a = col.a, keep = (unsigned)d.a * (255u - a); /* d's share, times 255 */
	unsigned out = a * 255u + keep;                         /* alpha, times 255 */
	rgba8 r;
	r.r = (uint8_t)((col.r * a * 255u + d.r * keep + out / 2u) / out);
	r.g = (uint8_t)((col.g * a * 255u + d.g * keep + out / 2u) / out);
	r.b = (uint8_t)((col.b * a * 255u + d.b * keep + out / 2u) / out);
	r.a = (uint8_t)((out + 127u) / 255u);
	return r;
}

static void swap(vec2s *a, vec2s *b)
{
	vec2s t = *a;
	*a = *b;
	*b = t;
}

/* An edge from its top end: where it crosses height y is found from its
 * ends in one order, so both triangles sharing it find the same x. */
typedef struct edge {
	float x, y, slope;
} edge;

static edge edge_of(vec2s a, vec2s b)
{
	if (b.y < a.y || (b.y == a.y && b.x < a.x))
		swap(&a, &b);
	return (edge){a.x, a.y, b.y > a.y ? (b.x - a.x) / (b.y - a.y) : 0.0f};
}

static float edge_x(const edge *e, float y)
{
	return e->x + (y - e->y) * e->slope;
}

/* The first pixel whose centre is at or after v (a window coordinate). */
static int first_centre(float v)
{
	v -= 0.5f;
	if (!(v > -1e6f))
		return -1000000;
	if (!(v < 1e6f))
		return 1000000;
	int i = (int)v;
	return (float)i < v ? i + 1 : i;
}

static int clamp(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* The rows a triangle covers, and its edges: the long one from top to
 * bottom, and the two short ones either side of the middle corner's row. */
typedef struct rows {
	int y0, mid, y1;
	edge along, upper, lower;
} rows;

/* False when triangle p0 p1 p2 covers no row of c. */
static inline bool rows_of(const pixel_canvas *c, vec2s p0, vec2s p1, vec2s p2, rows *r)
{
	if (p1.y < p0.y)
		swap(&p0, &p1);
	if (p2.y < p0.y)
		swap(&p0, &p2);
	if (p2.y < p1.y)
		swap(&p1, &p2);
	r->y0 = clamp(first_centre(p0.y), 0, c->h);
	r->y1 = clamp(first_centre(p2.y), 0, c->h);
	r->mid = first_centre(p1.y);
	if (!(p2.y > p0.y) || r->y0 >= r->y1)
		return false;
	r->along = edge_of(p0, p2);
	r->upper = edge_of(p0, p1);
	r->lower = edge_of(p1, p2);
	return true;
}

/* The pixels of row y whose centres r holds: [*x0, *x1), within c. */
static inline void span(const pixel_canvas *c, const rows *r, int y, int *x0, int *x1)
{
	float yc = (float)y + 0.5f;
	float xa = edge_x(&r->along, yc), xb = edge_x(y < r->mid ? &r->upper : &r->lower, yc);
	*x0 = clamp(first_centre(xa < xb ? xa : xb), 0, c->w);
	*x1 = clamp(first_centre(xa < xb ? xb : xa), 0, c->w);
}

static void grow_dirty(pixel_canvas *c, int x0, int y0, int x1, int y1)
{
	if (!pixel_canvas_dirty(c)) {
		*c = (pixel_canvas){c->px, c->cap, c->w, c->h, x0, y0, x1, y1};
		return;
	}
	c->x0 = x0 < c->x0 ? x0 : c->x0;
	c->y0 = y0 < c->y0 ? y0 : c->y0;
	c->x1 = x1 > c->x1 ? x1 : c->x1;
	c->y1 = y1 > c->y1 ? y1 : c->y1;
}

void pixel_canvas_tri(pixel_canvas *c, vec2s p0, vec2s p1, vec2s p2, rgba8 col, bool blend)
{
	rows r;
	if ((blend && col.a == 0) || !rows_of(c, p0, p1, p2, &r))
		return;
	bool opaque = !blend || col.a == 255;
	uint32_t solid; /* a pixel's four bytes at once */
	memcpy(&solid, &(rgba8){col.r, col.g, col.b, 255}, sizeof solid);
	int lo = c->w, hi = 0;
	for (int y = r.y0; y < r.y1; y++) {
		int x0, x1;
		span(c, &r, y, &x0, &x1);
		rgba8 *row = &c->px[(size_t)y * (size_t)c->w];
		if (opaque)
			for (int x = x0; x < x1; x++)
				memcpy(&row[x], &solid, sizeof solid);
		else
			for (int x = x0; x < x1; x++)
				row[x] = over(row[x], col);
		lo = x0 < x1 && x0 < lo ? x0 : lo;
		hi = x0 < x1 && x1 > hi ? x1 : hi;
	}
	if (lo < hi)
		grow_dirty(c, lo, r.y0, hi, r.y1);
}

bool pixel_canvas_painted_under(const pixel_canvas *c, vec2s p0, vec2s p1, vec2s p2)
{
	rows r;
	if (!pixel_canvas_dirty(c) || !rows_of(c, p0, p1, p2, &r))
		return false;
	for (int y = r.y0 > c->y0 ? r.y0 : c->y0; y < r.y1 && y < c->y1; y++) {
		int x0, x1;
		span(c, &r, y, &x0, &x1);
		const rgba8 *row = &c->px[(size_t)y * (size_t)c->w];
		for (int x = x0 > c->x0 ? x0 : c->x0; x < x1 && x < c->x1; x++)
			if (row[x].a != 0)
				return true;
	}
	return false;
}
