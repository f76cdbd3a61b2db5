/* broadphase_grid.h: a uniform grid of bounding boxes, rebuilt every call.
 *
 * Each item (a bounding box and the caller's index) is filed once, by
 * counting sort, in its home cell: the cell holding its lower-left corner.
 * The cell side is about the largest item extent, so a "regular" item covers
 * at most 2 x 2 cells, and two regular items that overlap have home cells at
 * most one apart on each axis: the pairs are found by looking from each cell
 * at itself and its forward neighbours (right; and the three below-right to
 * below-left, one row up in y) only. Items covering more cells, or with
 * bounds that are not finite, are kept in a "big" list and query the grid
 * over the cells they cover instead.
 */
#ifndef FOOTPRINT_BROADPHASE_GRID_H
#define FOOTPRINT_BROADPHASE_GRID_H

#include <float.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/collide.h>

/* Internal to the library: called directly, not through the PLT, and not
 * exported from the shared library. */
#if defined(__GNUC__)
#define FP_GRID_API __attribute__((visibility("hidden")))
#else
#define FP_GRID_API
#endif

/* One shape: its bounds and its index in the caller's array. */
typedef struct fp_grid_item {
	fp_aabb bounds;
	uint32_t index;
} fp_grid_item;

/* A rectangle of cells, inclusive. */
typedef struct fp_grid_span {
	int32_t x0, y0, x1, y1;
} fp_grid_span;

typedef struct fp_grid {
	double origin_x, origin_y; /* the lower-left corner of cell (0, 0) */
	double inv_cell;           /* 1 / the side of a cell */
	int32_t cols, rows;
	uint32_t *cell_start;      /* cols * rows + 1 offsets into entry */
	size_t cell_cap;
	fp_grid_item *entry;       /* the regular items, by home cell */
	size_t entry_count, entry_cap;
	fp_grid_item *item;        /* what the caller reserved and filled */
	size_t item_count, item_cap;
	uint32_t *home;            /* item i's home cell, or FP_GRID_BIG */
	size_t home_cap;
	fp_grid_item *big;         /* the items kept out of the grid */
	size_t big_count, big_cap;
} fp_grid;

#define FP_GRID_BIG UINT32_MAX

/* Frees the grid's buffers; the grid may be reused after (it is then empty). */
FP_GRID_API void fp_grid_fini(fp_grid *g);

/* Room for n items in g->item (their contents are the caller's to fill), or
 * NULL when out of memory. Keeps the buffers of earlier calls. */
FP_GRID_API fp_grid_item *fp_grid_reserve(fp_grid *g, size_t n);

/* Files the first n reserved items. Returns false when out of memory (the
 * grid is then empty). */
FP_GRID_API bool fp_grid_build(fp_grid *g, size_t n);

/* The home cells whose regular items may overlap box b: the cells b covers,
 * widened by one towards lower x and y, clamped to the grid. b must hold no
 * NaN; infinite bounds clamp to the grid's edge. */
FP_GRID_API fp_grid_span fp_grid_query_span(const fp_grid *g, fp_aabb b);

/* The closed boxes share a point, or a bound is NaN and nobody knows: the
 * test a candidate pair must pass before the exact narrow phase. */
static inline bool fp_grid_may_overlap(fp_aabb a, fp_aabb b)
{
	return !(a.min.x > b.max.x || b.min.x > a.max.x || a.min.y > b.max.y ||
	         b.min.y > a.max.y);
}

/* The box's bounds are all finite and not empty. */
static inline bool fp_grid_finite(fp_aabb b)
{
	return b.min.x >= -FLT_MAX && b.min.y >= -FLT_MAX && b.max.x <= FLT_MAX &&
	       b.max.y <= FLT_MAX && b.min.x <= b.max.x && b.min.y <= b.max.y;
}

/* Grows *buf to hold at least n elements of size bytes each; false (buffer
 * unchanged) when out of memory or n * size overflows. */
FP_GRID_API bool fp_grid_grow(void **buf, size_t *cap, size_t n, size_t size);

#endif
