/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* theme_asphalt.c: a car park's asphalt: patches of older and newer
 * surface, dashed lane lines every LANE px across the map and bay marks
 * between them. */
#include <math.h>

#include "theme_def.h"

#define CELL 64.0f
#define LANE 160.0f
#define DASH 28.0f

static const rgba8 paint = {168, 170, 160, 255};

static void patches(floor_pen *f, fp_aabb b)
{
	for (float y = b.min.y; y < b.max.y; y += CELL)
		for (float x = b.min.x; x < b.max.x; x += CELL) {
			float h = floor_hash((int)(x / CELL), (int)(y / CELL), 1u);
			if (h > 0.45f)
				continue;
			float s = 10.0f + 40.0f * floor_hash((int)(x / CELL), (int)(y / CELL), 2u);
			rgba8 c = h < 0.2f ? (rgba8){52, 54, 57, 255} : (rgba8){64, 66, 70, 255};
			floor_rect(f, x + 4.0f, y + 4.0f, fminf(x + 4.0f + s, b.max.x),
			           fminf(y + 4.0f + 0.7f * s, b.max.y), c);
		}
}

static void lanes(floor_pen *f, fp_aabb b)
{
	for (float y = ceilf(b.min.y / LANE) * LANE; y < b.max.y; y += LANE) {
		if (y <= 0.0f || y >= f->height)
			continue;
		/* dashes on a period of their own, cut where blocks meet */
		for (float x = floorf(b.min.x / (2.0f * DASH)) * 2.0f * DASH; x < b.max.x; x += 2.0f * DASH) {
			float x0 = fmaxf(x + DASH / 2, b.min.x), x1 = fminf(x + 1.5f * DASH, b.max.x);
			if (x1 > x0)
				floor_rect(f, x0, y - 1.5f, x1, y + 1.5f, paint);
		}
		/* bay marks: short strokes off the lane, half a lane long */
		for (float x = ceilf(b.min.x / 96.0f) * 96.0f; x < b.max.x; x += 96.0f)
			if (x > 0.0f && y + LANE / 4 < f->height)
				floor_rect(f, x - 1.0f, y + LANE / 2 - 24.0f, x + 1.0f, y + LANE / 2 + 24.0f,
				           (rgba8){120, 122, 116, 255});
	}
}

static void paint_floor(floor_pen *f, fp_aabb b)
{
	patches(f, b);
	lanes(f, b);
}

const theme_def theme_asphalt = {"asphalt", {58, 60, 64, 255}, {72, 74, 80, 255}, paint_floor};
