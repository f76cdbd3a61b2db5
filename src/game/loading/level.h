/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* level.h: a Tiled map (.tmj, JSON, or .tmx, TMX; object templates .tx or
 * .tj resolved as Tiled does, see level_template.h) loaded and checked.
 *
 * Object layers (also inside group layers) hold the level:
 * - rectangles whose `type` (Tiled 1.8) or `class` (Tiled 1.9) is `player`
 *   (exactly one) or `actor`; Tiled's `rotation` is in degrees clockwise
 *   around the object's top-left x,y;
 * - round ellipses of type `pickup` (at least one);
 * - polylines, referenced by an actor's `path` property (type object).
 * Actor properties: behaviour (string: a name of behaviour.h's table), speed
 * (float or int, px/s), spin (float or int, deg/s), color (color), path
 * (object), solid (bool, default false: a wall, see world.h), height (float
 * or int, px; 0 stands for "not set"). Map properties: title (string),
 * energy (float or int), music (string: calm or busy, the mood of the
 * level's music; left out, the presentation judges). Objects of other types, unknown layers and unknown
 * properties are ignored; hidden
 * objects and layers stay out (a hidden polyline can still be a path); tile
 * objects, infinite and non-orthogonal maps are refused.
 *
 * Coordinates stay Tiled's map pixels, y down. A rectangle x,y,w,h,r becomes
 * the box centre (x,y) + R(r)(w/2,h/2), half (w/2,h/2), angle r in radians.
 *
 * Solids (level_solids.c): the player cannot be solid (true is refused,
 * false is harmless); a solid is at least 1 px wide and high, so nothing
 * passes through it; the player starts apart from every solid and a moving
 * solid (any behaviour but static) from every other solid, touching
 * counting as overlapping. Static solids may overlap each other, and a
 * non-solid actor may start inside a solid (world.h says how it leaves).
 *
 * A map that breaks a rule is refused with one message naming the file, the
 * object (id and name) and what is wrong. */
#ifndef GAME_LEVEL_H
#define GAME_LEVEL_H

#include <stdbool.h>
#include <stddef.h>

#include "behaviour.h"
#include "level_types.h"

/* Templates read from disk (util's file_read). */
extern const level_files level_files_disk;

/* Loads and checks the map at path into *out. Returns false with one message
 * in err ("PATH: object ID 'NAME': what is wrong") and *out empty when the file
 * cannot be read or breaks a rule. err may be NULL. */
bool level_load(const char *path, level *out, char *err, size_t errlen);

/* Same, from a map's text (TMX or JSON) of len bytes already in memory; name
 * stands for the file in messages, and templates are read from disk relative
 * to it. */
bool level_parse(const char *text, size_t len, const char *name, level *out, char *err,
                 size_t errlen);

/* level_parse with templates read through files. */
bool level_parse_with(const char *text, size_t len, const char *name, const level_files *files,
                      level *out, char *err, size_t errlen);

/* Frees what level_load allocated; safe on an empty or freed level. */
void level_free(level *lv);

#endif
