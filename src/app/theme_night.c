/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* theme_night.c: a square at night: dark paving, pools of lamp light on a
 * grid of lamps, each lamp's post at its middle. */
#include <math.h>

#include "theme_def.h"

#define LAMPS 256.0f /* px between lamps: one a block */

static void paint_floor(floor_pen *f, fp_aabb b)
{
	int i = (int)(b.min.x / LAMPS), j = (int)(b.min.y / LAMPS);
	float x = b.min.x + LAMPS / 2 + 30.0f * (floor_hash(i, j, 31u) - 0.5f);
	float y = b.min.y + LAMPS / 2 + 30.0f * (floor_hash(i, j, 32u) - 0.5f);
	if (x + 90.0f > f->width || y + 90.0f > f->height)
		return;
	floor_disc(f, x, y, 90.0f, 16, (rgba8){32, 38, 60, 255});
	floor_disc(f, x, y, 62.0f, 16, (rgba8){42, 50, 76, 255});
	floor_disc(f, x, y, 34.0f, 16, (rgba8){56, 64, 92, 255});
	floor_disc(f, x, y, 4.0f, 8, (rgba8){140, 150, 180, 255});
}

const theme_def theme_night = {"night", {22, 26, 42, 255}, {30, 36, 56, 255}, paint_floor};
