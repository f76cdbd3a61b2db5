/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* sight.h: what the guards see (internal to the simulation; world.h states
 * the rule).
 *
 * A guard's eye is its front centre: its box's centre plus half its width
 * along its heading. It sees a point when the point lies within view px of
 * the eye and within fov/2 degrees either side of its heading (a point at
 * the eye counts), and the closed segment from the eye to the point meets
 * no solid's footprint (footprint/ray.h, exactly: touching a solid blocks).
 * It sees the player when it sees any corner of the player's footprint. The
 * solids are cast against in a broadphase of their own, refreshed each tick
 * from their footprints. */
#ifndef GAME_SIGHT_H
#define GAME_SIGHT_H

#include <stdbool.h>
#include <stddef.h>

#include <footprint/collide.h>

#include "world_types.h"

/* Sets w->sight up when some actor watches; false when out of memory. */
bool sight_init(world *w);

/* Frees w->sight; safe when it is NULL. */
void sight_fini(world *w);

/* Each watching actor's `seeing` from the footprints of this tick (w->fps
 * made already); w->seen when any sees the player, w->seen_drain the sum of
 * their drains. */
void sight_step(world *w);

/* Whether actor a (a watcher) sees point p, as above. */
bool sight_sees_point(world *w, const actor *a, vec2s p);

/* Rays in a drawn cone's fan. */
#define SIGHT_FAN_RAYS 48

/* The outline of what watcher a sees, for drawing: out[0] its eye, then
 * SIGHT_FAN_RAYS + 1 points from one edge of its cone to the other, each
 * where a ray of view px stops at a solid (sight_clear). */
void sight_fan(const world *w, const actor *a, vec2s out[SIGHT_FAN_RAYS + 2]);

#endif
