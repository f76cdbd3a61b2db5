/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* behaviour_def.h: how each kind of actor moves: what a behaviour's table
 * entry holds (behaviour.h has the table).
 *
 * The behaviours, in the order of behaviour_table:
 *   player   the player's: turns and drives as the commands say
 *   static   stays where the level put it
 *   spin     turns in place at spin deg/s
 *   patrol   walks its path polyline back and forth at speed, facing its way
 *   wander   drives forward at speed, steering at random, away from the
 *            world's edges, turning hard while a solid holds it
 *   guard    a patrol when it has a path, else a spinner, that watches the
 *            player (sight.h): view px ahead within fov degrees
 *
 * Each lives in its own file, behaviour_NAME.c, which ends in its entry
 * behaviour_NAME and keeps its own state type; src/game/meson.build's
 * `behaviours` names them in table order, and behaviour_list.h (made from
 * that list) gives each its id BEHAVIOUR_NAME. Adding one takes that file
 * and its name in meson.build.
 *
 * Every moving actor stays inside the world: its footprint's bounds are kept
 * in [0, width] x [0, height]. Turning rates come from the actor's spin in
 * degrees a second; for patrol and wander it is the most they turn a second
 * (0: they turn at once). */
#ifndef GAME_BEHAVIOUR_DEF_H
#define GAME_BEHAVIOUR_DEF_H

#include <stdbool.h>
#include <stddef.h>

#include <footprint/collide.h>

#include "behaviour_list.h"

/* A behaviour's id: its place in behaviour_table (behaviour.h). */
typedef enum behaviour {
#define BEHAVIOUR_ID(ID, name) BEHAVIOUR_##ID,
	BEHAVIOUR_LIST(BEHAVIOUR_ID)
#undef BEHAVIOUR_ID
	BEHAVIOUR_COUNT
} behaviour;

/* A behaviour's own state, kept in its actor (actor.state): bytes that only
 * its own file reads and writes, as a type of its own copied in and out
 * with memcpy (no larger than this); its start sets them. */
typedef struct behaviour_state {
	unsigned char bytes[16];
} behaviour_state;

/* What the player wants this tick: both in [-1, 1] (clamped). */
typedef struct commands {
	float throttle; /* +1 forward along the heading, -1 back */
	float turn;     /* +1 clockwise on screen (right), -1 left */
} commands;

/* What a level gets when it leaves a property out. */
typedef struct behaviour_defaults {
	float speed;    /* px/s */
	float spin;     /* deg/s */
	float height;   /* px: how tall the 3D view stands the actor's box */
} behaviour_defaults;

struct actor;
struct world;

typedef struct behaviour_def {
	/* The name a level's `behaviour` property uses, and messages. */
	const char *name;
	/* The player's own: given by the object's type, never by the property. */
	bool for_player;
	/* The actor follows the polyline its `path` property names. */
	bool needs_path;
	/* The actor follows its `path` when it has one (needs_path: always). */
	bool takes_path;
	/* The actor watches the player with its sight (level_sight). */
	bool watches;
	behaviour_defaults defaults;
	/* Sets up actor.state once the actor is in the world (its box, speed,
	 * spin and path set); NULL when it keeps no state. */
	void (*start)(struct actor *a, const struct world *w);
	/* The pose the actor asks for after dt seconds, inside the world; it may
	 * update its own state and draw from w->rand. cmd is the player's input
	 * for the player and zero for every other actor. NULL: it never moves. */
	fp_box (*step)(struct actor *a, struct world *w, commands cmd, float dt);
	/* Called when a solid held the actor back this tick (solids.h), before
	 * its next step; NULL: nothing changes. */
	void (*held)(struct actor *a);
} behaviour_def;

/* The entries, each at the end of its behaviour_NAME.c. */
#define BEHAVIOUR_ENTRY(ID, name) extern const behaviour_def behaviour_##name;
BEHAVIOUR_LIST(BEHAVIOUR_ENTRY)
#undef BEHAVIOUR_ENTRY

#endif
