/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_grid.h: the boxes' bounds filed in uniform grids, one per size
 * class, rebuilt every call (internal).
 *
 * Level l's cells have side s 2^l (or up to 4 times more, when its boxes
 * are few and the world wide), s from the sampled box sizes; a box goes to
 * the first level whose cells are at least its extent (the larger side of
 * its bounds), so it covers at most 2 x 2 of that level's cells
 * (broadphase_grid.c proves it for the rounded cell indices), and is filed
 * once in its home cell: the cell holding its lower-left corner. A dense
 * level keeps every cell (a counting sort files its boxes); a sparse one,
 * whose boxes are strewn over a world far wider than they fill, only its
 * occupied cells, sorted by key (a radix sort files them). Two boxes of
 * one level that overlap have home cells at most one apart on each axis,
 * so a level's pairs are found by looking from each cell at itself and its
 * forward neighbours only: the cell to its right, and the three cells above
 * it (one row up in y, from left to right). A box meets the boxes of finer
 * levels by querying the home cells its bounds can reach there (none when
 * its bounds miss that level's world). Each level has its own world (its
 * boxes' bounds) and origin. A box whose bounds are not finite is filed by
 * the bounds of its triangles whose corners are all finite (the others
 * meet nothing), on a far level; with none, it meets nothing. So does a
 * box whose bounds field holds a NaN: its corners decide.
 *
 * The build runs in steps over ranges of boxes or cells, so that workers can
 * share it (see broadphase_call.c); each step's order is fixed, and the
 * grid is the same for any number of workers.
 */
#ifndef FOOTPRINT_BROADPHASE_GRID_H
#define FOOTPRINT_BROADPHASE_GRID_H

#include <float.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/collide.h>

#include "broadphase_narrow.h"

#pragma GCC visibility push(hidden)

/* Size classes: 2^31 between the finest and the coarsest is more than any
 * grid's cell count allows. Each has two levels: one for the boxes within
 * the core (the window where the sampled boxes lie, widened), one for the
 * far boxes beyond it, so that a few boxes far away (or huge) never widen
 * the cells of the many. */
#define FP_GRID_SIZES 32
#define FP_GRID_LEVELS (2 * FP_GRID_SIZES)

/* An item's level while it is not filed in a grid cell. */
#define FP_GRID_NONE 0xffu /* a bad box: overlaps nothing */


/* A filed box's bounds as one vector, (min.x, min.y, -max.x, -max.y): two
 * boxes' bounds overlap when each lane of one is at most the same lane of
 * the other's query, (max.x, max.y, -min.x, -min.y), a single SIMD compare
 * (negation is exact). Filed bounds are finite. */
typedef struct fp_grid_key {
	float v[4];
} fp_grid_key;

static inline fp_grid_key fp_grid_key_of(fp_aabb b)
{
	fp_grid_key k = {{b.min.x, b.min.y, -b.max.x, -b.max.y}};
	return k;
}

static inline fp_aabb fp_grid_key_bounds(const fp_grid_key *k)
{
	fp_aabb b = {{{k->v[0], k->v[1]}}, {{-k->v[2], -k->v[3]}}};
	return b;
}

/* A filed box: one cache line holding what finding and testing its pairs
 * reads (filing writes each box's line once, at a scattered place). */
typedef struct fp_grid_entry {
	fp_grid_key key;
	fp_narrow rec;    /* for the float pair test */
	uint32_t index;   /* in the caller's array */
	uint32_t pad[3];
} fp_grid_entry;

/* A rectangle of cells, inclusive. */
typedef struct fp_grid_span {
	int32_t x0, y0, x1, y1;
} fp_grid_span;

typedef struct fp_grid_level {
	fp_aabb world;     /* its boxes' bounds: nothing of it lies beyond */
	double origin_x, origin_y; /* its cell (0, 0)'s lower-left corner */
	double inv_cell;   /* 1 / its cells' side */
	int32_t cols, rows;
	size_t count;      /* its boxes */
	double extent;     /* the largest extent among them */
	uint32_t entry0, entry_end; /* its entries */
	/* A dense level keeps all its cells from cell0 in cell_start, cell (x,
	 * y) at cell0 + y stride + x, stride = cols + 1: an empty cell ends
	 * each row, and an empty row the level, so that every cell's right
	 * neighbour and three cells above are the next cells in cell_start
	 * (those past an edge being empty), with no test for the edges. A
	 * sparse one (boxes strewn over a world much wider than they fill)
	 * keeps only its occupied cells, by key y * cols + x, from occ0 in
	 * occ_key and occ_start. */
	bool sparse;
	uint32_t cell0, stride;
	uint32_t occ0, occ_count;
} fp_grid_level;

/* What one worker learns of its range of boxes in the first step. */
typedef struct fp_grid_part {
	fp_aabb world[FP_GRID_LEVELS];   /* each level's boxes' bounds */
	size_t count[FP_GRID_LEVELS];
	double extent[FP_GRID_LEVELS];
	bool failed;                     /* out of memory */
} fp_grid_part;

typedef struct fp_grid {
	/* the boxes, by index (item_cap slots) */
	fp_grid_key *item;     /* a filed box's bounds as its key */
	uint8_t *level_of;     /* FP_GRID_NONE or the level */
	uint32_t *home;        /* dense: its cell in cell_start; sparse: its entry */
	uint64_t *cell_key;    /* sparse: its cell's key */
	size_t item_count, item_cap, level_cap, home_cap, key_cap;
	/* the levels */
	double side;           /* level 0's cell side before widening */
	fp_grid_key core;      /* a box whose key is at least this in every lane
	                        * (within the core window) goes to a core level */
	fp_grid_level level[FP_GRID_LEVELS];
	uint8_t used[FP_GRID_LEVELS]; /* the levels with boxes, finest first */
	int used_count;
	/* the cells of every dense level, level after level, and their entries
	 * (which come before the sparse levels') */
	uint32_t *cell_start;  /* cells + 1 offsets into entry */
	size_t cells, cell_cap;
	size_t dense_count;    /* the dense levels' entries */
	/* the occupied cells of every sparse level, level after level */
	uint64_t *occ_key;     /* sorted within each level */
	uint32_t *occ_start;   /* occ_count + 1 offsets into entry */
	size_t occ_count, occ_key_cap, occ_start_cap;
	bool any_sparse;
	struct fp_grid_sorted *sorted, *scratch; /* the sparse levels' sort */
	size_t sorted_cap, scratch_cap;
	fp_grid_entry *entry;  /* the filed boxes, by home cell (64-byte aligned) */
	size_t entry_count, entry_cap;
} fp_grid;

/* Frees the grid's buffers; the grid may be reused after (it is then empty). */
void fp_grid_fini(fp_grid *g);

/* Step 0 (one thread): room for n boxes, and level 0's cell side from a
 * sample of them. False when out of memory. */
bool fp_grid_begin(fp_grid *g, const fp_footprint *boxes, size_t n);

/* Step 1 (boxes [lo, hi)): each box's bounds and level; part is the range's
 * summary. */
void fp_grid_classify(fp_grid *g, const fp_footprint *boxes, size_t lo, size_t hi,
                      fp_grid_part *part);

/* Step 2 (one thread): the levels' shapes from the parts' summaries (g->cells
 * in all, for g->entry_count boxes), and room for the cells and entries.
 * False when out of memory. */
bool fp_grid_shape(fp_grid *g, const fp_grid_part *parts, unsigned workers);

/* Step 3 (boxes [lo, hi)): each box's home cell, counted into hist (which
 * this zeroes first) on a dense level, its cell's key on a sparse one. */
void fp_grid_count(fp_grid *g, size_t lo, size_t hi, uint32_t *hist);

/* Step 4 (one thread): sorts the sparse levels' boxes by cell (each box's
 * entry into home, and the occupied cells). False when out of memory. */
bool fp_grid_gather(fp_grid *g, const fp_grid_part *parts, unsigned workers);

/* Step 5 (boxes [lo, hi)): files each box: on a dense level at hist[home]++,
 * the offsets the prefix sum left for this range; on a sparse one at
 * home. */
void fp_grid_fill(fp_grid *g, const fp_footprint *boxes, size_t lo, size_t hi, uint32_t *hist);

/* The entries [*lo, *hi) homed in row y's cells x0..x1 of level lv (both
 * in range). */
void fp_grid_row_run(const fp_grid *g, const fp_grid_level *lv, int32_t y, int32_t x0, int32_t x1,
                     uint32_t *lo, uint32_t *hi);

/* Finding the span's rows one by one costs more than scanning the whole
 * level (a sparse row costs a binary search). */
bool fp_grid_span_costly(const fp_grid_level *lv, fp_grid_span s);

/* The home cells at level l whose boxes may overlap b: the cells b covers,
 * widened by one towards lower x and y, clamped to the level. b must hold no
 * NaN; infinite bounds clamp to the edges. */
fp_grid_span fp_grid_query_span(const fp_grid_level *lv, fp_aabb b);

/* The box's bounds are all finite and not empty. */
static inline bool fp_grid_finite(fp_aabb b)
{
	return b.min.x >= -FLT_MAX && b.min.y >= -FLT_MAX && b.max.x <= FLT_MAX &&
	       b.max.y <= FLT_MAX && b.min.x <= b.max.x && b.min.y <= b.max.y;
}

/* Entries from which filing bypasses the caches (2 MiB of them: more than
 * a core's L2 holds). A scattered write that misses must first read its
 * line; a streaming store writes the whole line without reading it, and
 * the scan that follows reads the entries in order, which the hardware
 * prefetches. Below, the entries stay in the cache for the scan. */
#define FP_FILL_STREAM 32768

/* Filing writes the grid's entries with streaming stores: the scan finds
 * them in memory, not in the cache. */
static inline bool fp_grid_streamed(const fp_grid *g)
{
	return FP_NARROW_SSE2 && g->entry_count >= FP_FILL_STREAM;
}

/* Grows *buf to hold at least n elements of size bytes each; false (buffer
 * unchanged) when out of memory or n * size overflows. */
bool fp_grid_grow(void **buf, size_t *cap, size_t n, size_t size);

#pragma GCC visibility pop

#endif
