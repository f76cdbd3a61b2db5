/* test_work.c: the broadphase's work is linear in boxes plus pairs, counted,
 * on the inputs that are quadratic for a single grid or a comparison sort.
 *
 * Work is what fp_broadphase_last_work counts: grid cells made and visited,
 * bounds compared, and pair writes of the sort. It must stay below
 * WORK_PER_ITEM times (boxes + pairs) on every scene: 1, 16 and 1,000 boxes
 * covering the whole world among 50,000 small ones, a tenth long thin boxes
 * among specks, all boxes identical, and the benchmark's uniform scene. A
 * quadratic step (a big box's pairs sorted by insertion, big boxes tested
 * against each other, specks crowding a cell sized for the long boxes)
 * gives hundreds to thousands of steps an item on these scenes. The answer
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

#include "scenes.h"

/* The bound. Measured (the test prints them): 3.5 to 6 on all but the thin
 * boxes, 15.6 on those, whose bounds overlap some 9 times as many pairs as
 * the boxes do (a long thin box's bounds are a square around it). */
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

/* big whole-world boxes among n - big small ones: every small box meets
 * every big one, so most of the pairs are known. */
static void whole_world(size_t n, size_t big)
{
	char name[64];
	snprintf(name, sizeof name, "%zu whole-world among %zu", big, n - big);
	scene s = scene_new(name, n, 0);
	scene_whole_world(&s, 77, big);
	scene_prepare(&s);
	size_t count = work_check(&s);
	assert_true(count >= big * (n - big) + big * (big - 1) / 2);
	scene_free(&s);
}

static void test_whole_world(void **state)
{
	(void)state;
	whole_world(50001, 1);
	whole_world(50016, 16);
	whole_world(51000, 1000);
}

static void test_thin(void **state)
{
	(void)state;
	scene s = scene_new("a tenth long thin among specks", 50000, 0);
	scene_thin(&s, 5);
	scene_prepare(&s);
	work_check(&s);
	scene_free(&s);
}

static void test_identical(void **state)
{
	(void)state;
	scene s = scene_new("3,000 identical", 3000, 0);
	scene_identical(&s);
	scene_prepare(&s);
	assert_int_equal(work_check(&s), (size_t)3000 * 2999 / 2);
	scene_free(&s);
}

/* The benchmark's scene: half extents in [0.5, 2], world side sqrt(32 n). */
static void test_uniform(void **state)
{
	(void)state;
	scene s = scene_new("uniform, as the benchmark", 100000, 0);
	uint32_t r = 3;
	scene_fill(&s, &r, sqrtf(32.0f * 100000.0f), 0.5f, 2.0f, 0.0f, 0.0f);
	scene_prepare(&s);
	work_check(&s);
	scene_free(&s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_whole_world),
		cmocka_unit_test(test_thin),
		cmocka_unit_test(test_identical),
		cmocka_unit_test(test_uniform),
	};
	return cmocka_run_group_tests_name("work", tests, NULL, NULL);
}
