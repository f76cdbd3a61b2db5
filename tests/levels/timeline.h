/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* timeline.h: where every actor but the player stands at each tick of a
 * level's run, for planning the player's route.
 *
 * No actor's motion depends on the player (behaviours read their own state,
 * the map and the world's generator, never the player), so a second world of
 * the same level and seed, stepped with no input, shows every other actor
 * exactly where the played world will have it. The timeline keeps the
 * moving actors' boxes for a window of ticks and files them, a block of
 * ticks at a time, by the bounds they sweep in a broadphase of the library,
 * whose region query then finds the actors near one place at one tick. */
#ifndef TESTS_LEVELS_TIMELINE_H
#define TESTS_LEVELS_TIMELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/broadphase.h>
#include <footprint/collide.h>

#include "level.h"
#include "world.h"

/* Ticks filed together: a block's index holds each mover's bounds swept
 * over its ticks. */
#define TIMELINE_BLOCK 16

/* Things filed by their bounds for region queries: a broadphase and the
 * boxes of its last fp_broadphase_box_pairs call, which its queries read. */
typedef struct timeline_index {
	fp_broadphase *bp;
	fp_footprint *boxes;
	size_t cap;
} timeline_index;

typedef struct timeline {
	world shadow;          /* the same level and seed, stepped without input */
	uint32_t *movers;      /* actor indices of those whose behaviour moves them */
	size_t mover_count;
	uint32_t *statics;     /* actor indices of the others but the player */
	fp_footprint *static_fps; /* their footprints, fixed for the run */
	size_t static_count;
	timeline_index static_index;
	size_t window;         /* ticks kept: a multiple of TIMELINE_BLOCK */
	fp_box *boxes;         /* window x mover_count, tick t at row t % window */
	timeline_index *blocks; /* block b (ticks b*BLOCK ..) at b % (window/BLOCK) */
	uint64_t first;        /* the oldest tick kept, a block's first */
	uint64_t last;         /* the newest tick recorded (0: the start) */
} timeline;

/* Builds the timeline of lv's run from seed, keeping at least window ticks;
 * false with a message in err when out of memory. */
bool timeline_init(timeline *tl, const level *lv, uint64_t seed, size_t window, char *err,
                   size_t errlen);

void timeline_fini(timeline *tl);

/* Lets go of the ticks before t (whole blocks only), so the window reaches
 * further. */
void timeline_forget_before(timeline *tl, uint64_t t);

/* Whether every other actor of w (a world of the same level and seed) stands
 * where the timeline has it at w's tick: false when the player changed how
 * one moves, or the window does not hold the tick. */
bool timeline_agrees(timeline *tl, const world *w);

/* Whether the footprint fp (the player's at tick t, or a box around it)
 * overlaps another actor at tick t, touching included: 1 yes, 0 no, -1 when
 * the window does not hold t. Records further ticks as needed. */
int timeline_overlaps(timeline *tl, uint64_t t, const fp_footprint *fp);

/* The energy a second the guards' sight (sight.h) takes from a player whose
 * footprint is fp at tick t: the sum of the drains of those that see it
 * then; -1 when the window does not hold t. The solids the sight casts
 * against are the shadow world's of its newest tick: exact for levels whose
 * solids stand still. */
float timeline_seen_drain(timeline *tl, uint64_t t, const fp_footprint *fp);

#endif
