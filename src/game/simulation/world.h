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
 * taken wins. While the player overlaps any other actor it loses
 * WORLD_ENERGY_DRAIN energy a second; at zero the level is lost. Each step
 * records what happened in world.events (events.h).
 *
 * Solids (actor.solid, walls.h): at the end of every tick the player's
 * footprint overlaps no solid's (fp_footprint_overlap: touching counts),
 * and no moving solid overlaps the player or another solid; static solids
 * may overlap each other. The player stops at a solid, exactly (apart, and
 * the motion's next sample, at most 1/1024 px or one float step of the
 * motion further, overlaps), and slides along it; a moving solid whose
 * motion would meet the player or another solid waits that tick. No solid
 * at least 1 px thick (the loader refuses thinner ones) is ever crossed, at
 * any speed (motion.h says why). Non-solid actors still pass through each
 * other and the player, tinting and draining as before, but not through
 * solids: they make a free motion, or less, or wait (walls.h); one that
 * overlaps a solid (a moving solid went into it, or the level put it
 * there) moves freely until it is clear of every solid. */
#ifndef GAME_WORLD_H
#define GAME_WORLD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/broadphase.h>
#include <footprint/collide.h>

#include "behaviour.h"
#include "events.h"
#include "level.h"
#include "rng.h"

#define WORLD_TICK_HZ 60
#define WORLD_DT (1.0f / (float)WORLD_TICK_HZ)
#define WORLD_SCORE_PICKUP 10
#define WORLD_ENERGY_DRAIN 25.0f   /* energy a second while the player overlaps */
#define WORLD_STRESS_MAX 1000000   /* most stress actors world_init accepts */

typedef struct walls walls;

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
	rgba8 color;
	bool tinted;        /* overlaps another actor this tick, not both solid */
	bool solid;         /* a wall (the level's solid property) */
	bool blocked;       /* its last motion was cut short by a solid (a solid:
	                       it waited) */
	behaviour kind;
	float speed;        /* pixels per second */
	float spin;         /* degrees per second clockwise: a spinner's rate,
	                       the most any other actor turns */
	float height;       /* px: only the 3D view reads it */
	size_t path;        /* its path's index into world.paths (a behaviour
	                       that needs_path), else SIZE_MAX */
	behaviour_state state; /* its behaviour's own (behaviour.h) */
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
	char title[LEVEL_STRING_MAX + 1];
	int score;
	float energy, energy_max;
	uint64_t tick;          /* ticks stepped so far; the first step makes it 1 */
	world_state state;
	world_events events;    /* what the last step did (events.h) */
	size_t solid_count;     /* actors that are solid */
	struct walls *walls;    /* the solids' index (walls.h); NULL without any */
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
	/* The one block actors, fps, pickups, paths, their points and the
	 * actors' names live in. */
	void *storage;
} world;

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

/* The player's heading in degrees clockwise, as Tiled measures rotation,
 * in [0, 360). */
float world_player_degrees(const world *w);

#endif
