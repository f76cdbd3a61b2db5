/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Solids start apart from what must never enter them: a player touching a
 * wall at the start could never be told apart from one that walked into
 * it, and a moving solid touching another could never move. */
#include "level_solids.h"

#include <stdint.h>
#include <stdlib.h>

#include <footprint/broadphase.h>
#include <footprint/collide.h>

#include "behaviour.h"

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

/* The first solid (by place in the level) other than i that i's footprint
 * overlaps, among the solids bp's region query finds near it (all of them
 * when the query runs out of memory); SIZE_MAX when none. bp holds the
 * solids' footprints, solid[k] the place of its k-th of the solids. */
static size_t first_met(fp_broadphase *bp, const fp_footprint *fp, const size_t *solid,
                        size_t solids, size_t i)
{
	size_t m;
	const uint32_t *near = fp_broadphase_query_aabb(bp, fp_footprint_bounds(&fp[i]), &m);
	for (size_t k = 0; k < (near != NULL ? m : solids); k++) {
		size_t j = solid[near != NULL ? near[k] : k]; /* ascending, as solid[] is */
		if (j != i && fp_footprint_overlap(&fp[i], &fp[j]))
			return j;
	}
	return SIZE_MAX;
}

/* Each actor that keeps clear against the solids near it, found by the
 * library's region query over the solids' footprints, not against every
 * solid. */
static bool check_clear(level_ctx *c, const level *lv, const fp_footprint *fp,
                        const size_t *solid, size_t solids, fp_footprint *solid_fp)
{
	for (size_t k = 0; k < solids; k++)
		solid_fp[k] = fp[solid[k]];
	fp_broadphase *bp = fp_broadphase_create();
	size_t pairs;
	if (bp == NULL || (fp_broadphase_box_pairs(bp, solid_fp, solids, &pairs),
	                   fp_broadphase_last_error(bp) != FP_BROADPHASE_OK)) {
		fp_broadphase_destroy(bp);
		return level_fail(c, "out of memory");
	}
	bool ok = true;
	for (size_t i = 0; i < lv->actor_count && ok; i++) {
		if (!keeps_clear(lv, i))
			continue;
		size_t j = first_met(bp, fp, solid, solids, i);
		if (j != SIZE_MAX)
			ok = refuse(c, lv, i, j);
	}
	fp_broadphase_destroy(bp);
	return ok;
}

bool level_solids_check(level_ctx *c, const level *lv)
{
	size_t n = lv->actor_count, solids = 0, room = n ? n : 1;
	fp_footprint *fp = malloc(room * sizeof *fp);
	fp_footprint *solid_fp = malloc(room * sizeof *solid_fp);
	size_t *solid = malloc(room * sizeof *solid);
	bool ok = fp && solid_fp && solid;
	if (!ok)
		level_fail(c, "out of memory");
	for (size_t i = 0; i < n && ok; i++) {
		fp[i] = fp_footprint_of(lv->actors[i].box);
		if (lv->actors[i].solid)
			solid[solids++] = i;
	}
	if (ok && solids > 0)
		ok = check_clear(c, lv, fp, solid, solids, solid_fp);
	free(fp);
	free(solid_fp);
	free(solid);
	return ok;
}
