/* broken_maps.h: the broken maps in tests/game/data and the one message each
 * must be refused with, shared by the loader test and the binary's test. */
#ifndef TESTS_GAME_BROKEN_MAPS_H
#define TESTS_GAME_BROKEN_MAPS_H

typedef struct broken {
	const char *file;
	const char *message; /* what follows "PATH: " */
} broken;

static const broken broken_maps[] = {
	{"truncated.tmj", "not valid JSON (the error is near byte 1981, line 277)"},
	{"not-an-object.tmj", "not a Tiled map: the JSON text is not an object"},
	{"no-player.tmj", "no player: one rectangle must have type 'player'"},
	{"two-players.tmj", "object 5 'twin': a second player (object 1 is already the player)"},
	{"oval-pickup.tmj", "object 2 'coin': pickup ellipse is 20x30, must be round"},
	{"negative-size.tmj", "object 3 'crate': size is -40x40, must be positive"},
	{"zero-size.tmj", "object 3 'crate': size is 40x0, must be positive"},
	{"nan.tmj", "not valid JSON (the error is near byte 3047, line 360)"},
	{"infinite-number.tmj", "object 3 'crate': 'x' is not a finite number"},
	{"huge-number.tmj", "object 3 'crate': 'x' is 5e+06, beyond the limit of 1e+06"},
	{"wrong-property-type.tmj",
	 "object 3 'crate': property 'spin' must be of type float, not 'string'"},
	{"wrong-property-value.tmj",
	 "object 3 'crate': property 'spin' value must be a number, not a string"},
	{"wrong-field-type.tmj", "object 3 'crate': 'rotation' must be a number, not a string"},
	{"unknown-behaviour.tmj",
	 "object 3 'crate': unknown behaviour 'fly' (static, spin, patrol or wander)"},
	{"patrol-without-path.tmj",
	 "object 3 'crate': a patrol needs a 'path' property (type object) naming a polyline"},
	{"patrol-path-missing.tmj", "object 3 'crate': its path, object 42, is not in the map"},
	{"patrol-path-not-polyline.tmj",
	 "object 3 'crate': its path, object 2 'coin', is an ellipse, not a polyline: draw the route "
	 "with Tiled's polyline tool"},
	{"patrol-path-one-point.tmj",
	 "object 4 'route': the path has 1 point, a patrol needs at least 2"},
	{"patrol-path-outside.tmj",
	 "object 4 'route': path point (1000,60) lies outside the map (0,0)-(640,480)"},
	{"outside-map.tmj",
	 "object 3 'crate': lies outside the map (0,0)-(640,480): it spans (620,300)-(660,340)"},
	{"rotated-outside-map.tmj", "object 3 'crate': lies outside the map (0,0)-(640,480): "
	                            "it spans (591.716,10)-(648.284,66.5685)"},
	{"bad-color.tmj",
	 "object 3 'crate': property 'color' is 'red', not a color #AARRGGBB or #RRGGBB"},
	{"pickup-rectangle.tmj", "object 2 'coin': a pickup must be an ellipse, not a rectangle: draw "
	                         "it with Tiled's ellipse tool, as wide as high"},
	{"actor-ellipse.tmj", "object 3 'crate': actor must be a rectangle, not an ellipse: draw it "
	                      "with Tiled's rectangle tool"},
	{"no-pickups.tmj", "no pickups: a level needs at least one ellipse of type 'pickup'"},
	{"duplicate-id.tmj", "object 3 'route': two objects have this id"},
	{"isometric.tmj", "orientation is 'isometric', must be orthogonal (Map Properties, Orientation)"},
	{"title-not-string.tmj", "map property 'title' must be of type string, not 'int'"},
	{"energy-negative.tmj", "map property 'energy' is -5, must be positive"},
	{"music-unknown.tmj", "map property 'music' is 'loud', must be 'calm' or 'busy'"},
	{"height-negative.tmj", "object 3 'crate': property 'height' is -3, must not be negative"},
	{"missing-width.tmj", "'width' is missing"},
	/* solids */
	{"solid-player.tmj", "object 1 'hero': property 'solid' is true, but the player cannot be "
	                     "solid: solids are what stop it"},
	{"solid-thin.tmj", "object 3 'crate': a solid must be at least 1 px wide and high, so "
	                   "nothing passes through it: it is 0.5x40"},
	{"solid-not-bool.tmj",
	 "object 3 'crate': property 'solid' value must be true or false, not a number"},
	{"solid-touches-player.tmj", "object 1 'hero': the player starts touching solid object 3 "
	                             "'crate': it must start apart from every solid (touching "
	                             "counts)"},
	{"solid-moving-touches.tmj", "object 3 'crate': a moving solid starts touching solid object "
	                             "5 'wall', so it could never move: move them apart (touching "
	                             "counts)"},
	/* TMX, templates, what the game cannot use */
	{"tmx/billion-laughs.tmx", "line 2: a DOCTYPE is not allowed (Tiled never writes one, and it "
	                           "could declare entities or load files): remove it"},
	{"tmx/xxe.tmx", "line 2: a DOCTYPE is not allowed (Tiled never writes one, and it could "
	                "declare entities or load files): remove it"},
	{"tmx/bad-xml.tmx", "line 9: not valid XML: mismatched tag"},
	{"tmx/bad-number.tmx", "line 8: <object> attribute 'x' is 'ten', not a number"},
	{"tmx/not-a-map.tmx", "line 2: the root element is <tileset>: a Tiled map starts with <map>"},
	{"tmx/infinite.tmx", "an infinite map has no edges: make it fixed-size"},
	{"tmx/hexagonal.tmx",
	 "orientation is 'hexagonal', must be orthogonal (Map Properties, Orientation)"},
	{"tmx/text-actor.tmx", "object 3 'sign': actor must be a rectangle, not a text: draw it with "
	                       "Tiled's rectangle tool"},
	{"tmx/point-pickup.tmx", "object 3 'dot': a pickup must be an ellipse, not a point: draw it "
	                         "with Tiled's ellipse tool, as wide as high"},
	{"tmx/tile-object.tmx", "object 3 'tree': a tile object (gid 2 of tileset 'trees.tsx'): the "
	                        "game draws no tiles; draw a rectangle (type actor or player) or an "
	                        "ellipse (type pickup) instead, or hide it"},
	{"tmx/missing-template.tmx", "object 3 '': template " GAME_DATA_DIR "/tmx/nowhere.tx: cannot "
	                             "open: No such file or directory"},
	{"tmx/broken-template.tmx", "object 3 '': template " GAME_DATA_DIR "/tmx/broken.tx: line 5: "
	                            "not valid XML: mismatched tag"},
	{"tmx/json-not-template.tmx", "object 3 '': template " GAME_DATA_DIR "/tmx/../good.tmj: not a "
	                              "Tiled template: it has no \"type\": \"template\""},
	{"tmx/url-template.tmx", "object 3 '': template 'http://example.com/coin.tx': templates are "
	                         "read only from files: give the .tx or .tj file's path relative to "
	                         "the map"},
};

#define BROKEN_MAP_COUNT (sizeof broken_maps / sizeof broken_maps[0])

#endif
