/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* What a win earns: the stars (finishing, within par, unhurt) and the
 * points the score adds (the energy left, 5 a whole second under par), so
 * a better run always scores more. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "test_main.h"

#include "reward.h"

/* The reward of a run of t seconds against par, energy left of 100, which
 * must earn `stars`. */
static reward earns(float t, float par, float energy, int stars)
{
	reward r = reward_of(t, par, energy, 100.0f);
	assert_int_equal(r.stars, stars);
	return r;
}

static void three_stars_within_par_unhurt(void **state)
{
	(void)state;
	reward r = earns(21.5f, 35.0f, 100.0f, 3);
	assert_true(r.in_par && r.unhurt);
	assert_int_equal(r.energy_points, 100);
	assert_int_equal(r.par_points, 13 * REWARD_SECOND_POINTS);
}

static void each_missing_star(void **state)
{
	(void)state;
	reward slow = earns(36.0f, 35.0f, 100.0f, 2);
	assert_false(slow.in_par);
	assert_int_equal(slow.par_points, 0);
	reward hurt = earns(20.0f, 35.0f, 99.6f, 2);
	assert_false(hurt.unhurt);
	assert_int_equal(hurt.energy_points, 99);
	reward both = earns(40.0f, 35.0f, 0.5f, 1);
	assert_int_equal(both.energy_points + both.par_points, 0);
	/* Exactly on par is within it. */
	assert_true(reward_of(35.0f, 35.0f, 1.0f, 100.0f).in_par);
}

static void no_par_gives_its_star(void **state)
{
	(void)state;
	reward r = earns(500.0f, 0.0f, 100.0f, 3);
	assert_true(r.in_par);
	assert_int_equal(r.par_points, 0);
}

/* Faster by a second or with more energy left never scores less, and
 * scores more once a whole second or point is gained. */
static void better_runs_score_more(void **state)
{
	(void)state;
	for (int t = 10; t < 40; t++) {
		reward a = reward_of((float)t, 35.0f, 80.0f, 100.0f);
		reward faster = reward_of((float)t - 1.0f, 35.0f, 80.0f, 100.0f);
		reward fitter = reward_of((float)t, 35.0f, 81.0f, 100.0f);
		int s = a.energy_points + a.par_points;
		assert_true(faster.energy_points + faster.par_points > s || t - 1 >= 35);
		assert_true(fitter.energy_points + fitter.par_points > s);
	}
}

TEST_MAIN("reward",
	cmocka_unit_test(three_stars_within_par_unhurt), cmocka_unit_test(each_missing_star),
	cmocka_unit_test(no_par_gives_its_star), cmocka_unit_test(better_runs_score_more))
