/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* test_broadphase.c: the broadphase reports exactly the all-pairs answer,
 * in the same order for any number of workers.
 *
 * Every scene, random or adversarial, is checked pair for pair against the
 * plain double loop over fp_footprint_overlap / fp_circle_footprint: same
 * pairs, none missed, none extra, sorted by (a, b), with 1, 2, 3 and 4
 * workers, recording the candidates and not.
 */
#include <float.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "scenes.h"

#define MAX_WORKERS 4

/* Fails naming the scene and the first pair that differs. */
static void pairs_expect(const char *what, const char *name, unsigned workers,
                         const fp_pair *want, size_t nwant, const fp_pair *got, size_t ngot)
{
	if (!got)
		fail_msg("%s %s (%u workers): NULL result", what, name, workers);
	size_t n = nwant < ngot ? nwant : ngot;
	for (size_t i = 0; i < n; i++)
		if (want[i].a != got[i].a || want[i].b != got[i].b)
			fail_msg("%s %s (%u workers): pair %zu is (%u, %u), all-pairs says (%u, %u)", what,
			         name, workers, i, got[i].a, got[i].b, want[i].a, want[i].b);
	if (nwant != ngot)
		fail_msg("%s %s (%u workers): %zu pairs, all-pairs finds %zu (first extra or missing: "
		         "(%u, %u))",
		         what, name, workers, ngot, nwant, nwant > ngot ? want[n].a : got[n].a,
		         nwant > ngot ? want[n].b : got[n].b);
}

/* The recorded candidates are sorted, carry their exact answers, and hit
 * exactly the pairs. */
static void candidates_expect(fp_broadphase *bp, const scene *s, size_t npairs)
{
	size_t ncand, hits = 0;
	const fp_candidate *cand = fp_broadphase_candidates(bp, &ncand);
	assert_non_null(cand);
	if (ncand != fp_broadphase_tested(bp))
		fail_msg("boxes %s: %zu candidates recorded, %zu tested", s->name, ncand,
		         fp_broadphase_tested(bp));
	for (size_t i = 0; i < ncand; i++) {
		bool hit = fp_footprint_overlap(&s->fp[cand[i].a], &s->fp[cand[i].b]);
		bool sorted = i == 0 || cand[i - 1].a < cand[i].a ||
		              (cand[i - 1].a == cand[i].a && cand[i - 1].b < cand[i].b);
		if (hit != cand[i].hit || cand[i].a >= cand[i].b || !sorted)
			fail_msg("boxes %s: candidate %zu (%u, %u) recorded hit %d, exact %d", s->name, i,
			         cand[i].a, cand[i].b, cand[i].hit, hit);
		hits += hit;
	}
	if (hits != npairs)
		fail_msg("boxes %s: %zu candidates hit, %zu pairs", s->name, hits, npairs);
}

/* The reference for the region query: the region split into two triangles
 * against the footprint's two, by the exact triangle test. An infinite
 * bound reaches no further than the largest float: every triangle the
 * test can meet lies within. */
static bool region_truth(fp_aabb r, const fp_footprint *f)
{
	if (!(f->flags & FP_FOOTPRINT_VALID) || !(r.min.x <= r.max.x && r.min.y <= r.max.y))
		return false; /* NaN bounds say nothing: the corners decide */
	r.min.x = fmaxf(r.min.x, -FLT_MAX);
	r.min.y = fmaxf(r.min.y, -FLT_MAX);
	r.max.x = fminf(r.max.x, FLT_MAX);
	r.max.y = fminf(r.max.y, FLT_MAX);
	fp_tri a[2] = {{{r.min, {{r.max.x, r.min.y}}, r.max}}, {{r.min, r.max, {{r.min.x, r.max.y}}}}};
	fp_tri b[2];
	fp_footprint_tris(f, b);
	for (int i = 0; i < 4; i++)
		if (fp_tri_overlap(a[i / 2], b[i % 2]))
			return true;
	return false;
}

/* The query's answer (got, n) is ascending and holds exactly the boxes
 * `meets` accepts. */
static void found_expect(const char *what, const scene *s, const uint32_t *got, size_t n,
                         bool (*meets)(const void *q, const fp_footprint *f), const void *q)
{
	if (!got)
		fail_msg("%s %s: NULL answer", what, s->name);
	size_t k = 0;
	for (uint32_t i = 0; i < s->n; i++) {
		bool want = meets(q, &s->fp[i]), have = k < n && got[k] == i;
		if (want != have)
			fail_msg("%s %s: box %u is %s, the all-boxes loop says %s", what, s->name, i,
			         have ? "found" : "not found", want ? "it meets" : "apart");
		k += have;
	}
	if (k != n)
		fail_msg("%s %s: %zu found, %zu of them ascending boxes of the scene", what, s->name, n, k);
}

static bool meets_region(const void *q, const fp_footprint *f)
{
	return region_truth(*(const fp_aabb *)q, f);
}

static bool meets_disc(const void *q, const fp_footprint *f)
{
	return fp_circle_footprint(*(const fp_circle *)q, f);
}

static void region_expect(fp_broadphase *bp, const scene *s, fp_aabb r)
{
	size_t n;
	const uint32_t *got = fp_broadphase_query_aabb(bp, r, &n);
	found_expect("query_aabb", s, got, n, meets_region, &r);
}

/* Regions round the scene's circles: each circle, its bounds, that box
 * cut to a segment and a point, and regions touching a box's bounds
 * exactly on the outside (a corner's coordinate shared) or a float step
 * apart, equal to them, and a float step short of them; empty and NaN
 * regions find nothing, and a region over all the floats finds every box
 * of finite corners. */
static void queries_check(fp_broadphase *bp, const scene *s)
{
	size_t n;
	for (size_t j = 0; j < s->m; j++) {
		fp_circle c = s->circle[j];
		const uint32_t *got = fp_broadphase_query_circle(bp, c, &n);
		found_expect("query_circle", s, got, n, meets_disc, &c);
		if (!(c.radius >= 0.0f && isfinite(c.radius) && isfinite(c.center.x) &&
		      isfinite(c.center.y)))
			continue;
		fp_aabb r = {{{c.center.x - c.radius, c.center.y - c.radius}},
		             {{c.center.x + c.radius, c.center.y + c.radius}}};
		region_expect(bp, s, r);
		fp_aabb segment = {{{r.min.x, c.center.y}}, {{r.max.x, c.center.y}}};
		region_expect(bp, s, segment);
		fp_aabb point = {c.center, c.center};
		region_expect(bp, s, point);
	}
	for (size_t i = 0; i < s->n && i < 64; i++) {
		fp_aabb b = s->fp[i].bounds;
		if (!(s->fp[i].flags & FP_FOOTPRINT_VALID) || !isfinite(b.max.x) || !isfinite(b.min.y))
			continue;
		float h = b.max.y - b.min.y;
		fp_aabb touch = {{{b.max.x, b.min.y - h}}, {{b.max.x + h + 1.0f, b.max.y + h}}};
		region_expect(bp, s, touch);
		touch.min.x = nextafterf(b.max.x, INFINITY);
		region_expect(bp, s, touch);
		fp_aabb below = {{{b.min.x, b.min.y - 3.0f}}, {{b.max.x, b.min.y}}};
		region_expect(bp, s, below);
		region_expect(bp, s, b); /* a region just holding the box */
		fp_aabb short_of = {b.min, {{nextafterf(b.max.x, -INFINITY), b.max.y}}};
		region_expect(bp, s, short_of);
	}
	fp_aabb empty = {{{5.0f, 0.0f}}, {{4.0f, 100.0f}}}, nan = {{{NAN, 0.0f}}, {{100.0f, 100.0f}}};
	assert_non_null(fp_broadphase_query_aabb(bp, empty, &n));
	assert_int_equal(n, 0);
	assert_non_null(fp_broadphase_query_aabb(bp, nan, &n));
	assert_int_equal(n, 0);
	fp_circle bad = {{{0.0f, NAN}}, 1.0f};
	assert_non_null(fp_broadphase_query_circle(bp, bad, &n));
	assert_int_equal(n, 0);
	fp_aabb all = {{{-INFINITY, -INFINITY}}, {{INFINITY, INFINITY}}};
	const uint32_t *got = fp_broadphase_query_aabb(bp, all, &n);
	found_expect("query_aabb everywhere", s, got, n, meets_region, &all);
}

/* The scene's box and circle answers equal the all-pairs ones with each
 * worker count, and so do the region queries' after either call. */
static void scene_check(const scene *s)
{
	size_t nbox, ncircle, ngot;
	fp_pair *box = box_truth(s, &nbox), *circle = circle_truth(s, &ncircle);
	for (unsigned workers = 1; workers <= MAX_WORKERS; workers++) {
		fp_broadphase *bp = fp_broadphase_create();
		assert_non_null(bp);
		assert_true(fp_broadphase_set_workers(bp, workers));
		fp_broadphase_record_candidates(bp, workers % 2 == 1);
		const fp_pair *got = fp_broadphase_box_pairs(bp, s->fp, s->n, &ngot);
		pairs_expect("boxes", s->name, workers, box, nbox, got, ngot);
		if (workers % 2 == 1)
			candidates_expect(bp, s, nbox);
		if (workers == 1)
			queries_check(bp, s);
		got = fp_broadphase_circle_pairs(bp, s->fp, s->n, s->circle, s->m, &ngot);
		pairs_expect("circles", s->name, workers, circle, ncircle, got, ngot);
		if (workers == 3)
			queries_check(bp, s);
		fp_broadphase_destroy(bp);
	}
	free(box);
	free(circle);
}

/* A scene made by fill, checked and freed. */
static void check_made(const char *name, size_t n, size_t m, void (*fill)(scene *, uint32_t),
                       uint32_t seed)
{
	scene s = scene_new(name, n, m);
	fill(&s, seed);
	scene_prepare(&s);
	scene_check(&s);
	scene_free(&s);
}

static void random_scene_check(uint32_t seed, size_t n, size_t m, float side, float hmax)
{
	char name[96];
	snprintf(name, sizeof name, "random n=%zu m=%zu side=%g hmax=%g seed=%u", n, m,
	         (double)side, (double)hmax, seed);
	scene s = scene_new(name, n, m);
	uint32_t r = seed;
	scene_fill(&s, &r, side, 0.0f, hmax, 0.0f, hmax);
	scene_prepare(&s);
	scene_check(&s);
	scene_free(&s);
}

static void test_random_scenes(void **state)
{
	(void)state;
	static const size_t sizes[] = {0, 1, 2, 3, 17, 100, 500, 1500};
	for (uint32_t seed = 1; seed <= 6; seed++)
		for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
			size_t n = sizes[k];
			float side = sqrtf(32.0f * (float)(n + 1));
			random_scene_check(seed * 7919u + (uint32_t)k, n, n / 4 + 1, side, 2.0f);
			random_scene_check(seed * 104729u + (uint32_t)k, n, n / 8 + 1, side / 4, 3.0f);
		}
}

/* The same broadphase followed through moving boxes, with candidates kept,
 * as the game uses it, and two workers. */
static void test_moving_scene(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	assert_non_null(bp);
	assert_true(fp_broadphase_set_workers(bp, 2));
	fp_broadphase_record_candidates(bp, true);
	scene s = scene_new("moving", 800, 40);
	uint32_t r = 99;
	scene_fill(&s, &r, sqrtf(32.0f * 800.0f), 0.5f, 2.0f, 0.3f, 2.0f);
	for (int step = 0; step < 12; step++) {
		for (size_t i = 0; i < s.n; i++) {
			s.box[i].center.x += rng_range(&r, -1.0f, 1.0f);
			s.box[i].center.y += rng_range(&r, -1.0f, 1.0f);
			s.box[i].angle += rng_range(&r, -0.05f, 0.05f);
		}
		scene_prepare(&s);
		size_t nwant, ngot;
		fp_pair *want = box_truth(&s, &nwant);
		const fp_pair *got = fp_broadphase_box_pairs(bp, s.fp, s.n, &ngot);
		pairs_expect("boxes", s.name, 2, want, nwant, got, ngot);
		candidates_expect(bp, &s, nwant);
		free(want);
	}
	fp_broadphase_record_candidates(bp, false);
	size_t ncand = 1;
	assert_null(fp_broadphase_candidates(bp, &ncand));
	assert_int_equal(ncand, 0);
	scene_free(&s);
	fp_broadphase_destroy(bp);
}

static void whole_world_1(scene *s, uint32_t seed)
{
	scene_whole_world(s, seed, 1);
}

static void whole_world_16(scene *s, uint32_t seed)
{
	scene_whole_world(s, seed, 16);
}

static void whole_world_100(scene *s, uint32_t seed)
{
	scene_whole_world(s, seed, 100);
}

static void far_1(scene *s, uint32_t seed)
{
	scene_far(s, seed, 1, 1e5f);
}

static void far_50(scene *s, uint32_t seed)
{
	scene_far(s, seed, 50, 3e6f);
}

static void two_clusters(scene *s, uint32_t seed)
{
	scene_two_clusters(s, seed, 1e6f);
}

static void identical(scene *s, uint32_t seed)
{
	(void)seed;
	scene_identical(s);
}

/* The inputs that are quadratic for a single grid (of cells sized for all
 * the boxes, or grown to cover the whole world), at sizes the all-pairs
 * loop can check. */
static void test_adversarial(void **state)
{
	(void)state;
	check_made("1 whole-world box", 3000, 0, whole_world_1, 11);
	check_made("16 whole-world boxes", 3000, 0, whole_world_16, 12);
	check_made("100 whole-world boxes", 2000, 0, whole_world_100, 13);
	check_made("a tenth long and thin", 4000, 0, scene_thin, 14);
	check_made("identical", 600, 0, identical, 0);
	check_made("1 box far away", 3000, 300, far_1, 15);
	check_made("50 boxes far away", 3000, 300, far_50, 16);
	check_made("two clusters far apart", 3000, 300, two_clusters, 17);
}

/* Copies of one box, and copies of one point-sized box: every pair overlaps;
 * circles on the same spot. */
static void identical_and_points(scene *s, uint32_t seed)
{
	(void)seed;
	for (size_t i = 0; i < s->n; i++) {
		fp_box b = {{{5.0f, 5.0f}}, {{i % 2 ? 1.0f : 0.0f, i % 2 ? 2.0f : 0.0f}}, 0.3f};
		s->box[i] = b;
	}
	for (size_t j = 0; j < s->m; j++) {
		fp_circle c = {{{5.0f, 5.0f}}, j % 3 ? 0.5f : 0.0f};
		s->circle[j] = c;
	}
}

static void test_identical_boxes(void **state)
{
	(void)state;
	check_made("identical and points", 300, 30, identical_and_points, 0);
}

/* Axis-aligned squares of half side h on a lattice 2 apart, touching (h =
 * 1) along whole edges and at corners; circles tangent to them and
 * zero-radius circles on their edges and corners. */
static void lattice(scene *s, float h)
{
	for (size_t i = 0; i < s->n; i++) {
		float x = (float)(2 * (i % 20)), y = (float)(2 * (i / 20));
		fp_box b = {{{x, y}}, {{h, h}}, 0.0f};
		s->box[i] = b;
		fp_circle tangent = {{{x + 3.0f, y + 0.5f}}, 2.0f};
		fp_circle corner = {{{x + 1.0f, y + 1.0f}}, 0.0f};
		fp_circle edge = {{{x + 1.0f, y + 0.25f}}, 0.0f};
		s->circle[3 * i] = tangent;
		s->circle[3 * i + 1] = corner;
		s->circle[3 * i + 2] = edge;
	}
}

static void lattice_touching(scene *s, uint32_t seed)
{
	(void)seed;
	lattice(s, 1.0f);
}

/* One float step apart: no box touches another. */
static void lattice_apart(scene *s, uint32_t seed)
{
	(void)seed;
	lattice(s, nextafterf(1.0f, 0.0f));
}

static void test_touching(void **state)
{
	(void)state;
	check_made("touching", 400, 3 * 400, lattice_touching, 0);
	check_made("touching less one float step", 400, 3 * 400, lattice_apart, 0);
}

/* Huge boxes over a field of small ones (some pass the grid by), zero-size
 * boxes, and boxes far apart in magnitude. */
static void huge_and_zero(scene *s, uint32_t seed)
{
	uint32_t r = seed;
	for (size_t i = 0; i < s->n; i++) {
		s->box[i] = box_random(&r, 150.0f, 0.5f, 2.0f);
		if (i % 97 == 0)
			s->box[i].half.x = s->box[i].half.y = 1e6f;
		else if (i % 89 == 0)
			s->box[i].half.x = 60.0f;
		else if (i % 5 == 0)
			s->box[i].half.x = s->box[i].half.y = 0.0f;
		else if (i % 7 == 0)
			s->box[i].half.y = 0.0f;
		else if (i == 11)
			s->box[i].center.x = 3e30f;
	}
	for (size_t j = 0; j < s->m; j++)
		s->circle[j] = circle_random(&r, 150.0f, 0.0f, j % 10 ? 2.0f : 200.0f);
	s->circle[1].radius = 1e30f;
}

static void test_huge_and_zero(void **state)
{
	(void)state;
	check_made("huge and zero-size", 700, 60, huge_and_zero, 4242);
}

/* Worlds one or two cells wide or high, where the grid's neighbour runs
 * meet its edges. */
static void test_strips(void **state)
{
	(void)state;
	static const float widths[][2] = {{1.0f, 600.0f}, {9.0f, 600.0f}, {600.0f, 1.0f},
	                                  {600.0f, 9.0f}, {12.0f, 12.0f}};
	for (size_t k = 0; k < sizeof widths / sizeof widths[0]; k++) {
		char name[64];
		snprintf(name, sizeof name, "strip %gx%g", (double)widths[k][0], (double)widths[k][1]);
		scene s = scene_new(name, 400, 40);
		uint32_t r = 31 + (uint32_t)k;
		scene_fill(&s, &r, 1.0f, 0.5f, 2.0f, 0.3f, 2.0f);
		for (size_t i = 0; i < s.n; i++) {
			s.box[i].center.x *= widths[k][0];
			s.box[i].center.y *= widths[k][1];
		}
		for (size_t j = 0; j < s.m; j++) {
			s.circle[j].center.x *= widths[k][0];
			s.circle[j].center.y *= widths[k][1];
		}
		scene_prepare(&s);
		scene_check(&s);
		scene_free(&s);
	}
}

/* Boxes across the float range, where the grid files far and huge boxes
 * apart from the rest: one at 3e38, one of half extent 1e30, every 64th of
 * half extent 3e38 (corners beyond float range), every 64th near 3e38,
 * halves at -3e38 and 3e38, and boxes at every power of ten. */
static void float_range(scene *s, uint32_t seed)
{
	uint32_t r = seed;
	float side = sqrtf(32.0f * (float)s->n);
	scene_fill(s, &r, side, 0.5f, 2.0f, 0.3f, 2.0f);
	unsigned kind = seed % 6;
	for (size_t i = 0; i < s->n; i++) {
		fp_box *b = &s->box[i];
		if (kind == 0 && i == s->n / 2)
			b->center.x = 3e38f;
		else if (kind == 1 && i == s->n / 3)
			b->half.x = b->half.y = 1e30f;
		else if (kind == 2 && i % 64 == 0)
			b->half.x = b->half.y = 3e38f;
		else if (kind == 3 && i % 64 == 0)
			b->center.x = 3e38f - (float)i * 1e32f;
		else if (kind == 4)
			b->center.x += i % 2 ? 3e38f : -3e38f;
		else if (kind == 5)
			b->center.x *= powf(10.0f, (float)(i % 39));
	}
	for (size_t j = 0; j < s->m; j++)
		if (j % 3 == 0)
			s->circle[j].center.x = s->box[j * 7 % s->n].center.x;
}

static void test_float_range(void **state)
{
	(void)state;
	for (uint32_t seed = 60; seed < 72; seed++)
		check_made("float range", 1200, 60, float_range, seed);
}

/* Bad boxes and circles (NaN, infinite, negative) overlap nothing, wherever
 * they sit in the arrays. */
static void bad_input(scene *s, uint32_t seed)
{
	uint32_t r = seed;
	scene_fill(s, &r, 40.0f, 0.5f, 2.0f, 0.3f, 2.0f);
	s->box[0].center.x = NAN;
	s->box[3].half.y = -1.0f;
	s->box[10].angle = INFINITY;
	s->box[50].half.x = NAN;
	s->box[51].center.y = -INFINITY;
	s->box[199].half.x = INFINITY;
	s->circle[0].radius = NAN;
	s->circle[1].radius = -1.0f;
	s->circle[2].center.y = INFINITY;
	s->circle[3].radius = INFINITY;
	s->circle[39].center.x = NAN;
}

static void bad_only(scene *s, uint32_t seed)
{
	bad_input(s, seed);
	for (size_t i = 0; i < s->n; i++)
		s->box[i].center.x = NAN;
}

static void test_bad_input(void **state)
{
	(void)state;
	check_made("bad input", 200, 40, bad_input, 7);
	check_made("bad input only", 200, 40, bad_only, 7);
}

/* A footprint written by hand whose bounds say nothing (NaN) but whose flags
 * say valid still gets the exact test: the grid never drops it. */
static void test_nan_bounds(void **state)
{
	(void)state;
	scene s = scene_strewn("valid with NaN bounds", 60, 10, 20.0f, 12);
	s.fp[5].bounds.min.x = NAN;
	s.fp[6].bounds.max.y = NAN;
	scene_check(&s);
	scene_free(&s);
}

/* The answer, the recorded candidates and the counted work of one worker
 * (want) and of `workers` (got) are the same, element for element. */
static void same_answer(const scene *s, unsigned workers, fp_broadphase *want, const fp_pair *wp,
                        size_t nw, fp_broadphase *got, const fp_pair *gp, size_t ng)
{
	pairs_expect("boxes", s->name, workers, wp, nw, gp, ng);
	size_t cw, cg;
	const fp_candidate *a = fp_broadphase_candidates(want, &cw);
	const fp_candidate *b = fp_broadphase_candidates(got, &cg);
	if (cw != cg)
		fail_msg("%s: %zu candidates with 1 worker, %zu with %u", s->name, cw, cg, workers);
	for (size_t k = 0; k < cw; k++)
		if (a[k].a != b[k].a || a[k].b != b[k].b || a[k].hit != b[k].hit)
			fail_msg("%s: candidate %zu differs with %u workers", s->name, k, workers);
	fp_broadphase_work x = fp_broadphase_last_work(want), y = fp_broadphase_last_work(got);
	if (x.boxes != y.boxes || x.examined != y.examined || x.candidates != y.candidates ||
	    x.exact != y.exact || x.pairs != y.pairs || x.cells != y.cells)
		fail_msg("%s: the counted work differs with %u workers", s->name, workers);
}

/* Scenes big enough for four shares: 2, 3 and 4 workers give what one
 * gives (itself checked against all pairs on the smaller scenes above). */
static void check_workers(const char *name, size_t n, void (*fill)(scene *, uint32_t),
                          uint32_t seed)
{
	scene s = scene_new(name, n, 64); /* the fills that make circles make 60 */
	fill(&s, seed);
	scene_prepare(&s);
	fp_broadphase *one = fp_broadphase_create();
	assert_non_null(one);
	fp_broadphase_record_candidates(one, true);
	size_t nw, ng;
	const fp_pair *wp = fp_broadphase_box_pairs(one, s.fp, s.n, &nw);
	assert_non_null(wp);
	for (unsigned workers = 2; workers <= MAX_WORKERS; workers++) {
		fp_broadphase *bp = fp_broadphase_create();
		assert_non_null(bp);
		assert_true(fp_broadphase_set_workers(bp, workers));
		fp_broadphase_record_candidates(bp, true);
		for (int call = 0; call < 2; call++) { /* the pool again, warm */
			const fp_pair *gp = fp_broadphase_box_pairs(bp, s.fp, s.n, &ng);
			same_answer(&s, workers, one, wp, nw, bp, gp, ng);
		}
		fp_broadphase_destroy(bp);
	}
	fp_broadphase_destroy(one);
	scene_free(&s);
}

static void uniform(scene *s, uint32_t seed)
{
	scene_whole_world(s, seed, 0);
}

static void test_workers(void **state)
{
	(void)state;
	size_t n = 4 * FP_BROADPHASE_SHARE_MIN;
	check_workers("uniform", 5 * n, uniform, 21);
	check_workers("16 whole-world boxes", 2 * n, whole_world_16, 22);
	check_workers("100 whole-world boxes", n, whole_world_100, 23);
	check_workers("a tenth long and thin", 5 * n, scene_thin, 24);
	check_workers("identical", n, identical, 0);
	check_workers("huge and zero-size", n, huge_and_zero, 25);
	check_workers("bad input", n, bad_input, 26);
	check_workers("50 boxes far away", 2 * n, far_50, 27);
	check_workers("two clusters far apart", 2 * n, two_clusters, 28);
}

/* n = 0, NULL arrays, NULL broadphase, bad worker counts: empty answers or
 * refusals, no crash. */
static void test_empty(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	size_t count = 99;
	assert_non_null(fp_broadphase_box_pairs(bp, NULL, 0, &count));
	assert_int_equal(count, 0);
	assert_int_equal(fp_broadphase_tested(bp), 0);
	count = 99;
	assert_non_null(fp_broadphase_circle_pairs(bp, NULL, 5, NULL, 5, &count));
	assert_int_equal(count, 0);
	count = 99;
	assert_null(fp_broadphase_box_pairs(NULL, NULL, 0, &count));
	assert_int_equal(count, 0);
	assert_int_equal(fp_broadphase_tested(NULL), 0);
	assert_false(fp_broadphase_set_workers(bp, 0));
	assert_false(fp_broadphase_set_workers(bp, FP_BROADPHASE_MAX_WORKERS + 1));
	assert_false(fp_broadphase_set_workers(NULL, 2));
	assert_int_equal(fp_broadphase_workers(bp), 1);
	assert_true(fp_broadphase_set_workers(bp, 3));
	assert_int_equal(fp_broadphase_workers(bp), 3);
	assert_true(fp_broadphase_set_workers(bp, 1));
	assert_int_equal(fp_broadphase_workers(NULL), 1);
	fp_broadphase_work none = fp_broadphase_last_work(NULL);
	assert_int_equal(none.examined + none.pairs, 0);
	fp_broadphase_destroy(bp);
	fp_broadphase_destroy(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_scenes), cmocka_unit_test(test_moving_scene),
		cmocka_unit_test(test_adversarial), cmocka_unit_test(test_identical_boxes),
		cmocka_unit_test(test_touching), cmocka_unit_test(test_huge_and_zero),
		cmocka_unit_test(test_strips), cmocka_unit_test(test_float_range),
		cmocka_unit_test(test_bad_input),
		cmocka_unit_test(test_nan_bounds), cmocka_unit_test(test_workers), cmocka_unit_test(test_empty),
	};
	return cmocka_run_group_tests_name("broadphase", tests, NULL, NULL);
}
