/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "batch.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "grow.h"

void batch_clear(batch *b)
{
	b->count = 0;
	b->failed = false;
}

static bool enlarge(batch *b, size_t n)
{
	void *v = b->v;
	bool ok = grow(&v, &b->cap, b->count + n, sizeof *b->v, 3072);
	b->v = v;
	b->failed |= !ok;
	return ok;
}

/* Room for n more vertices; false (and b->failed) when out of memory.
 * Inline: the overlays of a large crowd add some hundred thousand
 * triangles a frame, and a call each was a millisecond of it. */
static inline bool reserve(batch *b, size_t n)
{
	return b->count + n <= b->cap || enlarge(b, n);
}

static inline void put(batch *b, vec2s p, rgba8 c)
{
	b->v[b->count++] = (batch_vertex){p.x, p.y, c.r, c.g, c.b, c.a};
}

static inline void put_tri(batch *b, vec2s p0, vec2s p1, vec2s p2, rgba8 c)
{
	put(b, p0, c);
	put(b, p1, c);
	put(b, p2, c);
}

void batch_tri(batch *b, vec2s p0, vec2s p1, vec2s p2, rgba8 c)
{
	if (reserve(b, 3))
		put_tri(b, p0, p1, p2, c);
}

void batch_vertices(batch *b, const batch_vertex *v, size_t n)
{
	if (!reserve(b, n))
		return;
	memcpy(&b->v[b->count], v, n * sizeof *v);
	b->count += n;
}

void batch_band(batch *b, vec2s o0, vec2s o1, vec2s i1, vec2s i0, rgba8 outer, rgba8 inner)
{
	if (!reserve(b, 6))
		return;
	put(b, o0, outer);
	put(b, o1, outer);
	put(b, i1, inner);
	put(b, o0, outer);
	put(b, i1, inner);
	put(b, i0, inner);
}

void batch_polygon(batch *b, const vec2s *p, int n, rgba8 c)
{
	if (n < 3 || !reserve(b, 3 * (size_t)(n - 2)))
		return;
	for (int k = 2; k < n; k++)
		put_tri(b, p[0], p[k - 1], p[k], c);
}

void batch_fan(batch *b, vec2s centre, rgba8 inner, const vec2s *rim, int n, rgba8 outer)
{
	if (!reserve(b, 3 * (size_t)(n > 0 ? n : 0)))
		return;
	for (int k = 0; k + 1 < n; k++) {
		put(b, centre, inner);
		put(b, rim[k], outer);
		put(b, rim[k + 1], outer);
	}
}

/* SDL draws a line through the centres of the pixels its end points name
 * (half a pixel on from the points), one pixel a column when it runs more
 * across than down, one a row when not. A quad one pixel tall (or wide)
 * around that centre line does the same, but where rounding at its ends
 * and edges differs; half a pixel more at either end covers the end
 * pixels. */
void batch_line(batch *b, vec2s p0, vec2s p1, rgba8 c)
{
	float dx = p1.x - p0.x, dy = p1.y - p0.y, len = fmaxf(fabsf(dx), fabsf(dy));
	if (!(len > 0.0f)) {
		batch_rect(b, p0, (vec2s){{p0.x + 1.0f, p0.y + 1.0f}}, c);
		return;
	}
	bool across = fabsf(dx) >= fabsf(dy);
	float ex = 0.5f * dx / len, ey = 0.5f * dy / len; /* half a step along */
	float hx = across ? 0.0f : 0.5f, hy = across ? 0.5f : 0.0f; /* half across */
	vec2s a = {{p0.x + 0.5f - ex, p0.y + 0.5f - ey}}, e = {{p1.x + 0.5f + ex, p1.y + 0.5f + ey}};
	vec2s q[4] = {{{a.x - hx, a.y - hy}}, {{e.x - hx, e.y - hy}}, {{e.x + hx, e.y + hy}},
	              {{a.x + hx, a.y + hy}}};
	batch_polygon(b, q, 4, c);
}

void batch_lines(batch *b, const vec2s *p, int n, rgba8 c)
{
	for (int k = 0; k + 1 < n; k++)
		batch_line(b, p[k], p[k + 1], c);
}

void batch_rect(batch *b, vec2s lo, vec2s hi, rgba8 c)
{
	vec2s q[4] = {lo, {{hi.x, lo.y}}, hi, {{lo.x, hi.y}}};
	batch_polygon(b, q, 4, c);
}

/* SDL_RenderDrawRectF sets the pixels of the rectangle's rim: one pixel
 * strips inside its edges. */
void batch_rect_outline(batch *b, vec2s lo, vec2s hi, rgba8 c)
{
	float x0 = fminf(lo.x, hi.x), x1 = fmaxf(lo.x, hi.x), y0 = fminf(lo.y, hi.y),
	      y1 = fmaxf(lo.y, hi.y);
	if (x1 - x0 <= 2.0f || y1 - y0 <= 2.0f) {
		batch_rect(b, (vec2s){{x0, y0}}, (vec2s){{x1, y1}}, c);
		return;
	}
	batch_rect(b, (vec2s){{x0, y0}}, (vec2s){{x1, y0 + 1.0f}}, c);
	batch_rect(b, (vec2s){{x0, y1 - 1.0f}}, (vec2s){{x1, y1}}, c);
	batch_rect(b, (vec2s){{x0, y0 + 1.0f}}, (vec2s){{x0 + 1.0f, y1 - 1.0f}}, c);
	batch_rect(b, (vec2s){{x1 - 1.0f, y0 + 1.0f}}, (vec2s){{x1, y1 - 1.0f}}, c);
}
