/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* theme_grass.c: a lawn: broad patches of lighter and darker green and
 * tufts of blades scattered over it. */
#include <math.h>

#include "theme_def.h"

#define PATCH 128.0f
#define TUFT 32.0f

static void patches(floor_pen *f, fp_aabb b)
{
	for (float y = b.min.y; y < b.max.y; y += PATCH)
		for (float x = b.min.x; x < b.max.x; x += PATCH) {
			int i = (int)(x / PATCH), j = (int)(y / PATCH);
			float h = floor_hash(i, j, 11u), r = 30.0f + 26.0f * floor_hash(i, j, 12u);
			float cx = x + PATCH / 2, cy = y + PATCH / 2;
			if (cx + r > f->width || cy + r > f->height)
				continue;
			rgba8 c = h < 0.5f ? (rgba8){56, 102, 46, 255} : (rgba8){72, 124, 58, 255};
			floor_disc(f, cx + (h - 0.5f) * 40.0f, cy, r, 9, c);
		}
}

static void tufts(floor_pen *f, fp_aabb b)
{
	for (float y = b.min.y; y + TUFT <= b.max.y + 0.5f; y += TUFT)
		for (float x = b.min.x; x + TUFT <= b.max.x + 0.5f; x += TUFT) {
			int i = (int)(x / TUFT), j = (int)(y / TUFT);
			float px = x + 4.0f + 24.0f * floor_hash(i, j, 13u);
			float py = y + 8.0f + 20.0f * floor_hash(i, j, 14u);
			rgba8 c = floor_hash(i, j, 15u) < 0.5f ? (rgba8){48, 90, 40, 255}
			                                       : (rgba8){88, 140, 66, 255};
			for (int k = -1; k <= 1; k++) {
				vec2s t[3] = {{{px + 3.0f * (float)k - 1.2f, py}}, {{px + 3.0f * (float)k + 1.2f, py}},
				              {{px + 4.0f * (float)k, py - 6.0f}}};
				f->part(f, t, 3, c);
			}
		}
}

static void paint_floor(floor_pen *f, fp_aabb b)
{
	patches(f, b);
	tufts(f, b);
}

const theme_def theme_grass = {"grass", {64, 114, 52, 255}, {76, 126, 62, 255}, paint_floor};
