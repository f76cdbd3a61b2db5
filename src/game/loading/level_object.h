/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* level_object.h: one Tiled object into the level being built (internal). */
#ifndef GAME_LEVEL_OBJECT_H
#define GAME_LEVEL_OBJECT_H

#include <stdbool.h>
#include <stddef.h>

#include <cjson/cJSON.h>

#include "level_types.h"
#include "level_json.h"

/* Any object of the map, kept so a patrol's path id can be looked up. */
typedef struct level_ref {
	int id;
	const cJSON *json;
	vec2s offset;       /* the offsets of the layers it sits in */
	size_t path;        /* its index in level.paths once converted, or SIZE_MAX */
} level_ref;

/* The level under construction. Arrays are sized for every object at once
 * (the object count is capped before they are made). */
typedef struct level_build {
	level_ctx *c;
	level *lv;
	level_ref *refs;
	size_t ref_count;
	int *path_id;       /* per actor: the polyline a patrol follows, else 0 */
	int player_id;      /* the player's object id, 0 until seen */
	const cJSON *tilesets; /* the map's, to name a tile object's tileset */
} level_build;

/* Reads one object of an object layer whose offsets add up to offset:
 * a player, an actor or a pickup go into the level, anything else (and any
 * hidden object, or any object of a hidden layer) is only remembered as a
 * possible path. A tile object is refused. */
bool level_object_read(level_build *b, const cJSON *obj, vec2s offset, bool layer_shown);

/* Makes ref's polyline the path of patrol actor a (converted once). */
bool level_path_read(level_build *b, level_ref *ref, const level_actor *a, size_t *index);

#endif
