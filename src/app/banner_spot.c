/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "banner_spot.h"

#include <math.h>

#include "grow.h"

/* Where the title would like to be: a third of the way down, less the
 * HUD's share (the player is most often in the middle). */
#define BANNER_SPOT_WANT 0.26f
/* How low it may go, as a share of the height: the hint's banner (hint_banner.h)
 * keeps the bottom. */
#define BANNER_SPOT_LOWEST 0.7f
/* Window pixels between the heights tried. */
#define BANNER_SPOT_STEP 2.0f

/* A height range [y0, y1] that a wall or the player covers across the
 * words' width, window pixels. */
typedef struct span {
	float y0, y1;
} span;

/* Whether actor a, standing on its footprint as tall as it is, meets the
 * columns [x0, x1] as pr shows it; if so, the heights it covers there (its
 * box's) in *s. */
static bool shown_span(const projection *pr, const actor *a, float x0, float x1, span *s)
{
	float lx = INFINITY, hx = -INFINITY;
	*s = (span){INFINITY, -INFINITY};
	for (int k = 0; k < 8; k++) {
		vec2s p;
		if (!projection_point_up(pr, a->fp->corner[k % 4], k < 4 ? 0.0f : a->height, &p))
			return false;
		lx = fminf(lx, p.x);
		hx = fmaxf(hx, p.x);
		s->y0 = fminf(s->y0, p.y);
		s->y1 = fmaxf(s->y1, p.y);
	}
	return hx > x0 && lx < x1;
}

/* The walls' and the player's spans across the columns [x0, x1], in
 * *spans (kept from call to call); returns how many (fewer when out of
 * memory). */
static size_t spans_across(const projection *pr, const world *w, float x0, float x1, span **spans)
{
	static size_t cap;
	size_t n = 0;
	for (size_t i = 0; i < w->actor_count; i++) {
		const actor *a = &w->actors[i];
		span s;
		if ((!a->solid && i != w->player) || !shown_span(pr, a, x0, x1, &s))
			continue;
		if (!grow((void **)spans, &cap, n + 1, sizeof **spans, 64))
			break;
		(*spans)[n++] = s;
	}
	return n;
}

/* Window pixels of height that the spans share with [y0, y1]. */
static float covered(const span *spans, size_t n, float y0, float y1)
{
	float sum = 0.0f;
	for (size_t k = 0; k < n; k++)
		sum += fmaxf(0.0f, fminf(y1, spans[k].y1) - fmaxf(y0, spans[k].y0));
	return sum;
}

float banner_spot(const projection *pr, const world *w, float text_w, float band_h, float top,
                  float view_w, float view_h, bool *clear)
{
	static span *spans;
	size_t n = spans_across(pr, w, 0.5f * (view_w - text_w), 0.5f * (view_w + text_w), &spans);
	/* The words alone must be clear: the band is translucent. */
	float half = 0.5f * band_h / 2.4f;
	float lo = top + 0.5f * band_h, hi = fmaxf(lo, BANNER_SPOT_LOWEST * view_h - 0.5f * band_h);
	float want = fminf(fmaxf(BANNER_SPOT_WANT * view_h, lo), hi);
	float best = want, least = INFINITY;
	/* want, then a step below, above, two below...: the free height
	 * nearest to it, else the least covered. */
	for (int k = 0;; k++) {
		float y = want + BANNER_SPOT_STEP * (float)((k + 1) / 2) * (k % 2 ? 1.0f : -1.0f);
		if ((y < lo && want + (want - y) > hi) || k > 4 * (int)view_h)
			break;
		if (y < lo || y > hi)
			continue;
		float c = covered(spans, n, y - half, y + half);
		if (c < least) {
			least = c;
			best = y;
		}
		if (c == 0.0f)
			break;
	}
	*clear = least == 0.0f;
	return best;
}
