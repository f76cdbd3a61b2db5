/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* test_narrow.c: the batch pair test gives fp_footprint_overlap's answer on
 * every pair, through the SSE2 kernel and the plain one alike.
 *
 * Built with the library's broadphase_narrow.c compiled in, so that both
 * kernels (the build uses one) run on the same pairs: random pairs, pairs
 * one float step either side of touching (where the float filter cannot
 * decide and the exact test must), degenerate, huge and bad boxes. Each
 * kernel's certain answers and its list of uncertain pairs must agree bit
 * for bit, and every batch answer must equal fp_footprint_overlap.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "test_main.h"

#include "broadphase_narrow.h"
#include "scenes.h"

/* Boxes in pairs: box 2k and box 2k + 1 are pair k. */
typedef struct pair_set {
	fp_box *box;
	size_t n, cap;
} pair_set;

static void add(pair_set *p, fp_box a, fp_box b)
{
	if (p->n + 2 > p->cap) {
		p->cap = p->cap ? 2 * p->cap : 1024;
		p->box = realloc(p->box, p->cap * sizeof *p->box);
		assert_non_null(p->box);
	}
	p->box[p->n++] = a;
	p->box[p->n++] = b;
}

static bool touch(fp_box a, fp_box b)
{
	fp_footprint fa = fp_footprint_of(a), fb = fp_footprint_of(b);
	return fp_footprint_overlap(&fa, &fb);
}

/* b slid along the line of centres to the last float offset where it
 * touches a, and to the first where it does not: both pairs added. */
static void add_touching(pair_set *p, fp_box a, fp_box b)
{
	float dx = b.center.x - a.center.x, dy = b.center.y - a.center.y;
	float lo = 0.0f, hi = 64.0f; /* b at a + t (dx, dy): touching at lo, apart at hi */
	fp_box at = b;
	at.center.x = a.center.x + hi * dx;
	at.center.y = a.center.y + hi * dy;
	if (!touch(a, b) || touch(a, at) || (dx == 0.0f && dy == 0.0f))
		return;
	while (nextafterf(lo, hi) < hi) {
		float mid = lo + (hi - lo) / 2;
		if (mid <= lo || mid >= hi)
			mid = nextafterf(lo, hi);
		at.center.x = a.center.x + mid * dx;
		at.center.y = a.center.y + mid * dy;
		if (touch(a, at))
			lo = mid;
		else
			hi = mid;
	}
	for (int k = 0; k < 2; k++) {
		float t = k ? hi : lo;
		at.center.x = a.center.x + t * dx;
		at.center.y = a.center.y + t * dy;
		add(p, a, at);
	}
}

static pair_set make_pairs(void)
{
	pair_set p = {0};
	uint32_t r = 20261122u;
	for (int i = 0; i < 40000; i++) {
		fp_box a = box_random(&r, 100.0f, 0.5f, 4.0f), b = box_random(&r, 8.0f, 0.5f, 4.0f);
		b.center.x += a.center.x - 4.0f;
		b.center.y += a.center.y - 4.0f;
		add(&p, a, b);
		if (i % 20 == 0)
			add_touching(&p, a, b);
	}
	fp_box unit = {{{0, 0}}, {{1, 1}}, 0}, edge = {{{2, 0}}, {{1, 1}}, 0};
	fp_box point = {{{1, 1}}, {{0, 0}}, 0}, line = {{{1, 0}}, {{0, 3}}, 0.7f};
	fp_box huge = {{{0x1p61f, 0}}, {{0x1p60f, 1}}, 0.1f}, far = {{{0x1p61f, 3}}, {{1, 1}}, 0};
	fp_box nan = {{{NAN, 0}}, {{1, 1}}, 0}, neg = {{{0, 0}}, {{-1, 1}}, 0};
	add(&p, unit, edge);   /* touching along an edge */
	add(&p, unit, point);  /* a point on a corner */
	add(&p, unit, line);   /* a segment through it */
	add(&p, unit, unit);   /* the same box */
	add(&p, huge, far);    /* beyond the float filter's range: exact */
	add(&p, unit, nan);    /* bad boxes overlap nothing */
	add(&p, neg, unit);
	return p;
}

/* Both kernels on every group of four pairs: the same certain answers. */
static size_t kernels_agree(const fp_footprint *fp, size_t pairs)
{
	size_t uncertain = 0;
	for (size_t k = 0; k + 4 <= pairs; k += 4) {
		fp_narrow ra[4], rb[4];
		const fp_narrow *pa[4], *pb[4];
		for (int i = 0; i < 4; i++) {
			fp_narrow_of(&fp[2 * (k + i)], &ra[i]);
			fp_narrow_of(&fp[2 * (k + i) + 1], &rb[i]);
			pa[i] = &ra[i];
			pb[i] = &rb[i];
		}
		unsigned d1, h1 = fp_narrow_decide4_scalar(pa, pb, &d1);
		for (int i = 0; i < 4; i++) {
			int one = fp_narrow_decide1(pa[i], pb[i]);
			if (one != ((d1 >> i & 1u) ? (int)(h1 >> i & 1u) : -1))
				fail_msg("pair %zu: decide1 %d, decide4 decided %u hit %u", k + i, one,
				         d1 >> i & 1u, h1 >> i & 1u);
			if ((d1 >> i & 1u) && (bool)(h1 >> i & 1u) !=
			                          fp_footprint_overlap(&fp[2 * (k + i)], &fp[2 * (k + i) + 1]))
				fail_msg("pair %zu: the float filter is sure and wrong", k + i);
		}
#if FP_NARROW_SSE2
		const float *fa[4] = {ra[0].v, ra[1].v, ra[2].v, ra[3].v};
		const float *fb[4] = {rb[0].v, rb[1].v, rb[2].v, rb[3].v};
		unsigned d2, h2 = fp_narrow_decide4_sse2(fa, fb, &d2);
		if (d1 != d2 || h1 != h2)
			fail_msg("pairs %zu..%zu: plain kernel decided %x hit %x, SSE2 decided %x hit %x", k,
			         k + 3, d1, h1, d2, h2);
#endif
		for (int i = 0; i < 4; i++)
			uncertain += !(d1 >> i & 1u);
	}
	return uncertain;
}

static void test_batch_is_exact(void **state)
{
	(void)state;
	pair_set p = make_pairs();
	size_t pairs = p.n / 2;
	fp_footprint *fp = malloc(p.n * sizeof *fp);
	fp_pair *list = malloc((pairs + 1) * sizeof *list);
	bool *simd = malloc(pairs + 1), *plain = malloc(pairs + 1), *pub = malloc(pairs + 1);
	assert_true(fp && list && simd && plain && pub);
	fp_footprints_of(p.box, p.n, fp);
	for (size_t k = 0; k < pairs; k++) {
		/* both orders of the pair, alternately */
		list[k].a = (uint32_t)(2 * k + k % 2);
		list[k].b = (uint32_t)(2 * k + 1 - k % 2);
	}
	size_t hs = fp_narrow_batch(fp, p.n, list, pairs, simd, true);
	size_t hp = fp_narrow_batch(fp, p.n, list, pairs, plain, false);
	size_t hpub = fp_footprint_overlap_batch(fp, p.n, list, pairs, pub);
	size_t want_hits = 0;
	for (size_t k = 0; k < pairs; k++) {
		bool want = fp_footprint_overlap(&fp[list[k].a], &fp[list[k].b]);
		want_hits += want;
		if (simd[k] != want || plain[k] != want || pub[k] != want)
			fail_msg("pair %zu (%u, %u): SIMD %d, plain %d, public %d, fp_footprint_overlap %d", k,
			         list[k].a, list[k].b, simd[k], plain[k], pub[k], want);
	}
	assert_int_equal(hs, want_hits);
	assert_int_equal(hp, want_hits);
	assert_int_equal(hpub, want_hits);
	assert_int_equal(fp_footprint_overlap_batch(fp, p.n, list, pairs, NULL), want_hits);
	size_t uncertain = kernels_agree(fp, pairs);
	printf("%zu pairs, %zu hit, %zu left to the exact test\n", pairs, want_hits, uncertain);
	assert_true(uncertain > 100); /* the touching pairs reach the exact path */
	assert_true(want_hits > pairs / 10 && want_hits < pairs - pairs / 10);
	free(p.box);
	free(fp);
	free(list);
	free(simd);
	free(plain);
	free(pub);
}

/* Indices beyond the array give false; NULL arrays give 0. */
static void test_bad_lists(void **state)
{
	(void)state;
	fp_box b = {{{0, 0}}, {{1, 1}}, 0};
	fp_footprint fp[2] = {fp_footprint_of(b), fp_footprint_of(b)};
	fp_pair list[3] = {{0, 1}, {0, 2}, {5, 1}};
	bool hit[3] = {false, true, true};
	assert_int_equal(fp_footprint_overlap_batch(fp, 2, list, 3, hit), 1);
	assert_true(hit[0]);
	assert_false(hit[1]);
	assert_false(hit[2]);
	assert_int_equal(fp_footprint_overlap_batch(NULL, 2, list, 3, hit), 0);
	assert_int_equal(fp_footprint_overlap_batch(fp, 2, NULL, 3, hit), 0);
	assert_int_equal(fp_footprint_overlap_batch(fp, 2, list, 0, hit), 0);
}

TEST_MAIN("narrow",
	cmocka_unit_test(test_batch_is_exact), cmocka_unit_test(test_bad_lists))
