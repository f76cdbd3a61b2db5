/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* level_solids.h: how solids may start (internal to the loader). */
#ifndef GAME_LEVEL_SOLIDS_H
#define GAME_LEVEL_SOLIDS_H

#include <stdbool.h>

#include "level_types.h"
#include "level_json.h"

/* The player starts apart from every solid, and every moving solid from
 * every other solid (fp_footprint_overlap: touching counts). Otherwise
 * refuses the level naming both objects and returns false. */
bool level_solids_check(level_ctx *c, const level *lv);

#endif
