/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* theme_def.h: what a theme is: a level's floor, in the themes table
 * (themes.h): a ground colour and a pattern painted block by block in map
 * pixels, the same for the top view and the 3D view's ground. The themes
 * include this; the table includes the themes. */
#ifndef APP_THEME_DEF_H
#define APP_THEME_DEF_H

#include <footprint/collide.h>

#include "floor_pen.h"

typedef struct theme_def {
	const char *name;   /* the `theme` map property's value */
	rgba8 ground;       /* under everything */
	rgba8 grid;         /* the 3D view's grid lines */
	/* Paints the pattern over block (THEMES_BLOCK px square, its corner on
	 * a multiple of it, cut to the map), from map coordinates alone so
	 * blocks join; NULL: none. What it paints stays inside the map and
	 * within THEMES_REACH px of the block. */
	void (*paint)(floor_pen *f, fp_aabb block);
} theme_def;

#define THEMES_BLOCK 256.0f
#define THEMES_REACH 96.0f

#endif
