/* broadphase_pool.c: the worker threads behind a parallel broadphase. */
#include "broadphase_pool.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#define FP_PAUSE() _mm_pause()
#else
#define FP_PAUSE() ((void)0)
#endif

/* How long a waiting worker polls before it sleeps: about 20 to 50
 * microseconds, longer than the gap between two steps of one call and far
 * shorter than the gap between two calls. */
#define FP_POOL_SPIN 4000

typedef struct fp_pool_thread {
	fp_pool *pool;
	unsigned worker;
	pthread_t thread;
} fp_pool_thread;

struct fp_pool {
	unsigned workers;
	fp_pool_thread *threads; /* workers - 1 of them: worker 0 is the caller */
	pthread_mutex_t lock;
	pthread_cond_t wake;     /* a new job (or quit) was posted */
	pthread_cond_t done;     /* the last worker finished the job */
	atomic_uint generation;  /* bumped once per job */
	atomic_uint pending;     /* pool threads still on the current job */
	atomic_bool quit;
	fp_pool_job *job;
	void *ctx;
};

/* Waits until the generation moves past seen (or quit); returns it. */
static unsigned wait_job(fp_pool *p, unsigned seen)
{
	for (int i = 0; i < FP_POOL_SPIN; i++) {
		unsigned g = atomic_load(&p->generation);
		if (g != seen || atomic_load(&p->quit))
			return g;
		FP_PAUSE();
	}
	pthread_mutex_lock(&p->lock);
	unsigned g;
	while ((g = atomic_load(&p->generation)) == seen && !atomic_load(&p->quit))
		pthread_cond_wait(&p->wake, &p->lock);
	pthread_mutex_unlock(&p->lock);
	return g;
}

static void *thread_main(void *arg)
{
	fp_pool_thread *t = arg;
	fp_pool *p = t->pool;
	unsigned seen = 0;
	for (;;) {
		seen = wait_job(p, seen);
		if (atomic_load(&p->quit))
			return NULL;
		p->job(p->ctx, t->worker, p->workers);
		if (atomic_fetch_sub(&p->pending, 1) == 1) {
			pthread_mutex_lock(&p->lock);
			pthread_cond_signal(&p->done);
			pthread_mutex_unlock(&p->lock);
		}
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
	pthread_cond_destroy(&p->done);
	pthread_cond_destroy(&p->wake);
	pthread_mutex_destroy(&p->lock);
	free(p->threads);
	free(p);
}

fp_pool *fp_pool_create(unsigned workers)
{
	if (workers == 0)
		return NULL;
	fp_pool *p = calloc(1, sizeof *p);
	if (!p)
		return NULL;
	p->workers = workers;
	p->threads = calloc(workers, sizeof *p->threads);
	atomic_init(&p->generation, 0);
	atomic_init(&p->pending, 0);
	atomic_init(&p->quit, false);
	bool ok = p->threads && pthread_mutex_init(&p->lock, NULL) == 0;
	ok = ok && pthread_cond_init(&p->wake, NULL) == 0 && pthread_cond_init(&p->done, NULL) == 0;
	if (!ok) {
		free(p->threads);
		free(p);
		return NULL;
	}
	for (unsigned i = 0; i + 1 < workers; i++) {
		fp_pool_thread *t = &p->threads[i];
		t->pool = p;
		t->worker = i + 1;
		if (pthread_create(&t->thread, NULL, thread_main, t) != 0) {
			stop_threads(p, i);
			pool_free(p);
			return NULL;
		}
	}
	return p;
}

void fp_pool_destroy(fp_pool *p)
{
	if (!p)
		return;
	stop_threads(p, p->workers - 1);
	pool_free(p);
}

unsigned fp_pool_workers(const fp_pool *p)
{
	return p ? p->workers : 1;
}

void fp_pool_run(fp_pool *p, fp_pool_job *job, void *ctx)
{
	if (!p || p->workers == 1) {
		job(ctx, 0, 1);
		return;
	}
	p->job = job;
	p->ctx = ctx;
	atomic_store(&p->pending, p->workers - 1);
	pthread_mutex_lock(&p->lock);
	atomic_fetch_add(&p->generation, 1);
	pthread_cond_broadcast(&p->wake);
	pthread_mutex_unlock(&p->lock);
	job(ctx, 0, p->workers);
	for (int i = 0; i < FP_POOL_SPIN && atomic_load(&p->pending) != 0; i++)
		FP_PAUSE();
	if (atomic_load(&p->pending) == 0)
		return;
	pthread_mutex_lock(&p->lock);
	while (atomic_load(&p->pending) != 0)
		pthread_cond_wait(&p->done, &p->lock);
	pthread_mutex_unlock(&p->lock);
}
