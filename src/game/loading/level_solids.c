/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Solids start apart from what must never enter them: a player touching a
 * wall at the start could never be told apart from one that walked into
 * it, and a moving solid touching another could never move. */
#include "level_solids.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <footprint/collide.h>

#include "behaviour.h"
#include "solid_grid.h"

/* i must start apart from every other solid: the player, a moving solid. */
static bool keeps_clear(const level *lv, size_t i)
{
	const level_actor *a = &lv->actors[i];
	return i == lv->player || (a->solid && behaviour_table[a->kind]->step != NULL);
}

static bool refuse(level_ctx *c, const level *lv, size_t i, size_t j)
{
	const level_actor *a = &lv->actors[i], *b = &lv->actors[j];
	level_ctx other = {0};
	level_ctx_object(&other, b->id, b->name);
	level_ctx_object(c, a->id, a->name);
	if (i == lv->player)
		return level_fail(c, "the player starts touching solid object %d '%s': it must start "
		                     "apart from every solid (touching counts)", b->id, other.obj_name);
	return level_fail(c, "a moving solid starts touching solid object %d '%s', so it could "
	                     "never move: move them apart (touching counts)", b->id, other.obj_name);
}

/* The first solid (by place in the level) that actor i's footprint
 * overlaps, among the m candidates the grid and its wide solids give;
 * SIZE_MAX when none. */
static size_t first_met(const fp_footprint *fp, size_t i, const size_t *near, size_t m)
{
	size_t first = SIZE_MAX;
	for (size_t k = 0; k < m; k++) {
		size_t j = near[k];
		if (j != i && j < first && fp_footprint_overlap(&fp[i], &fp[j]))
			first = j;
	}
	return first;
}

/* Each actor that keeps clear against the solids near it, found through
 * the simulation's grid of solids (solid_grid.h), not against every solid. */
static bool check_clear(level_ctx *c, const level *lv, const fp_footprint *fp,
                        const size_t *solid, size_t solids, size_t *near, size_t *wide)
{
	solid_grid g = {0};
	size_t wide_count = 0;
	if (!solid_grid_build(&g, fp, solid, solids, lv->width, lv->height, wide, &wide_count))
		return level_fail(c, "out of memory");
	bool ok = true;
	for (size_t i = 0; i < lv->actor_count && ok; i++) {
		if (!keeps_clear(lv, i))
			continue;
		size_t m = solid_grid_near(&g, fp, fp_footprint_bounds(&fp[i]), near);
		memcpy(near + m, wide, wide_count * sizeof *near);
		size_t j = first_met(fp, i, near, m + wide_count);
		if (j != SIZE_MAX)
			ok = refuse(c, lv, i, j);
	}
	solid_grid_free(&g);
	return ok;
}

bool level_solids_check(level_ctx *c, const level *lv)
{
	size_t n = lv->actor_count, solids = 0, room = n ? n : 1;
	fp_footprint *fp = malloc(room * sizeof *fp);
	size_t *solid = malloc(room * sizeof *solid), *near = malloc(room * sizeof *near),
	       *wide = malloc(room * sizeof *wide);
	bool ok = fp && solid && near && wide;
	if (!ok)
		level_fail(c, "out of memory");
	for (size_t i = 0; i < n && ok; i++) {
		fp[i] = fp_footprint_of(lv->actors[i].box);
		if (lv->actors[i].solid)
			solid[solids++] = i;
	}
	if (ok && solids > 0)
		ok = check_clear(c, lv, fp, solid, solids, near, wide);
	free(fp);
	free(solid);
	free(near);
	free(wide);
	return ok;
}
