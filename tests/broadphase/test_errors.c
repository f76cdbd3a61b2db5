/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Why a broadphase call failed (fp_broadphase_last_error): bp NULL, more
 * boxes or circles than FP_BROADPHASE_MAX_SHAPES (refused before the array
 * is read, so a one-box array stands for them), a bad worker count, and out
 * of memory (in a child whose address space is capped just above what it
 * uses), each followed by a call that succeeds again. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "test_main.h"

#include <footprint/broadphase.h>

#include "scenes.h"

static void test_null(void **state)
{
	(void)state;
	fp_footprint f = fp_footprint_of((fp_box){ { { 0, 0 } }, { { 1, 1 } }, 0 });
	fp_circle c = { { { 0, 0 } }, 1 };
	size_t count = 7;
	assert_null(fp_broadphase_box_pairs(NULL, &f, 1, &count));
	assert_int_equal(count, 0);
	count = 7;
	assert_null(fp_broadphase_circle_pairs(NULL, &f, 1, &c, 1, &count));
	assert_int_equal(count, 0);
	assert_false(fp_broadphase_set_workers(NULL, 2));
	assert_int_equal(fp_broadphase_last_error(NULL), FP_BROADPHASE_NULL);
}

static void test_too_many(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	assert_non_null(bp);
	assert_int_equal(fp_broadphase_last_error(bp), FP_BROADPHASE_OK);
	fp_footprint f[2] = {
		fp_footprint_of((fp_box){ { { 0, 0 } }, { { 1, 1 } }, 0 }),
		fp_footprint_of((fp_box){ { { 1, 0 } }, { { 1, 1 } }, 0 }),
	};
	fp_circle c = { { { 0, 0 } }, 1 };
	size_t count = 7, over = (size_t)FP_BROADPHASE_MAX_SHAPES + 1;
	assert_null(fp_broadphase_box_pairs(bp, f, over, &count));
	assert_int_equal(count, 0);
	assert_int_equal(fp_broadphase_last_error(bp), FP_BROADPHASE_TOO_MANY);
	assert_non_null(fp_broadphase_box_pairs(bp, f, 2, &count));
	assert_int_equal(count, 1);
	assert_int_equal(fp_broadphase_last_error(bp), FP_BROADPHASE_OK);
	assert_null(fp_broadphase_circle_pairs(bp, f, 2, &c, over, &count));
	assert_int_equal(fp_broadphase_last_error(bp), FP_BROADPHASE_TOO_MANY);
	assert_null(fp_broadphase_circle_pairs(bp, f, over, &c, 1, &count));
	assert_int_equal(fp_broadphase_last_error(bp), FP_BROADPHASE_TOO_MANY);
	assert_non_null(fp_broadphase_circle_pairs(bp, f, 2, &c, 1, &count));
	assert_int_equal(count, 2);
	assert_int_equal(fp_broadphase_last_error(bp), FP_BROADPHASE_OK);
	fp_broadphase_destroy(bp);
}

static void test_bad_workers(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	assert_non_null(bp);
	assert_false(fp_broadphase_set_workers(bp, 0));
	assert_int_equal(fp_broadphase_last_error(bp), FP_BROADPHASE_BAD_WORKERS);
	assert_false(fp_broadphase_set_workers(bp, FP_BROADPHASE_MAX_WORKERS + 1));
	assert_int_equal(fp_broadphase_last_error(bp), FP_BROADPHASE_BAD_WORKERS);
	assert_int_equal(fp_broadphase_workers(bp), 1);
	assert_true(fp_broadphase_set_workers(bp, 2));
	assert_int_equal(fp_broadphase_last_error(bp), FP_BROADPHASE_OK);
	fp_broadphase_destroy(bp);
}

/* The process's address space in bytes (VmSize), 0 when unknown. */
static size_t address_space(void)
{
	FILE *f = fopen("/proc/self/status", "r");
	char line[256];
	size_t kb = 0;
	while (f && fgets(line, sizeof line, f))
		if (sscanf(line, "VmSize: %zu kB", &kb) == 1)
			break;
	if (f)
		fclose(f);
	return kb * 1024;
}

/* In the child: 200,000 boxes with the address space capped 1 MiB above
 * what the process holds, then uncapped. Exit status: 0 as expected, 2 the
 * capped call did not fail for want of memory, 3 the uncapped one failed,
 * 4 no cap could be set. */
static int capped_call(void)
{
	scene s = scene_strewn("capped", 200000, 0, 2000.0f, 20);
	fp_broadphase *bp = fp_broadphase_create();
	struct rlimit was, cap;
	size_t used = address_space();
	if (!bp || used == 0 || getrlimit(RLIMIT_AS, &was) != 0)
		return 4;
	cap = was;
	cap.rlim_cur = (rlim_t)(used + (1u << 20));
	if (setrlimit(RLIMIT_AS, &cap) != 0)
		return 4;
	size_t count = 7;
	const fp_pair *p = fp_broadphase_box_pairs(bp, s.fp, s.n, &count);
	fp_broadphase_error e = fp_broadphase_last_error(bp);
	setrlimit(RLIMIT_AS, &was);
	printf("errors: capped at VmSize + 1 MiB: %s, error %d, %zu pairs\n", p ? "an answer" : "NULL",
	       (int)e, count);
	if (p || count != 0 || e != FP_BROADPHASE_NO_MEMORY)
		return 2;
	p = fp_broadphase_box_pairs(bp, s.fp, s.n, &count);
	printf("errors: uncapped: %zu pairs, error %d\n", count, (int)fp_broadphase_last_error(bp));
	if (!p || fp_broadphase_last_error(bp) != FP_BROADPHASE_OK)
		return 3;
	fp_broadphase_destroy(bp);
	scene_free(&s);
	return 0;
}

static void test_no_memory(void **state)
{
	(void)state;
	fflush(stdout);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		int code = capped_call();
		fflush(stdout);
		_exit(code);
	}
	int status = 0;
	assert_int_equal(waitpid(pid, &status, 0), pid);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		fail_msg("the capped child %s %d", WIFEXITED(status) ? "exited" : "died of signal",
		         WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
}

TEST_MAIN("errors",
	cmocka_unit_test(test_null), cmocka_unit_test(test_too_many),
	cmocka_unit_test(test_bad_workers), cmocka_unit_test(test_no_memory))
