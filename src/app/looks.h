/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* looks.h: the table of looks (look_def.h): how each kind of actor is
 * drawn, in both views. An actor's `look` property picks one by name; an
 * actor without one (or with a name the table lacks) gets its behaviour's:
 * the player and patrols vehicles, guards guards, wanderers people,
 * spinners blades, statics crates, and solids walls (concrete when they
 * move, blades when they spin). */
#ifndef APP_LOOKS_H
#define APP_LOOKS_H

#include <stddef.h>
#include <stdio.h>

#include "look_def.h"
#include "level_types.h"
#include "world_types.h"

/* An actor whose narrower side shows smaller than this many pixels is drawn
 * as its base alone: its details would not show. */
#define LOOKS_DETAIL_PX 8.0f

/* Draws actor i of w (colour body, its box height tall) as its look
 * through part, or its base alone when a map pixel shows px pixels wide
 * and it is too small for detail. */
void looks_draw(const world *w, size_t i, rgba8 body, float height, float px,
                look_pen_part_fn *part, void *view);

/* Finds w's actors' looks now if they are not kept, so that looks_draw on
 * w only reads what it keeps (two threads may then draw w's actors). */
void looks_ready(const world *w);

/* Writes to to a warning naming path and the object for each actor of lv
 * whose `look` names no look (it is drawn as its behaviour's); returns how
 * many. */
int looks_warn(const level *lv, const char *path, FILE *to);

#endif
