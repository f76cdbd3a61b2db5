/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_pool.c: the worker threads behind a parallel broadphase.
 *
 * A job is split into shares (at most FP_POOL_SHARES_MAX; a few a worker).
 * Every thread, the caller included, claims shares one at a time until none
 * is left, so a share is run once, by whichever thread is free: on a busy
 * machine where a pool thread is not scheduled, the caller runs every share
 * itself instead of waiting for it. The caller then waits only for the
 * shares other threads have claimed. A share's work depends on its number
 * alone, never on the thread.
 *
 * The pool's threads block every signal, so a program's handlers run on
 * its own threads only. fork() copies only the thread that calls it: a
 * child's copy of a pool has no threads, and possibly a lock that one of
 * them held, so the child never touches the copy's locks and runs every
 * share itself; destroying the copy frees its memory only.
 */
/* pthread_sigmask and sigset_t are POSIX, beyond C11. */
#define _POSIX_C_SOURCE 200809L

#include "broadphase_pool.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#define FP_PAUSE() _mm_pause()
#else
#define FP_PAUSE() ((void)0)
#endif

/* How long a pool thread polls for the next job before it sleeps (about
 * half a millisecond): longer than the gap between two steps of one call,
 * shorter than the gap between two calls. Waking a sleeping thread takes
 * some 100 microseconds here, a whole step at 100,000 boxes. */
#define FP_POOL_SPIN 4000

/* How long the caller polls for the shares other threads run before it
 * sleeps (a few milliseconds): it has nothing else to do, and the shares
 * of one step end close together. */
#define FP_POOL_SPIN_DONE 200000

typedef struct fp_pool_thread {
	fp_pool *pool;
	pthread_t thread;
} fp_pool_thread;

struct fp_pool {
	unsigned workers;
	unsigned forks;            /* fp_pool_forks when the threads were started */
	fp_pool_thread *threads;   /* workers - 1 of them */
	pthread_mutex_t lock;
	pthread_cond_t wake;       /* a new job (or quit) was posted */
	pthread_cond_t done_cond;  /* the last share of the job finished */
	/* The job in one word: its generation (bits 24 and up), its share
	 * count (bits 12 to 23) and its next unclaimed share (bits 0 to 11). A
	 * claim succeeds only within the generation it read, so a thread late
	 * for one job never runs a share of the next; and job and ctx change
	 * only once every share is claimed and done. */
	_Atomic uint64_t claim;
	atomic_uint done;          /* shares finished in this generation */
	atomic_bool quit;
	fp_pool_job *job;
	void *ctx;
};

/* How many times this process or its ancestors forked since the library
 * was loaded, counted in each child (pthread_atfork): a pool whose count
 * differs was made before a fork, in the parent, and has no threads
 * here. */
static atomic_uint fp_pool_forks;
static pthread_once_t fp_pool_once = PTHREAD_ONCE_INIT;
static bool fp_pool_counting;

static void count_fork(void)
{
	atomic_fetch_add(&fp_pool_forks, 1);
}

static void count_forks(void)
{
	fp_pool_counting = pthread_atfork(NULL, NULL, count_fork) == 0;
}

/* The pool's threads are this process's. */
static bool threads_here(const fp_pool *p)
{
	return p->forks == atomic_load(&fp_pool_forks);
}

static uint64_t generation_of(uint64_t claim)
{
	return claim >> 24;
}

static unsigned shares_of(uint64_t claim)
{
	return (unsigned)(claim >> 12 & 0xfffu);
}

/* Claims and runs shares of generation gen until none is left. */
static void run_shares(fp_pool *p, uint64_t gen)
{
	uint64_t c = atomic_load(&p->claim);
	for (;;) {
		unsigned shares = shares_of(c), share = (unsigned)(c & 0xfffu);
		if (generation_of(c) != gen || share >= shares)
			return;
		if (!atomic_compare_exchange_weak(&p->claim, &c, c + 1))
			continue; /* c now holds the current value */
		p->job(p->ctx, share, shares);
		if (atomic_fetch_add(&p->done, 1) + 1 == shares) {
			pthread_mutex_lock(&p->lock);
			pthread_cond_signal(&p->done_cond);
			pthread_mutex_unlock(&p->lock);
		}
		c = atomic_load(&p->claim);
	}
}

/* Waits until the generation moves past seen (or quit); returns it. */
static uint64_t wait_job(fp_pool *p, uint64_t seen)
{
	for (int i = 0; i < FP_POOL_SPIN; i++) {
		uint64_t g = generation_of(atomic_load(&p->claim));
		if (g != seen || atomic_load(&p->quit))
			return g;
		FP_PAUSE();
	}
	pthread_mutex_lock(&p->lock);
	uint64_t g;
	while ((g = generation_of(atomic_load(&p->claim))) == seen && !atomic_load(&p->quit))
		pthread_cond_wait(&p->wake, &p->lock);
	pthread_mutex_unlock(&p->lock);
	return g;
}

static void *thread_main(void *arg)
{
	fp_pool *p = ((fp_pool_thread *)arg)->pool;
	uint64_t seen = 0;
	for (;;) {
		seen = wait_job(p, seen);
		if (atomic_load(&p->quit))
			return NULL;
		run_shares(p, seen);
	}
}

/* Sets quit, wakes every thread and joins the first `started`. */
static void stop_threads(fp_pool *p, unsigned started)
{
	pthread_mutex_lock(&p->lock);
	atomic_store(&p->quit, true);
	pthread_cond_broadcast(&p->wake);
	pthread_mutex_unlock(&p->lock);
	for (unsigned i = 0; i < started; i++)
		pthread_join(p->threads[i].thread, NULL);
}

static void pool_free(fp_pool *p)
{
	pthread_cond_destroy(&p->done_cond);
	pthread_cond_destroy(&p->wake);
	pthread_mutex_destroy(&p->lock);
	free(p->threads);
	free(p);
}

fp_pool *fp_pool_create(unsigned workers)
{
	if (workers == 0 || pthread_once(&fp_pool_once, count_forks) != 0 || !fp_pool_counting)
		return NULL;
	fp_pool *p = calloc(1, sizeof *p);
	if (!p)
		return NULL;
	p->workers = workers;
	p->forks = atomic_load(&fp_pool_forks);
	p->threads = calloc(workers, sizeof *p->threads);
	atomic_init(&p->claim, 0); /* generation 0, no share */
	atomic_init(&p->done, 0);
	atomic_init(&p->quit, false);
	bool ok = p->threads && pthread_mutex_init(&p->lock, NULL) == 0;
	ok = ok && pthread_cond_init(&p->wake, NULL) == 0 &&
	     pthread_cond_init(&p->done_cond, NULL) == 0;
	if (!ok) {
		free(p->threads);
		free(p);
		return NULL;
	}
	/* The threads start with the creator's signal mask: every signal
	 * blocked, then the creator's own restored. */
	sigset_t all, mine;
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &mine);
	for (unsigned i = 0; i + 1 < workers; i++) {
		p->threads[i].pool = p;
		if (pthread_create(&p->threads[i].thread, NULL, thread_main, &p->threads[i]) != 0) {
			pthread_sigmask(SIG_SETMASK, &mine, NULL);
			stop_threads(p, i);
			pool_free(p);
			return NULL;
		}
	}
	pthread_sigmask(SIG_SETMASK, &mine, NULL);
	return p;
}

void fp_pool_destroy(fp_pool *p)
{
	if (!p)
		return;
	if (threads_here(p)) {
		stop_threads(p, p->workers - 1);
		pool_free(p);
		return;
	}
	/* A forked copy: no thread to stop, and locks that may stay held. */
	free(p->threads);
	free(p);
}

void fp_pool_run(fp_pool *p, unsigned shares, fp_pool_job *job, void *ctx)
{
	if (!p || p->workers == 1 || shares <= 1 || shares > FP_POOL_SHARES_MAX || !threads_here(p)) {
		for (unsigned s = 0; s < shares; s++)
			job(ctx, s, shares);
		return;
	}
	/* Every share of the last job is done, so no thread is inside one. */
	p->job = job;
	p->ctx = ctx;
	atomic_store(&p->done, 0);
	uint64_t gen = generation_of(atomic_load(&p->claim)) + 1;
	pthread_mutex_lock(&p->lock);
	atomic_store(&p->claim, gen << 24 | (uint64_t)shares << 12);
	pthread_cond_broadcast(&p->wake);
	pthread_mutex_unlock(&p->lock);
	run_shares(p, gen);
	for (int i = 0; i < FP_POOL_SPIN_DONE && atomic_load(&p->done) != shares; i++)
		FP_PAUSE();
	if (atomic_load(&p->done) == shares)
		return;
	pthread_mutex_lock(&p->lock);
	while (atomic_load(&p->done) != shares)
		pthread_cond_wait(&p->done_cond, &p->lock);
	pthread_mutex_unlock(&p->lock);
}
