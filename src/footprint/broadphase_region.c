/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_region.c: the grid's entries a region can reach. */
#include "broadphase_region.h"

#include "aabb.h"

size_t fp_region_walk(const fp_grid *g, fp_aabb b, fp_region_run *run, void *ctx)
{
	size_t cells = 0;
	for (int u = 0; u < g->used_count; u++) {
		const fp_grid_level *lv = &g->level[g->used[u]];
		if (fp_aabb_apart(b, lv->world))
			continue; /* no box of it reaches b: not even its edge cells */
		fp_grid_span s = fp_grid_query_span(lv, b);
		if (fp_grid_span_costly(lv, s)) {
			cells++;
			run(ctx, g, lv->entry0, lv->entry_end);
			continue;
		}
		cells += (size_t)(s.y1 - s.y0 + 1);
		for (int32_t y = s.y0; y <= s.y1; y++) {
			uint32_t lo, hi;
			fp_grid_row_run(g, lv, y, s.x0, s.x1, &lo, &hi);
			run(ctx, g, lo, hi);
		}
	}
	return cells;
}
