/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The frame clock: what the stats panel shows of the frames a window
 * presented, over the last second only: how many, the median and 95th
 * percentile of their times, and whether that percentile missed the
 * budget (the panel's red). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "frame_clock.h"

static frame_clock clock_;

static int reset(void **state)
{
	(void)state;
	clock_ = (frame_clock){0};
	return 0;
}

/* No frame yet: all zero, nothing missed. */
static void none_is_zero(void **state)
{
	(void)state;
	frame_figures f = frame_clock_figures(&clock_, 5.0);
	assert_true(f.per_second == 0.0 && f.median_ms == 0.0 && f.p95_ms == 0.0);
	assert_false(f.missed);
}

/* 60 frames of 10 ms and 40 of 30 ms in the last second: 100 a second,
 * median 10, p95 30, and 30 ms misses the budget. */
static void figures_of_the_last_second(void **state)
{
	(void)state;
	for (int i = 0; i < 100; i++)
		frame_clock_add(&clock_, 10.0 + 0.0099 * i, i % 5 < 3 ? 10.0 : 30.0);
	frame_figures f = frame_clock_figures(&clock_, 11.0);
	assert_true(f.per_second == 100.0);
	assert_true(f.median_ms == 10.0);
	assert_true(f.p95_ms == 30.0);
	assert_true(f.missed);
}

/* Frames older than a second no longer count: slow ones long ago leave
 * the panel white. */
static void older_frames_drop_out(void **state)
{
	(void)state;
	for (int i = 0; i < 20; i++)
		frame_clock_add(&clock_, 1.0 + 0.05 * i, 50.0);
	for (int i = 0; i < 60; i++)
		frame_clock_add(&clock_, 3.0 + i / 60.0, FRAME_BUDGET_MS);
	frame_figures f = frame_clock_figures(&clock_, 3.99);
	assert_true(f.per_second == 60.0);
	assert_true(f.p95_ms == FRAME_BUDGET_MS);
	assert_false(f.missed);
}

/* More frames than the clock keeps: the newest are kept. */
static void the_newest_are_kept(void **state)
{
	(void)state;
	for (int i = 0; i < FRAME_CLOCK_SLOTS + 100; i++)
		frame_clock_add(&clock_, 7.0 + 1e-4 * i, i < 100 ? 99.0 : 1.0);
	frame_figures f = frame_clock_figures(&clock_, 7.0 + 1e-4 * (FRAME_CLOCK_SLOTS + 100));
	assert_true(f.per_second == (double)FRAME_CLOCK_SLOTS);
	assert_true(f.p95_ms == 1.0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(none_is_zero, reset),
		cmocka_unit_test_setup(figures_of_the_last_second, reset),
		cmocka_unit_test_setup(older_frames_drop_out, reset),
		cmocka_unit_test_setup(the_newest_are_kept, reset),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
