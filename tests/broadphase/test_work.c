/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* test_work.c: the broadphase's work is linear in boxes plus pairs, counted,
 * on the inputs that are quadratic for a single grid or a comparison sort.
 *
 * Work is what fp_broadphase_last_work counts: grid cells made and visited,
 * bounds compared, and pair writes of the sort. It must stay below
 * WORK_PER_ITEM times (boxes + pairs) on every scene: 1, 16 and 1,000 boxes
 * covering the whole world among 50,000 small ones, a tenth long thin boxes
 * among specks, all boxes identical, one box far away, two halves far
 * apart, and the benchmark's uniform scene. A quadratic step (a big box's
 * pairs sorted by insertion, big boxes tested against each other, specks
 * crowding a cell sized for the long boxes or grown to cover an empty
 * world) gives hundreds to thousands of steps an item on these scenes. The answer
 * is checked too: sorted, each pair overlapping, and, where it is known in
 * advance, its count.
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

#include "scenes.h"

/* The bound. Measured (the test prints them): 3.0 to 6.3 on all but the
 * thin boxes, 16.5 on those, whose bounds overlap some 9 times as many
 * pairs as the boxes do (a long thin box's bounds are a square around it). */
#define WORK_PER_ITEM 24.0

/* The scene's answer is sorted and every pair overlaps; its work is
 * linear. Returns the pair count. */
static size_t work_check(const scene *s)
{
	fp_broadphase *bp = fp_broadphase_create();
	assert_non_null(bp);
	size_t count;
	const fp_pair *p = fp_broadphase_box_pairs(bp, s->fp, s->n, &count);
	assert_non_null(p);
	for (size_t k = 0; k < count; k++) {
		bool sorted = k == 0 || p[k - 1].a < p[k].a || (p[k - 1].a == p[k].a && p[k - 1].b < p[k].b);
		if (!sorted || p[k].a >= p[k].b || p[k].b >= s->n ||
		    !fp_footprint_overlap(&s->fp[p[k].a], &s->fp[p[k].b]))
			fail_msg("%s: pair %zu (%u, %u) is out of order or apart", s->name, k, p[k].a, p[k].b);
	}
	fp_broadphase_work w = fp_broadphase_last_work(bp);
	double items = (double)s->n + (double)count;
	double work = (double)w.cells + (double)w.examined + (double)w.sort_moves;
	printf("%-34s n %6zu pairs %9zu: cells %9zu examined %9zu candidates %9zu exact %5zu "
	       "sort moves %9zu; work / (n + pairs) = %.2f\n",
	       s->name, s->n, count, w.cells, w.examined, w.candidates, w.exact, w.sort_moves,
	       work / items);
	assert_int_equal(w.pairs, count);
	assert_int_equal(w.candidates, fp_broadphase_tested(bp));
	if (work > WORK_PER_ITEM * items)
		fail_msg("%s: work %.0f is more than %g (n + pairs) = %.0f", s->name, work, WORK_PER_ITEM,
		         WORK_PER_ITEM * items);
	fp_broadphase_destroy(bp);
	return count;
}

/* A scene of n boxes made by make, checked; returns its pair count. */
static size_t checked(const char *name, size_t n, void (*make)(scene *s))
{
	scene s = scene_new(name, n, 0);
	make(&s);
	scene_prepare(&s);
	size_t count = work_check(&s);
	scene_free(&s);
	return count;
}

static void world_1(scene *s)
{
	scene_whole_world(s, 77, 1);
}

static void world_16(scene *s)
{
	scene_whole_world(s, 77, 16);
}

static void world_1000(scene *s)
{
	scene_whole_world(s, 77, 1000);
}

/* big whole-world boxes among n - big small ones: every small box meets
 * every big one, so most of the pairs are known. */
static void test_whole_world(void **state)
{
	(void)state;
	static const struct {
		size_t big;
		void (*make)(scene *s);
	} cases[] = {{1, world_1}, {16, world_16}, {1000, world_1000}};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		size_t big = cases[k].big, n = 50000 + big;
		char name[64];
		snprintf(name, sizeof name, "%zu whole-world among 50000", big);
		assert_true(checked(name, n, cases[k].make) >= big * (n - big) + big * (big - 1) / 2);
	}
}

static void thin(scene *s)
{
	scene_thin(s, 5);
}

static void far_1(scene *s)
{
	scene_far(s, 8, 1, 1e5f);
}

static void two_clusters(scene *s)
{
	scene_two_clusters(s, 9, 1e6f);
}

static void identical(scene *s)
{
	scene_identical(s);
}

/* The benchmark's scene: half extents in [0.5, 2], world side sqrt(32 n). */
static void uniform(scene *s)
{
	uint32_t r = 3;
	scene_fill(s, &r, sqrtf(32.0f * (float)s->n), 0.5f, 2.0f, 0.0f, 0.0f);
}

/* Float-range scenes: the benchmark's scene with one box centred at x =
 * 3e38, one box of half extent 1e30 over it, or every 64th box of half
 * extent 3e38 (turned, so some corners are beyond float range). */
static void outlier_far(scene *s)
{
	uniform(s);
	s->box[s->n / 2].center.x = 3e38f;
}

static void outlier_huge(scene *s)
{
	uniform(s);
	s->box[s->n / 3].half.x = s->box[s->n / 3].half.y = 1e30f;
}

static void huge_64th(scene *s)
{
	uniform(s);
	for (size_t i = 0; i < s->n; i += 64)
		s->box[i].half.x = s->box[i].half.y = 3e38f;
}

static void far_64th(scene *s)
{
	uniform(s);
	for (size_t i = 0; i < s->n; i += 64)
		s->box[i].center.x = 3e38f - (float)i * 1e32f;
}

static void test_float_range(void **state)
{
	(void)state;
	static const size_t sizes[] = {20000, 50000};
	for (size_t k = 0; k < 2; k++) {
		size_t n = sizes[k];
		char name[64];
		snprintf(name, sizeof name, "1 centred at 3e38 among %zu", n);
		checked(name, n + 1, outlier_far);
		snprintf(name, sizeof name, "1 of half extent 1e30 among %zu", n);
		checked(name, n + 1, outlier_huge);
		snprintf(name, sizeof name, "1/64 of half extent 3e38, %zu", n);
		checked(name, n, huge_64th);
		snprintf(name, sizeof name, "1/64 at 3e38, %zu", n);
		checked(name, n, far_64th);
	}
}

/* Long thin boxes; one box far away, or two halves far apart (the world
 * mostly empty: cells grown to cover it would each hold thousands of
 * boxes); identical boxes; the benchmark's scene. */
static void test_other_scenes(void **state)
{
	(void)state;
	checked("a tenth long thin among specks", 50000, thin);
	checked("1 box 100,000 away from 50,000", 50001, far_1);
	checked("two halves of 25,000, 1e6 apart", 50000, two_clusters);
	assert_int_equal(checked("3,000 identical", 3000, identical), (size_t)3000 * 2999 / 2);
	checked("uniform, as the benchmark", 100000, uniform);
}

TEST_MAIN("work",
	cmocka_unit_test(test_whole_world), cmocka_unit_test(test_other_scenes),
	cmocka_unit_test(test_float_range))
