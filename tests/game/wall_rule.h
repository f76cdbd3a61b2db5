/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* wall_rule.h: the rule of solids, checked by brute force over every pair
 * (world.h states it), for the game tests, the soak and fuzz_level. */
#ifndef TESTS_GAME_WALL_RULE_H
#define TESTS_GAME_WALL_RULE_H

#include <stdbool.h>
#include <stddef.h>

#include "world.h"

/* True when, after w's last step, the player's footprint overlaps no
 * solid's and no moving solid's overlaps the player or another solid
 * (fp_footprint_overlap of footprints made afresh from the boxes). False
 * with a message naming the tick and both actors in why. */
bool wall_rule_holds(const world *w, char *why, size_t len);

#endif
