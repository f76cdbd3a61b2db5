/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* level_json.h: the level loader's checked reads of Tiled JSON (internal).
 * Every reader either stores a value that obeys the level's rules or writes
 * the one refusal message and returns false. */
#ifndef GAME_LEVEL_JSON_H
#define GAME_LEVEL_JSON_H

#include <stdbool.h>
#include <stddef.h>

#include <cjson/cJSON.h>

#include "level_types.h"

/* Where the loader is, for messages: the file, and the object being read
 * (id 0: the map itself). */
typedef struct level_ctx {
	const char *file;
	char *err;
	size_t errlen;
	int obj_id;
	char obj_name[72]; /* printable, shortened */
} level_ctx;

/* Writes "FILE: [object ID 'NAME': ]what" into the context's err; returns false. */
bool level_fail(level_ctx *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Parses a JSON text of len bytes; NULL after the message "not valid JSON
 * (the error is near byte N, line M)". */
cJSON *level_json_parse(level_ctx *c, const char *text, size_t len);

/* Names the object the next messages are about (id 0: the map). */
void level_ctx_object(level_ctx *c, int id, const char *name);

/* A number under key: finite and |v| <= LEVEL_COORD_MAX. When absent it is
 * def if optional, an error otherwise. */
bool level_json_number(level_ctx *c, const cJSON *parent, const char *key, bool optional,
                       double def, double *out);

/* A string under key, at most LEVEL_STRING_MAX bytes; "" when absent. */
bool level_json_string(level_ctx *c, const cJSON *parent, const char *key, const char **out);

/* A boolean under key; false when absent. */
bool level_json_bool(level_ctx *c, const cJSON *parent, const char *key, bool *out);

/* Tiled's property types, as level properties declare them. */
typedef enum level_prop_type {
	LEVEL_PROP_STRING,
	LEVEL_PROP_TEXT,    /* a string up to LEVEL_TEXT_MAX bytes */
	LEVEL_PROP_FLOAT,   /* float or int */
	LEVEL_PROP_COLOR,
	LEVEL_PROP_OBJECT,
	LEVEL_PROP_BOOL,
} level_prop_type;

/* The custom property called name in parent's "properties" array, checked to
 * be of type t; NULL with *ok true when absent, *ok false on a broken one. */
const cJSON *level_json_property(level_ctx *c, const cJSON *parent, const char *name,
                                 level_prop_type t, bool *ok);

/* Reads the property called name of Tiled type t into field (size bytes, of
 * the C type level_props.h gives t); leaves field as it is when absent. */
bool level_json_prop_read(level_ctx *c, const cJSON *parent, const char *name,
                          level_prop_type t, void *field, size_t size);

/* Checks for a line of level_props.h, on the float (or any) value it read:
 * each false after level_fail naming the property. */
bool level_any(level_ctx *c, const char *name, void *value, const void *fallback,
               const level_actor *a);
bool level_positive(level_ctx *c, const char *name, void *value, const void *fallback,
                    const level_actor *a);
bool level_not_negative(level_ctx *c, const char *name, void *value, const void *fallback,
                        const level_actor *a);
/* Seconds from 0 to LEVEL_PAR_MAX. */
bool level_par(level_ctx *c, const char *name, void *value, const void *fallback,
               const level_actor *a);

/* Music's mood: "", "calm" or "busy" (a typing slip is told, not heard as
 * the other). */
bool level_music(level_ctx *c, const char *name, void *value, const void *fallback,
                 const level_actor *a);
/* Not negative; 0 means not set and becomes the fallback. */
bool level_not_negative_or_unset(level_ctx *c, const char *name, void *value,
                                 const void *fallback, const level_actor *a);

#endif
