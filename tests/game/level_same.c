/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* level_same A B: exit 0 when the two maps load into the same level (every
 * actor, pickup and path field equal), 1 with the first difference named,
 * 2 when either is refused. The Tiled round-trip test runs it on maps with
 * templates and on Tiled's re-saves of them. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "level.h"
#include "level_json.h"

static int differ(const char *what, size_t i)
{
	fprintf(stderr, "level_same: %s %zu differs\n", what, i);
	return 1;
}

/* Field by field: struct padding holds no meaning. */
static bool floats_same(const void *x, const void *y, size_t n)
{
	return memcmp(x, y, n * sizeof(float)) == 0;
}

/* A line of level_props.h: floats as floats_same says, strings up to their
 * end, the rest byte for byte. */
static bool prop_same(const void *x, const void *y, size_t size, level_prop_type t)
{
	if (t == LEVEL_PROP_FLOAT)
		return floats_same(x, y, size / sizeof(float));
	if (t == LEVEL_PROP_STRING)
		return strcmp(x, y) == 0;
	return memcmp(x, y, size) == 0;
}

#define PROP_SAME(ctype, name, type, def, check)                                           \
	&&prop_same(&x->name, &y->name, sizeof x->name, LEVEL_PROP_##type)

static bool actor_same(const level_actor *x, const level_actor *y)
{
	return x->id == y->id && strcmp(x->name, y->name) == 0 &&
	       floats_same(&x->box, &y->box, 5) && x->kind == y->kind &&
	       x->path == y->path LEVEL_ACTOR_PROPS(PROP_SAME);
}

static bool map_same(const level *x, const level *y)
{
	return x->width == y->width && x->height == y->height &&
	       x->player == y->player LEVEL_MAP_PROPS(PROP_SAME);
}

static int compare(const level *a, const level *b)
{
	if (!map_same(a, b))
		return differ("map field", 0);
	if (a->actor_count != b->actor_count || a->pickup_count != b->pickup_count ||
	    a->path_count != b->path_count)
		return differ("object count", 0);
	for (size_t i = 0; i < a->actor_count; i++)
		if (!actor_same(&a->actors[i], &b->actors[i]))
			return differ("actor", i);
	for (size_t i = 0; i < a->pickup_count; i++)
		if (a->pickups[i].id != b->pickups[i].id ||
		    !floats_same(&a->pickups[i].circle, &b->pickups[i].circle, 3))
			return differ("pickup", i);
	for (size_t i = 0; i < a->path_count; i++)
		if (a->paths[i].count != b->paths[i].count ||
		    !floats_same(a->paths[i].points, b->paths[i].points, 2 * a->paths[i].count))
			return differ("path", i);
	return 0;
}

int main(int argc, char **argv)
{
	level a, b;
	char err[512];
	if (argc != 3) {
		fputs("usage: level_same A B\n", stderr);
		return 2;
	}
	if (!level_load(argv[1], &a, err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		return 2;
	}
	if (!level_load(argv[2], &b, err, sizeof err)) {
		fprintf(stderr, "%s\n", err);
		level_free(&a);
		return 2;
	}
	int rc = compare(&a, &b);
	level_free(&a);
	level_free(&b);
	return rc;
}
