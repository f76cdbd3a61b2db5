/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* level_props.h: the properties a level's map and its actors carry, as
 * tables: one line each drives the field (in the level and in the world),
 * the reading with its default, the check and the copy into the world.
 *
 * A line is X(C type, name, Tiled type, default, check):
 *   C type    float for FLOAT, bool for BOOL, rgba8 for COLOR,
 *             level_string or level_word (a name) for STRING,
 *             level_text for TEXT (a Tiled string too, longer, lines
 *             apart by '\n')
 *   name      the field's and the Tiled property's
 *   default   what a map that leaves it out gets: an expression of `kind`,
 *             the actor's behaviour_def (its `defaults` where a behaviour
 *             has its own), or of nothing for a map property
 *   check     bool check(level_ctx *c, const char *name, void *value,
 *             const void *fallback, const level_actor *a): false after
 *             level_fail, which names the file, the object and the
 *             property (a is NULL for a map property; fallback points at
 *             the default); level_any takes any value of the type
 *
 * The `behaviour` and `path` properties are read by level_object.c: the
 * first picks the behaviour whose defaults the others take, the second
 * names another object. */
#ifndef GAME_LEVEL_PROPS_H
#define GAME_LEVEL_PROPS_H

#include <stdbool.h>
#include <stdint.h>

#define LEVEL_STRING_MAX 256        /* bytes in a name, type, title, ... */

typedef struct rgba8 {
	uint8_t r, g, b, a;
} rgba8;

typedef char level_string[LEVEL_STRING_MAX + 1];

/* A name that picks one entry of a table the presentation keeps (a theme,
 * a look): short, so every actor can carry one; a longer value is cut and
 * then names no entry. */
#define LEVEL_WORD_MAX 31
typedef char level_word[LEVEL_WORD_MAX + 1];

#define LEVEL_TEXT_MAX 1024         /* bytes in a text, such as a hint */

typedef char level_text[LEVEL_TEXT_MAX + 1];

#define LEVEL_ENERGY_DEFAULT 100.0f
#define LEVEL_PAR_MAX 86400.0f      /* s: the longest par time a map may ask */
#define LEVEL_PLAYER_COLOR ((rgba8){70, 150, 235, 255})
#define LEVEL_ACTOR_COLOR ((rgba8){150, 155, 170, 255})

/* The map's own. */
#define LEVEL_MAP_PROPS(X)                                                                 \
	X(level_string, title, STRING, "", level_any)                                          \
	/* the floor's look (the presentation's table of themes; "": its default) */          \
	X(level_word, theme, STRING, "", level_any)                                            \
	/* the player's energy at the start */                                                 \
	X(float, energy, FLOAT, LEVEL_ENERGY_DEFAULT, level_positive)                          \
	/* s: a win within it earns its star (reward.h); 0: none, that star      \
	   comes with finishing */                                                             \
	X(float, par_time, FLOAT, 0.0f, level_par)                                             \
	/* shown at the start for a player new to it; "": none */                              \
	X(level_text, hint, TEXT, "", level_any)                                               \
	/* the mood of its music, calm or busy; "": the presentation judges */                 \
	X(level_word, music, STRING, "", level_music)

/* Each actor's (the player's too). */
#define LEVEL_ACTOR_PROPS(X)                                                               \
	/* px/s: player, patrol, wander */                                                     \
	X(float, speed, FLOAT, kind->defaults.speed, level_not_negative)                       \
	/* deg/s clockwise: spin's rate; the most any other actor turns */                     \
	X(float, spin, FLOAT, kind->defaults.spin, level_any)                                  \
	/* a wall: the player and moving actors never enter it */                              \
	X(bool, solid, BOOL, false, level_solid)                                               \
	/* px, for the 3D view (Tiled's project declares 0, meaning not set) */                \
	X(float, height, FLOAT, kind->defaults.height, level_not_negative_or_unset)            \
	X(rgba8, color, COLOR, kind->for_player ? LEVEL_PLAYER_COLOR : LEVEL_ACTOR_COLOR,      \
	  level_any)                                                                           \
	/* what it is drawn as (the presentation's table of looks; "": its                 \
	 * behaviour's) */                                                                     \
	X(level_word, look, STRING, "", level_any)

/* Declares a line's field, for the level's and the world's structs. */
#define LEVEL_PROP_FIELD(ctype, name, type, def, check) ctype name;

#endif
