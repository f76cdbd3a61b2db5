/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "level_object.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "behaviour.h"

#define LEVEL_PI 3.14159265358979323846
/* Rounding in sin/cos must not refuse a rectangle drawn flush with an edge. */
#define LEVEL_EDGE_SLACK 0.01

/* What an object is drawn as in Tiled, for messages: the first key of
 * this table it has (flags count when true), else a rectangle. */
static const char *object_shape(const cJSON *obj)
{
	static const struct {
		const char *key;
		bool flag;
		const char *shape;
	} shapes[] = {
		{"ellipse", true, "an ellipse"}, {"polyline", false, "a polyline"},
		{"polygon", false, "a polygon"}, {"point", true, "a point"},
		{"text", false, "a text"},       {"gid", false, "a tile"},
	};
	for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
		const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, shapes[i].key);
		if (shapes[i].flag ? cJSON_IsTrue(v) : v != NULL)
			return shapes[i].shape;
	}
	return "a rectangle";
}

/* id, name and type (Tiled 1.9 writes `class` where 1.8 wrote `type`). */
static bool object_head(level_build *b, const cJSON *obj, int *id, const char **type)
{
	level_ctx *c = b->c;
	level_ctx_object(c, 0, NULL);
	if (!cJSON_IsObject(obj))
		return level_fail(c, "an entry of a layer's 'objects' is not a JSON object");
	double idv;
	if (!level_json_number(c, obj, "id", false, 0, &idv))
		return false;
	if (idv < 1 || idv != floor(idv))
		return level_fail(c, "an object has id %g, must be a positive integer", idv);
	*id = (int)idv;
	const cJSON *name = cJSON_GetObjectItemCaseSensitive(obj, "name");
	level_ctx_object(c, *id, cJSON_IsString(name) ? name->valuestring : "");
	const char *n, *klass;
	if (!level_json_string(c, obj, "name", &n) || !level_json_string(c, obj, "type", type) ||
	    !level_json_string(c, obj, "class", &klass))
		return false;
	if (**type == '\0')
		*type = klass;
	return true;
}

static double reduce_degrees(double r)
{
	r = fmod(r, 360.0);
	return r < 0 ? r + 360.0 : r;
}

/* Tiled rotates an object clockwise (y down) around its top-left x,y. */
static bool object_box(level_build *b, const cJSON *obj, vec2s off, fp_box *box)
{
	level_ctx *c = b->c;
	double x, y, w, h, r;
	if (!level_json_number(c, obj, "x", false, 0, &x) ||
	    !level_json_number(c, obj, "y", false, 0, &y) ||
	    !level_json_number(c, obj, "width", false, 0, &w) ||
	    !level_json_number(c, obj, "height", false, 0, &h) ||
	    !level_json_number(c, obj, "rotation", true, 0, &r))
		return false;
	if (!(w > 0) || !(h > 0))
		return level_fail(c, "size is %gx%g, must be positive", w, h);
	double rad = reduce_degrees(r) * (LEVEL_PI / 180.0);
	double cs = cos(rad), sn = sin(rad);
	double cx = x + (double)off.x + cs * w / 2 - sn * h / 2;
	double cy = y + (double)off.y + sn * w / 2 + cs * h / 2;
	double ex = fabs(cs) * w / 2 + fabs(sn) * h / 2;
	double ey = fabs(sn) * w / 2 + fabs(cs) * h / 2;
	double mw = (double)b->lv->width, mh = (double)b->lv->height;
	if (cx - ex < -LEVEL_EDGE_SLACK || cy - ey < -LEVEL_EDGE_SLACK ||
	    cx + ex > mw + LEVEL_EDGE_SLACK || cy + ey > mh + LEVEL_EDGE_SLACK)
		return level_fail(c, "lies outside the map (0,0)-(%g,%g): it spans (%g,%g)-(%g,%g)",
		                  mw, mh, cx - ex, cy - ey, cx + ex, cy + ey);
	*box = (fp_box){
		.center = {.x = (float)cx, .y = (float)cy},
		.half = {.x = (float)(w / 2), .y = (float)(h / 2)},
		.angle = (float)rad,
	};
	return true;
}

/* An actor's behaviour: static unless its property names another. */
static bool read_behaviour(level_ctx *c, const cJSON *obj, behaviour *out)
{
	bool ok;
	const cJSON *v = level_json_property(c, obj, "behaviour", LEVEL_PROP_STRING, &ok);
	*out = BEHAVIOUR_STATIC;
	if (v == NULL || behaviour_named(v->valuestring, out))
		return ok;
	char names[256];
	behaviour_names(names, sizeof names);
	return level_fail(c, "unknown behaviour '%.64s' (%s)", v->valuestring, names);
}

/* The player cannot be solid, since solids are what stop it; a solid is
 * big enough that nothing passes through it. */
static bool level_solid(level_ctx *c, const char *name, void *value, const void *fallback,
                        const level_actor *a)
{
	(void)name, (void)fallback;
	bool solid = *(const bool *)value;
	if (solid && a->kind == BEHAVIOUR_PLAYER)
		return level_fail(c, "property 'solid' is true, but the player cannot be solid: "
		                     "solids are what stop it");
	if (solid && !(a->box.half.x >= 0.5f && a->box.half.y >= 0.5f))
		return level_fail(c, "a solid must be at least 1 px wide and high, so nothing "
		                     "passes through it: it is %gx%g", 2.0 * (double)a->box.half.x,
		                  2.0 * (double)a->box.half.y);
	return true;
}

/* Every line of LEVEL_ACTOR_PROPS: its default, its value, its check. */
static bool actor_values(level_ctx *c, const cJSON *obj, level_actor *a,
                         const behaviour_def *kind)
{
#define ACTOR_VALUE(ctype, name, type, def, check)                                         	{                                                                                      		const ctype fallback = def;                                                        		memcpy(&a->name, &fallback, sizeof fallback);                                      		if (!level_json_prop_read(c, obj, #name, LEVEL_PROP_##type, &a->name,              		                          sizeof a->name) ||                                       		    !check(c, #name, &a->name, &fallback, a))                                      			return false;                                                                  	}
	LEVEL_ACTOR_PROPS(ACTOR_VALUE)
#undef ACTOR_VALUE
	return true;
}

/* A guard's sight: view and fov (degrees, at most 360) and drain, each
 * with its default, none negative; a solid guard would block its own view. */
static bool read_sight(level_ctx *c, const cJSON *obj, level_actor *a)
{
	level_sight *s = &a->sight;
	*s = LEVEL_SIGHT_DEFAULT;
	if (!behaviour_table[a->kind]->watches)
		return true;
	if (!level_json_prop_read(c, obj, "view", LEVEL_PROP_FLOAT, &s->view, sizeof s->view) ||
	    !level_json_prop_read(c, obj, "fov", LEVEL_PROP_FLOAT, &s->fov, sizeof s->fov) ||
	    !level_json_prop_read(c, obj, "drain", LEVEL_PROP_FLOAT, &s->drain, sizeof s->drain))
		return false;
	if (!(s->view >= 0) || !(s->fov >= 0 && s->fov <= 360) || !(s->drain >= 0))
		return level_fail(c, "a guard's view %g, fov %g and drain %g must not be negative, "
		                     "and fov at most 360", (double)s->view, (double)s->fov,
		                  (double)s->drain);
	if (a->solid)
		return level_fail(c, "a guard cannot be solid: it would block its own view");
	return true;
}

static bool actor_props(level_build *b, const cJSON *obj, level_actor *a, int *path_id)
{
	level_ctx *c = b->c;
	bool ok;
	*path_id = 0;
	if (a->kind != BEHAVIOUR_PLAYER && !read_behaviour(c, obj, &a->kind))
		return false;
	const behaviour_def *kind = behaviour_table[a->kind];
	if (!actor_values(c, obj, a, kind) || !read_sight(c, obj, a))
		return false;
	const cJSON *path = level_json_property(c, obj, "path", LEVEL_PROP_OBJECT, &ok);
	if (!ok)
		return false;
	if (path)
		*path_id = (int)path->valuedouble;
	if (kind->needs_path && *path_id == 0)
		return level_fail(c, "a %s needs a 'path' property (type object) naming a polyline",
		                  kind->name);
	return true;
}

static bool read_actor(level_build *b, const cJSON *obj, vec2s off, int id, bool player)
{
	level_ctx *c = b->c;
	level *lv = b->lv;
	if (player && b->player_id != 0)
		return level_fail(c, "a second player (object %d is already the player)", b->player_id);
	level_actor *a = &lv->actors[lv->actor_count];
	*a = (level_actor){.id = id, .path = SIZE_MAX};
	a->kind = player ? BEHAVIOUR_PLAYER : BEHAVIOUR_STATIC;
	const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(obj, "name"));
	snprintf(a->name, sizeof a->name, "%s", name ? name : ""); /* length checked already */
	if (!object_box(b, obj, off, &a->box) ||
	    !actor_props(b, obj, a, &b->path_id[lv->actor_count]))
		return false;
	if (player) {
		b->player_id = id;
		lv->player = lv->actor_count;
	}
	lv->actor_count++;
	return true;
}

static bool read_pickup(level_build *b, const cJSON *obj, vec2s off, int id)
{
	level_ctx *c = b->c;
	double w, h;
	if (!level_json_number(c, obj, "width", false, 0, &w) ||
	    !level_json_number(c, obj, "height", false, 0, &h))
		return false;
	if (w != h)
		return level_fail(c, "pickup ellipse is %gx%g, must be round", w, h);
	fp_box box;
	if (!object_box(b, obj, off, &box))
		return false;
	level *lv = b->lv;
	lv->pickups[lv->pickup_count++] = (level_pickup){
		.id = id,
		.circle = {.center = box.center, .radius = box.half.x},
	};
	return true;
}

/* The tileset a tile object's gid comes from, for its message. */
static const char *tileset_of(const level_build *b, double gid)
{
	const char *name = NULL;
	double best = 0, id = fmod(gid, 536870912.0); /* the top three bits flip the tile */
	const cJSON *t;
	cJSON_ArrayForEach(t, b->tilesets) {
		const cJSON *first = cJSON_GetObjectItemCaseSensitive(t, "firstgid");
		const char *source = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(t, "source"));
		const char *tname = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(t, "name"));
		if (cJSON_IsNumber(first) && first->valuedouble <= id && first->valuedouble >= best) {
			best = first->valuedouble;
			name = source ? source : tname;
		}
	}
	return name;
}

static bool refuse_tile(level_build *b, const cJSON *gid)
{
	double g = cJSON_IsNumber(gid) ? gid->valuedouble : 0;
	const char *set = tileset_of(b, g);
	return level_fail(b->c, "a tile object (gid %.0f%s%.64s%s): the game draws no tiles; draw "
	                        "a rectangle (type actor or player) or an ellipse (type pickup) "
	                        "instead, or hide it",
	                  g, set ? " of tileset '" : "", set ? set : "", set ? "'" : "");
}

/* Hidden objects stay out of the level, as they are out of the editor's
 * view; they can still be a patrol's path. */
static bool object_shown(level_ctx *c, const cJSON *obj, bool *shown)
{
	if (!cJSON_GetObjectItemCaseSensitive(obj, "visible")) {
		*shown = true;
		return true;
	}
	return level_json_bool(c, obj, "visible", shown);
}

bool level_object_read(level_build *b, const cJSON *obj, vec2s offset, bool layer_shown)
{
	int id = 0;
	const char *type;
	bool shown;
	if (!object_head(b, obj, &id, &type))
		return false;
	b->refs[b->ref_count++] = (level_ref){.id = id, .json = obj, .offset = offset,
	                                      .path = SIZE_MAX};
	if (!object_shown(b->c, obj, &shown))
		return false;
	if (!shown || !layer_shown)
		return true;
	const cJSON *gid = cJSON_GetObjectItemCaseSensitive(obj, "gid");
	if (gid)
		return refuse_tile(b, gid);
	const char *shape = object_shape(obj);
	bool player = strcmp(type, "player") == 0;
	if (player || strcmp(type, "actor") == 0) {
		if (strcmp(shape, "a rectangle") != 0)
			return level_fail(b->c, "%s must be a rectangle, not %s: draw it with Tiled's "
			                        "rectangle tool", type, shape);
		return read_actor(b, obj, offset, id, player);
	}
	if (strcmp(type, "pickup") == 0) {
		if (strcmp(shape, "an ellipse") != 0)
			return level_fail(b->c, "a pickup must be an ellipse, not %s: draw it with Tiled's "
			                        "ellipse tool, as wide as high", shape);
		return read_pickup(b, obj, offset, id);
	}
	return true;
}

/* A polyline's points are relative to its x,y and turn with its rotation. */
static bool path_points(level_build *b, const cJSON *obj, vec2s off, level_path *p)
{
	level_ctx *c = b->c;
	const cJSON *line = cJSON_GetObjectItemCaseSensitive(obj, "polyline");
	int n = cJSON_GetArraySize(line);
	if (n < 2)
		return level_fail(c, "the path has %d point%s, a patrol needs at least 2", n,
		                  n == 1 ? "" : "s");
	if (n > LEVEL_PATH_POINTS_MAX)
		return level_fail(c, "the path has %d points, the most is %d", n,
		                  LEVEL_PATH_POINTS_MAX);
	double x, y, r;
	if (!level_json_number(c, obj, "x", false, 0, &x) ||
	    !level_json_number(c, obj, "y", false, 0, &y) ||
	    !level_json_number(c, obj, "rotation", true, 0, &r))
		return false;
	double rad = reduce_degrees(r) * (LEVEL_PI / 180.0), cs = cos(rad), sn = sin(rad);
	p->points = calloc((size_t)n, sizeof *p->points);
	if (!p->points)
		return level_fail(c, "out of memory");
	const cJSON *pt;
	cJSON_ArrayForEach(pt, line) {
		double px, py;
		if (!cJSON_IsObject(pt))
			return level_fail(c, "a polyline point must be an object {x, y}");
		if (!level_json_number(c, pt, "x", false, 0, &px) ||
		    !level_json_number(c, pt, "y", false, 0, &py))
			return false;
		double wx = x + (double)off.x + cs * px - sn * py;
		double wy = y + (double)off.y + sn * px + cs * py;
		if (wx < 0 || wy < 0 || wx > (double)b->lv->width || wy > (double)b->lv->height)
			return level_fail(c, "path point (%g,%g) lies outside the map (0,0)-(%g,%g)",
			                  wx, wy, (double)b->lv->width, (double)b->lv->height);
		p->points[p->count++] = (vec2s){.x = (float)wx, .y = (float)wy};
	}
	return true;
}

bool level_path_read(level_build *b, level_ref *ref, const level_actor *a, size_t *index)
{
	level_ctx *c = b->c;
	if (ref->path != SIZE_MAX) {
		*index = ref->path;
		return true;
	}
	const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(ref->json, "name"));
	if (!cJSON_IsArray(cJSON_GetObjectItemCaseSensitive(ref->json, "polyline"))) {
		level_ctx_object(c, a->id, a->name);
		return level_fail(c, "its path, object %d '%.64s', is %s, not a polyline: draw the "
		                     "route with Tiled's polyline tool", ref->id, name ? name : "",
		                  object_shape(ref->json));
	}
	level_ctx_object(c, ref->id, name);
	level *lv = b->lv;
	level_path *p = &lv->paths[lv->path_count];
	*p = (level_path){.id = ref->id};
	bool ok = path_points(b, ref->json, ref->offset, p);
	lv->path_count++; /* counted even when broken, so level_free frees it */
	if (!ok)
		return false;
	ref->path = *index = lv->path_count - 1;
	return true;
}
