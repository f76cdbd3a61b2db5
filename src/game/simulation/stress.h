/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* stress.h: the stress scene's crowd of wandering actors (internal to world). */
#ifndef GAME_STRESS_H
#define GAME_STRESS_H

#include <stddef.h>
#include <stdint.h>

#include "world_types.h"

/* Appends n wandering actors after the level's (w->actors has room), of
 * random size, angle, place, speed and colour drawn from seed alone. Sizes
 * shrink with the crowd so that about a fifth of the map is covered, like
 * the benchmark's scene; they start clear of the player and of every solid
 * when they can. */
void stress_add(world *w, size_t n, uint64_t seed);

#endif
