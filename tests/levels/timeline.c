/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "timeline.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "behaviour.h"
#include "sight.h"

/* The bounds any pose of b with its centre and half extents can take, a
 * pixel wider all round so the axis-aligned box made of them holds them
 * whatever the rounding of its corners. */
static fp_aabb box_reach(fp_box b)
{
	float r = sqrtf(b.half.x * b.half.x + b.half.y * b.half.y) + 1.0f;
	return (fp_aabb){{{b.center.x - r, b.center.y - r}}, {{b.center.x + r, b.center.y + r}}};
}

/* Files the n footprints (copied) in ix for its region queries. */
static bool index_fill(timeline_index *ix, const fp_footprint *fps, size_t n)
{
	if (n > ix->cap) {
		fp_footprint *boxes = realloc(ix->boxes, n * sizeof *boxes);
		if (boxes == NULL)
			return false;
		ix->boxes = boxes;
		ix->cap = n;
	}
	if (n > 0)
		memcpy(ix->boxes, fps, n * sizeof *fps);
	size_t pairs;
	fp_broadphase_box_pairs(ix->bp, ix->boxes, n, &pairs);
	return fp_broadphase_last_error(ix->bp) == FP_BROADPHASE_OK;
}

static bool index_init(timeline_index *ix)
{
	*ix = (timeline_index){fp_broadphase_create(), NULL, 0};
	return ix->bp != NULL;
}

static void index_fini(timeline_index *ix)
{
	fp_broadphase_destroy(ix->bp);
	free(ix->boxes);
}

static bool sort_actors(timeline *tl)
{
	const world *w = &tl->shadow;
	tl->movers = malloc(w->actor_count * sizeof *tl->movers);
	tl->statics = malloc(w->actor_count * sizeof *tl->statics);
	tl->static_fps = malloc(w->actor_count * sizeof *tl->static_fps);
	if (!tl->movers || !tl->statics || !tl->static_fps)
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
	return index_init(&tl->static_index) &&
	       index_fill(&tl->static_index, tl->static_fps, tl->static_count);
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

/* Files every mover by the bounds it sweeps over block b's ticks, as an
 * axis-aligned box. */
static bool file_block(timeline *tl, uint64_t b)
{
	size_t n = tl->mover_count;
	fp_footprint *reach = malloc((n + 1) * sizeof *reach);
	if (reach == NULL)
		return false;
	for (size_t j = 0; j < n; j++) {
		fp_aabb swept = box_reach(row_of(tl, b * TIMELINE_BLOCK)[j]);
		for (uint64_t t = b * TIMELINE_BLOCK + 1; t < (b + 1) * TIMELINE_BLOCK; t++) {
			fp_aabb r = box_reach(row_of(tl, t)[j]);
			swept.min = glms_vec2_minv(swept.min, r.min);
			swept.max = glms_vec2_maxv(swept.max, r.max);
		}
		vec2s half = glms_vec2_scale(glms_vec2_sub(swept.max, swept.min), 0.5f);
		reach[j] = fp_footprint_of((fp_box){glms_vec2_add(swept.min, half), half, 0.0f});
	}
	size_t blocks = tl->window / TIMELINE_BLOCK;
	bool ok = index_fill(&tl->blocks[b % blocks], reach, n);
	free(reach);
	return ok;
}

bool timeline_init(timeline *tl, const level *lv, uint64_t seed, size_t window, char *err,
                   size_t errlen)
{
	*tl = (timeline){0};
	if (!world_init(&tl->shadow, lv, seed, 0, err, errlen))
		return false;
	tl->window = (window + 2 * TIMELINE_BLOCK - 1) / TIMELINE_BLOCK * TIMELINE_BLOCK;
	size_t blocks = tl->window / TIMELINE_BLOCK;
	bool ok = sort_actors(tl);
	tl->boxes = malloc((tl->window * tl->mover_count + 1) * sizeof *tl->boxes);
	tl->blocks = calloc(blocks, sizeof *tl->blocks);
	ok = ok && tl->boxes != NULL && tl->blocks != NULL;
	for (size_t b = 0; ok && b < blocks; b++)
		ok = index_init(&tl->blocks[b]);
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
			index_fini(&tl->blocks[b]);
	index_fini(&tl->static_index);
	void *owned[] = {tl->blocks, tl->boxes, tl->movers, tl->statics, tl->static_fps};
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

/* True when tick t can be asked about now (0 is the level's start, t the
 * state after the world's step t). */
static bool timeline_holds(const timeline *tl, uint64_t t)
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

/* Whether any thing filed in ix whose box meets fp's bounds overlaps fp, as
 * meets says. */
static bool index_meets(timeline *tl, timeline_index *ix, const fp_footprint *fp,
                        slot_meets *meets, uint64_t t)
{
	size_t n;
	const uint32_t *near = fp_broadphase_query_aabb(ix->bp, fp_footprint_bounds(fp), &n);
	for (size_t k = 0; k < n; k++)
		if (meets(tl, near[k], fp, t))
			return true;
	return false;
}

static bool static_meets(timeline *tl, uint32_t slot, const fp_footprint *fp, uint64_t t)
{
	(void)t;
	return fp_footprint_overlap(fp, &tl->static_fps[slot]);
}

static bool mover_meets(timeline *tl, uint32_t slot, const fp_footprint *fp, uint64_t t)
{
	fp_footprint other = fp_footprint_of(row_of(tl, t)[slot]);
	return fp_footprint_overlap(fp, &other);
}

int timeline_overlaps(timeline *tl, uint64_t t, const fp_footprint *fp)
{
	if (!timeline_holds(tl, t) || !record_through(tl, t))
		return -1;
	size_t blocks = tl->window / TIMELINE_BLOCK;
	if (index_meets(tl, &tl->static_index, fp, static_meets, t))
		return 1;
	timeline_index *ix = &tl->blocks[(t / TIMELINE_BLOCK) % blocks];
	return index_meets(tl, ix, fp, mover_meets, t) ? 1 : 0;
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
