/* broadphase_grid.c: the uniform grid under the broadphase. */
#include "broadphase_grid.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A cell is this many times the median item extent: one cell per typical
 * item keeps both the cells an item covers (about four) and the entries a
 * cell holds small. */
#define FP_GRID_CELL_SCALE 1.0

/* The extents sampled for the median (evenly spread over the items). */
#define FP_GRID_SAMPLES 63

bool fp_grid_grow(void **buf, size_t *cap, size_t n, size_t size)
{
	if (n <= *cap)
		return true;
	size_t want = *cap ? *cap : 64;
	while (want < n)
		want = want > SIZE_MAX / 2 ? n : want * 2;
	if (want > SIZE_MAX / size)
		return false;
	void *p = realloc(*buf, want * size);
	if (!p)
		return false;
	*buf = p;
	*cap = want;
	return true;
}

void fp_grid_fini(fp_grid *g)
{
	free(g->cell_start);
	free(g->entry);
	free(g->item);
	free(g->span);
	free(g->big);
	memset(g, 0, sizeof *g);
}

fp_grid_item *fp_grid_reserve(fp_grid *g, size_t n)
{
	size_t cap = g->item_cap;
	if (n == 0)
		n = 1; /* a buffer even for no items, so NULL means out of memory */
	if (!fp_grid_grow((void **)&g->item, &cap, n, sizeof *g->item))
		return NULL;
	size_t cap_span = g->item_cap, cap_big = g->item_cap;
	if (!fp_grid_grow((void **)&g->span, &cap_span, cap, sizeof *g->span) ||
	    !fp_grid_grow((void **)&g->big, &cap_big, cap, sizeof *g->big))
		return NULL;
	g->item_cap = cap;
	return g->item;
}

static bool aabb_finite(fp_aabb b)
{
	return isfinite(b.min.x) && isfinite(b.min.y) && isfinite(b.max.x) &&
	       isfinite(b.max.y) && b.min.x <= b.max.x && b.min.y <= b.max.y;
}

static int32_t cell_of(double v, double origin, double inv, int32_t count)
{
	double t = (v - origin) * inv;
	if (!(t >= 0.0))
		return 0;
	if (t >= (double)count)
		return count - 1;
	return (int32_t)t;
}

fp_grid_span fp_grid_span_of(const fp_grid *g, fp_aabb b)
{
	fp_grid_span s = {
		cell_of(b.min.x, g->origin_x, g->inv_cell, g->cols),
		cell_of(b.min.y, g->origin_y, g->inv_cell, g->rows),
		cell_of(b.max.x, g->origin_x, g->inv_cell, g->cols),
		cell_of(b.max.y, g->origin_y, g->inv_cell, g->rows),
	};
	return s;
}

static float extent_of(fp_aabb b)
{
	return fmaxf(b.max.x - b.min.x, b.max.y - b.min.y);
}

/* The median extent of up to FP_GRID_SAMPLES finite items, spread evenly. */
static double median_extent(const fp_grid *g, size_t n)
{
	float sample[FP_GRID_SAMPLES];
	size_t k = 0, step = n / FP_GRID_SAMPLES + 1;
	for (size_t i = 0; i < n && k < FP_GRID_SAMPLES; i += step)
		if (g->span[i].x0 >= 0)
			sample[k++] = extent_of(g->item[i].bounds);
	for (size_t i = 1; i < k; i++) {
		float v = sample[i];
		size_t j = i;
		for (; j > 0 && sample[j - 1] > v; j--)
			sample[j] = sample[j - 1];
		sample[j] = v;
	}
	return k ? (double)sample[k / 2] : 0.0;
}

/* Chooses origin, cell side and size for the finite items' world box, with
 * at most about two cells per item so sparse worlds stay cheap. */
static void grid_shape(fp_grid *g, size_t n, size_t finite, fp_aabb world)
{
	double wx = (double)world.max.x - (double)world.min.x;
	double wy = (double)world.max.y - (double)world.min.y;
	double cell = median_extent(g, n) * FP_GRID_CELL_SCALE;
	if (!(cell > 0.0) || !isfinite(cell))
		cell = fmax(wx, wy) / sqrt((double)finite);
	if (!(cell > 0.0) || !isfinite(cell))
		cell = 1.0;
	double limit = 2.0 * (double)finite + 64.0;
	double cols = floor(wx / cell) + 1.0, rows = floor(wy / cell) + 1.0;
	while (cols * rows > limit) {
		cell *= 1.01 * sqrt(cols * rows / limit);
		cols = floor(wx / cell) + 1.0;
		rows = floor(wy / cell) + 1.0;
	}
	g->origin_x = world.min.x;
	g->origin_y = world.min.y;
	g->inv_cell = 1.0 / cell;
	g->cols = (int32_t)cols;
	g->rows = (int32_t)rows;
}

/* Marks the items with non-finite bounds as big; returns the finite ones'
 * world box and count. */
static size_t mark_finite(fp_grid *g, size_t n, fp_aabb *world)
{
	size_t finite = 0;
	fp_aabb w = {{{INFINITY, INFINITY}}, {{-INFINITY, -INFINITY}}};
	for (size_t i = 0; i < n; i++) {
		fp_aabb b = g->item[i].bounds;
		if (!aabb_finite(b)) {
			g->span[i].x0 = -1;
			continue;
		}
		g->span[i].x0 = 0;
		w.min.x = fminf(w.min.x, b.min.x);
		w.min.y = fminf(w.min.y, b.min.y);
		w.max.x = fmaxf(w.max.x, b.max.x);
		w.max.y = fmaxf(w.max.y, b.max.y);
		finite++;
	}
	*world = w;
	return finite;
}

/* Finds each item's span and counts the entries of each cell into
 * cell_start; returns the number of entries. Too-wide items become big. */
static size_t count_cells(fp_grid *g, size_t n)
{
	uint32_t *count = g->cell_start;
	size_t total = 0;
	g->big_count = 0;
	for (size_t i = 0; i < n; i++) {
		if (g->span[i].x0 < 0) {
			g->big[g->big_count++] = (uint32_t)i;
			continue;
		}
		fp_grid_span s = fp_grid_span_of(g, g->item[i].bounds);
		size_t cells = (size_t)(s.x1 - s.x0 + 1) * (size_t)(s.y1 - s.y0 + 1);
		if (cells > FP_GRID_MAX_SPAN) {
			g->span[i].x0 = -1;
			g->big[g->big_count++] = (uint32_t)i;
			continue;
		}
		g->span[i] = s;
		total += cells;
		for (int32_t y = s.y0; y <= s.y1; y++)
			for (int32_t x = s.x0; x <= s.x1; x++)
				count[(size_t)y * (size_t)g->cols + (size_t)x]++;
	}
	return total;
}

/* Counting sort's second pass: cell_start holds each cell's end, and filing
 * walks it back to the cell's start. */
static void fill_cells(fp_grid *g, size_t n)
{
	size_t cells = (size_t)g->cols * (size_t)g->rows;
	uint32_t sum = 0;
	for (size_t c = 0; c < cells; c++) {
		sum += g->cell_start[c];
		g->cell_start[c] = sum;
	}
	g->cell_start[cells] = sum;
	for (size_t i = 0; i < n; i++) {
		fp_grid_span s = g->span[i];
		if (s.x0 < 0)
			continue;
		for (int32_t y = s.y0; y <= s.y1; y++) {
			uint32_t sy = y == s.y0 ? FP_GRID_START_Y : 0u;
			for (int32_t x = s.x0; x <= s.x1; x++) {
				size_t c = (size_t)y * (size_t)g->cols + (size_t)x;
				fp_grid_entry *e = &g->entry[--g->cell_start[c]];
				e->bounds = g->item[i].bounds;
				e->index = g->item[i].index;
				e->starts = sy | (x == s.x0 ? FP_GRID_START_X : 0u);
			}
		}
	}
}

static void grid_empty(fp_grid *g)
{
	g->cols = g->rows = 0;
	g->entry_count = 0;
	g->big_count = 0;
}

bool fp_grid_build(fp_grid *g, size_t n)
{
	grid_empty(g);
	g->item_count = n;
	if (n > UINT32_MAX / 8) /* keeps cols, rows and offsets in 32 bits */
		return false;
	fp_aabb world;
	size_t finite = mark_finite(g, n, &world);
	if (finite)
		grid_shape(g, n, finite, world);
	size_t cells = (size_t)g->cols * (size_t)g->rows;
	if (!fp_grid_grow((void **)&g->cell_start, &g->cell_cap, cells + 1, sizeof *g->cell_start)) {
		grid_empty(g);
		return false;
	}
	memset(g->cell_start, 0, (cells + 1) * sizeof *g->cell_start);
	size_t total = count_cells(g, n);
	if (total > UINT32_MAX ||
	    !fp_grid_grow((void **)&g->entry, &g->entry_cap, total, sizeof *g->entry)) {
		grid_empty(g);
		return false;
	}
	g->entry_count = total;
	if (cells)
		fill_cells(g, n);
	return true;
}
