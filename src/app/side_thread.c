/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "side_thread.h"

#include <stdlib.h>

#ifndef __EMSCRIPTEN__
#include <pthread.h>

struct side_thread {
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t posted, ended;
	void (*job)(void *ctx);
	void *ctx;
	bool busy, begun, quit;
};

static void *run(void *arg)
{
	side_thread *t = arg;
	pthread_mutex_lock(&t->lock);
	for (;;) {
		while (!t->busy && !t->quit)
			pthread_cond_wait(&t->posted, &t->lock);
		if (t->quit)
			break;
		t->begun = true;
		pthread_mutex_unlock(&t->lock);
		t->job(t->ctx);
		pthread_mutex_lock(&t->lock);
		t->busy = t->begun = false;
		pthread_cond_signal(&t->ended);
	}
	pthread_mutex_unlock(&t->lock);
	return NULL;
}

/* A thread waiting for jobs; NULL where none could be made. */
static side_thread *side_thread_make(void)
{
	side_thread *t = calloc(1, sizeof *t);
	if (t == NULL)
		return NULL;
	if (pthread_mutex_init(&t->lock, NULL) != 0) {
		free(t);
		return NULL;
	}
	bool posted = pthread_cond_init(&t->posted, NULL) == 0;
	bool ended = posted && pthread_cond_init(&t->ended, NULL) == 0;
	if (ended && pthread_create(&t->thread, NULL, run, t) == 0)
		return t;
	if (ended)
		pthread_cond_destroy(&t->ended);
	if (posted)
		pthread_cond_destroy(&t->posted);
	pthread_mutex_destroy(&t->lock);
	free(t);
	return NULL;
}

bool side_thread_start(side_thread *t, void (*job)(void *ctx), void *ctx)
{
	if (t == NULL)
		return false;
	pthread_mutex_lock(&t->lock);
	t->job = job;
	t->ctx = ctx;
	t->busy = true;
	pthread_cond_signal(&t->posted);
	pthread_mutex_unlock(&t->lock);
	return true;
}

bool side_thread_wait(side_thread *t)
{
	if (t == NULL)
		return false;
	pthread_mutex_lock(&t->lock);
	bool taken = t->busy && !t->begun;
	if (taken)
		t->busy = false;
	while (t->busy)
		pthread_cond_wait(&t->ended, &t->lock);
	pthread_mutex_unlock(&t->lock);
	return !taken;
}

bool side_thread_busy(side_thread *t)
{
	if (t == NULL)
		return false;
	pthread_mutex_lock(&t->lock);
	bool busy = t->busy;
	pthread_mutex_unlock(&t->lock);
	return busy;
}

void side_thread_free(side_thread *t)
{
	if (t == NULL)
		return;
	pthread_mutex_lock(&t->lock);
	t->quit = true;
	pthread_cond_signal(&t->posted);
	pthread_mutex_unlock(&t->lock);
	pthread_join(t->thread, NULL);
	pthread_cond_destroy(&t->posted);
	pthread_cond_destroy(&t->ended);
	pthread_mutex_destroy(&t->lock);
	free(t);
}

#else

static side_thread *side_thread_make(void)
{
	return NULL;
}

bool side_thread_start(side_thread *t, void (*job)(void *ctx), void *ctx)
{
	(void)t;
	(void)job;
	(void)ctx;
	return false;
}

bool side_thread_wait(side_thread *t)
{
	(void)t;
	return false;
}

bool side_thread_busy(side_thread *t)
{
	(void)t;
	return false;
}

void side_thread_free(side_thread *t)
{
	(void)t;
}

#endif

side_thread *side_thread_once(side_thread **t, bool *tried)
{
	if (!*tried) {
		*t = side_thread_make();
		*tried = true;
	}
	return *t;
}
