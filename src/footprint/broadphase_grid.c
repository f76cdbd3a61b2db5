/* broadphase_grid.c: the uniform grid under the broadphase. */
#include "broadphase_grid.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The extents sampled to size the cells (evenly spread over the items). */
#define FP_GRID_SAMPLES 64

/* The cell side over the sampled 90th percentile extent. A little above 1
 * measured best (1 to 2 tried on the benchmark's scenes): fewer big boxes and
 * fewer cells to visit, against more bounds tests in each. */
#define FP_GRID_CELL_SCALE 1.25

bool fp_grid_grow(void **buf, size_t *cap, size_t n, size_t size)
{
	/* A successful grow leaves a buffer even for n == 0: callers add
	 * their count to it, and NULL + 0 is undefined in C. */
	if (n <= *cap && *buf != NULL)
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
	free(g->home);
	free(g->big);
	memset(g, 0, sizeof *g);
}

fp_grid_item *fp_grid_reserve(fp_grid *g, size_t n)
{
	if (n == 0)
		n = 1; /* a buffer even for no items, so NULL means out of memory */
	if (!fp_grid_grow((void **)&g->item, &g->item_cap, n, sizeof *g->item))
		return NULL;
	return g->item;
}

/* Clamped with plain comparisons, which compile to maxsd and minsd (no
 * branch); NaN goes to 0, infinities to the edges. */
static int32_t cell_of(double v, double origin, double inv, int32_t count)
{
	double t = (v - origin) * inv, last = (double)(count - 1);
	t = t > 0.0 ? t : 0.0;
	t = t < last ? t : last;
	return (int32_t)t;
}

/* The cells box b covers. Monotone in each bound, which is all the pair
 * rules rely on: an item's cells never depend on rounding luck. */
static fp_grid_span span_of(const fp_grid *g, fp_aabb b)
{
	fp_grid_span s = {
		cell_of((double)b.min.x, g->origin_x, g->inv_cell, g->cols),
		cell_of((double)b.min.y, g->origin_y, g->inv_cell, g->rows),
		cell_of((double)b.max.x, g->origin_x, g->inv_cell, g->cols),
		cell_of((double)b.max.y, g->origin_y, g->inv_cell, g->rows),
	};
	return s;
}

fp_grid_span fp_grid_query_span(const fp_grid *g, fp_aabb b)
{
	fp_grid_span s = span_of(g, b);
	s.x0 = s.x0 > 0 ? s.x0 - 1 : 0;
	s.y0 = s.y0 > 0 ? s.y0 - 1 : 0;
	return s;
}

/* The cell side: from the 90th percentile of the extents of up to
 * FP_GRID_SAMPLES finite items, spread evenly, so nearly every item is
 * regular and a few huge ones (a level's walls among thousands of actors)
 * cannot make every cell huge. */
static double sampled_extent(const fp_grid *g, size_t n)
{
	float sample[FP_GRID_SAMPLES];
	size_t k = 0, step = n / FP_GRID_SAMPLES + 1;
	for (size_t i = 0; i < n && k < FP_GRID_SAMPLES; i += step) {
		fp_aabb b = g->item[i].bounds;
		if (!fp_grid_finite(b))
			continue;
		float w = b.max.x - b.min.x, h = b.max.y - b.min.y, e = w > h ? w : h;
		size_t j = k++;
		for (; j > 0 && sample[j - 1] > e; j--)
			sample[j] = sample[j - 1];
		sample[j] = e;
	}
	return k ? (double)sample[k * 9 / 10] * FP_GRID_CELL_SCALE : 0.0;
}

/* Chooses origin, cell side and size for the finite items' world box, with
 * at most about two cells per item so sparse worlds stay cheap. */
static void grid_shape(fp_grid *g, size_t n, size_t finite, fp_aabb world)
{
	double wx = (double)world.max.x - (double)world.min.x;
	double wy = (double)world.max.y - (double)world.min.y;
	double cell = sampled_extent(g, n);
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
	g->origin_x = (double)world.min.x;
	g->origin_y = (double)world.min.y;
	g->inv_cell = 1.0 / cell;
	g->cols = (int32_t)cols;
	g->rows = (int32_t)rows;
}

/* The finite items' world box and count. */
static size_t world_of(const fp_grid *g, size_t n, fp_aabb *world)
{
	size_t finite = 0;
	fp_aabb w = {{{INFINITY, INFINITY}}, {{-INFINITY, -INFINITY}}};
	for (size_t i = 0; i < n; i++) {
		fp_aabb b = g->item[i].bounds;
		if (!fp_grid_finite(b))
			continue;
		/* not fminf: without -ffast-math it is a libm call */
		w.min.x = b.min.x < w.min.x ? b.min.x : w.min.x;
		w.min.y = b.min.y < w.min.y ? b.min.y : w.min.y;
		w.max.x = b.max.x > w.max.x ? b.max.x : w.max.x;
		w.max.y = b.max.y > w.max.y ? b.max.y : w.max.y;
		finite++;
	}
	*world = w;
	return finite;
}

/* Each item's home cell (FP_GRID_BIG for the big ones, copied to the big
 * list), counted into cell_start. */
static void count_homes(fp_grid *g, size_t n)
{
	uint32_t *count = g->cell_start;
	g->big_count = 0;
	for (size_t i = 0; i < n; i++) {
		fp_aabb b = g->item[i].bounds;
		fp_grid_span s = {0, 0, 2, 2};
		if (g->cols > 0 && fp_grid_finite(b))
			s = span_of(g, b);
		if (s.x1 - s.x0 > 1 || s.y1 - s.y0 > 1) {
			g->home[i] = FP_GRID_BIG;
			g->big[g->big_count++] = g->item[i];
			continue;
		}
		uint32_t c = (uint32_t)s.y0 * (uint32_t)g->cols + (uint32_t)s.x0;
		g->home[i] = c;
		count[c]++;
	}
}

/* Counting sort's second pass: cell_start holds each cell's end, and filing
 * walks it back to the cell's start. */
static void fill_homes(fp_grid *g, size_t n)
{
	size_t cells = (size_t)g->cols * (size_t)g->rows;
	uint32_t sum = 0;
	for (size_t c = 0; c < cells; c++) {
		sum += g->cell_start[c];
		g->cell_start[c] = sum;
	}
	g->cell_start[cells] = sum;
	g->entry_count = sum;
	for (size_t i = n; i-- > 0;)
		if (g->home[i] != FP_GRID_BIG)
			g->entry[--g->cell_start[g->home[i]]] = g->item[i];
}

static void grid_empty(fp_grid *g)
{
	g->cols = g->rows = 0;
	g->entry_count = 0;
	g->big_count = 0;
	g->item_count = 0;
}

bool fp_grid_build(fp_grid *g, size_t n)
{
	grid_empty(g);
	if (n > UINT32_MAX / 8) /* keeps cols, rows and offsets in 32 bits */
		return false;
	fp_aabb world;
	size_t finite = world_of(g, n, &world);
	if (finite)
		grid_shape(g, n, finite, world);
	size_t cells = (size_t)g->cols * (size_t)g->rows;
	if (!fp_grid_grow((void **)&g->cell_start, &g->cell_cap, cells + 1, sizeof *g->cell_start) ||
	    !fp_grid_grow((void **)&g->home, &g->home_cap, n + 1, sizeof *g->home) ||
	    !fp_grid_grow((void **)&g->big, &g->big_cap, n + 1, sizeof *g->big) ||
	    !fp_grid_grow((void **)&g->entry, &g->entry_cap, n + 1, sizeof *g->entry)) {
		grid_empty(g);
		return false;
	}
	memset(g->cell_start, 0, (cells + 1) * sizeof *g->cell_start);
	g->item_count = n;
	count_homes(g, n);
	fill_homes(g, n);
	return true;
}
