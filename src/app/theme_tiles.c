/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* theme_tiles.c: a tiled floor: square tiles of two shades in a chequer,
 * with grout lines between them. */
#include <math.h>

#include "theme_def.h"

#define TILE 64.0f /* a divisor of THEMES_BLOCK, so blocks cut no tile */
#define GROUT 1.5f

static void paint_floor(floor_pen *f, fp_aabb b)
{
	for (float y = floorf(b.min.y / TILE) * TILE; y < b.max.y; y += TILE)
		for (float x = floorf(b.min.x / TILE) * TILE; x < b.max.x; x += TILE) {
			int i = (int)(x / TILE), j = (int)(y / TILE);
			rgba8 c = (i + j) % 2 ? (rgba8){122, 118, 110, 255} : (rgba8){108, 104, 97, 255};
			floor_rect(f, fmaxf(x, b.min.x) + GROUT, fmaxf(y, b.min.y) + GROUT,
			           fminf(x + TILE, b.max.x) - GROUT, fminf(y + TILE, b.max.y) - GROUT, c);
		}
}

const theme_def theme_tiles = {"tiles", {84, 82, 78, 255}, {96, 94, 90, 255}, paint_floor};
