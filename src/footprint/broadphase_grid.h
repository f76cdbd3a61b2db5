/* broadphase_grid.h: a uniform grid of bounding boxes, rebuilt every call.
 *
 * Items (a bounding box and the caller's index) are filed by counting sort
 * into every cell their box covers, so each cell's entries lie contiguous.
 * The cell size follows the items' typical extent; items that would cover
 * too many cells, or whose bounds are not finite, are kept apart in a "big"
 * list for the caller to test against everything. A pair of items whose
 * boxes overlap shares exactly one cell holding the lower-left corner of the
 * overlap: the entries' start flags let the caller report it from that cell
 * only, so no pair is reported twice.
 */
#ifndef FOOTPRINT_BROADPHASE_GRID_H
#define FOOTPRINT_BROADPHASE_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/collide.h>

/* An entry's item starts in this cell's column (X) or row (Y). */
#define FP_GRID_START_X 1u
#define FP_GRID_START_Y 2u
#define FP_GRID_START_XY (FP_GRID_START_X | FP_GRID_START_Y)

/* An item covering more cells than this is kept apart and tested against
 * every item instead: filing it would cost more than scanning. */
#define FP_GRID_MAX_SPAN 256

/* One shape to file: its bounds and its index in the caller's array. */
typedef struct fp_grid_item {
	fp_aabb bounds;
	uint32_t index;
} fp_grid_item;

/* One item filed in one cell. */
typedef struct fp_grid_entry {
	fp_aabb bounds;
	uint32_t index;
	uint32_t starts; /* FP_GRID_START_* for this cell */
} fp_grid_entry;

/* The cells an item covers, inclusive; x0 < 0 marks an item in the big list. */
typedef struct fp_grid_span {
	int32_t x0, y0, x1, y1;
} fp_grid_span;

typedef struct fp_grid {
	double origin_x, origin_y; /* the lower-left corner of cell (0, 0) */
	double inv_cell;           /* 1 / the side of a cell */
	int32_t cols, rows;
	uint32_t *cell_start;      /* cols * rows + 1 offsets into entry */
	size_t cell_cap;
	fp_grid_entry *entry;
	size_t entry_count, entry_cap;
	fp_grid_item *item;        /* what fp_grid_build filed, in the caller's order */
	fp_grid_span *span;        /* item[i]'s cells */
	size_t item_count, item_cap;
	uint32_t *big;             /* positions in item of the items kept apart */
	size_t big_count;
} fp_grid;

/* Frees the grid's buffers; the grid may be reused after (it is then empty). */
void fp_grid_fini(fp_grid *g);

/* Room for n items in g->item (their contents are the caller's to fill), or
 * NULL when out of memory. Keeps the buffers of earlier calls. */
fp_grid_item *fp_grid_reserve(fp_grid *g, size_t n);

/* Files the first n reserved items into cells. Returns false when out of
 * memory (the grid is then empty). */
bool fp_grid_build(fp_grid *g, size_t n);

/* The cells of the grid that a box covers, clamped to the grid: every point
 * of the box lies in one of them. The box need not be finite. */
fp_grid_span fp_grid_span_of(const fp_grid *g, fp_aabb b);

/* The closed boxes share a point, or a bound is NaN and nobody knows: the
 * test a candidate pair must pass before the exact narrow phase. */
static inline bool fp_grid_may_overlap(fp_aabb a, fp_aabb b)
{
	return !(a.min.x > b.max.x || b.min.x > a.max.x || a.min.y > b.max.y ||
	         b.min.y > a.max.y);
}

/* Grows *buf to hold at least n elements of size bytes each; false (buffer
 * unchanged) when out of memory or n * size overflows. */
bool fp_grid_grow(void **buf, size_t *cap, size_t n, size_t size);

#endif
