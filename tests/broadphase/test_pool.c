/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The broadphase's worker threads: they block every signal (read from
 * /proc/self/task/N/status) while the caller's mask is left as it was; and
 * across fork() a child uses, re-threads and destroys the parent's
 * broadphase with the parent's answers, without hanging (an alarm kills a
 * child that waits for threads it does not have). */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "test_main.h"

#include <footprint/broadphase.h>

#include "scenes.h"

/* Signals a program typically handles, as a SigBlk mask. */
static const unsigned long long handled = 1ull << (SIGINT - 1) | 1ull << (SIGTERM - 1)
	| 1ull << (SIGUSR1 - 1) | 1ull << (SIGALRM - 1) | 1ull << (SIGCHLD - 1);

/* The SigBlk mask of thread tid of this process; false when unreadable. */
static bool blocked_of(const char *tid, unsigned long long *mask)
{
	char path[320], line[256];
	snprintf(path, sizeof path, "/proc/self/task/%s/status", tid);
	FILE *f = fopen(path, "r");
	bool found = false;
	while (f && !found && fgets(line, sizeof line, f))
		found = sscanf(line, "SigBlk: %llx", mask) == 1;
	if (f)
		fclose(f);
	return found;
}

static void test_signals_blocked(void **state)
{
	(void)state;
	fp_broadphase *bp = fp_broadphase_create();
	assert_non_null(bp);
	assert_true(fp_broadphase_set_workers(bp, 4));
	char self[32];
	snprintf(self, sizeof self, "%ld", (long)getpid());
	DIR *d = opendir("/proc/self/task");
	assert_non_null(d);
	int pool = 0;
	for (struct dirent *e; (e = readdir(d));) {
		unsigned long long mask = 0;
		if (e->d_name[0] == '.' || !blocked_of(e->d_name, &mask))
			continue;
		if (strcmp(e->d_name, self) == 0) {
			if (mask & handled)
				fail_msg("the calling thread's mask changed: %llx", mask);
			continue;
		}
		if ((mask & handled) != handled)
			fail_msg("thread %s blocks %llx, not every signal", e->d_name, mask);
		pool++;
	}
	closedir(d);
	printf("pool: %d worker threads, each blocking every signal\n", pool);
	assert_true(pool >= 3);
	fp_broadphase_destroy(bp);
}

/* The answer of one call, copied. */
static fp_pair *pairs_of(fp_broadphase *bp, const scene *s, size_t *count)
{
	const fp_pair *p = fp_broadphase_box_pairs(bp, s->fp, s->n, count);
	if (!p)
		return NULL;
	fp_pair *copy = malloc(*count * sizeof *copy + 1);
	if (copy)
		memcpy(copy, p, *count * sizeof *copy);
	return copy;
}

/* In the child: the parent's broadphase as it is, then with threads of
 * the child's own, then destroyed. Exit status 0 when every answer is the
 * parent's. */
static int child_calls(fp_broadphase *bp, const scene *s, const fp_pair *want, size_t n)
{
	alarm(60);
	size_t count;
	const fp_pair *p = fp_broadphase_box_pairs(bp, s->fp, s->n, &count);
	if (!p || count != n || memcmp(p, want, n * sizeof *p) != 0)
		return 2;
	if (!fp_broadphase_set_workers(bp, 1) || !fp_broadphase_set_workers(bp, 3))
		return 3;
	p = fp_broadphase_box_pairs(bp, s->fp, s->n, &count);
	if (!p || count != n || memcmp(p, want, n * sizeof *p) != 0)
		return 4;
	fp_broadphase_destroy(bp);
	return 0;
}

static void test_fork(void **state)
{
	(void)state;
	scene s = scene_strewn("fork", 20000, 0, 400.0f, 7);
	fp_broadphase *bp = fp_broadphase_create();
	assert_non_null(bp);
	assert_true(fp_broadphase_set_workers(bp, 4));
	size_t n = 0;
	fp_pair *want = pairs_of(bp, &s, &n);
	assert_non_null(want);
	fflush(stdout);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0)
		_exit(child_calls(bp, &s, want, n));
	int status = 0;
	assert_int_equal(waitpid(pid, &status, 0), pid);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		fail_msg("the child %s %d", WIFEXITED(status) ? "exited" : "died of signal",
		         WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
	size_t again = 0;
	fp_pair *after = pairs_of(bp, &s, &again);
	assert_non_null(after);
	assert_int_equal(again, n);
	assert_memory_equal(after, want, n * sizeof *want);
	printf("pool: %zu pairs of 20,000 boxes with 4 workers, the same in a forked child "
	       "(single-threaded, then with 3 workers of its own) and in the parent after it\n", n);
	free(after);
	free(want);
	fp_broadphase_destroy(bp);
	scene_free(&s);
}

TEST_MAIN("pool",
	cmocka_unit_test(test_signals_blocked), cmocka_unit_test(test_fork))
