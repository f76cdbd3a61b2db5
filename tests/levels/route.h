/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* route.h: the player's way from where it stands to one pickup, tick by
 * tick, around the other actors as the timeline shows them.
 *
 * A search (weighted A*) over the player's poses and time: each step holds
 * one of the nine key combinations (forward, back or neither, with left,
 * right or neither) for a few ticks, and the pose after every tick is the
 * player behaviour's own step, so the route is the one the game will drive.
 * Overlapping another actor costs energy as the world's rule does; coming
 * within the margin of one costs a little, so routes keep clear where they
 * can. */
#ifndef TESTS_LEVELS_ROUTE_H
#define TESTS_LEVELS_ROUTE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "timeline.h"
#include "world.h"

/* The nine key combinations, route_commands[c]. */
#define ROUTE_COMMANDS 9
extern const commands route_commands[ROUTE_COMMANDS];

typedef struct route_opts {
	int hold;           /* ticks each search step holds its keys */
	float margin;       /* px: nearer than this to an actor costs */
	float depth;        /* px: how far into a pickup's circle the route
	                       reaches, so a rounding a little different from
	                       this build's still takes it on the way */
	float reserve;      /* energy the route never goes below */
	size_t max_nodes;   /* search steps tried before giving up */
	float weight;       /* greed of the search: 1 finds the cheapest route */
} route_opts;

/* A route: the key combination for each tick from the start's next, and the
 * player's pose after each. */
typedef struct route {
	uint8_t *cmds;   /* indices into route_commands */
	fp_box *poses;
	size_t count;
	size_t cap;
	size_t nodes;    /* search steps it took */
} route;

/* Finds a route for w's player, from its pose, tick and energy, to the
 * pickup target (reached when its footprint touches the circle), through
 * the actors tl shows. False with the reason in err when none was found
 * within opt's limits. */
bool route_find(world *w, timeline *tl, fp_circle target, const route_opts *opt, route *out,
                char *err, size_t errlen);

void route_fini(route *r);

#endif
