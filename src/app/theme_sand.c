/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* theme_sand.c: sand raked into ripples: wavy bands, lit on one side and
 * shaded on the other, and a few darker pebbles. */
#include <math.h>

#include "theme_def.h"

#define RIPPLE 22.0f /* px between ripples */
#define STEP 16.0f   /* px a ripple's piece runs */

static const rgba8 lit = {170, 148, 108, 255}, shade = {128, 108, 76, 255};

static float wave(float x, float y)
{
	return 5.0f * sinf(x * 0.045f + y * 0.011f);
}

static void ripple(floor_pen *f, float x0, float x1, float y)
{
	for (float x = x0; x < x1; x += STEP) {
		float xe = fminf(x + STEP, x1), a = y + wave(x, y), e = y + wave(xe, y);
		vec2s up[4] = {{{x, a - 2.0f}}, {{xe, e - 2.0f}}, {{xe, e}}, {{x, a}}};
		vec2s dn[4] = {{{x, a}}, {{xe, e}}, {{xe, e + 1.5f}}, {{x, a + 1.5f}}};
		f->part(f, up, 4, lit);
		f->part(f, dn, 4, shade);
	}
}

static void paint_floor(floor_pen *f, fp_aabb b)
{
	for (float y = ceilf(b.min.y / RIPPLE) * RIPPLE; y < b.max.y; y += RIPPLE)
		if (y > 8.0f && y < f->height - 8.0f)
			ripple(f, b.min.x, b.max.x, y);
	for (float y = b.min.y; y < b.max.y; y += 64.0f)
		for (float x = b.min.x; x < b.max.x; x += 64.0f) {
			int i = (int)(x / 64.0f), j = (int)(y / 64.0f);
			if (floor_hash(i, j, 21u) < 0.6f)
				continue;
			floor_disc(f, x + 8.0f + 48.0f * floor_hash(i, j, 22u),
			           y + 8.0f + 48.0f * floor_hash(i, j, 23u), 2.5f, 6,
			           (rgba8){112, 96, 72, 255});
		}
}

const theme_def theme_sand = {"sand", {150, 130, 94, 255}, {160, 140, 104, 255}, paint_floor};
