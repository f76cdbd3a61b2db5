/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* With an OpenGL renderer made on Mesa's llvmpipe, rasterizer_threads_pin
 * leaves each of llvmpipe's rasterizer threads free to run on one core
 * alone, each on another, when there are two or more and no more than the
 * cores the process may use; else it pins none. Run as llvmpipe starts its
 * threads by itself, and with LP_NUM_THREADS at 1 and at more than any
 * test machine's cores (meson.build). */
#define _GNU_SOURCE /* sched_getaffinity, CPU_COUNT */
#include <dirent.h>
#include <sched.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test_main.h"

#include "rasterizer_threads.h"
#include "renderer.h"

#define MOST 64

/* The cores a thread may run on. */
static cpu_set_t cores_of(pid_t tid)
{
	cpu_set_t s;
	CPU_ZERO(&s);
	assert_int_equal(sched_getaffinity(tid, sizeof s, &s), 0);
	return s;
}

/* This process's threads named "llvmpipe-...", their ids into tid. */
static int llvmpipe_threads(pid_t tid[MOST])
{
	DIR *d = opendir("/proc/self/task");
	assert_non_null(d);
	int n = 0;
	for (struct dirent *e; (e = readdir(d)) != NULL && n < MOST;) {
		char path[300], name[32] = {0};
		snprintf(path, sizeof path, "/proc/self/task/%s/comm", e->d_name);
		FILE *f = fopen(path, "r");
		if (f == NULL)
			continue;
		if (fgets(name, sizeof name, f) != NULL && strncmp(name, "llvmpipe-", 9) == 0)
			tid[n++] = (pid_t)atol(e->d_name);
		fclose(f);
	}
	closedir(d);
	return n;
}

static void pins_each_rasterizer_to_a_core_of_its_own(void **state)
{
	(void)state;
	renderer_headless h = {0};
	if (!renderer_headless_open(&h, 64, 64, true))
		skip(); /* no OpenGL here at all */
	pid_t tid[MOST];
	int n = llvmpipe_threads(tid);
	if (n == 0) {
		renderer_headless_close(&h);
		skip(); /* another GL driver: nothing of llvmpipe's to pin */
	}
	cpu_set_t allowed = cores_of(0);
	int cores = CPU_COUNT(&allowed);
	bool pins = n >= 2 && n <= cores;
	int pinned = rasterizer_threads_pin();
	printf("%d rasterizer threads, %d cores, %d pinned\n", n, cores, pinned);
	assert_int_equal(pinned, pins ? n : 0);
	cpu_set_t taken;
	CPU_ZERO(&taken);
	for (int k = 0; k < n; k++) {
		cpu_set_t s = cores_of(tid[k]);
		if (!pins) {
			/* Each keeps every core the process has. */
			assert_true(CPU_EQUAL(&s, &allowed));
			continue;
		}
		cpu_set_t both;
		assert_int_equal(CPU_COUNT(&s), 1);
		CPU_AND(&both, &s, &allowed);
		assert_int_equal(CPU_COUNT(&both), 1);
		CPU_AND(&both, &s, &taken);
		assert_int_equal(CPU_COUNT(&both), 0);
		CPU_OR(&taken, &taken, &s);
	}
	/* The calling thread stays free. */
	cpu_set_t mine = cores_of(0);
	assert_true(CPU_EQUAL(&mine, &allowed));
	renderer_headless_close(&h);
}

TEST_MAIN("rasterizer threads", cmocka_unit_test(pins_each_rasterizer_to_a_core_of_its_own))
