/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "timeline.h"

#include "behaviour.h"
#include "sight.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "behaviour.h"

#define CELL 128.0f

/* The range of cells [*lo, *hi] a span [a, b] of one axis covers, clamped
 * to the grid (anything outside the map counts in the edge cells). */
static void cell_span(float a, float b, float cell, int n, int *lo, int *hi)
{
	float fa = floorf(a / cell), fb = floorf(b / cell);
	*lo = fa < 0 ? 0 : fa >= (float)n ? n - 1 : (int)fa;
	*hi = fb < 0 ? 0 : fb >= (float)n ? n - 1 : (int)fb;
}

/* The bounds any pose of b with its centre and half extents can take. */
static fp_aabb box_reach(fp_box b)
{
	float r = sqrtf(b.half.x * b.half.x + b.half.y * b.half.y);
	return (fp_aabb){{{b.center.x - r, b.center.y - r}}, {{b.center.x + r, b.center.y + r}}};
}

/* Files n things by their bounds into g: a counting sort by cell. */
static bool grid_fill(const timeline *tl, timeline_grid *g, const fp_aabb *bounds, size_t n)
{
	size_t cells = (size_t)tl->cols * (size_t)tl->rows, total = 0;
	memset(g->start, 0, (cells + 1) * sizeof *g->start);
	for (int pass = 0; pass < 2; pass++) {
		for (size_t i = 0; i < n; i++) {
			int x0, x1, y0, y1;
			cell_span(bounds[i].min.x, bounds[i].max.x, tl->cell, tl->cols, &x0, &x1);
			cell_span(bounds[i].min.y, bounds[i].max.y, tl->cell, tl->rows, &y0, &y1);
			for (int y = y0; y <= y1; y++)
				for (int x = x0; x <= x1; x++) {
					size_t c = (size_t)y * (size_t)tl->cols + (size_t)x;
					if (pass == 0)
						g->start[c + 1]++;
					else
						g->items[g->start[c]++] = (uint32_t)i;
				}
		}
		if (pass == 1)
			break;
		for (size_t c = 0; c < cells; c++)
			g->start[c + 1] += g->start[c];
		total = g->start[cells];
		if (total > g->cap) {
			uint32_t *items = realloc(g->items, total * sizeof *items);
			if (items == NULL)
				return false;
			g->items = items;
			g->cap = total;
		}
	}
	/* The second pass moved each start to the next cell's: move them back. */
	memmove(g->start + 1, g->start, cells * sizeof *g->start);
	g->start[0] = 0;
	return true;
}

static bool grid_init(const timeline *tl, timeline_grid *g)
{
	*g = (timeline_grid){0};
	g->start = malloc(((size_t)tl->cols * (size_t)tl->rows + 1) * sizeof *g->start);
	return g->start != NULL;
}

static void grid_fini(timeline_grid *g)
{
	free(g->start);
	free(g->items);
}

static bool sort_actors(timeline *tl)
{
	const world *w = &tl->shadow;
	tl->movers = malloc(w->actor_count * sizeof *tl->movers);
	tl->statics = malloc(w->actor_count * sizeof *tl->statics);
	tl->static_fps = malloc(w->actor_count * sizeof *tl->static_fps);
	tl->stamp = calloc(w->actor_count, sizeof *tl->stamp);
	if (!tl->movers || !tl->statics || !tl->static_fps || !tl->stamp)
		return false;
	for (size_t i = 0; i < w->actor_count; i++) {
		if (i == w->player)
			continue;
		if (behaviour_table[w->actors[i].kind]->step != NULL) {
			tl->movers[tl->mover_count++] = (uint32_t)i;
		} else {
			tl->static_fps[tl->static_count] = w->fps[i];
			tl->statics[tl->static_count++] = (uint32_t)i;
		}
	}
	fp_aabb *bounds = malloc((tl->static_count + 1) * sizeof *bounds);
	if (bounds == NULL || !grid_init(tl, &tl->static_grid))
		return free(bounds), false;
	for (size_t k = 0; k < tl->static_count; k++)
		bounds[k] = tl->static_fps[k].bounds;
	bool ok = grid_fill(tl, &tl->static_grid, bounds, tl->static_count);
	free(bounds);
	return ok;
}

static fp_box *row_of(const timeline *tl, uint64_t t)
{
	return tl->boxes + (size_t)(t % tl->window) * tl->mover_count;
}

static void copy_row(timeline *tl, uint64_t t)
{
	fp_box *row = row_of(tl, t);
	for (size_t j = 0; j < tl->mover_count; j++)
		row[j] = tl->shadow.actors[tl->movers[j]].box;
}

/* Files every mover by the bounds it sweeps over block b's ticks. */
static bool file_block(timeline *tl, uint64_t b)
{
	size_t n = tl->mover_count;
	fp_aabb *reach = malloc((n + 1) * sizeof *reach);
	if (reach == NULL)
		return false;
	for (size_t j = 0; j < n; j++) {
		for (uint64_t t = b * TIMELINE_BLOCK; t < (b + 1) * TIMELINE_BLOCK; t++) {
			fp_aabb r = box_reach(row_of(tl, t)[j]);
			if (t == b * TIMELINE_BLOCK) {
				reach[j] = r;
				continue;
			}
			reach[j].min = glms_vec2_minv(reach[j].min, r.min);
			reach[j].max = glms_vec2_maxv(reach[j].max, r.max);
		}
	}
	size_t blocks = tl->window / TIMELINE_BLOCK;
	bool ok = grid_fill(tl, &tl->blocks[b % blocks], reach, n);
	free(reach);
	return ok;
}

bool timeline_init(timeline *tl, const level *lv, uint64_t seed, size_t window, char *err,
                   size_t errlen)
{
	*tl = (timeline){0};
	if (!world_init(&tl->shadow, lv, seed, 0, err, errlen))
		return false;
	tl->cell = CELL;
	tl->cols = (int)ceilf(lv->width / CELL);
	tl->rows = (int)ceilf(lv->height / CELL);
	tl->window = (window + 2 * TIMELINE_BLOCK - 1) / TIMELINE_BLOCK * TIMELINE_BLOCK;
	size_t blocks = tl->window / TIMELINE_BLOCK;
	bool ok = sort_actors(tl);
	tl->boxes = malloc((tl->window * tl->mover_count + 1) * sizeof *tl->boxes);
	tl->blocks = calloc(blocks, sizeof *tl->blocks);
	ok = ok && tl->boxes != NULL && tl->blocks != NULL;
	for (size_t b = 0; ok && b < blocks; b++)
		ok = grid_init(tl, &tl->blocks[b]);
	if (!ok) {
		timeline_fini(tl);
		snprintf(err, errlen, "out of memory for the timeline of %zu ticks", tl->window);
		return false;
	}
	copy_row(tl, 0);
	return true;
}

void timeline_fini(timeline *tl)
{
	if (tl->blocks != NULL)
		for (size_t b = 0; b < tl->window / TIMELINE_BLOCK; b++)
			grid_fini(&tl->blocks[b]);
	grid_fini(&tl->static_grid);
	void *owned[] = {tl->blocks, tl->boxes, tl->movers, tl->statics, tl->static_fps, tl->stamp};
	for (size_t i = 0; i < sizeof owned / sizeof owned[0]; i++)
		free(owned[i]);
	world_fini(&tl->shadow);
	*tl = (timeline){0};
}

void timeline_forget_before(timeline *tl, uint64_t t)
{
	uint64_t b = t / TIMELINE_BLOCK * TIMELINE_BLOCK;
	if (b > tl->first)
		tl->first = b;
}

bool timeline_holds(const timeline *tl, uint64_t t)
{
	return t >= tl->first && t < tl->first + tl->window;
}

/* Steps the shadow world until the block holding t is recorded and filed. */
static bool record_through(timeline *tl, uint64_t t)
{
	uint64_t end = t / TIMELINE_BLOCK * TIMELINE_BLOCK + TIMELINE_BLOCK - 1;
	while (tl->last < end) {
		world_step(&tl->shadow, (commands){0});
		tl->last = tl->shadow.tick;
		copy_row(tl, tl->last);
		if (tl->last % TIMELINE_BLOCK == TIMELINE_BLOCK - 1 &&
		    !file_block(tl, tl->last / TIMELINE_BLOCK))
			return false;
	}
	return true;
}

/* Whether the thing in slot overlaps fp at tick t. */
typedef bool slot_meets(timeline *tl, uint32_t slot, const fp_footprint *fp, uint64_t t);

/* Whether fp meets any thing filed in g's cells under fp's bounds that
 * meets says it overlaps, each thing (actor ids[slot]) asked once. */
static bool grid_meets(timeline *tl, const timeline_grid *g, const uint32_t *ids,
                       const fp_footprint *fp, slot_meets *meets, uint64_t t)
{
	int x0, x1, y0, y1;
	cell_span(fp->bounds.min.x, fp->bounds.max.x, tl->cell, tl->cols, &x0, &x1);
	cell_span(fp->bounds.min.y, fp->bounds.max.y, tl->cell, tl->rows, &y0, &y1);
	for (int y = y0; y <= y1; y++)
		for (int x = x0; x <= x1; x++) {
			size_t c = (size_t)y * (size_t)tl->cols + (size_t)x;
			for (uint32_t k = g->start[c]; k < g->start[c + 1]; k++) {
				uint32_t slot = g->items[k];
				if (tl->stamp[ids[slot]] == tl->query)
					continue;
				tl->stamp[ids[slot]] = tl->query;
				if (meets(tl, slot, fp, t))
					return true;
			}
		}
	return false;
}

static bool static_meets(timeline *tl, uint32_t slot, const fp_footprint *fp, uint64_t t)
{
	(void)t;
	return fp_footprint_overlap(fp, &tl->static_fps[slot]);
}

static bool mover_meets(timeline *tl, uint32_t slot, const fp_footprint *fp, uint64_t t)
{
	fp_box b = row_of(tl, t)[slot];
	if (!fp_aabb_overlap(box_reach(b), fp_footprint_bounds(fp)))
		return false;
	fp_footprint other = fp_footprint_of(b);
	return fp_footprint_overlap(fp, &other);
}

int timeline_overlaps(timeline *tl, uint64_t t, const fp_footprint *fp)
{
	if (!timeline_holds(tl, t) || !record_through(tl, t))
		return -1;
	if (++tl->query == 0) {
		memset(tl->stamp, 0, tl->shadow.actor_count * sizeof *tl->stamp);
		tl->query = 1;
	}
	size_t blocks = tl->window / TIMELINE_BLOCK;
	const timeline_grid *g = &tl->blocks[(t / TIMELINE_BLOCK) % blocks];
	if (grid_meets(tl, &tl->static_grid, tl->statics, fp, static_meets, t))
		return 1;
	return grid_meets(tl, g, tl->movers, fp, mover_meets, t) ? 1 : 0;
}

bool timeline_agrees(timeline *tl, const world *w)
{
	if (!timeline_holds(tl, w->tick) || !record_through(tl, w->tick))
		return false;
	const fp_box *row = row_of(tl, w->tick);
	for (size_t j = 0; j < tl->mover_count; j++)
		if (memcmp(&row[j], &w->actors[tl->movers[j]].box, sizeof row[j]) != 0)
			return false;
	return true;
}

/* What guard a at pose b sees of fp: any corner. */
static bool guard_sees(timeline *tl, const actor *a, fp_box b, const fp_footprint *fp)
{
	actor at = *a;
	at.box = b;
	for (int k = 0; k < 4; k++)
		if (sight_sees_point(&tl->shadow, &at, fp->corner[k]))
			return true;
	return false;
}

float timeline_seen_drain(timeline *tl, uint64_t t, const fp_footprint *fp)
{
	if (!tl->shadow.sight)
		return 0;
	if (!timeline_holds(tl, t) || !record_through(tl, t))
		return -1;
	float drain = 0;
	const fp_box *row = row_of(tl, t);
	for (size_t j = 0; j < tl->mover_count; j++) {
		const actor *a = &tl->shadow.actors[tl->movers[j]];
		if (behaviour_table[a->kind]->watches && guard_sees(tl, a, row[j], fp))
			drain += a->sight.drain;
	}
	for (size_t k = 0; k < tl->static_count; k++) {
		const actor *a = &tl->shadow.actors[tl->statics[k]];
		if (behaviour_table[a->kind]->watches && guard_sees(tl, a, a->box, fp))
			drain += a->sight.drain;
	}
	return drain;
}
