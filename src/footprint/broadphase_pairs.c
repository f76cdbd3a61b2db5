/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_pairs.c: candidates from the grid, decided in batches. */
#include "broadphase_pairs.h"

#include "aabb.h"
#include "broadphase_region.h"
#include "predicates.h"

/* Room for `more` kept pairs; false (and the sink failed) when out of
 * memory. */
static bool room(fp_pair_sink *o, size_t more)
{
	if (o->kept_count + more <= o->kept_cap && o->kept)
		return true;
	if (!o->failed && fp_grid_grow((void **)&o->kept, &o->kept_cap, o->kept_count + more,
	                               sizeof *o->kept))
		return true;
	o->failed = true;
	return false;
}

/* Keeps box pair (i, j) as (min, max) when it hits or when recording,
 * without a branch on the answer. The caller made room. */
static inline void keep(fp_pair_sink *o, uint32_t i, uint32_t j, bool hit)
{
	uint32_t a = i < j ? i : j, b = i < j ? j : i;
	unsigned take = (unsigned)hit | (unsigned)o->record;
	o->kept[o->kept_count].a = a;
	o->kept[o->kept_count].b = b | (hit && o->record ? FP_PAIR_HIT : 0u);
	o->kept_count += take;
}

/* Candidates [k, k + lanes) of the batch, lanes <= 4, decided (the batch
 * holds four from k on: the last is repeated past its end). */
static inline void decide_group(fp_pair_sink *o, size_t k, size_t lanes)
{
	const fp_grid_entry *entry = o->grid->entry;
	const uint64_t *c = o->cand + k;
	const fp_grid_entry *x[4] = {&entry[(uint32_t)c[0]], &entry[(uint32_t)c[1]],
	                             &entry[(uint32_t)c[2]], &entry[(uint32_t)c[3]]};
	const fp_grid_entry *y[4] = {&entry[c[0] >> 32], &entry[c[1] >> 32], &entry[c[2] >> 32],
	                             &entry[c[3] >> 32]};
	const fp_narrow *pa[4] = {&x[0]->rec, &x[1]->rec, &x[2]->rec, &x[3]->rec};
	const fp_narrow *pb[4] = {&y[0]->rec, &y[1]->rec, &y[2]->rec, &y[3]->rec};
	unsigned decided, yes = fp_narrow_decide4(pa, pb, &decided);
	if ((decided | (~0u << lanes)) == ~0u && !o->record) { /* the common case */
		fp_pair *kept = o->kept;
		size_t m = o->kept_count;
		for (size_t i = 0; i < lanes; i++) {
			uint32_t a = x[i]->index, b = y[i]->index;
			kept[m].a = a < b ? a : b;
			kept[m].b = a < b ? b : a;
			m += (yes >> i) & 1u;
		}
		o->kept_count = m;
		return;
	}
	for (size_t i = 0; i < lanes; i++) {
		uint32_t a = x[i]->index, b = y[i]->index;
		bool hit = (yes >> i) & 1u;
		if (!((decided >> i) & 1u)) {
			o->exact++;
			hit = a < b ? fp_footprint_overlap(&o->boxes[a], &o->boxes[b])
			            : fp_footprint_overlap(&o->boxes[b], &o->boxes[a]);
		}
		keep(o, a, b, hit);
	}
}

void fp_pairs_flush(fp_pair_sink *o)
{
	size_t n = o->cand_count;
	o->cand_count = 0;
	if (n == 0 || !room(o, n))
		return;
	o->candidates += n;
	for (size_t k = n; k % 4; k++)
		o->cand[k] = o->cand[n - 1];
	for (size_t k = 0; k < n; k += 4)
		decide_group(o, k, n - k < 4 ? n - k : 4);
}

/* An entry's bounds as the query the keys of others are compared with. */
typedef struct query {
#if FP_NARROW_SSE2
	__m128 v;
#else
	float v[4];
#endif
	uint64_t k; /* the querying entry */
} query;

static inline query query_of(const fp_grid_key *key, uint32_t k)
{
	query q;
#if FP_NARROW_SSE2
	__m128 v = _mm_loadu_ps(key->v);
	q.v = _mm_xor_ps(_mm_shuffle_ps(v, v, _MM_SHUFFLE(1, 0, 3, 2)), _mm_set1_ps(-0.0f));
#else
	q.v[0] = -key->v[2];
	q.v[1] = -key->v[3];
	q.v[2] = -key->v[0];
	q.v[3] = -key->v[1];
#endif
	q.k = k;
	return q;
}

/* 1 when entry l's bounds overlap the query's (every lane of its key at
 * most the query's), else 0. */
static inline unsigned key_meets(const fp_grid_key *key, const query *q)
{
#if FP_NARROW_SSE2
	unsigned lanes = (unsigned)_mm_movemask_ps(_mm_cmple_ps(_mm_loadu_ps(key->v), q->v));
	return (lanes + 1) >> 4; /* 1 exactly when all four lanes hold */
#else
	return (unsigned)((key->v[0] <= q->v[0]) & (key->v[1] <= q->v[1]) &
	                  (key->v[2] <= q->v[2]) & (key->v[3] <= q->v[3]));
#endif
}

/* Appends to cand[n..] the candidates of the query among entries [lo, hi):
 * each is written and kept when the bounds overlap, with no branch on the
 * answer (about one in six passes: a mispredicted branch costs more than
 * the store). Returns the new count; the caller made room. */
static inline size_t scan_into(uint64_t *restrict cand, size_t n,
                               const fp_grid_entry *restrict entry, const query *q, uint32_t lo,
                               uint32_t hi)
{
	/* the candidate's word kept running, and the entry by pointer: the
	 * loop's step is then one load, compare and store an entry */
	uint64_t c = q->k | (uint64_t)lo << 32;
	for (const fp_grid_entry *e = entry + lo, *end = entry + hi; e < end; e++) {
		cand[n] = c;
		n += key_meets(&e->key, q);
		c += (uint64_t)1 << 32;
	}
	return n;
}

/* The query against the entries [lo, hi), whose bounds are finite, in
 * batches as long as it takes. */
static void scan_run(fp_pair_sink *o, const query *q, uint32_t lo, uint32_t hi)
{
	const fp_grid_entry *entry = o->grid->entry;
	o->examined += hi - lo;
	if (o->cand_count + (hi - lo) > FP_BATCH)
		fp_pairs_flush(o);
	while (hi - lo > FP_BATCH) { /* a crowded cell, or a whole level */
		o->cand_count = scan_into(o->cand, o->cand_count, entry, q, lo, lo + FP_BATCH);
		fp_pairs_flush(o);
		lo += FP_BATCH;
	}
	o->cand_count = scan_into(o->cand, o->cand_count, entry, q, lo, hi);
}

/* The query against the boxes of the finer level lv its bounds can reach:
 * row by row over the query span, or the whole level when that costs
 * less. */
static void query_level(fp_pair_sink *o, const query *q, const fp_grid_level *lv)
{
	const fp_grid *g = o->grid;
	fp_aabb b = fp_grid_key_bounds(&g->entry[q->k].key);
	if (fp_aabb_apart(b, lv->world))
		return; /* no box of lv reaches it (a far box, or a near one) */
	fp_grid_span s = fp_grid_query_span(lv, b);
	if (fp_grid_span_costly(lv, s)) {
		o->cells++;
		scan_run(o, q, lv->entry0, lv->entry_end);
		return;
	}
	o->cells += (size_t)(s.y1 - s.y0 + 1);
	for (int32_t y = s.y0; y <= s.y1; y++) {
		uint32_t lo, hi;
		fp_grid_row_run(g, lv, y, s.x0, s.x1, &lo, &hi);
		scan_run(o, q, lo, hi);
	}
}

/* A cell's neighbours at its level: entries [k + 1, run) (the rest of the
 * cell and the cell to its right) and [up_lo, up_hi) (the three above). */
typedef struct forward {
	uint32_t run, up_lo, up_hi;
} forward;

/* Dense cell c's, stride cells a row: past the level's right edge is the
 * row's empty last cell, past its top its empty last row, and left of
 * column 0 in the row above the empty last cell of c's own row
 * (broadphase_grid.h), so no edge needs a test. */
static inline forward forward_of(const uint32_t *start, uint32_t c, uint32_t stride)
{
	forward f = {start[c + 2], start[c + stride - 1], start[c + stride + 2]};
	return f;
}

/* Entry k against its forward neighbours and, at a coarse level u, every
 * finer level. The candidate count lives in n while the batch has room (the
 * common case: no call, nothing re-read from the sink). Inlined into both
 * scans: a call costs 8%. */
static FP_ALWAYS_INLINE size_t entry_pairs(fp_pair_sink *o, int u, uint32_t k, forward f,
                                           size_t n, size_t *examined)
{
	const fp_grid *g = o->grid;
	query q = query_of(&g->entry[k].key, k);
	uint32_t len = (f.run - k - 1) + (f.up_hi - f.up_lo);
	if (n + len <= FP_BATCH) {
		*examined += len;
		n = scan_into(o->cand, n, g->entry, &q, k + 1, f.run);
		n = scan_into(o->cand, n, g->entry, &q, f.up_lo, f.up_hi);
	} else {
		o->cand_count = n;
		scan_run(o, &q, k + 1, f.run);
		scan_run(o, &q, f.up_lo, f.up_hi);
		n = o->cand_count;
	}
	if (u > 0) {
		o->cand_count = n;
		for (int j = 0; j < u; j++)
			query_level(o, &q, &g->level[g->used[j]]);
		n = o->cand_count;
	}
	return n;
}

/* Cells ahead in the row above whose entries are fetched early. */
#define FP_SCAN_AHEAD 8

/* The cells [c0, c1) of level number u (in g->used): each box against its
 * cell, its forward neighbours and every finer level. Inlined twice, for
 * the finest level (u = 0, no finer level to query: fewer registers held
 * through the loop) and the others. */
static FP_ALWAYS_INLINE void cells_scan(fp_pair_sink *o, int u, uint32_t c0, uint32_t c1)
{
	const fp_grid *g = o->grid;
	const fp_grid_level *lv = &g->level[g->used[u]];
	const uint32_t *start = g->cell_start;
	uint32_t stride = lv->stride;
	size_t examined = 0, n = o->cand_count;
	/* the row above, some cells ahead, is fetched when filing streamed the
	 * entries to memory (elsewhere they are in the cache already) */
	uint32_t fetch_end = fp_grid_streamed(g) ? c1 : 0;
	o->cells += c1 - c0;
	for (uint32_t c = c0; c < c1; c++) {
		uint32_t lo = start[c], hi = start[c + 1];
#if defined(__GNUC__)
		/* read first as these cells' neighbours */
		if (c + stride + FP_SCAN_AHEAD < fetch_end)
			__builtin_prefetch(&g->entry[start[c + stride + FP_SCAN_AHEAD]]);
#endif
		if (lo != hi) {
			forward f = forward_of(start, c, stride);
			for (uint32_t k = lo; k < hi; k++)
				n = entry_pairs(o, u, k, f, n, &examined);
		}
	}
	o->cand_count = n;
	o->examined += examined;
}

static void level_cells(fp_pair_sink *o, int u, uint32_t c0, uint32_t c1)
{
	if (u == 0)
		cells_scan(o, 0, c0, c1);
	else
		cells_scan(o, u, c0, c1);
}

/* The occupied cells [i0, i1) of the sparse level number u: as
 * level_cells does, with the right neighbour and the three cells above
 * found among the occupied cells that follow (a cursor over the row above
 * moves forward as the cells do). */
static void sparse_cells(fp_pair_sink *o, int u, uint32_t i0, uint32_t i1)
{
	const fp_grid *g = o->grid;
	const fp_grid_level *lv = &g->level[g->used[u]];
	const uint64_t *key = g->occ_key, cols = (uint64_t)lv->cols;
	const uint32_t *start = g->occ_start, end = lv->occ0 + lv->occ_count;
	size_t examined = 0, n = o->cand_count;
	uint32_t up = i0;
	o->cells += i1 - i0;
	for (uint32_t i = i0; i < i1; i++) {
		uint64_t x = key[i] % cols, y = key[i] / cols;
		forward f = {start[i + 1], 0, 0};
		if (i + 1 < end && key[i + 1] == key[i] + 1 && x + 1 < cols)
			f.run = start[i + 2];
		if (y + 1 < (uint64_t)lv->rows) {
			uint64_t row = (y + 1) * cols, first = row + (x > 0 ? x - 1 : 0);
			uint64_t last = row + (x + 1 < cols ? x + 1 : x);
			while (up < end && key[up] < first)
				up++;
			uint32_t past = up;
			while (past < end && key[past] <= last)
				past++;
			f.up_lo = start[up];
			f.up_hi = start[past];
		}
		for (uint32_t k = start[i]; k < start[i + 1]; k++)
			n = entry_pairs(o, u, k, f, n, &examined);
	}
	o->cand_count = n;
	o->examined += examined;
}

void fp_pairs_occupied(fp_pair_sink *o, size_t i0, size_t i1)
{
	const fp_grid *g = o->grid;
	for (int u = 0; u < g->used_count; u++) {
		const fp_grid_level *lv = &g->level[g->used[u]];
		if (!lv->sparse)
			continue;
		size_t lo = lv->occ0 > i0 ? lv->occ0 : i0, hi = lv->occ0 + lv->occ_count;
		hi = hi < i1 ? hi : i1;
		if (lo < hi)
			sparse_cells(o, u, (uint32_t)lo, (uint32_t)hi);
	}
	fp_pairs_flush(o);
}

void fp_pairs_cells(fp_pair_sink *o, size_t c0, size_t c1)
{
	const fp_grid *g = o->grid;
	for (int u = 0; u < g->used_count; u++) {
		const fp_grid_level *lv = &g->level[g->used[u]];
		if (lv->sparse)
			continue;
		size_t lo = lv->cell0, hi = lo + (size_t)lv->stride * ((size_t)lv->rows + 1);
		lo = lo > c0 ? lo : c0;
		hi = hi < c1 ? hi : c1;
		if (lo < hi)
			level_cells(o, u, (uint32_t)lo, (uint32_t)hi);
	}
	fp_pairs_flush(o);
}

/* Circle j (bounds cb) against box `box` (bounds b). */
static void circle_test(fp_pair_sink *o, const fp_circle *circles, uint32_t j, fp_aabb cb,
                        uint32_t box, fp_aabb b)
{
	o->examined++;
	if (fp_aabb_apart(b, cb) || !room(o, 1))
		return;
	o->candidates++;
	bool hit = fp_circle_footprint(circles[j], &o->boxes[box]);
	o->kept[o->kept_count].a = box;
	o->kept[o->kept_count].b = j;
	o->kept_count += hit;
}

/* The circle a region walk tests, and its bounds. */
typedef struct circle_walk {
	fp_pair_sink *o;
	const fp_circle *circles;
	uint32_t j;
	fp_aabb cb;
} circle_walk;

/* The circle against the entries [lo, hi). */
static void circle_run(void *ctx, const fp_grid *g, uint32_t lo, uint32_t hi)
{
	circle_walk *c = ctx;
	for (uint32_t k = lo; k < hi; k++)
		circle_test(c->o, c->circles, c->j, c->cb, g->entry[k].index,
		            fp_grid_key_bounds(&g->entry[k].key));
}

/* Circle j against every level's boxes its bounds reach. */
static void circle_query(fp_pair_sink *o, const fp_circle *circles, uint32_t j)
{
	const fp_grid *g = o->grid;
	circle_walk c = {o, circles, j, fp_circle_bounds(circles[j])};
	fp_region_walk(g, c.cb, circle_run, &c);
}

void fp_pairs_circles(fp_pair_sink *o, const fp_circle *circles, size_t m)
{
	for (uint32_t j = 0; j < m; j++)
		if (fp_circle_ok(circles[j]))
			circle_query(o, circles, j);
}
