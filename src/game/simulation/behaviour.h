/* behaviour.h: how each kind of actor moves, one table entry a kind.
 *
 * The behaviours, in the order of behaviour_table:
 *   player   the player's: turns and drives as the commands say
 *   static   stays where the level put it
 *   spin     turns in place at spin deg/s
 *   patrol   walks its path polyline back and forth at speed, facing its way
 *   wander   drives forward at speed, steering at random, away from the
 *            world's edges, turning hard while a solid holds it
 *
 * Each lives in its own file, behaviour_NAME.c, which ends in its entry;
 * behaviour.c lists the entries. Adding one takes that file (and its line
 * in meson.build), an id below, its entry in the declaration below and in
 * behaviour.c's table, and its state in behaviour_state if it keeps any.
 *
 * Every moving actor stays inside the world: its footprint's bounds are kept
 * in [0, width] x [0, height]. Turning rates come from the actor's spin in
 * degrees a second; for patrol and wander it is the most they turn a second
 * (0: they turn at once). */
#ifndef GAME_BEHAVIOUR_H
#define GAME_BEHAVIOUR_H

#include <stdbool.h>
#include <stddef.h>

#include <footprint/collide.h>

typedef enum behaviour {
	BEHAVIOUR_PLAYER,
	BEHAVIOUR_STATIC,
	BEHAVIOUR_SPIN,
	BEHAVIOUR_PATROL,
	BEHAVIOUR_WANDER,
	BEHAVIOUR_COUNT
} behaviour;

/* Each behaviour's own state, kept in its actor (actor.state); a behaviour
 * reads and writes only its own member, which its start sets. */
typedef struct patrol_state {
	size_t target;  /* the path point it heads for */
	int dir;        /* +1 or -1 along the polyline */
} patrol_state;

typedef struct wander_state {
	float turn;     /* current steering, radians per second */
} wander_state;

typedef union behaviour_state {
	patrol_state patrol;
	wander_state wander;
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
	behaviour_defaults defaults;
	/* Sets up actor.state once the actor is in the world (its box, speed,
	 * spin and path set); NULL when it keeps no state. */
	void (*start)(struct actor *a, const struct world *w);
	/* The pose the actor asks for after dt seconds, inside the world; it may
	 * update its own state and draw from w->rand. cmd is the player's input
	 * for the player and zero for every other actor. NULL: it never moves. */
	fp_box (*step)(struct actor *a, struct world *w, commands cmd, float dt);
	/* Called when a solid held the actor back this tick (walls.h), before
	 * its next step; NULL: nothing changes. */
	void (*held)(struct actor *a);
} behaviour_def;

/* The entries, each at the end of its behaviour_NAME.c. */
extern const behaviour_def behaviour_player, behaviour_static, behaviour_spin, behaviour_patrol,
	behaviour_wander;

/* Every behaviour, indexed by its id. */
extern const behaviour_def *const behaviour_table[BEHAVIOUR_COUNT];

/* The behaviour a level may ask for by that name; false when there is none
 * (the player's own name included). */
bool behaviour_named(const char *name, behaviour *out);

/* Runs a's behaviour's start, if it has one. */
void behaviour_start(struct actor *a, const struct world *w);

#endif
