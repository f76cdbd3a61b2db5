/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_grid.c: the per-size-class grids under the broadphase. */
#include "broadphase_grid.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The box extents sampled to size level 0's cells (evenly spread over the
 * boxes). */
#define FP_GRID_SAMPLES 128

/* Level 0's cell side over the sampled median extent. The median, not a
 * high percentile: a minority of large boxes (a tenth of long thin ones)
 * must not make every cell large; they go to coarser levels. From 1.5 to 2
 * the benchmark's scene costs the same within 4% (instructions counted at
 * 10,000 boxes: 1.75 costs 3% less than 2, 1.5 4% more; 1.25 and 2.5 cost 6
 * to 10% more): smaller cells mean fewer bounds tests but more cells, and
 * more boxes on a coarser level. At 2 the scene's boxes all stay on level 0
 * with room to spare; at 1.75 its largest boxes barely fit, so those 3%
 * would not survive a slightly wider spread of sizes. */
#define FP_GRID_SIDE_SCALE 2.0

/* A level's cells are wider than its largest box by this factor, so that
 * a box never spans three cells of its level, cell indices being computed
 * in double: t(v) = (v - origin) * inv, each operation within 2^-53 of its
 * value, and every box within the world box, so |t| <= cols <= 2^31 before
 * clamping; t(max) - t(min) is then within 1 / (1 + 2^-12) + 6 * 2^-53 *
 * 2^31 < 1 - 2^-13 of the extent over the side, and floor(t(max)) -
 * floor(t(min)) <= 1 (clamping only shrinks the difference). The extents
 * are float differences, within 2^-24 of the true ones, which the factor
 * covers with room to spare. */
#define FP_GRID_SLACK (1.0 + 0x1p-12)

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

/* A sparse level's box: its cell's key and index, sorted by key. */
struct fp_grid_sorted {
	uint64_t key;
	uint32_t index;
	uint32_t pad;
};

void fp_grid_fini(fp_grid *g)
{
	void *buffers[] = {g->item,    g->level_of,  g->home,   g->cell_key, g->cell_start,
	                   g->occ_key, g->occ_start, g->sorted, g->scratch,  g->entry};
	for (size_t k = 0; k < sizeof buffers / sizeof buffers[0]; k++)
		free(buffers[k]);
	memset(g, 0, sizeof *g);
}

/* The larger side of finite bounds, in double (no overflow). */
static double extent_of(fp_aabb b)
{
	double w = (double)b.max.x - (double)b.min.x, h = (double)b.max.y - (double)b.min.y;
	return w > h ? w : h;
}

/* The k-th smallest of v[0..n) (reordering v), by quickselect. */
static double select_kth(double *v, size_t n, size_t k)
{
	size_t lo = 0, hi = n - 1;
	while (lo < hi) {
		double pivot = v[lo + (hi - lo) / 2];
		size_t i = lo, j = hi;
		while (i <= j) {
			while (v[i] < pivot)
				i++;
			while (v[j] > pivot)
				j--;
			if (i <= j) {
				double t = v[i];
				v[i++] = v[j];
				v[j] = t;
				if (j == 0)
					break;
				j--;
			}
		}
		if (k <= j)
			hi = j;
		else if (k >= i)
			lo = i;
		else
			return v[k];
	}
	return v[k];
}

/* Level 0's side: FP_GRID_SIDE_SCALE times the median extent of up to
 * FP_GRID_SAMPLES valid finite boxes spread evenly over the array; never 0
 * (a world of points still needs cells). */
static double sampled_side(const fp_footprint *boxes, size_t n)
{
	double sample[FP_GRID_SAMPLES];
	size_t k = 0;
	for (size_t s = 0; s < FP_GRID_SAMPLES && s < n; s++) {
		const fp_footprint *f = &boxes[(size_t)((uint64_t)s * n / FP_GRID_SAMPLES)];
		if ((f->flags & FP_FOOTPRINT_VALID) && fp_grid_finite(f->bounds))
			sample[k++] = extent_of(f->bounds);
	}
	double side = k ? select_kth(sample, k, k / 2) * FP_GRID_SIDE_SCALE : 0.0;
	return side > (double)FLT_MIN ? side : (double)FLT_MIN;
}

/* Sampled boxes below this many: every box is within the core. */
#define FP_GRID_CORE_SAMPLES 16

/* The core window reaches this many times the sampled boxes' middle
 * spread (between the eighth and seventh eighth of each bound), or of level
 * 0's side, beyond it on each side: every box of a scene spread as the
 * sample is lies well within, and a box beyond is far from all but a few
 * of the others. */
#define FP_GRID_CORE_REACH 16.0

/* The window of the sample's bounds, as a key's lower limit: boxes within
 * it go to the core levels. Everything when the sample is small. */
static fp_grid_key core_window(const fp_footprint *boxes, size_t n, double side)
{
	double lo[4][FP_GRID_SAMPLES];
	size_t k = 0;
	for (size_t s = 0; s < FP_GRID_SAMPLES && s < n; s++) {
		const fp_footprint *f = &boxes[(size_t)((uint64_t)s * n / FP_GRID_SAMPLES)];
		if (!(f->flags & FP_FOOTPRINT_VALID) || !fp_grid_finite(f->bounds))
			continue;
		fp_grid_key key = fp_grid_key_of(f->bounds);
		for (int lane = 0; lane < 4; lane++)
			lo[lane][k] = (double)key.v[lane];
		k++;
	}
	fp_grid_key core = {{-INFINITY, -INFINITY, -INFINITY, -INFINITY}};
	if (k < FP_GRID_CORE_SAMPLES)
		return core;
	double spread = side, low[4];
	for (int lane = 0; lane < 4; lane++) {
		low[lane] = select_kth(lo[lane], k, k / 8);
		double high = select_kth(lo[lane], k, k - 1 - k / 8);
		spread = high - low[lane] > spread ? high - low[lane] : spread;
	}
	for (int lane = 0; lane < 4; lane++) {
		double limit = low[lane] - FP_GRID_CORE_REACH * spread;
		core.v[lane] = limit < -(double)FLT_MAX ? -INFINITY : (float)limit;
	}
	return core;
}

bool fp_grid_begin(fp_grid *g, const fp_footprint *boxes, size_t n)
{
	g->item_count = 0;
	g->entry_count = 0;
	g->used_count = 0;
	g->cells = 0;
	if (!fp_grid_grow((void **)&g->item, &g->item_cap, n + 1, sizeof *g->item) ||
	    !fp_grid_grow((void **)&g->level_of, &g->level_cap, n + 1, sizeof *g->level_of) ||
	    !fp_grid_grow((void **)&g->home, &g->home_cap, n + 1, sizeof *g->home))
		return false;
	g->item_count = n;
	g->side = sampled_side(boxes, n);
	g->core = core_window(boxes, n, g->side);
	return true;
}

/* The smallest level whose nominal side (side 2^l) is at least q sides;
 * q >= 0, infinity going to the top level. Read from q's bits: no libm
 * call. */
static unsigned level_for(float q)
{
	if (!(q > 1.0f))
		return 0;
	uint32_t bits;
	memcpy(&bits, &q, sizeof bits);
	int e = (int)(bits >> 23) - 127; /* q in [2^e, 2^(e+1)) */
	int l = e + ((bits & 0x7fffffu) != 0);
	return l < FP_GRID_SIZES ? (unsigned)l : FP_GRID_SIZES - 1;
}

/* The key lies within the core window: every lane at least core's. */
static inline bool in_core(const fp_grid_key *k, const fp_grid_key *core)
{
	return (k->v[0] >= core->v[0]) & (k->v[1] >= core->v[1]) & (k->v[2] >= core->v[2]) &
	       (k->v[3] >= core->v[3]);
}

/* Adds the key's bounds to world w. */
static inline void world_add(fp_aabb *w, const fp_grid_key *k)
{
	w->min.x = k->v[0] < w->min.x ? k->v[0] : w->min.x;
	w->min.y = k->v[1] < w->min.y ? k->v[1] : w->min.y;
	w->max.x = -k->v[2] > w->max.x ? -k->v[2] : w->max.x;
	w->max.y = -k->v[3] > w->max.y ? -k->v[3] : w->max.y;
}

/* The bounds of f's triangles whose corners are all finite: the only part
 * of f that can meet anything (a triangle with a corner beyond float range
 * is bad input to the exact tests). False when there is none. The rare
 * path: bounds not finite, or not the corners' (a NaN written in). */
static bool finite_part(const fp_footprint *f, fp_aabb *out)
{
	static const int tri[2][3] = {{0, 1, 2}, {0, 2, 3}};
	fp_aabb b = {{{INFINITY, INFINITY}}, {{-INFINITY, -INFINITY}}};
	bool any = false;
	for (int t = 0; t < 2; t++) {
		bool finite = true;
		for (int c = 0; c < 3; c++) {
			vec2s p = f->corner[tri[t][c]];
			finite = finite && p.x >= -FLT_MAX && p.x <= FLT_MAX && p.y >= -FLT_MAX &&
			         p.y <= FLT_MAX;
		}
		if (!finite)
			continue;
		any = true;
		for (int c = 0; c < 3; c++) {
			vec2s p = f->corner[tri[t][c]];
			fp_grid_key k = {{p.x, p.y, -p.x, -p.y}};
			world_add(&b, &k);
		}
	}
	*out = b;
	return any;
}

/* Level 0's boxes' bounds so far (most boxes: kept in a register):
 * world_none() before the first, world_acc_add adds each, world_bounds
 * reads them at the end. */
#if FP_NARROW_SSE2
/* As a key, (min.x, min.y, -max.x, -max.y): one minps a box, the same
 * comparisons the scalar code makes (x < y ? x : y, lane by lane). */
typedef __m128 world_acc;

static inline world_acc world_none(void)
{
	return _mm_set1_ps(INFINITY);
}

static inline fp_aabb world_bounds(world_acc w)
{
	float v[4];
	_mm_storeu_ps(v, w);
	fp_aabb b = {{{v[0], v[1]}}, {{-v[2], -v[3]}}};
	return b;
}

/* Adds the key's bounds to w. */
static inline void world_acc_add(world_acc *w, const fp_grid_key *key)
{
	*w = _mm_min_ps(_mm_loadu_ps(key->v), *w);
}

/* fp_grid_finite(*b), and when it holds *e the larger side in float, *key
 * its key: the bounds' four lanes tested at once (max - min >= 0 exactly
 * when min <= max, for finite floats). */
static inline bool classify_bounds(const fp_aabb *b, float *e, fp_grid_key *key)
{
	__m128 v = _mm_loadu_ps(&b->min.x);
	__m128 k = _mm_xor_ps(v, _mm_set_ps(-0.0f, -0.0f, 0.0f, 0.0f));
	__m128 d = _mm_sub_ps(_mm_movehl_ps(v, v), v); /* max.x - min.x, max.y - min.y */
	unsigned ok = (unsigned)_mm_movemask_ps(_mm_cmpge_ps(k, _mm_set1_ps(-FLT_MAX))) |
	              (unsigned)_mm_movemask_ps(_mm_cmpge_ps(d, _mm_setzero_ps())) << 4;
	if ((ok & 0x3fu) != 0x3fu)
		return false;
	float dx = _mm_cvtss_f32(d), dy = _mm_cvtss_f32(_mm_shuffle_ps(d, d, 1));
	*e = dx > dy ? dx : dy;
	_mm_storeu_ps(key->v, k);
	return true;
}
#else
typedef fp_aabb world_acc;

static inline world_acc world_none(void)
{
	fp_aabb w = {{{INFINITY, INFINITY}}, {{-INFINITY, -INFINITY}}};
	return w;
}

static inline fp_aabb world_bounds(world_acc w)
{
	return w;
}

static inline bool classify_bounds(const fp_aabb *b, float *e, fp_grid_key *key)
{
	if (!fp_grid_finite(*b))
		return false;
	*key = fp_grid_key_of(*b);
	float dx = b->max.x - b->min.x, dy = b->max.y - b->min.y;
	*e = dx > dy ? dx : dy;
	return true;
}

static inline void world_acc_add(world_acc *w, const fp_grid_key *key)
{
	world_add(w, key);
}
#endif

/* Box i, which classify_bounds could not read, filed by its finite part
 * on a far level (its key, level, count and extent into the part), or
 * marked to meet nothing. */
static void classify_rare(fp_grid *g, const fp_footprint *f, size_t i, float inv_side,
                          fp_grid_part *part)
{
	fp_aabb b;
	if (!finite_part(f, &b)) {
		g->level_of[i] = FP_GRID_NONE;
		return;
	}
	g->item[i] = fp_grid_key_of(b);
	float dx = b.max.x - b.min.x, dy = b.max.y - b.min.y, e = dx > dy ? dx : dy;
	unsigned l = FP_GRID_SIZES + level_for(e * inv_side);
	g->level_of[i] = (uint8_t)l;
	part->count[l]++;
	part->extent[l] = (double)e > part->extent[l] ? (double)e : part->extent[l];
	world_add(&part->world[l], &g->item[i]);
}

void fp_grid_classify(fp_grid *g, const fp_footprint *boxes, size_t lo, size_t hi,
                      fp_grid_part *part)
{
	world_acc w = world_none();
	size_t count0 = 0;
	float extent0 = 0.0f;
	part->failed = false;
	for (int l = 0; l < FP_GRID_LEVELS; l++) {
		part->count[l] = 0;
		part->extent[l] = 0.0;
		part->world[l] = world_bounds(world_none());
	}
	float inv_side = (float)(1.0 / g->side);
	uint8_t *level_of = g->level_of; /* in locals: the stores could alias g */
	fp_grid_key *item = g->item, core = g->core;
	for (size_t i = lo; i < hi; i++) {
		if (!(boxes[i].flags & FP_FOOTPRINT_VALID)) {
			level_of[i] = FP_GRID_NONE; /* a bad box overlaps nothing */
			continue;
		}
		/* the extent in float: within 2^-24 of it (FP_GRID_SLACK allows
		 * for it), infinite when the sides are beyond float range */
		float e;
		if (!classify_bounds(&boxes[i].bounds, &e, &item[i])) {
			classify_rare(g, &boxes[i], i, inv_side, part);
			continue;
		}
		unsigned l = level_for(e * inv_side);
		if (!in_core(&item[i], &core))
			l += FP_GRID_SIZES;
		level_of[i] = (uint8_t)l;
		if (l == 0) { /* in registers: most boxes, one after another */
			count0++;
			extent0 = e > extent0 ? e : extent0;
			world_acc_add(&w, &item[i]);
		} else {
			part->count[l]++;
			part->extent[l] = (double)e > part->extent[l] ? (double)e : part->extent[l];
			world_add(&part->world[l], &item[i]);
		}
	}
	part->count[0] = count0;
	part->extent[0] = (double)extent0;
	part->world[0] = world_bounds(w);
}

/* Room for n entries, on cache line boundaries: no content is kept (every
 * call files its entries afresh). */
static bool entries_grow(fp_grid *g, size_t n)
{
	if (n <= g->entry_cap && g->entry)
		return true;
	size_t want = g->entry_cap ? g->entry_cap : 64;
	while (want < n)
		want = want > SIZE_MAX / 2 ? n : want * 2;
	if (want > SIZE_MAX / sizeof *g->entry)
		return false;
	fp_grid_entry *e = aligned_alloc(64, want * sizeof *e);
	if (!e)
		return false;
	free(g->entry);
	g->entry = e;
	g->entry_cap = want;
	return true;
}

/* How much wider than its boxes a dense level's cells may grow to keep to
 * about two cells a box: at most this many times more boxes share a cell,
 * so the scan's work a box stays bounded. */
#define FP_GRID_GROWTH 4.0

/* The most cells a level may have on a side (a sparse level's keys y *
 * cols + x then fit 62 bits). A level's world wider than that many of its
 * cells (2^31 box widths) widens them. Each level's world is its own
 * boxes', and the far boxes (beyond the core window) have levels of their
 * own, so one box far away or one huge box widens no one else's cells.
 * Where a level's own boxes do span that wide (a far level, or a core
 * window that wide), the widened cells are finer than the float spacing
 * of the boxes farthest out, which rarely crowds a cell; a tight cluster
 * nearer in still can (see broadphase.h). */
#define FP_GRID_SIDE_CELLS 2147483647.0

/* Level l's cells: at least its nominal side and wider than its largest
 * box. While there are more than two cells a box (plus a few) they widen,
 * by up to FP_GRID_GROWTH; beyond, the boxes are strewn over a world much
 * wider than they fill (one far away is enough), and the level turns
 * sparse: its cells keep their side and only the occupied ones are kept.
 * Widening the cells without bound instead would pile the boxes into a
 * few cells, and the scan would compare each with all the others. */
static void level_shape(fp_grid_level *lv, double nominal, double wx, double wy)
{
	double natural = nominal > lv->extent * FP_GRID_SLACK ? nominal : lv->extent * FP_GRID_SLACK;
	double limit = 2.0 * (double)lv->count + 64.0, widest = natural * FP_GRID_GROWTH;
	double cell = natural, cols = floor(wx / cell) + 1.0, rows = floor(wy / cell) + 1.0;
	while (cols * rows > limit && cell < widest) {
		cell *= 1.01 * sqrt(cols * rows / limit);
		cell = cell < widest ? cell : widest;
		cols = floor(wx / cell) + 1.0;
		rows = floor(wy / cell) + 1.0;
	}
	lv->sparse = cols * rows > limit;
	if (lv->sparse) {
		cell = natural;
		cols = floor(wx / cell) + 1.0;
		rows = floor(wy / cell) + 1.0;
	}
	while (cols > FP_GRID_SIDE_CELLS || rows > FP_GRID_SIDE_CELLS) { /* worlds near 2^128 */
		cell *= 2.0;
		cols = floor(wx / cell) + 1.0;
		rows = floor(wy / cell) + 1.0;
	}
	lv->inv_cell = 1.0 / cell;
	lv->cols = (int32_t)cols;
	lv->rows = (int32_t)rows;
}

/* The parts' summaries merged into the levels: each one's count, extent
 * and world, from which its shape. */
static void merge_parts(fp_grid *g, const fp_grid_part *parts, unsigned workers)
{
	for (int l = 0; l < FP_GRID_LEVELS; l++) {
		fp_grid_level *lv = &g->level[l];
		*lv = (fp_grid_level){0};
		lv->world = (fp_aabb){{{INFINITY, INFINITY}}, {{-INFINITY, -INFINITY}}};
		for (unsigned p = 0; p < workers; p++) {
			const fp_grid_part *q = &parts[p];
			if (q->count[l] == 0)
				continue;
			lv->count += q->count[l];
			lv->extent = q->extent[l] > lv->extent ? q->extent[l] : lv->extent;
			fp_grid_key k = fp_grid_key_of(q->world[l]);
			world_add(&lv->world, &k);
		}
	}
	g->cells = 0;
	g->used_count = 0;
	g->any_sparse = false;
	size_t dense = 0;
	for (int l = 0; l < FP_GRID_LEVELS; l++) {
		fp_grid_level *lv = &g->level[l];
		if (lv->count == 0)
			continue;
		fp_aabb w = lv->world;
		lv->origin_x = (double)w.min.x;
		lv->origin_y = (double)w.min.y;
		level_shape(lv, ldexp(g->side, l % FP_GRID_SIZES), (double)w.max.x - (double)w.min.x,
		            (double)w.max.y - (double)w.min.y);
		g->used[g->used_count++] = (uint8_t)l;
		if (lv->sparse) {
			g->any_sparse = true;
			continue;
		}
		lv->cell0 = (uint32_t)g->cells;
		lv->stride = (uint32_t)lv->cols + 1;
		g->cells += (size_t)lv->stride * ((size_t)lv->rows + 1);
		lv->entry0 = (uint32_t)dense;
		dense += lv->count;
		lv->entry_end = (uint32_t)dense;
	}
	g->dense_count = dense;
	for (int u = 0; u < g->used_count; u++) { /* the sparse levels' entries come after */
		fp_grid_level *lv = &g->level[g->used[u]];
		if (!lv->sparse)
			continue;
		lv->entry0 = (uint32_t)dense;
		dense += lv->count;
		lv->entry_end = (uint32_t)dense;
	}
}

bool fp_grid_shape(fp_grid *g, const fp_grid_part *parts, unsigned workers)
{
	for (unsigned p = 0; p < workers; p++)
		if (parts[p].failed)
			return false;
	merge_parts(g, parts, workers);
	/* a dense level's cols x rows <= 2 n + 64, so with its empty column
	 * and row (cols + 1) (rows + 1) <= 2 (2 n + 64) + 2: inside 32 bits
	 * for n <= UINT32_MAX / 8 */
	size_t filed = 0;
	for (int l = 0; l < FP_GRID_LEVELS; l++)
		filed += g->level[l].count;
	g->entry_count = filed;
	return fp_grid_grow((void **)&g->cell_start, &g->cell_cap, g->cells + 1,
	                    sizeof *g->cell_start) &&
	       entries_grow(g, filed + 1) &&
	       (!g->any_sparse ||
	        fp_grid_grow((void **)&g->cell_key, &g->key_cap, g->item_count + 1, sizeof *g->cell_key));
}

/* Clamped with plain comparisons, which compile to maxsd and minsd (no
 * branch); NaN goes to 0, infinities to the edges. */
static inline int32_t cell_of(double v, double origin, double inv, int32_t count)
{
	double t = (v - origin) * inv, last = (double)(count - 1);
	t = t > 0.0 ? t : 0.0;
	t = t < last ? t : last;
	return (int32_t)t;
}

/* The cells box b covers at one level. Monotone in each bound, which is
 * all the pair rules rely on (with FP_GRID_SLACK's bound on a filed box's
 * span): a box's cells never depend on rounding luck. */
static inline fp_grid_span span_of(const fp_grid_level *lv, fp_aabb b)
{
	fp_grid_span s = {
		cell_of((double)b.min.x, lv->origin_x, lv->inv_cell, lv->cols),
		cell_of((double)b.min.y, lv->origin_y, lv->inv_cell, lv->rows),
		cell_of((double)b.max.x, lv->origin_x, lv->inv_cell, lv->cols),
		cell_of((double)b.max.y, lv->origin_y, lv->inv_cell, lv->rows),
	};
	return s;
}

/* A sparse level's key of the cell holding the lower-left corner of the
 * bounds whose key is k. */
static uint64_t sparse_key(const fp_grid_level *lv, const fp_grid_key *k)
{
	int32_t x = cell_of((double)k->v[0], lv->origin_x, lv->inv_cell, lv->cols);
	int32_t y = cell_of((double)k->v[1], lv->origin_y, lv->inv_cell, lv->rows);
	return (uint64_t)y * (uint64_t)lv->cols + (uint64_t)x;
}

fp_grid_span fp_grid_query_span(const fp_grid_level *lv, fp_aabb b)
{
	fp_grid_span s = span_of(lv, b);
	s.x0 = s.x0 > 0 ? s.x0 - 1 : 0;
	s.y0 = s.y0 > 0 ? s.y0 - 1 : 0;
	return s;
}

#if FP_NARROW_SSE2
/* A box's home cell, x and y at once: cell_of's operations, in the same
 * order, on a pair of doubles, so the cells are the ones the queries
 * compute one by one. */
typedef struct home_level {
	__m128d origin, inv, last;
	uint32_t cell0, stride;
} home_level;

static inline uint32_t home_of(const home_level *h, const fp_grid_key *k)
{
	__m128d origin = h->origin;
	__m128d v = _mm_cvtps_pd(_mm_castsi128_ps(_mm_loadl_epi64((const __m128i *)(const void *)k->v)));
	__m128d t = _mm_mul_pd(_mm_sub_pd(v, origin), h->inv);
	t = _mm_min_pd(_mm_max_pd(t, _mm_setzero_pd()), h->last);
	__m128i xy = _mm_cvttpd_epi32(t);
	uint32_t x = (uint32_t)_mm_cvtsi128_si32(xy);
	uint32_t y = (uint32_t)_mm_cvtsi128_si32(_mm_srli_si128(xy, 4));
	return h->cell0 + y * h->stride + x;
}

void fp_grid_count(fp_grid *g, size_t lo, size_t hi, uint32_t *hist)
{
	memset(hist, 0, (g->cells + 1) * sizeof *hist);
	home_level h[FP_GRID_LEVELS];
	for (int u = 0; u < g->used_count; u++) {
		const fp_grid_level *lv = &g->level[g->used[u]];
		h[g->used[u]] = (home_level){_mm_set_pd(lv->origin_y, lv->origin_x),
		                             _mm_set1_pd(lv->inv_cell),
		                             _mm_set_pd((double)(lv->rows - 1), (double)(lv->cols - 1)),
		                             lv->cell0, lv->stride};
	}
	bool sparse = g->any_sparse;
	const uint8_t *level_of = g->level_of; /* in locals: the stores could alias g */
	const fp_grid_key *item = g->item;
	uint32_t *home = g->home;
	for (size_t i = lo; i < hi; i++) {
		unsigned l = level_of[i];
		if (l >= FP_GRID_LEVELS)
			continue;
		if (sparse && g->level[l].sparse) {
			g->cell_key[i] = sparse_key(&g->level[l], &item[i]);
			continue;
		}
		uint32_t c = home_of(&h[l], &item[i]);
		home[i] = c;
		hist[c]++;
	}
}
#else
void fp_grid_count(fp_grid *g, size_t lo, size_t hi, uint32_t *hist)
{
	memset(hist, 0, (g->cells + 1) * sizeof *hist);
	for (size_t i = lo; i < hi; i++) {
		unsigned l = g->level_of[i];
		if (l >= FP_GRID_LEVELS)
			continue;
		const fp_grid_level *lv = &g->level[l];
		if (lv->sparse) {
			g->cell_key[i] = sparse_key(lv, &g->item[i]);
			continue;
		}
		int32_t x = cell_of((double)g->item[i].v[0], lv->origin_x, lv->inv_cell, lv->cols);
		int32_t y = cell_of((double)g->item[i].v[1], lv->origin_y, lv->inv_cell, lv->rows);
		uint32_t c = lv->cell0 + (uint32_t)y * lv->stride + (uint32_t)x;
		g->home[i] = c;
		hist[c]++;
	}
}
#endif

/* Radix digits of a sparse level's sort. */
#define FP_GRID_DIGIT 11

/* Sorts a sparse level's boxes by key, least significant digit first (each
 * pass stable, so boxes of one cell stay in index order); returns where the
 * sorted array ended up (the level's slice of g->sorted or g->scratch). */
static struct fp_grid_sorted *sparse_sort(fp_grid *g, size_t first, size_t n, uint64_t keys)
{
	struct fp_grid_sorted *from = g->sorted + first, *to = g->scratch + first;
	for (unsigned shift = 0; shift < 64 && (keys - 1) >> shift; shift += FP_GRID_DIGIT) {
		size_t at[(1u << FP_GRID_DIGIT) + 1] = {0};
		for (size_t k = 0; k < n; k++)
			at[(from[k].key >> shift & ((1u << FP_GRID_DIGIT) - 1)) + 1]++;
		for (unsigned d = 0; d < 1u << FP_GRID_DIGIT; d++)
			at[d + 1] += at[d];
		for (size_t k = 0; k < n; k++)
			to[at[from[k].key >> shift & ((1u << FP_GRID_DIGIT) - 1)]++] = from[k];
		struct fp_grid_sorted *t = from;
		from = to;
		to = t;
	}
	return from;
}

/* A sparse level's sorted boxes: each one's entry into home, each occupied
 * cell's key and first entry appended to the occupied list. */
static void sparse_place(fp_grid *g, fp_grid_level *lv, const struct fp_grid_sorted *sorted)
{
	lv->occ0 = (uint32_t)g->occ_count;
	for (size_t k = 0; k < lv->count; k++) {
		g->home[sorted[k].index] = lv->entry0 + (uint32_t)k;
		if (k == 0 || sorted[k].key != sorted[k - 1].key) {
			g->occ_key[g->occ_count] = sorted[k].key;
			g->occ_start[g->occ_count++] = lv->entry0 + (uint32_t)k;
		}
	}
	lv->occ_count = (uint32_t)g->occ_count - lv->occ0;
	g->occ_start[g->occ_count] = lv->entry_end;
}

/* The sparse levels' boxes sorted by cell, level after level. */
static bool sparse_file(fp_grid *g)
{
	g->occ_count = 0;
	if (!g->any_sparse)
		return true;
	size_t total = 0, first[FP_GRID_LEVELS];
	for (int u = 0; u < g->used_count; u++) {
		fp_grid_level *lv = &g->level[g->used[u]];
		first[g->used[u]] = total;
		total += lv->sparse ? lv->count : 0;
	}
	if (!fp_grid_grow((void **)&g->sorted, &g->sorted_cap, total + 1, sizeof *g->sorted) ||
	    !fp_grid_grow((void **)&g->scratch, &g->scratch_cap, total + 1, sizeof *g->scratch) ||
	    !fp_grid_grow((void **)&g->occ_key, &g->occ_key_cap, total + 1, sizeof *g->occ_key) ||
	    !fp_grid_grow((void **)&g->occ_start, &g->occ_start_cap, total + 1,
	                  sizeof *g->occ_start))
		return false;
	size_t fill[FP_GRID_LEVELS];
	memcpy(fill, first, sizeof fill);
	for (size_t i = 0; i < g->item_count; i++) { /* in index order */
		unsigned l = g->level_of[i];
		if (l < FP_GRID_LEVELS && g->level[l].sparse)
			g->sorted[fill[l]++] = (struct fp_grid_sorted){g->cell_key[i], (uint32_t)i, 0};
	}
	g->occ_start[0] = 0;
	for (int u = 0; u < g->used_count; u++) {
		fp_grid_level *lv = &g->level[g->used[u]];
		if (lv->sparse)
			sparse_place(g, lv, sparse_sort(g, first[g->used[u]], lv->count,
			                                 (uint64_t)lv->cols * (uint64_t)lv->rows));
	}
	return true;
}

bool fp_grid_gather(fp_grid *g, const fp_grid_part *parts, unsigned workers)
{
	for (unsigned p = 0; p < workers; p++)
		if (parts[p].failed)
			return false;
	return sparse_file(g);
}

/* Boxes whose places are found, and their lines fetched, before any is
 * written: the entries land at scattered places, and a store that misses
 * the cache holds up the stores behind it, so the fetches go first. */
#define FP_FILL_AHEAD 16

/* Box i's entry: on a dense level the next of its cell's (the prefix sum
 * left them in hist), on a sparse one the one its sort gave it. */
static inline uint32_t place_of(const fp_grid *g, uint32_t *hist, size_t i)
{
	if (g->any_sparse && g->level[g->level_of[i]].sparse)
		return g->home[i];
	return hist[g->home[i]]++;
}

static inline void entry_make(fp_grid_entry *e, const fp_grid_key *key, const fp_footprint *boxes,
                              size_t i)
{
	e->key = key[i];
	fp_narrow_of(&boxes[i], &e->rec);
	e->index = (uint32_t)i;
}

#if FP_NARROW_SSE2
/* The entry's line written with streaming stores (the entry is 64 bytes
 * on a 64-byte boundary). */
static inline void entry_stream(fp_grid_entry *to, const fp_grid_entry *e)
{
	float *d = (float *)(void *)to;
	const float *f = (const float *)(const void *)e;
	_mm_stream_ps(d, _mm_loadu_ps(f));
	_mm_stream_ps(d + 4, _mm_loadu_ps(f + 4));
	_mm_stream_ps(d + 8, _mm_loadu_ps(f + 8));
	_mm_stream_ps(d + 12, _mm_loadu_ps(f + 12));
}
#endif

void fp_grid_fill(fp_grid *g, const fp_footprint *boxes, size_t lo, size_t hi, uint32_t *hist)
{
#if FP_NARROW_SSE2
	if (fp_grid_streamed(g)) {
		for (size_t i = lo; i < hi; i++) {
			if (g->level_of[i] >= FP_GRID_LEVELS)
				continue;
			fp_grid_entry e = {.index = 0}; /* its padding too */
			entry_make(&e, g->item, boxes, i);
			entry_stream(&g->entry[place_of(g, hist, i)], &e);
		}
		_mm_sfence(); /* the streaming stores are seen before the scan's loads */
		return;
	}
#endif
	/* in locals: the entries' stores could alias the grid's fields */
	const uint8_t *level_of = g->level_of;
	const fp_grid_key *key = g->item;
	fp_grid_entry *entry = g->entry;
	fp_grid_entry *place[FP_FILL_AHEAD];
	for (size_t i0 = lo; i0 < hi; i0 += FP_FILL_AHEAD) {
		size_t i1 = hi - i0 < FP_FILL_AHEAD ? hi : i0 + FP_FILL_AHEAD;
		for (size_t i = i0; i < i1; i++) {
			place[i - i0] = NULL;
			if (level_of[i] >= FP_GRID_LEVELS)
				continue;
			place[i - i0] = &entry[place_of(g, hist, i)];
#if defined(__GNUC__)
			__builtin_prefetch(place[i - i0], 1);
#endif
		}
		for (size_t i = i0; i < i1; i++)
			if (place[i - i0])
				entry_make(place[i - i0], key, boxes, i);
	}
}

/* The first occupied cell of [lo, hi) whose key is at least key. */
static uint32_t occ_search(const fp_grid *g, uint32_t lo, uint32_t hi, uint64_t key)
{
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (g->occ_key[mid] < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

void fp_grid_row_run(const fp_grid *g, const fp_grid_level *lv, int32_t y, int32_t x0, int32_t x1,
                     uint32_t *lo, uint32_t *hi)
{
	if (!lv->sparse) {
		uint32_t row = lv->cell0 + (uint32_t)y * lv->stride;
		*lo = g->cell_start[row + (uint32_t)x0];
		*hi = g->cell_start[row + (uint32_t)x1 + 1];
		return;
	}
	uint64_t row = (uint64_t)y * (uint64_t)lv->cols;
	uint32_t end = lv->occ0 + lv->occ_count;
	uint32_t a = occ_search(g, lv->occ0, end, row + (uint64_t)x0);
	uint32_t b = occ_search(g, a, end, row + (uint64_t)x1 + 1);
	*lo = g->occ_start[a];
	*hi = g->occ_start[b];
}

bool fp_grid_span_costly(const fp_grid_level *lv, fp_grid_span s)
{
	double rows = (double)(s.y1 - s.y0 + 1), cols = (double)(s.x1 - s.x0 + 1);
	if (!lv->sparse)
		return rows * cols > (double)lv->count;
	return rows * (2.0 + log2((double)lv->occ_count + 1.0)) > (double)lv->count;
}
