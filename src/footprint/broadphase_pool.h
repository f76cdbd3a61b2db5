/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_pool.h: a fixed set of threads that run one job at a time
 * (internal).
 *
 * fp_pool_run hands the same job to every worker, the calling thread being
 * worker 0, and returns when all have finished it: each job is a parallel
 * step, and its return is the barrier before the next. Waiting workers spin
 * briefly (the steps of one call follow each other within microseconds),
 * then sleep on a condition variable, so an idle pool costs nothing.
 */
#ifndef FOOTPRINT_BROADPHASE_POOL_H
#define FOOTPRINT_BROADPHASE_POOL_H

#include <stdbool.h>

#pragma GCC visibility push(hidden)

typedef struct fp_pool fp_pool;

/* The most shares a job may have across the pool. */
#define FP_POOL_SHARES_MAX 4095

/* One share of a job: share is in [0, shares). */
typedef void fp_pool_job(void *ctx, unsigned share, unsigned shares);

/* A pool of `workers` (>= 1) workers: workers - 1 threads are started,
 * every signal blocked in them. NULL when out of memory or a thread cannot
 * be started (none is left running). */
fp_pool *fp_pool_create(unsigned workers);

/* Stops and joins the threads (in a forked child, which has none of them,
 * frees the memory only); NULL is ignored. */
void fp_pool_destroy(fp_pool *p);

/* Runs job(ctx, s, shares) once for every share s, returning when all are
 * done; with a NULL pool, one worker, too many shares or in a child forked
 * since the pool was made, all on the caller, in order. */
void fp_pool_run(fp_pool *p, unsigned shares, fp_pool_job *job, void *ctx);

#pragma GCC visibility pop

#endif
