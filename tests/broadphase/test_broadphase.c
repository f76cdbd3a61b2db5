/* test_broadphase.c: the broadphase reports exactly the all-pairs answer.
 *
 * Every scene, random or adversarial, is checked pair for pair against the
 * plain double loop over fp_footprint_overlap / fp_circle_footprint: same
 * pairs, none missed, none extra, sorted by (a, b).
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <footprint/broadphase.h>

#define PI_F 3.14159265f

/* xorshift32: the scenes are the same on every run. */
static uint32_t rng_next(uint32_t *s)
{
	uint32_t x = *s;
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	*s = x;
	return x;
}

static float rng_range(uint32_t *s, float lo, float hi)
{
	return lo + (hi - lo) * (float)(rng_next(s) >> 8) * (1.0f / 16777216.0f);
}

/* A scene: boxes (kept to move them) and their footprints, and circles. */
typedef struct scene {
	const char *name;
	fp_box *box;
	fp_footprint *fp;
	size_t n;
	fp_circle *circle;
	size_t m;
} scene;

static scene scene_new(const char *name, size_t n, size_t m)
{
	scene s = {name, calloc(n + 1, sizeof(fp_box)), calloc(n + 1, sizeof(fp_footprint)), n,
	           calloc(m + 1, sizeof(fp_circle)), m};
	assert_non_null(s.box);
	assert_non_null(s.fp);
	assert_non_null(s.circle);
	return s;
}

static void scene_free(scene *s)
{
	free(s->box);
	free(s->fp);
	free(s->circle);
}

static void scene_prepare(scene *s)
{
	for (size_t i = 0; i < s->n; i++)
		s->fp[i] = fp_footprint_of(s->box[i]);
}

static fp_box box_random(uint32_t *r, float side, float hmin, float hmax)
{
	fp_box b = {{{rng_range(r, 0, side), rng_range(r, 0, side)}},
	            {{rng_range(r, hmin, hmax), rng_range(r, hmin, hmax)}},
	            rng_range(r, 0, 2 * PI_F)};
	return b;
}

static fp_circle circle_random(uint32_t *r, float side, float rmin, float rmax)
{
	fp_circle c = {{{rng_range(r, 0, side), rng_range(r, 0, side)}}, rng_range(r, rmin, rmax)};
	return c;
}

/* Every box, then every circle, at random in [0, side]^2: half extents in
 * [hmin, hmax], radii in [rmin, rmax]. */
static void scene_fill(scene *s, uint32_t *r, float side, float hmin, float hmax, float rmin,
                       float rmax)
{
	for (size_t i = 0; i < s->n; i++)
		s->box[i] = box_random(r, side, hmin, hmax);
	for (size_t j = 0; j < s->m; j++)
		s->circle[j] = circle_random(r, side, rmin, rmax);
}

/* The all-pairs answer for the boxes, sorted by (a, b). */
static fp_pair *box_truth(const scene *s, size_t *count)
{
	size_t cap = 64, k = 0;
	fp_pair *p = malloc(cap * sizeof *p);
	assert_non_null(p);
	for (uint32_t i = 0; i < s->n; i++)
		for (uint32_t j = i + 1; j < s->n; j++) {
			if (!fp_footprint_overlap(&s->fp[i], &s->fp[j]))
				continue;
			if (k == cap) {
				cap *= 2;
				p = realloc(p, cap * sizeof *p);
				assert_non_null(p);
			}
			p[k].a = i;
			p[k].b = j;
			k++;
		}
	*count = k;
	return p;
}

static fp_pair *circle_truth(const scene *s, size_t *count)
{
	size_t cap = 64, k = 0;
	fp_pair *p = malloc(cap * sizeof *p);
	assert_non_null(p);
	for (uint32_t i = 0; i < s->n; i++)
		for (uint32_t j = 0; j < s->m; j++) {
			if (!fp_circle_footprint(s->circle[j], &s->fp[i]))
				continue;
			if (k == cap) {
				cap *= 2;
				p = realloc(p, cap * sizeof *p);
				assert_non_null(p);
			}
			p[k].a = i;
			p[k].b = j;
			k++;
		}
	*count = k;
	return p;
}

/* Fails naming the scene and the first pair that differs. */
static void pairs_expect(const char *what, const char *name, const fp_pair *want, size_t nwant,
                         const fp_pair *got, size_t ngot)
{
	if (!got)
		fail_msg("%s %s: NULL result", what, name);
	size_t n = nwant < ngot ? nwant : ngot;
	for (size_t i = 0; i < n; i++)
		if (want[i].a != got[i].a || want[i].b != got[i].b)
			fail_msg("%s %s: pair %zu is (%u, %u), all-pairs says (%u, %u)", what, name, i,
			         got[i].a, got[i].b, want[i].a, want[i].b);
	if (nwant != ngot)
		fail_msg("%s %s: %zu pairs, all-pairs finds %zu (first extra or missing: (%u, %u))",
		         what, name, ngot, nwant, nwant > ngot ? want[n].a : got[n].a,
		         nwant > ngot ? want[n].b : got[n].b);
}

/* The broadphase's box and circle answers equal the all-pairs ones, and the
 * recorded candidates are consistent with them. */
static void scene_check(fp_broadphase *bp, const scene *s)
{
	size_t nwant, ngot;
	fp_pair *want = box_truth(s, &nwant);
	const fp_pair *got = fp_broadphase_box_pairs(bp, s->fp, s->n, &ngot);
	pairs_expect("boxes", s->name, want, nwant, got, ngot);
	size_t ncand;
	const fp_candidate *cand = fp_broadphase_candidates(bp, &ncand);
	if (cand) {
		size_t hits = 0;
		if (ncand != fp_broadphase_tested(bp))
			fail_msg("boxes %s: %zu candidates recorded, %zu tested", s->name, ncand,
			         fp_broadphase_tested(bp));
		for (size_t i = 0; i < ncand; i++) {
			bool hit = fp_footprint_overlap(&s->fp[cand[i].a], &s->fp[cand[i].b]);
			if (hit != cand[i].hit || cand[i].a >= cand[i].b)
				fail_msg("boxes %s: candidate (%u, %u) recorded hit %d, exact %d", s->name,
				         cand[i].a, cand[i].b, cand[i].hit, hit);
			hits += hit;
		}
		if (hits != nwant)
			fail_msg("boxes %s: %zu candidates hit, %zu pairs", s->name, hits, nwant);
	}
	free(want);
	want = circle_truth(s, &nwant);
	got = fp_broadphase_circle_pairs(bp, s->fp, s->n, s->circle, s->m, &ngot);
	pairs_expect("circles", s->name, want, nwant, got, ngot);
	free(want);
}

static void random_scene_check(fp_broadphase *bp, uint32_t seed, size_t n, size_t m, float side,
                               float hmax)
{
	char name[96];
	snprintf(name, sizeof name, "random n=%zu m=%zu side=%g hmax=%g seed=%u", n, m,
	         (double)side, (double)hmax, seed);
	scene s = scene_new(name, n, m);
	uint32_t r = seed;
	scene_fill(&s, &r, side, 0.0f, hmax, 0.0f, hmax);
	scene_prepare(&s);
	scene_check(bp, &s);
	scene_free(&s);
}

static void test_random_scenes(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	assert_non_null(bp);
	static const size_t sizes[] = {0, 1, 2, 3, 17, 100, 500, 1500};
	for (uint32_t seed = 1; seed <= 6; seed++)
		for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
			size_t n = sizes[k];
			float side = sqrtf(32.0f * (float)(n + 1));
			random_scene_check(bp, seed * 7919u + (uint32_t)k, n, n / 4 + 1, side, 2.0f);
			random_scene_check(bp, seed * 104729u + (uint32_t)k, n, n / 8 + 1, side / 4, 3.0f);
		}
	fp_broadphase_destroy(bp);
}

/* The same broadphase followed through moving boxes, with candidates kept,
 * as the game uses it. */
static void test_moving_scene(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	assert_non_null(bp);
	fp_broadphase_record_candidates(bp, true);
	scene s = scene_new("moving", 800, 40);
	uint32_t r = 99;
	float side = sqrtf(32.0f * 800.0f);
	scene_fill(&s, &r, side, 0.5f, 2.0f, 0.3f, 2.0f);
	for (int step = 0; step < 12; step++) {
		for (size_t i = 0; i < s.n; i++) {
			s.box[i].center.x += rng_range(&r, -0.2f, 0.2f) * 5.0f;
			s.box[i].center.y += rng_range(&r, -0.2f, 0.2f) * 5.0f;
			s.box[i].angle += rng_range(&r, -0.05f, 0.05f);
		}
		scene_prepare(&s);
		scene_check(bp, &s);
	}
	fp_broadphase_record_candidates(bp, false);
	size_t ncand = 1;
	assert_null(fp_broadphase_candidates(bp, &ncand));
	assert_int_equal(ncand, 0);
	scene_free(&s);
	fp_broadphase_destroy(bp);
}

/* Copies of one box, and copies of one point-sized box: every pair overlaps. */
static void test_identical_boxes(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	scene s = scene_new("identical", 300, 30);
	for (size_t i = 0; i < s.n; i++) {
		fp_box b = {{{5.0f, 5.0f}}, {{i % 2 ? 1.0f : 0.0f, i % 2 ? 2.0f : 0.0f}}, 0.3f};
		s.box[i] = b;
	}
	for (size_t j = 0; j < s.m; j++) {
		fp_circle c = {{{5.0f, 5.0f}}, j % 3 ? 0.5f : 0.0f};
		s.circle[j] = c;
	}
	scene_prepare(&s);
	scene_check(bp, &s);
	scene_free(&s);
	fp_broadphase_destroy(bp);
}

/* Axis-aligned unit squares on a lattice, touching their neighbours along
 * whole edges and at corners; circles tangent to them and zero-radius circles
 * on their edges and corners. */
static void test_touching(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	scene s = scene_new("touching", 400, 3 * 400);
	for (size_t i = 0; i < s.n; i++) {
		float x = (float)(2 * (i % 20)), y = (float)(2 * (i / 20));
		fp_box b = {{{x, y}}, {{1.0f, 1.0f}}, 0.0f};
		s.box[i] = b;
		fp_circle tangent = {{{x + 3.0f, y + 0.5f}}, 2.0f};
		fp_circle corner = {{{x + 1.0f, y + 1.0f}}, 0.0f};
		fp_circle edge = {{{x + 1.0f, y + 0.25f}}, 0.0f};
		s.circle[3 * i] = tangent;
		s.circle[3 * i + 1] = corner;
		s.circle[3 * i + 2] = edge;
	}
	scene_prepare(&s);
	scene_check(bp, &s);
	/* One float step apart: no box touches another. */
	for (size_t i = 0; i < s.n; i++)
		s.box[i].half.x = s.box[i].half.y = nextafterf(1.0f, 0.0f);
	scene_prepare(&s);
	s.name = "touching less one float step";
	scene_check(bp, &s);
	scene_free(&s);
	fp_broadphase_destroy(bp);
}

/* Huge boxes over a field of small ones (some pass the grid by), zero-size
 * boxes, and boxes far apart in magnitude. */
static void test_huge_and_zero(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	scene s = scene_new("huge and zero-size", 700, 60);
	uint32_t r = 4242;
	for (size_t i = 0; i < s.n; i++) {
		s.box[i] = box_random(&r, 150.0f, 0.5f, 2.0f);
		if (i % 97 == 0)
			s.box[i].half.x = s.box[i].half.y = 1e6f;
		else if (i % 89 == 0)
			s.box[i].half.x = 60.0f;
		else if (i % 5 == 0)
			s.box[i].half.x = s.box[i].half.y = 0.0f;
		else if (i % 7 == 0)
			s.box[i].half.y = 0.0f;
		else if (i == 11)
			s.box[i].center.x = 3e30f;
	}
	for (size_t j = 0; j < s.m; j++)
		s.circle[j] = circle_random(&r, 150.0f, 0.0f, j % 10 ? 2.0f : 200.0f);
	s.circle[1].radius = 1e30f;
	scene_prepare(&s);
	scene_check(bp, &s);
	scene_free(&s);
	fp_broadphase_destroy(bp);
}

/* Worlds one or two cells wide or high, where the grid's neighbour runs
 * meet its edges. */
static void test_strips(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	static const float widths[][2] = {{1.0f, 600.0f}, {9.0f, 600.0f}, {600.0f, 1.0f},
	                                  {600.0f, 9.0f}, {12.0f, 12.0f}};
	for (size_t k = 0; k < sizeof widths / sizeof widths[0]; k++) {
		char name[64];
		snprintf(name, sizeof name, "strip %gx%g", (double)widths[k][0], (double)widths[k][1]);
		scene s = scene_new(name, 400, 40);
		uint32_t r = 31 + (uint32_t)k;
		for (size_t i = 0; i < s.n; i++) {
			s.box[i] = box_random(&r, 1.0f, 0.5f, 2.0f);
			s.box[i].center.x = rng_range(&r, 0.0f, widths[k][0]);
			s.box[i].center.y = rng_range(&r, 0.0f, widths[k][1]);
		}
		for (size_t j = 0; j < s.m; j++) {
			s.circle[j] = circle_random(&r, 1.0f, 0.3f, 2.0f);
			s.circle[j].center.x = rng_range(&r, 0.0f, widths[k][0]);
			s.circle[j].center.y = rng_range(&r, 0.0f, widths[k][1]);
		}
		scene_prepare(&s);
		scene_check(bp, &s);
		scene_free(&s);
	}
	fp_broadphase_destroy(bp);
}

/* Bad boxes and circles (NaN, infinite, negative) overlap nothing, wherever
 * they sit in the arrays. */
static void test_bad_input(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	scene s = scene_new("bad input", 200, 40);
	uint32_t r = 7;
	scene_fill(&s, &r, 40.0f, 0.5f, 2.0f, 0.3f, 2.0f);
	s.box[0].center.x = NAN;
	s.box[3].half.y = -1.0f;
	s.box[10].angle = INFINITY;
	s.box[50].half.x = NAN;
	s.box[51].center.y = -INFINITY;
	s.box[199].half.x = INFINITY;
	s.circle[0].radius = NAN;
	s.circle[1].radius = -1.0f;
	s.circle[2].center.y = INFINITY;
	s.circle[3].radius = INFINITY;
	s.circle[39].center.x = NAN;
	scene_prepare(&s);
	scene_check(bp, &s);
	/* Only bad boxes. */
	for (size_t i = 0; i < s.n; i++)
		s.box[i].center.x = NAN;
	scene_prepare(&s);
	s.name = "bad input only";
	scene_check(bp, &s);
	scene_free(&s);
	fp_broadphase_destroy(bp);
}

/* A footprint written by hand whose bounds say nothing (NaN) but whose flags
 * say valid still gets the exact test: the grid never drops it. */
static void test_nan_bounds(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	scene s = scene_new("valid with NaN bounds", 60, 10);
	uint32_t r = 12;
	scene_fill(&s, &r, 20.0f, 0.5f, 2.0f, 0.3f, 2.0f);
	scene_prepare(&s);
	s.fp[5].bounds.min.x = NAN;
	s.fp[6].bounds.max.y = NAN;
	scene_check(bp, &s);
	scene_free(&s);
	fp_broadphase_destroy(bp);
}

/* n = 0, NULL arrays, NULL broadphase: empty answers, no crash. */
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
	fp_broadphase_destroy(bp);
	fp_broadphase_destroy(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_scenes),  cmocka_unit_test(test_moving_scene),
		cmocka_unit_test(test_identical_boxes), cmocka_unit_test(test_touching),
		cmocka_unit_test(test_huge_and_zero),  cmocka_unit_test(test_strips),
		cmocka_unit_test(test_bad_input),
		cmocka_unit_test(test_nan_bounds),     cmocka_unit_test(test_empty),
	};
	return cmocka_run_group_tests_name("broadphase", tests, NULL, NULL);
}
