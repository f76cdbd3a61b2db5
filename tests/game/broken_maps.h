/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broken_maps.h: maps the loader must refuse and the one message each is
 * refused with, shared by the loader test and the binary's test. Most are
 * good.tmj with one change (a few edits, or a cut); the rest are files of
 * tests/game/data that must be files (TMX, templates, text that is no JSON). */
#ifndef TESTS_GAME_BROKEN_MAPS_H
#define TESTS_GAME_BROKEN_MAPS_H

#include <stddef.h>

/* find, which must occur once in the map, becomes put. */
typedef struct map_edit {
	const char *find, *put;
} map_edit;

typedef struct broken {
	const char *file;     /* the name it is written under; with no edit and
	                         no cut, the file of tests/game/data as it is */
	size_t cut;           /* bytes of good.tmj kept (0: all) */
	map_edit edit[3];     /* changes to good.tmj, in order */
	const char *message;  /* what follows "PATH: "; %s stands for the
	                         behaviours a level may name, from the table */
} broken;

/* The path of map i: an edited one written into dir, else its file of
 * tests/game/data. Fails the test when an edit's find is not there once. */
void broken_map_path(size_t i, const char *dir, char *path, size_t len);

/* The message map i must be refused with when read from path. */
void broken_map_message(size_t i, const char *path, char *out, size_t len);

#define SPIN "\"name\": \"spin\",\n       \"type\": \"float\",\n       \"value\": 45"
#define PROP(name, type, value) \
	"\"name\": \"" name "\",\n       \"type\": \"" type "\",\n       \"value\": " value
#define CRATE_SPINS "\"value\": \"spin\""
#define CRATE_IS(b) "\"value\": \"" b "\""
/* The crate patrols the path its property names. */
/* The crate is a static solid whose solid property is value. */
#define STATIC_SOLID(value) {CRATE_SPINS, CRATE_IS("static")}, {SPIN, PROP("solid", "bool", value)}
#define PATROLS(path) {CRATE_SPINS, CRATE_IS("patrol")}, {SPIN, PROP("path", "object", path)}

static const broken broken_maps[] = {
	{"truncated.tmj", .cut = 1982,
	 .message = "not valid JSON (the error is near byte 1981, line 277)"},
	{"not-an-object.tmj", .message = "not a Tiled map: the JSON text is not an object"},
	{"no-player.tmj", .edit = {{"\"type\": \"player\"", "\"type\": \"actor\""}},
	 .message = "no player: one rectangle must have type 'player'"},
	{"two-players.tmj",
	 .edit = {{"{\n     \"ellipse\"",
	           "{\"height\": 20, \"id\": 5, \"name\": \"twin\", \"type\": \"player\", "
	           "\"width\": 40, \"x\": 40, \"y\": 300},\n    {\n     \"ellipse\""}},
	 .message = "object 5 'twin': a second player (object 1 is already the player)"},
	{"oval-pickup.tmj", .edit = {{"\"height\": 20,\n     \"id\": 2", "\"height\": 30,\n     \"id\": 2"}},
	 .message = "object 2 'coin': pickup ellipse is 20x30, must be round"},
	{"negative-size.tmj", .edit = {{"\"width\": 40,\n     \"x\": 400", "\"width\": -40,\n     \"x\": 400"}},
	 .message = "object 3 'crate': size is -40x40, must be positive"},
	{"zero-size.tmj", .edit = {{"\"height\": 40,\n     \"id\": 3", "\"height\": 0,\n     \"id\": 3"}},
	 .message = "object 3 'crate': size is 40x0, must be positive"},
	{"nan.tmj", .edit = {{"\"x\": 400", "\"x\": NaN"}},
	 .message = "not valid JSON (the error is near byte 3047, line 360)"},
	{"infinite-number.tmj", .edit = {{"\"x\": 400", "\"x\": 1e999"}},
	 .message = "object 3 'crate': 'x' is not a finite number"},
	{"huge-number.tmj", .edit = {{"\"x\": 400", "\"x\": 5000000.0"}},
	 .message = "object 3 'crate': 'x' is 5e+06, beyond the limit of 1e+06"},
	{"wrong-property-type.tmj", .edit = {{SPIN, PROP("spin", "string", "\"fast\"")}},
	 .message = "object 3 'crate': property 'spin' must be of type float, not 'string'"},
	{"wrong-property-value.tmj", .edit = {{SPIN, PROP("spin", "float", "\"fast\"")}},
	 .message = "object 3 'crate': property 'spin' value must be a number, not a string"},
	{"wrong-field-type.tmj",
	 .edit = {{"\"rotation\": 0,\n     \"type\": \"actor\"",
	           "\"rotation\": \"45\",\n     \"type\": \"actor\""}},
	 .message = "object 3 'crate': 'rotation' must be a number, not a string"},
	{"unknown-behaviour.tmj", .edit = {{CRATE_SPINS, CRATE_IS("fly")}},
	 .message = "object 3 'crate': unknown behaviour 'fly' (%s)"},
	{"patrol-without-path.tmj", .edit = {{CRATE_SPINS, CRATE_IS("patrol")}},
	 .message = "object 3 'crate': a patrol needs a 'path' property (type object) naming a polyline"},
	{"patrol-path-missing.tmj",
	 .edit = {PATROLS("42")},
	 .message = "object 3 'crate': its path, object 42, is not in the map"},
	{"patrol-path-not-polyline.tmj",
	 .edit = {PATROLS("2")},
	 .message = "object 3 'crate': its path, object 2 'coin', is an ellipse, not a polyline: draw "
	            "the route with Tiled's polyline tool"},
	{"patrol-path-one-point.tmj",
	 .edit = {PATROLS("4"),
	          {",\n      {\n       \"x\": 200,\n       \"y\": 0\n      }", ""}},
	 .message = "object 4 'route': the path has 1 point, a patrol needs at least 2"},
	{"patrol-path-outside.tmj",
	 .edit = {PATROLS("4"),
	          {"\"x\": 200,\n       \"y\": 0", "\"x\": 900,\n       \"y\": 0"}},
	 .message = "object 4 'route': path point (1000,60) lies outside the map (0,0)-(640,480)"},
	{"outside-map.tmj", .edit = {{"\"x\": 400", "\"x\": 620"}},
	 .message = "object 3 'crate': lies outside the map (0,0)-(640,480): it spans "
	            "(620,300)-(660,340)"},
	{"rotated-outside-map.tmj",
	 .edit = {{"\"rotation\": 0,\n     \"type\": \"actor\"",
	           "\"rotation\": 45,\n     \"type\": \"actor\""},
	          {"\"x\": 400,\n     \"y\": 300", "\"x\": 620,\n     \"y\": 10"}},
	 .message = "object 3 'crate': lies outside the map (0,0)-(640,480): it spans "
	            "(591.716,10)-(648.284,66.5685)"},
	{"bad-color.tmj", .edit = {{SPIN, SPIN "\n      },\n      {" PROP("color", "color", "\"red\"")}},
	 .message = "object 3 'crate': property 'color' is 'red', not a color #AARRGGBB or #RRGGBB"},
	{"pickup-rectangle.tmj", .edit = {{"\"ellipse\": true,", ""}},
	 .message = "object 2 'coin': a pickup must be an ellipse, not a rectangle: draw it with "
	            "Tiled's ellipse tool, as wide as high"},
	{"actor-ellipse.tmj", .edit = {{"\"name\": \"crate\",", "\"name\": \"crate\", \"ellipse\": true,"}},
	 .message = "object 3 'crate': actor must be a rectangle, not an ellipse: draw it with "
	            "Tiled's rectangle tool"},
	{"no-pickups.tmj", .edit = {{"\"type\": \"pickup\"", "\"type\": \"\""}},
	 .message = "no pickups: a level needs at least one ellipse of type 'pickup'"},
	{"duplicate-id.tmj", .edit = {{"\"id\": 4", "\"id\": 3"}},
	 .message = "object 3 'route': two objects have this id"},
	{"isometric.tmj", .edit = {{"\"orthogonal\"", "\"isometric\""}},
	 .message = "orientation is 'isometric', must be orthogonal (Map Properties, Orientation)"},
	{"title-not-string.tmj",
	 .edit = {{"\"type\": \"string\",\n   \"value\": \"Broken\"", "\"type\": \"int\",\n   \"value\": 7"}},
	 .message = "map property 'title' must be of type string, not 'int'"},
	{"energy-negative.tmj", .edit = {{"\"value\": 50", "\"value\": -5"}},
	 .message = "map property 'energy' is -5, must be positive"},
	{"par-negative.tmj",
	 .edit = {{"\"name\": \"energy\",\n   \"type\": \"float\",\n   \"value\": 50",
	           "\"name\": \"par_time\",\n   \"type\": \"float\",\n   \"value\": -1"}},
	 .message = "map property 'par_time' is -1, must be 0 to 86400 seconds"},
	{"par-over-a-day.tmj", .edit = {{"\"name\": \"energy\"", "\"name\": \"par_time\""},
	                                 {"\"value\": 50", "\"value\": 90000"}},
	 .message = "map property 'par_time' is 90000, must be 0 to 86400 seconds"},
	{"hint-not-string.tmj", .edit = {{"\"name\": \"title\"", "\"name\": \"hint\""},
	                                  {"\"type\": \"string\",\n   \"value\": \"Broken\"",
	                                   "\"type\": \"string\",\n   \"value\": 3"}},
	 .message = "map property 'hint' value must be a string, not a number"},
	{"music-unknown.tmj",
	 .edit = {{"\"name\": \"title\",\n   \"type\": \"string\"", "\"name\": \"music\",\n   \"type\": \"string\""}},
	 .message = "map property 'music' is 'Broken', must be 'calm' or 'busy'"},
	{"height-negative.tmj", .edit = {{SPIN, PROP("height", "float", "-3")}},
	 .message = "object 3 'crate': property 'height' is -3, must not be negative"},
	{"missing-width.tmj", .edit = {{",\n \"width\": 20\n}", "\n}"}}, .message = "'width' is missing"},
	/* solids */
	{"solid-player.tmj",
	 .edit = {{"\"type\": \"player\",",
	           "\"type\": \"player\", \"properties\": [{\"name\": \"solid\", \"type\": \"bool\", "
	           "\"value\": true}],"}},
	 .message = "object 1 'hero': property 'solid' is true, but the player cannot be solid: "
	            "solids are what stop it"},
	{"solid-thin.tmj",
	 .edit = {STATIC_SOLID("true"),
	          {"\"width\": 40,\n     \"x\": 400", "\"width\": 0.5,\n     \"x\": 400"}},
	 .message = "object 3 'crate': a solid must be at least 1 px wide and high, so nothing "
	            "passes through it: it is 0.5x40"},
	{"guard-negative-view.tmj",
	 .edit = {{CRATE_SPINS, CRATE_IS("guard")}, {SPIN, PROP("view", "float", "-5")}},
	 .message = "object 3 'crate': a guard's view -5, fov 60 and drain 30 must not be "
	            "negative, and fov at most 360"},
	{"guard-solid.tmj",
	 .edit = {{CRATE_SPINS, CRATE_IS("guard")}, {SPIN, PROP("solid", "bool", "true")}},
	 .message = "object 3 'crate': a guard cannot be solid: it would block its own view"},
	{"solid-not-bool.tmj",
	 .edit = {STATIC_SOLID("1")},
	 .message = "object 3 'crate': property 'solid' value must be true or false, not a number"},
	{"solid-touches-player.tmj",
	 .edit = {STATIC_SOLID("true"),
	          {"\"x\": 400,\n     \"y\": 300", "\"x\": 80,\n     \"y\": 190"}},
	 .message = "object 1 'hero': the player starts touching solid object 3 'crate': it must "
	            "start apart from every solid (touching counts)"},
	{"solid-moving-touches.tmj",
	 .edit = {{SPIN, PROP("solid", "bool", "true")},
	          {"\"y\": 60\n    }",
	           "\"y\": 60\n    },\n    {\"height\": 20, \"id\": 5, \"name\": \"wall\", \"type\": "
	           "\"actor\", \"width\": 100, \"x\": 440, \"y\": 340, \"properties\": [{\"name\": "
	           "\"behaviour\", \"type\": \"string\", \"value\": \"static\"}, {\"name\": "
	           "\"solid\", \"type\": \"bool\", \"value\": true}]}"}},
	 .message = "object 3 'crate': a moving solid starts touching solid object 5 'wall', so it "
	            "could never move: move them apart (touching counts)"},
	/* TMX, templates, what the game cannot use */
	{"tmx/billion-laughs.tmx", .message = "line 2: a DOCTYPE is not allowed (Tiled never writes one, and it "
	                           "could declare entities or load files): remove it"},
	{"tmx/xxe.tmx", .message = "line 2: a DOCTYPE is not allowed (Tiled never writes one, and it could "
	                "declare entities or load files): remove it"},
	{"tmx/bad-xml.tmx", .message = "line 9: not valid XML: mismatched tag"},
	{"tmx/bad-number.tmx", .message = "line 8: <object> attribute 'x' is 'ten', not a number"},
	{"tmx/not-a-map.tmx", .message = "line 2: the root element is <tileset>: a Tiled map starts with <map>"},
	{"tmx/infinite.tmx", .message = "an infinite map has no edges: make it fixed-size"},
	{"tmx/hexagonal.tmx", .message = "orientation is 'hexagonal', must be orthogonal (Map Properties, Orientation)"},
	{"tmx/text-actor.tmx", .message = "object 3 'sign': actor must be a rectangle, not a text: draw it with "
	                       "Tiled's rectangle tool"},
	{"tmx/point-pickup.tmx", .message = "object 3 'dot': a pickup must be an ellipse, not a point: draw it "
	                         "with Tiled's ellipse tool, as wide as high"},
	{"tmx/tile-object.tmx", .message = "object 3 'tree': a tile object (gid 2 of tileset 'trees.tsx'): the "
	                        "game draws no tiles; draw a rectangle (type actor or player) or an "
	                        "ellipse (type pickup) instead, or hide it"},
	{"tmx/missing-template.tmx", .message = "object 3 '': template " GAME_DATA_DIR "/tmx/nowhere.tx: cannot "
	                             "open: No such file or directory"},
	{"tmx/broken-template.tmx", .message = "object 3 '': template " GAME_DATA_DIR "/tmx/broken.tx: line 5: "
	                            "not valid XML: mismatched tag"},
	{"tmx/json-not-template.tmx", .message = "object 3 '': template " GAME_DATA_DIR "/tmx/../good.tmj: not a "
	                              "Tiled template: it has no \"type\": \"template\""},
	{"tmx/url-template.tmx", .message = "object 3 '': template 'http://example.com/coin.tx': templates are "
	                         "read only from files: give the .tx or .tj file's path relative to "
	                         "the map"},
};

#undef SPIN
#undef PROP
#undef CRATE_SPINS
#undef CRATE_IS
#undef PATROLS
#undef STATIC_SOLID

#define BROKEN_MAP_COUNT (sizeof broken_maps / sizeof broken_maps[0])

#endif
