/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Small constructors shared by the collide tests. */
#ifndef COLLIDE_TEST_SHAPES_H
#define COLLIDE_TEST_SHAPES_H

#include <footprint/collide.h>

static inline vec2s v2(float x, float y)
{
	return (vec2s){ .x = x, .y = y };
}

static inline fp_tri tri6(float ax, float ay, float bx, float by, float cx, float cy)
{
	return (fp_tri){ .v = { v2(ax, ay), v2(bx, by), v2(cx, cy) } };
}

static inline fp_circle circle3(float x, float y, float r)
{
	return (fp_circle){ .center = v2(x, y), .radius = r };
}

static inline fp_tri_opts tri_opts(double eps, bool allow_reversed, bool on_boundary)
{
	return (fp_tri_opts){ .eps = eps, .allow_reversed = allow_reversed, .on_boundary = on_boundary };
}

#endif
