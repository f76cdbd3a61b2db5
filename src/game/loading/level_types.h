/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* level_types.h: what a loaded level holds (level.h says how a map
 * becomes one and the rules it must keep). */
#ifndef GAME_LEVEL_TYPES_H
#define GAME_LEVEL_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/collide.h>

#include "behaviour_def.h"
#include "level_props.h"

/* Caps: a map beyond any of them is refused before it can take unbounded
 * memory or time. */
#define LEVEL_FILE_MAX (4u << 20)   /* bytes, checked before reading */
#define LEVEL_OBJECTS_MAX 20000     /* objects in all layers together */
#define LEVEL_PATH_POINTS_MAX 1024  /* points in one polyline */
#define LEVEL_LAYER_DEPTH_MAX 16    /* group layers inside group layers */
#define LEVEL_COORD_MAX 1e6f        /* |any number| in the map */
/* TMX: elements nested deeper are refused (groups stop at 16 long before);
 * polyline and polygon points in one map ("0,0 " is 4 bytes of text but
 * three values: without it the worst map under the size cap would take
 * over 300 MB to refuse). */
#define LEVEL_XML_DEPTH_MAX 64
#define LEVEL_XML_POINTS_MAX 100000
/* Templates: different files in one map; their bytes together (each is
 * refused from its size when it would pass what is left); the values
 * (JSON nodes) they add to the map. */
#define LEVEL_TEMPLATES_MAX 64
#define LEVEL_TEMPLATE_BYTES_MAX (1u << 20)
#define LEVEL_TEMPLATE_VALUES_MAX 1000000L

#define LEVEL_PLAYER_SPEED 160.0f   /* px/s, when the player has no speed */
#define LEVEL_PLAYER_TURN 180.0f    /* deg/s, when the player has no spin */

/* A polyline in map pixels (rotation and layer offsets applied). */
typedef struct level_path {
	int id;
	vec2s *points;
	size_t count;
} level_path;

/* What a guard watches (behaviour guard): how far, how wide, and the
 * energy a second the player loses while it is seen. */
typedef struct level_sight {
	float view;    /* px from its front centre */
	float fov;     /* degrees, the whole cone, centred on its heading */
	float drain;   /* energy a second */
} level_sight;

#define LEVEL_SIGHT_DEFAULT ((level_sight){.view = 240, .fov = 60, .drain = 30})

typedef struct level_actor {
	int id;
	char name[LEVEL_STRING_MAX + 1];
	fp_box box;
	behaviour kind;
	size_t path;   /* a behaviour that needs_path: index into level.paths,
	                  else SIZE_MAX */
	LEVEL_ACTOR_PROPS(LEVEL_PROP_FIELD) /* level_props.h */
	level_sight sight; /* a guard's (behaviour_def.watches) */
} level_actor;

typedef struct level_pickup {
	int id;
	fp_circle circle;
} level_pickup;

typedef struct level {
	LEVEL_MAP_PROPS(LEVEL_PROP_FIELD) /* level_props.h */
	float width, height;    /* the world: width*tilewidth by height*tileheight */
	level_actor *actors;    /* the player included */
	size_t actor_count;
	size_t player;          /* index of the player in actors */
	level_pickup *pickups;
	size_t pickup_count;
	level_path *paths;      /* only the polylines some patrol uses */
	size_t path_count;
} level;

/* Where a map's object templates come from: read gives the whole file at
 * path (relative to the working directory, the map's directory already
 * joined), at most max bytes, or NULL with what is wrong in why. */
typedef struct level_files {
	char *(*read)(void *ctx, const char *path, size_t max, size_t *len, char *why,
	              size_t whylen);
	void *ctx;
} level_files;

#endif
