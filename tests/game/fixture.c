/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "fixture.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "wall_rule.h"

static const char map_head[] =
	"{\"type\":\"map\",\"version\":\"1.8\",\"orientation\":\"orthogonal\","
	"\"width\":20,\"height\":15,\"tilewidth\":32,\"tileheight\":32,\"infinite\":false,"
	"\"properties\":[{\"name\":\"energy\",\"type\":\"float\",\"value\":%g}],"
	"\"layers\":[{\"type\":\"objectgroup\",\"id\":1,\"name\":\"Actors\",\"objects\":[";

void fixture_level(level *lv, const char *objects, double energy)
{
	size_t cap = strlen(map_head) + strlen(objects) + 64;
	char *text = malloc(cap);
	assert_non_null(text);
	int n = snprintf(text, cap, map_head, energy);
	n += snprintf(text + n, cap - (size_t)n, "%s]}]}", objects);
	char err[512];
	bool ok = level_parse(text, (size_t)n, "fixture.tmj", lv, err, sizeof err);
	if (!ok)
		fail_msg("fixture refused: %s", err);
	free(text);
}

void fixture_world(world *w, const char *objects, double energy)
{
	level lv;
	char err[256];
	fixture_level(&lv, objects, energy);
	if (!world_init(w, &lv, 1, 0, err, sizeof err))
		fail_msg("world_init: %s", err);
	level_free(&lv);
}

void fixture_load(level *lv, const char *path)
{
	char err[512];
	if (!level_load(path, lv, err, sizeof err))
		fail_msg("%s refused: %s", path, err);
}

void fixture_world_file(world *w, const char *path, uint64_t seed, size_t stress)
{
	level lv;
	char err[256];
	fixture_load(&lv, path);
	if (!world_init(w, &lv, seed, stress, err, sizeof err))
		fail_msg("world_init of %s: %s", path, err);
	level_free(&lv);
}

static void check_footprint(const world *w, size_t i)
{
	vec2s c[4];
	fp_box_corners(w->actors[i].box, c);
	if (memcmp(c, w->actors[i].fp->corner, sizeof c) != 0)
		fail_msg("tick %llu actor %zu: footprint corners are not its box's",
		         (unsigned long long)w->tick, i);
}

void fixture_check_tints(const world *w)
{
	size_t n = w->actor_count, hits = 0, tinted = 0;
	bool *want = calloc(n, sizeof *want);
	assert_non_null(want);
	for (size_t i = 0; i < n; i++) {
		check_footprint(w, i);
		for (size_t j = i + 1; j < n; j++) {
			if (!fp_box_overlap(w->actors[i].box, w->actors[j].box))
				continue;
			bool walls_meet = w->actors[i].solid && w->actors[j].solid;
			want[i] |= !walls_meet;
			want[j] |= !walls_meet;
			hits++;
		}
	}
	for (size_t i = 0; i < n; i++) {
		tinted += want[i];
		if (want[i] != w->actors[i].tinted)
			fail_msg("tick %llu actor %zu (id %d '%s'): tinted %d, all-pairs says %d",
			         (unsigned long long)w->tick, i, w->actors[i].id, w->actors[i].name,
			         w->actors[i].tinted, want[i]);
	}
	free(want);
	if (hits != w->hits || tinted != w->overlapping)
		fail_msg("tick %llu: hits %zu overlapping %zu, all-pairs says %zu and %zu",
		         (unsigned long long)w->tick, w->hits, w->overlapping, hits, tinted);
}

void fixture_check_inside(const world *w)
{
	for (size_t i = 0; i < w->actor_count; i++) {
		const actor *a = &w->actors[i];
		fp_aabb b = a->fp->bounds;
		if (!behaviour_table[a->kind]->step)
			continue;
		if (b.min.x < 0 || b.min.y < 0 || b.max.x > w->width || b.max.y > w->height)
			fail_msg("tick %llu actor %zu (id %d '%s'): bounds (%g,%g)-(%g,%g) leave the map",
			         (unsigned long long)w->tick, i, a->id, a->name, (double)b.min.x,
			         (double)b.min.y, (double)b.max.x, (double)b.max.y);
	}
}

void fixture_check_solids(const world *w)
{
	char why[512];
	if (!wall_rule_holds(w, why, sizeof why))
		fail_msg("%s", why);
}

commands fixture_commands(uint64_t t)
{
	static const float turns[] = {0.0f, 0.35f, -0.5f, 0.0f, 1.0f, -0.25f};
	return (commands){.throttle = (t / 300) % 4 == 3 ? -1.0f : 1.0f,
	                  .turn = turns[(t / 120) % 6]};
}
