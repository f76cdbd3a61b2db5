/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#define _GNU_SOURCE /* sched_setaffinity, CPU_SET */
#define PIN_THREADS 1
#endif

#include "rasterizer_threads.h"

#ifdef PIN_THREADS
#include <dirent.h>
#include <sched.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The most rasterizer threads looked for. */
#define MOST 64

/* Thread tid's number N when its name is "llvmpipe-N", else -1. */
static int rasterizer_number(const char *tid)
{
	char path[300], name[32] = {0};
	snprintf(path, sizeof path, "/proc/self/task/%s/comm", tid);
	FILE *f = fopen(path, "r");
	if (f == NULL)
		return -1;
	bool read = fgets(name, sizeof name, f) != NULL;
	fclose(f);
	static const char prefix[] = "llvmpipe-";
	const char *digits = name + sizeof prefix - 1;
	if (!read || strncmp(name, prefix, sizeof prefix - 1) != 0)
		return -1;
	char *end;
	long n = strtol(digits, &end, 10);
	bool whole = end != digits && (*end == '\n' || *end == '\0');
	return whole && n >= 0 && n < MOST ? (int)n : -1;
}

/* The rasterizer threads' ids, by number, and how many there are: 0
 * unless they are numbered 0 to n - 1 without a gap. */
static int rasterizers(pid_t tid[MOST])
{
	DIR *d = opendir("/proc/self/task");
	if (d == NULL)
		return 0;
	int n = 0;
	bool seen[MOST] = {false};
	for (struct dirent *e; (e = readdir(d)) != NULL;) {
		int k = rasterizer_number(e->d_name);
		if (k < 0 || seen[k])
			continue;
		seen[k] = true;
		tid[k] = (pid_t)atol(e->d_name);
		n = k + 1 > n ? k + 1 : n;
	}
	closedir(d);
	for (int k = 0; k < n; k++)
		if (!seen[k])
			return 0;
	return n;
}

int rasterizer_threads_pin(void)
{
	cpu_set_t allowed;
	pid_t tid[MOST];
	if (sched_getaffinity(0, sizeof allowed, &allowed) != 0)
		return 0;
	int n = rasterizers(tid);
	if (n < 2 || n > CPU_COUNT(&allowed))
		return 0;
	int pinned = 0, cpu = -1;
	for (int k = 0; k < n; k++) {
		do
			cpu++;
		while (!CPU_ISSET(cpu, &allowed));
		cpu_set_t one;
		CPU_ZERO(&one);
		CPU_SET(cpu, &one);
		pinned += sched_setaffinity(tid[k], sizeof one, &one) == 0;
	}
	return pinned;
}

#else

int rasterizer_threads_pin(void)
{
	return 0;
}

#endif
