/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* themes.h: the table of themes (theme_def.h): a level's floor, picked by
 * its `theme` map property; a map without one, or naming none of the
 * table's, gets the default, slate. */
#ifndef APP_THEMES_H
#define APP_THEMES_H

#include <stdio.h>

#include "level_types.h"
#include "projection.h"
#include "theme_def.h"

/* The theme a map whose property is name gets: that one, or the default. */
const theme_def *themes_of(const char *name);

/* Paints the floor of a map width x height in theme t through part: its
 * ground, then the pattern of each block that can show through pr (NULL: every block). */
void themes_paint(const theme_def *t, float width, float height, const projection *pr,
                  floor_part_fn *part, void *view);

/* Writes to to a warning naming path when lv's theme names none of the
 * table's (it gets the default); returns whether it did. */
bool themes_warn(const level *lv, const char *path, FILE *to);

#endif
