/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "level.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "file_read.h"
#include "level_json.h"
#include "level_object.h"
#include "level_solids.h"
#include "level_template.h"
#include "level_xml.h"

void level_free(level *lv)
{
	if (!lv)
		return;
	for (size_t i = 0; i < lv->path_count; i++)
		free(lv->paths[i].points);
	free(lv->paths);
	free(lv->actors);
	free(lv->pickups);
	*lv = (level){0};
}

/* Objects in all object layers, groups included; -1 past the depth cap. */
static long count_objects(const cJSON *layers, int depth)
{
	long n = 0;
	const cJSON *layer;
	if (depth > LEVEL_LAYER_DEPTH_MAX)
		return -1;
	cJSON_ArrayForEach(layer, layers) {
		long k = cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(layer, "objects"));
		const cJSON *sub = cJSON_GetObjectItemCaseSensitive(layer, "layers");
		if (sub) {
			long s = count_objects(sub, depth + 1);
			if (s < 0)
				return -1;
			k += s;
		}
		n += k;
		if (n > LEVEL_OBJECTS_MAX)
			return n; /* enough to refuse; stop counting */
	}
	return n;
}

static bool read_layers(level_build *b, const cJSON *layers, vec2s offset, bool shown);

/* A layer is shown unless it says "visible": false. */
static bool layer_shown(level_ctx *c, const cJSON *layer, bool *shown)
{
	*shown = true;
	return !cJSON_GetObjectItemCaseSensitive(layer, "visible") ||
	       level_json_bool(c, layer, "visible", shown);
}

static bool read_layer(level_build *b, const cJSON *layer, vec2s offset, bool shown)
{
	level_ctx *c = b->c;
	const char *type;
	double ox, oy;
	bool mine;
	level_ctx_object(c, 0, NULL);
	if (!cJSON_IsObject(layer))
		return level_fail(c, "an entry of 'layers' is not a JSON object");
	if (!level_json_string(c, layer, "type", &type) ||
	    !level_json_number(c, layer, "offsetx", true, 0, &ox) ||
	    !level_json_number(c, layer, "offsety", true, 0, &oy) || !layer_shown(c, layer, &mine))
		return false;
	offset.x += (float)ox;
	offset.y += (float)oy;
	shown = shown && mine;
	if (strcmp(type, "group") == 0)
		return read_layers(b, cJSON_GetObjectItemCaseSensitive(layer, "layers"), offset, shown);
	if (strcmp(type, "objectgroup") != 0)
		return true; /* tile and image layers: scenery, not the level */
	const cJSON *objects = cJSON_GetObjectItemCaseSensitive(layer, "objects");
	if (!cJSON_IsArray(objects))
		return level_fail(c, "an object layer's 'objects' is not an array");
	const cJSON *obj;
	cJSON_ArrayForEach(obj, objects) {
		if (!level_object_read(b, obj, offset, shown))
			return false;
	}
	return true;
}

static bool read_layers(level_build *b, const cJSON *layers, vec2s offset, bool shown)
{
	if (!cJSON_IsArray(layers))
		return level_fail(b->c, "'layers' is missing or not an array");
	const cJSON *layer;
	cJSON_ArrayForEach(layer, layers) {
		if (!read_layer(b, layer, offset, shown))
			return false;
	}
	return true;
}

static int compare_refs(const void *x, const void *y)
{
	const level_ref *a = x, *b = y;
	return (a->id > b->id) - (a->id < b->id);
}

/* Every patrol's path id names a polyline of the map; ids are unique. */
static bool resolve_paths(level_build *b)
{
	level_ctx *c = b->c;
	level *lv = b->lv;
	qsort(b->refs, b->ref_count, sizeof *b->refs, compare_refs);
	for (size_t i = 1; i < b->ref_count; i++) {
		if (b->refs[i].id == b->refs[i - 1].id) {
			level_ctx_object(c, b->refs[i].id, cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(
			                                        b->refs[i].json, "name")));
			return level_fail(c, "two objects have this id");
		}
	}
	for (size_t i = 0; i < lv->actor_count; i++) {
		level_actor *a = &lv->actors[i];
		const behaviour_def *kind = behaviour_table[a->kind];
		if (!kind->needs_path && !(kind->takes_path && b->path_id[i] != 0))
			continue;
		level_ref key = {.id = b->path_id[i]};
		level_ref *ref = bsearch(&key, b->refs, b->ref_count, sizeof key, compare_refs);
		level_ctx_object(c, a->id, a->name);
		if (!ref)
			return level_fail(c, "its path, object %d, is not in the map", key.id);
		if (!level_path_read(b, ref, a, &a->path))
			return false;
	}
	return true;
}

static bool map_size(level_ctx *c, const cJSON *root, level *lv)
{
	static const char *const keys[] = {"width", "height", "tilewidth", "tileheight"};
	double v[4];
	bool infinite;
	const char *orientation;
	if (!level_json_string(c, root, "orientation", &orientation) ||
	    !level_json_bool(c, root, "infinite", &infinite))
		return false;
	if (*orientation && strcmp(orientation, "orthogonal") != 0)
		return level_fail(c, "orientation is '%s', must be orthogonal (Map Properties, "
		                     "Orientation)", orientation);
	if (infinite)
		return level_fail(c, "an infinite map has no edges: make it fixed-size");
	for (int i = 0; i < 4; i++) {
		if (!level_json_number(c, root, keys[i], false, 0, &v[i]))
			return false;
		if (!(v[i] >= 1) || v[i] != (double)(long)v[i])
			return level_fail(c, "'%s' is %g, must be a positive integer", keys[i], v[i]);
	}
	lv->width = (float)(v[0] * v[2]);
	lv->height = (float)(v[1] * v[3]);
	if (lv->width > LEVEL_COORD_MAX || lv->height > LEVEL_COORD_MAX)
		return level_fail(c, "the map is %gx%g pixels, beyond the limit of %g",
		                  (double)lv->width, (double)lv->height, (double)LEVEL_COORD_MAX);
	return true;
}

/* Every line of LEVEL_MAP_PROPS: its default, its value, its check. */
static bool map_props(level_ctx *c, const cJSON *root, level *lv)
{
#define MAP_VALUE(ctype, name, type, def, check)                                           \
	{                                                                                      \
		const ctype fallback = def;                                                        \
		memcpy(&lv->name, &fallback, sizeof fallback);                                     \
		if (!level_json_prop_read(c, root, #name, LEVEL_PROP_##type, &lv->name,            \
		                          sizeof lv->name) ||                                      \
		    !check(c, #name, &lv->name, &fallback, NULL))                                  \
			return false;                                                                  \
	}
	LEVEL_MAP_PROPS(MAP_VALUE)
#undef MAP_VALUE
	return true;
}

static bool build_alloc(level_ctx *c, const cJSON *root, level_build *b)
{
	long n = count_objects(cJSON_GetObjectItemCaseSensitive(root, "layers"), 0);
	if (n < 0)
		return level_fail(c, "group layers nest deeper than %d", LEVEL_LAYER_DEPTH_MAX);
	if (n > LEVEL_OBJECTS_MAX)
		return level_fail(c, "more than %d objects, the most a level may hold",
		                  LEVEL_OBJECTS_MAX);
	size_t m = (size_t)n + 1;
	level *lv = b->lv;
	lv->actors = calloc(m, sizeof *lv->actors);
	lv->pickups = calloc(m, sizeof *lv->pickups);
	lv->paths = calloc(m, sizeof *lv->paths);
	b->refs = calloc(m, sizeof *b->refs);
	b->path_id = calloc(m, sizeof *b->path_id);
	if (!lv->actors || !lv->pickups || !lv->paths || !b->refs || !b->path_id)
		return level_fail(c, "out of memory");
	return true;
}

static bool read_map(level_ctx *c, const cJSON *root, level *lv)
{
	level_build b = {.c = c, .lv = lv,
	                 .tilesets = cJSON_GetObjectItemCaseSensitive(root, "tilesets")};
	if (!cJSON_IsObject(root))
		return level_fail(c, "not a Tiled map: the JSON text is not an object");
	bool ok = map_size(c, root, lv) && map_props(c, root, lv) && build_alloc(c, root, &b) &&
	          read_layers(&b, cJSON_GetObjectItemCaseSensitive(root, "layers"),
	                      (vec2s){.x = 0, .y = 0}, true) &&
	          resolve_paths(&b);
	free(b.refs);
	free(b.path_id);
	if (!ok)
		return false;
	level_ctx_object(c, 0, NULL);
	if (b.player_id == 0)
		return level_fail(c, "no player: one rectangle must have type 'player'");
	if (lv->pickup_count == 0)
		return level_fail(c, "no pickups: a level needs at least one ellipse of type 'pickup'");
	return level_solids_check(c, lv);
}

bool level_parse_with(const char *text, size_t len, const char *name, const level_files *files,
                      level *out, char *err, size_t errlen)
{
	level_ctx c = {.file = name, .err = err, .errlen = errlen};
	*out = (level){0};
	if (err && errlen)
		err[0] = '\0';
	if (len > LEVEL_FILE_MAX)
		return level_fail(&c, "is %zu bytes, larger than the limit of %u", len, LEVEL_FILE_MAX);
	cJSON *root = level_xml_is_xml(text, len) ? level_xml_parse(&c, text, len, "map")
	                                          : level_json_parse(&c, text, len);
	if (!root || !level_templates_apply(&c, root, files)) {
		cJSON_Delete(root);
		return false;
	}
	bool ok = read_map(&c, root, out);
	cJSON_Delete(root);
	if (!ok)
		level_free(out);
	return ok;
}

bool level_parse(const char *text, size_t len, const char *name, level *out, char *err,
                 size_t errlen)
{
	return level_parse_with(text, len, name, &level_files_disk, out, err, errlen);
}

bool level_load(const char *path, level *out, char *err, size_t errlen)
{
	level_ctx c = {.file = path, .err = err, .errlen = errlen};
	*out = (level){0};
	size_t len;
	char why[192];
	char *text = file_read(path, LEVEL_FILE_MAX, &len, why, sizeof why);
	if (!text)
		return level_fail(&c, "%s", why);
	bool ok = level_parse(text, len, path, out, err, errlen);
	free(text);
	return ok;
}
