/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "tour.h"

#include <math.h>
#include <stdbool.h>

static float dist(vec2s a, vec2s b)
{
	return hypotf(a.x - b.x, a.y - b.y);
}

static void nearest_first(vec2s start, const vec2s *points, size_t n, size_t *order)
{
	for (size_t i = 0; i < n; i++)
		order[i] = i;
	vec2s at = start;
	for (size_t i = 0; i < n; i++) {
		size_t best = i;
		for (size_t j = i + 1; j < n; j++)
			if (dist(at, points[order[j]]) < dist(at, points[order[best]]))
				best = j;
		size_t t = order[i];
		order[i] = order[best];
		order[best] = t;
		at = points[order[i]];
	}
}

/* The point before position i of the path: the start before the first. */
static vec2s before(vec2s start, const vec2s *points, const size_t *order, size_t i)
{
	return i == 0 ? start : points[order[i - 1]];
}

/* Reversing order[i..j] shortens the path: do it. The path is open, so
 * reversing up to the end only changes the edge into i. */
static bool improve(vec2s start, const vec2s *points, size_t n, size_t *order, size_t i,
                    size_t j)
{
	vec2s a = before(start, points, order, i), b = points[order[i]], c = points[order[j]];
	float was = dist(a, b), now = dist(a, c);
	if (j + 1 < n) {
		vec2s d = points[order[j + 1]];
		was += dist(c, d);
		now += dist(b, d);
	}
	if (now >= was - 1e-3f)
		return false;
	for (size_t lo = i, hi = j; lo < hi; lo++, hi--) {
		size_t t = order[lo];
		order[lo] = order[hi];
		order[hi] = t;
	}
	return true;
}

void tour_order(vec2s start, const vec2s *points, size_t n, size_t *order)
{
	nearest_first(start, points, n, order);
	for (bool better = true; better;) {
		better = false;
		for (size_t i = 0; i < n; i++)
			for (size_t j = i + 1; j < n; j++)
				better |= improve(start, points, n, order, i, j);
	}
}
