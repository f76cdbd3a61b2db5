/* world.h: the simulation. Actors, pickups and the rules, one fixed step at
 * a time. Knows nothing of SDL: tests, benchmarks and the headless mode step
 * it exactly as the game does. Rendering only reads it. */
#ifndef GAME_WORLD_H
#define GAME_WORLD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/broadphase.h>
#include <footprint/collide.h>

#include "level.h"
#include "rng.h"

#define WORLD_TICK_HZ 60
#define WORLD_DT (1.0f / (float)WORLD_TICK_HZ)

typedef struct rgba8 {
	uint8_t r, g, b, a;
} rgba8;

typedef enum behaviour {
	BEHAVIOUR_PLAYER,
	BEHAVIOUR_STATIC,
	BEHAVIOUR_SPIN,
	BEHAVIOUR_PATROL,
	BEHAVIOUR_WANDER,
} behaviour;

/* Coordinates are Tiled's map pixels, y down. box.angle is in radians and
 * grows clockwise on screen (Tiled's rotation), which is the library's
 * counter-clockwise in a y-up frame: the library does not care. */
typedef struct actor {
	int id;             /* Tiled object id; 0 for stress actors */
	char name[64];
	fp_box box;
	fp_footprint fp;    /* fp_footprint_of(box), made once per tick: the
	                       collision step and the renderer read these corners */
	rgba8 color;
	bool tinted;        /* overlaps another actor this tick */
	behaviour kind;
	float speed;        /* pixels per second */
	float spin;         /* degrees per second, clockwise */
	size_t path;        /* patrol: index into world.paths */
	size_t path_target; /* patrol: the point it heads for */
	int path_dir;       /* patrol: +1 or -1 along the polyline */
	float wander_turn;  /* wander: current steering, radians per second */
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

/* What the player wants this tick: both in [-1, 1]. */
typedef struct commands {
	float throttle; /* +1 forward along the heading, -1 back */
	float turn;     /* +1 clockwise on screen (right), -1 left */
} commands;

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
	char title[128];
	int score;
	float energy, energy_max;
	uint64_t tick;          /* ticks stepped so far; the first step makes it 1 */
	world_state state;
	rng rand;

	/* The last step's collision figures. */
	size_t overlapping;     /* actors tinted */
	size_t pairs_tested;    /* candidate pairs tested exactly */
	size_t hits;            /* overlapping actor pairs */
	double collision_us;    /* footprint split + broadphase + narrow phase */
	fp_broadphase *bp;
} world;

/* Builds the world of a loaded level; stress adds that many wandering actors.
 * Returns false (with a message in err) when out of memory. */
bool world_init(world *w, const level *lv, uint64_t seed, size_t stress, char *err,
                size_t errlen);

void world_fini(world *w);

/* One fixed step of WORLD_DT seconds. Does nothing once won or lost. */
void world_step(world *w, commands cmd);

#endif
