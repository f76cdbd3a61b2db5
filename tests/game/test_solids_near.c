/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The static solids near a box: exactly those whose bounds meet it (closed),
 * found by the region query, listed in the order a walk of the grid's cells
 * meets them, row by row, each solid at the first cell it shares with the
 * box. That order settles the motion rule's ties, so it is checked against
 * the walk itself. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "test_main.h"

#include "rng.h"
#include "solids_near.h"

#define SOLIDS 400
#define WORLD_W 2000.0f
#define WORLD_H 1500.0f

static uint32_t cell(const solids_near *s, float v, uint32_t n)
{
	float k = v / s->cell;
	return !(k >= 0.0f) ? 0 : k >= (float)(n - 1) ? n - 1 : (uint32_t)k;
}

/* The walk: each cell of b's range, rows first; in it the filed solids in
 * their order, each where its own range first meets b's. */
static size_t walk(const solids_near *s, const fp_footprint *fps, fp_aabb b, size_t *out)
{
	size_t found = 0;
	uint32_t x0 = cell(s, b.min.x, s->cols), x1 = cell(s, b.max.x, s->cols);
	uint32_t y0 = cell(s, b.min.y, s->rows), y1 = cell(s, b.max.y, s->rows);
	for (uint32_t y = y0; y <= y1; y++)
		for (uint32_t x = x0; x <= x1; x++)
			for (size_t k = 0; k < s->count; k++) {
				fp_aabb f = fp_footprint_bounds(&fps[s->item[k]]);
				uint32_t lx = cell(s, f.min.x, s->cols), ly = cell(s, f.min.y, s->rows);
				if (fp_aabb_overlap(f, b) && x == (lx > x0 ? lx : x0) && y == (ly > y0 ? ly : y0))
					out[found++] = s->item[k];
			}
	return found;
}

static fp_box random_box(rng *r)
{
	bool wall = rng_below(r, 8) == 0; /* some long enough to be scanned */
	float len = wall ? rng_range(r, 100.0f, 3000.0f) : rng_range(r, 0.5f, 60.0f);
	return (fp_box){.center = {{rng_range(r, -50.0f, WORLD_W + 50.0f),
	                            rng_range(r, -50.0f, WORLD_H + 50.0f)}},
	                .half = {{len, rng_range(r, 0.0f, 20.0f)}},
	                .angle = rng_below(r, 3) == 0 ? 0.0f : rng_range(r, 0.0f, 6.3f)};
}

/* A region: random, or touching a solid's bounds from outside on one side. */
static fp_aabb random_region(rng *r, const fp_footprint *fps)
{
	float x = rng_range(r, -100.0f, WORLD_W), y = rng_range(r, -100.0f, WORLD_H);
	fp_aabb b = {{{x, y}}, {{x + rng_range(r, 0.0f, 300.0f), y + rng_range(r, 0.0f, 300.0f)}}};
	if (rng_below(r, 2) == 0) {
		fp_aabb f = fp_footprint_bounds(&fps[rng_below(r, SOLIDS)]);
		float w = b.max.x - b.min.x;
		b.min.x = f.max.x;
		b.max.x = f.max.x + w;
		b.min.y = f.min.y;
	}
	return b;
}

static void found_as_the_walk_finds_them(void **state)
{
	(void)state;
	static fp_footprint fps[SOLIDS];
	static size_t idx[SOLIDS], wide[SOLIDS], got[SOLIDS], want[SOLIDS];
	rng r = rng_make(19);
	for (size_t i = 0; i < SOLIDS; i++) {
		fps[i] = fp_footprint_of(random_box(&r));
		idx[i] = i;
	}
	solids_near s;
	size_t wide_count;
	assert_true(solids_near_build(&s, fps, idx, SOLIDS, WORLD_W, WORLD_H, wide, &wide_count));
	assert_int_equal(s.count + wide_count, SOLIDS);
	assert_true(wide_count > 0 && s.count > 0);
	size_t nonempty = 0;
	for (int q = 0; q < 4000; q++) {
		fp_aabb b = random_region(&r, fps);
		size_t n = solids_near_find(&s, fps, b, got);
		assert_int_equal(n, walk(&s, fps, b, want));
		assert_memory_equal(got, want, n * sizeof *got);
		nonempty += n > 1;
	}
	assert_true(nonempty > 1000);
	solids_near_free(&s);
	solids_near_free(&s);
}

static void empty_or_nan_regions_meet_nothing(void **state)
{
	(void)state;
	fp_footprint f = fp_footprint_of((fp_box){{{100, 100}}, {{10, 10}}, 0.3f});
	size_t idx = 0, wide, wide_count, out[1];
	solids_near s;
	assert_true(solids_near_build(&s, &f, &idx, 1, 640, 480, &wide, &wide_count));
	assert_int_equal(solids_near_find(&s, &f, (fp_aabb){{{0, 0}}, {{640, 480}}}, out), 1);
	assert_int_equal(solids_near_find(&s, &f, (fp_aabb){{{120, 0}}, {{0, 480}}}, out), 0);
	assert_int_equal(solids_near_find(&s, &f, (fp_aabb){{{NAN, 0}}, {{640, 480}}}, out), 0);
	solids_near_free(&s);
}

TEST_MAIN("solids near",
	cmocka_unit_test(found_as_the_walk_finds_them),
	cmocka_unit_test(empty_or_nan_regions_meet_nothing))
