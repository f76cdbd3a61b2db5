/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* world_types.h: what a world holds, its actors and pickups (world.h says
 * the rules and steps it; the parts of the step read these too). */
#ifndef GAME_WORLD_TYPES_H
#define GAME_WORLD_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/broadphase.h>
#include <footprint/collide.h>

#include "behaviour_def.h"
#include "events.h"
#include "level_types.h"
#include "reward.h"
#include "rng.h"

#define WORLD_TICK_HZ 60
#define WORLD_DT (1.0f / (float)WORLD_TICK_HZ)
#define WORLD_SCORE_PICKUP 10
#define WORLD_ENERGY_DRAIN 25.0f   /* energy a second while the player overlaps */
#define WORLD_STRESS_MAX 1000000   /* most stress actors world_init accepts */


/* Coordinates are Tiled's map pixels, y down. box.angle is in radians and
 * grows clockwise on screen (Tiled's rotation), which is the library's
 * counter-clockwise in a y-up frame: the library does not care. The heading
 * is the box's width axis, (cos angle, sin angle). */
typedef struct actor {
	int id;             /* Tiled object id; 0 for stress actors */
	const char *name;   /* the Tiled name ("" if none); owned by the world */
	fp_box box;
	const fp_footprint *fp; /* fp_footprint_of(box), made once per tick (and
	                       by world_init) into world.fps: the broadphase, the
	                       collision step and the renderer read this one copy */
	bool tinted;        /* overlaps another actor this tick, not both solid */
	bool blocked;       /* its last motion was cut short by a solid (a solid:
	                       it waited) */
	behaviour kind;
	LEVEL_ACTOR_PROPS(LEVEL_PROP_FIELD) /* the level's (level_props.h) */
	size_t path;        /* its path's index into world.paths (a behaviour
	                       that needs_path), else SIZE_MAX */
	behaviour_state state; /* its behaviour's own (behaviour.h) */
	level_sight sight;  /* a watcher's (behaviour_def.watches; sight.h) */
	bool seeing;        /* a watcher that sees the player this tick */
} actor;

typedef struct pickup {
	int id;
	fp_circle circle;
	bool collected;
} pickup;

typedef enum world_state {
	WORLD_PLAYING,
	WORLD_WON,
	WORLD_LOST,
} world_state;

typedef struct world {
	actor *actors;
	size_t actor_count;
	size_t player;          /* index of the player in actors */
	pickup *pickups;
	size_t pickup_count;
	size_t pickups_left;
	level_path *paths;      /* patrol polylines, in map pixels */
	size_t path_count;

	float width, height;    /* the world: the map's pixel rectangle */
	LEVEL_MAP_PROPS(LEVEL_PROP_FIELD) /* the level's (level_props.h); energy is
	                           what is left */
	int score;
	float energy_max;
	reward won;             /* what the win earned, once won */
	uint64_t tick;          /* ticks stepped so far; the first step makes it 1 */
	world_state state;
	world_events events;    /* what the last step did (events.h) */
	size_t solid_count;     /* actors that are solid */
	struct solids *solids;    /* the solids' index (solids.h); NULL without any */
	struct sight *sight;      /* the watchers' casts (sight.h); NULL without any */
	bool seen;              /* some watcher sees the player this tick */
	float seen_drain;       /* the energy a second their sight takes */
	rng rand;

	/* The last step's collision figures. */
	size_t overlapping;     /* actors tinted */
	size_t pairs_tested;    /* candidate pairs tested exactly */
	size_t hits;            /* overlapping actor pairs (solid pairs too) */
	double collision_us;    /* footprint split + broadphase + narrow phase +
	                           pickups, wall time: the one field that varies
	                           between runs */
	fp_broadphase *bp;      /* its candidates/pairs are actor indices */

	/* The footprints in actor order (actor.fp points here), passed whole
	 * to the broadphase. */
	fp_footprint *fps;
	/* A number no other world made by world_init in this run has: what a
	 * presentation's cache of a world's own (its actors' looks) keys on. */
	uint64_t serial;
	/* The one block actors, fps, pickups, paths, their points and the
	 * actors' names live in. */
	void *storage;
} world;

#endif
