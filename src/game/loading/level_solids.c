/* Solids start apart from what must never enter them: a player touching a
 * wall at the start could never be told apart from one that walked into
 * it, and a moving solid touching another could never move. */
#include "level_solids.h"

#include <stdlib.h>

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

bool level_solids_check(level_ctx *c, const level *lv)
{
	size_t n = lv->actor_count, solids = 0;
	fp_footprint *fp = malloc((n ? n : 1) * sizeof *fp);
	size_t *solid = malloc((n ? n : 1) * sizeof *solid);
	bool ok = fp && solid;
	if (!ok)
		level_fail(c, "out of memory");
	for (size_t i = 0; i < n && ok; i++) {
		fp[i] = fp_footprint_of(lv->actors[i].box);
		if (lv->actors[i].solid)
			solid[solids++] = i;
	}
	for (size_t i = 0; i < n && ok && solids > 0; i++) {
		if (!keeps_clear(lv, i))
			continue;
		for (size_t k = 0; k < solids && ok; k++) {
			size_t j = solid[k];
			if (j != i && fp_footprint_overlap(&fp[i], &fp[j]))
				ok = refuse(c, lv, i, j);
		}
	}
	free(fp);
	free(solid);
	return ok;
}
