/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* world.h: the simulation. Actors, pickups and the rules, one fixed step at
 * a time. Knows nothing of SDL: tests, benchmarks and the headless mode step
 * it exactly as the game does. Rendering only reads it.
 *
 * The rules: each tick every actor moves (behaviour.h), then every actor's
 * footprint is made once (fp_footprints_of, kept in actor.fp), the library's
 * broadphase finds every overlapping pair of actors and those actors are
 * tinted (not pushed), unless both are solid (walls meet at corners).
 * Pickups the player's footprint touches exactly
 * (fp_circle_footprint) are collected: WORLD_SCORE_PICKUP points each; all
 * taken wins, and the win adds its reward (reward.h: the energy left and
 * the seconds under par) to the score and says its stars. While the player overlaps any other actor it loses
 * WORLD_ENERGY_DRAIN energy a second; at zero the level is lost. Each step
 * records what happened in world.events (events.h).
 *
 * Solids (actor.solid, solids.h): at the end of every tick the player's
 * footprint overlaps no solid's (fp_footprint_overlap: touching counts),
 * and no moving solid overlaps the player or another solid; static solids
 * may overlap each other. The player stops at a solid, exactly (apart, and
 * the motion's next sample, at most 1/1024 px or one float step of the
 * motion further, overlaps), and slides along it; a turn a solid cuts short pushes the
 * player out along its normal, the least that lets the turn go on, when
 * that is clear of every solid; a moving solid whose
 * motion would meet the player or another solid waits that tick. No solid
 * at least 1 px thick (the loader refuses thinner ones) is ever crossed, at
 * any speed (footprint/motion.h says why). Non-solid actors still pass through each
 * other and the player, tinting and draining as before, but not through
 * solids: they make a free motion, or less, or wait (solids.h); one that
 * overlaps a solid (a moving solid went into it, or the level put it
 * there) moves freely until it is clear of every solid.
 *
 * Guards (behaviour guard, sight.h): after the moves, each guard that sees
 * the player (a corner of its footprint within the guard's view and cone,
 * the way to it clear of solids, exactly) drains the guard's drain energy a
 * second, on top of any overlap's drain; world.seen says so, and the step
 * in which sight begins records a seen event. */
#ifndef GAME_WORLD_H
#define GAME_WORLD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "behaviour.h"
#include "level.h"
#include "world_types.h"

/* Builds the world of a loaded level (copied: lv may be freed after);
 * stress adds that many wandering actors of random size, place and colour
 * drawn from seed. Returns false with a message in err when out of memory or
 * stress > WORLD_STRESS_MAX. World figures are zero until the first step. */
bool world_init(world *w, const level *lv, uint64_t seed, size_t stress, char *err,
                size_t errlen);

/* Frees the world; safe on a zeroed or freed world. */
void world_fini(world *w);

/* One fixed step of WORLD_DT seconds: tick + 1, move, collide, collect. Once
 * won or lost the player stops and score and energy stay; the other actors
 * go on moving and colliding so the end screen stays alive. */
void world_step(world *w, commands cmd);

/* Keep (true) or drop the list of candidate pairs each step tests: read it
 * with fp_broadphase_candidates(w->bp, ...) for the pairs overlay. */
void world_record_pairs(world *w, bool on);

/* The actors whose footprints meet region (closed: touching counts), as
 * indices ascending, *count of them: the region query of the world's
 * broadphase, whose boxes are the footprints of the last step (or of the
 * start), which are the actors' own until the next step. The array belongs
 * to the broadphase (only its scratch changes) and stays valid until the
 * next step or query; NULL with *count 0 when out of memory. */
const uint32_t *world_actors_in(const world *w, fp_aabb region, size_t *count);

/* The energy the player loses in a tick it overlaps another actor (not
 * counting what stops it at 0). */
float world_overlap_drain(void);

/* The player's heading in degrees clockwise, as Tiled measures rotation,
 * in [0, 360). */
float world_player_degrees(const world *w);

#endif
