/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The library's region query decides exactly against footprints, while the
 * motion rule takes every solid whose bounds meet a motion's (a solid the
 * motion cannot reach still shapes how the sweep samples it). So each
 * solid is filed as an axis-aligned box a hair larger than its bounds, and
 * what the query finds is kept when its bounds meet the region. The grid
 * here files nothing: it only orders what the query finds, the order the
 * shipped levels' runs settle their ties in. */
#include "solids_near.h"

#include <math.h>
#include <stdlib.h>

void solids_near_free(solids_near *s)
{
	if (!s)
		return;
	fp_broadphase_destroy(s->bp);
	free(s->boxes);
	free(s->item);
	free(s->low);
	free(s->order);
	*s = (solids_near){0};
}

/* The column (or row) of coordinate v among n cells: monotone in v, so two
 * ranges that meet have cell ranges that meet; NaN gives 0. (Converting a
 * non-negative float to an integer rounds it down.) */
static uint32_t cell_of(const solids_near *s, float v, uint32_t n)
{
	float k = v / s->cell;
	if (!(k >= 0.0f))
		return 0;
	return k >= (float)(n - 1) ? n - 1 : (uint32_t)k;
}

/* Cells of about SOLIDS_NEAR_CELL_MIN px, fewer on a huge map. */
static void grid_shape(solids_near *s, float width, float height)
{
	float side = (float)SOLIDS_NEAR_SIDE_MAX;
	s->cell = fmaxf(SOLIDS_NEAR_CELL_MIN, fmaxf(width / side, height / side));
	s->cols = (uint32_t)fminf(side, fmaxf(1.0f, ceilf(width / s->cell)));
	s->rows = (uint32_t)fminf(side, fmaxf(1.0f, ceilf(height / s->cell)));
}

static size_t span_of(const solids_near *s, fp_aabb b)
{
	size_t w = cell_of(s, b.max.x, s->cols) - cell_of(s, b.min.x, s->cols) + 1;
	return w * (cell_of(s, b.max.y, s->rows) - cell_of(s, b.min.y, s->rows) + 1);
}

/* A centre and half extent on one axis whose interval holds [lo, hi] with
 * room to spare for the rounding of the corners made from them. */
static void cover(float lo, float hi, float *center, float *half)
{
	double c = (double)(float)(0.5 * ((double)lo + (double)hi));
	double h = fmax((double)hi - c, c - (double)lo);
	*center = (float)c;
	*half = (float)(h + 0x1p-16 * (fabs(c) + h) + 0x1p-20);
}

/* The box holding bounds b: its footprint holds every point of b. */
static fp_footprint cover_box(fp_aabb b)
{
	fp_box box = {.angle = 0};
	cover(b.min.x, b.max.x, &box.center.x, &box.half.x);
	cover(b.min.y, b.max.y, &box.center.y, &box.half.y);
	return fp_footprint_of(box);
}

/* Files the solids taken (count of them, in item) in the broadphase. */
static bool file_boxes(solids_near *s, const fp_footprint *fps)
{
	size_t pairs;
	for (size_t k = 0; k < s->count; k++) {
		fp_aabb b = fp_footprint_bounds(&fps[s->item[k]]);
		s->boxes[k] = cover_box(b);
		s->low[2 * k] = cell_of(s, b.min.x, s->cols);
		s->low[2 * k + 1] = cell_of(s, b.min.y, s->rows);
	}
	return fp_broadphase_box_pairs(s->bp, s->boxes, s->count, &pairs) != NULL;
}

bool solids_near_build(solids_near *s, const fp_footprint *fps, const size_t *idx, size_t n,
                       float width, float height, size_t *wide, size_t *wide_count)
{
	*s = (solids_near){0};
	*wide_count = 0;
	grid_shape(s, width, height);
	size_t room = n ? n : 1;
	s->bp = fp_broadphase_create();
	s->boxes = malloc(room * sizeof *s->boxes);
	s->item = malloc(room * sizeof *s->item);
	s->low = malloc(room * 2 * sizeof *s->low);
	s->order = malloc(room * sizeof *s->order);
	if (!s->bp || !s->boxes || !s->item || !s->low || !s->order) {
		solids_near_free(s);
		return false;
	}
	for (size_t k = 0; k < n; k++) {
		const fp_footprint *f = &fps[idx[k]];
		if (!(f->flags & FP_FOOTPRINT_VALID) ||
		    span_of(s, fp_footprint_bounds(f)) > SOLIDS_NEAR_SPAN_MAX)
			wide[(*wide_count)++] = idx[k];
		else
			s->item[s->count++] = idx[k];
	}
	if (!file_boxes(s, fps)) {
		solids_near_free(s);
		return false;
	}
	return true;
}

static int by_key(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

static uint32_t umax(uint32_t a, uint32_t b)
{
	return a > b ? a : b;
}

/* Where the walk meets filed solid k for a query whose lowest cell is
 * (qx, qy): the first cell the two share, row before column, then k. */
static uint64_t walk_key(const solids_near *s, size_t k, uint32_t qx, uint32_t qy)
{
	uint64_t x = umax(s->low[2 * k], qx), y = umax(s->low[2 * k + 1], qy);
	return y << 48 | x << 32 | (uint64_t)k;
}

size_t solids_near_find(solids_near *s, const fp_footprint *fps, fp_aabb b, size_t *out)
{
	size_t m, found = 0;
	if (s->count == 0)
		return 0;
	/* An empty or NaN b meets no bounds (fp_aabb_overlap). Out of memory
	 * for the query, every filed solid is looked at instead. */
	const uint32_t *near = fp_broadphase_query_aabb(s->bp, b, &m);
	uint32_t qx = cell_of(s, b.min.x, s->cols), qy = cell_of(s, b.min.y, s->rows);
	for (size_t j = 0; j < (near ? m : s->count); j++) {
		size_t k = near ? near[j] : j;
		if (fp_aabb_overlap(fp_footprint_bounds(&fps[s->item[k]]), b))
			s->order[found++] = walk_key(s, k, qx, qy);
	}
	qsort(s->order, found, sizeof *s->order, by_key);
	for (size_t j = 0; j < found; j++)
		out[j] = s->item[s->order[j] & UINT32_MAX];
	return found;
}
