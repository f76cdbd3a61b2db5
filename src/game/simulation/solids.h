/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* solids.h: solid actors, and how everything that moves meets them (internal
 * to the simulation; world.h states the rule).
 *
 * Each moving actor's step asks for a pose; solids_step decides how much of
 * the motion from its pose to that one it makes, with fp_motion_sweep and
 * fp_motion_clear against the solids near the motion (footprint.h's exact
 * test on every sample, touching counting as overlapping):
 * - the player goes until a solid stops it, then slides along it: the rest
 *   of the motion, less its part into the solid (along the contact normal),
 *   kept 2^-12 px or 4 float steps of its coordinates off it, whichever is
 *   more, so rounding in the slide cannot catch on the solid it slides
 *   along; at most SOLIDS_SWEEPS sweeps a tick, the first slide keeping the
 *   rest of the turn and the second not. A slide shorter than that gap is
 *   not made: driving straight at a solid stops at it. A turn the solids
 *   cut short is then made if a push out along the last contact normal
 *   allows it: the least such push (to 1/256 px) with the push and the
 *   turn each clear of every solid, never longer than the turn carries a
 *   corner; with none (wedged), the player stays where it stopped.
 * - other movers make their whole motion when it is free of solids, else
 *   only its turn, else a step as long straight out of the solid the motion
 *   meets (along the contact normal: room to turn when wedged), else they
 *   wait: a step short of a solid at most, never into it. One that already
 *   overlaps a solid (a moving solid went into it, or the level put it
 *   there) moves as it asked, solids ignored, until it is clear of them.
 * - a moving solid makes its whole motion when it is free of the player
 *   and of every other solid, and otherwise waits where it is this tick.
 * A motion turns the short way to the angle asked for; the angle reached is
 * kept as it is unless bringing it into [0, 2 pi) leaves the pose apart
 * (it almost always does). A pose whose footprint would leave the world
 * (turning can take the corners a hair further out than either end) is
 * pushed back inside if that is apart too, and otherwise the actor stays. */
#ifndef GAME_SOLIDS_H
#define GAME_SOLIDS_H

#include <stdbool.h>
#include <stddef.h>

#include <footprint/collide.h>

#include "world_types.h"

/* Sweeps a mover gets a tick: the motion, then two slides. */
#define SOLIDS_SWEEPS 3

/* Counts the solids into w->solid_count and, when there are any, files them
 * in w->solids by their footprints, which w->fps must hold already. False
 * when out of memory. */
bool solids_init(world *w);

/* Frees w->solids; safe when it is NULL. */
void solids_fini(world *w);

/* The move of world_step in a world with solids: each actor that moves
 * (the player only while playing) goes from its box toward the pose its
 * behaviour asks for, as above, one after another; its blocked flag says
 * whether its motion was cut short (a solid: whether it waited), and then
 * its behaviour is told (held); the player's and the solids' footprints are
 * remade as they move, for the next movers to meet. */
void solids_step(world *w, commands cmd, bool playing);

/* A box holding every corner of every pose's footprint along the motion
 * from `from` to `to` (the same half extents, turning at most pi), given
 * the footprints f0 and f1 of its ends: their bounds grown by how far a
 * corner's path between them can reach out of them (the centre on a line,
 * the corner's offset on an arc: less than min(|centre's move|, (hx + hy)
 * turn) on each axis, plus the arc's bulge (hx + hy) turn^2 / 8) and the
 * corners' rounding (2^-14 of the box's size and place, against collide.h's
 * 1e-5 for each end). Tighter than fp_motion_bounds for a turned box. */
fp_aabb solids_motion_reach(fp_box from, fp_box to, const fp_footprint *f0,
                           const fp_footprint *f1);

/* box, as actor i's pose, overlaps none of the solids it must stay apart
 * from (for a solid, the player too), exactly; true when there are none. */
bool solids_pose_free(world *w, size_t i, fp_box box);

#endif
