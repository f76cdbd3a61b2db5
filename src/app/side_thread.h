/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* side_thread.h: one thread beside the caller's that runs one job at a
 * time, for work split in two halves whose result does not depend on
 * which thread ran which. The browser build has no threads: there
 * side_thread_once gives NULL and the caller does all the work. */
#ifndef APP_SIDE_THREAD_H
#define APP_SIDE_THREAD_H

#include <stdbool.h>

typedef struct side_thread side_thread;

/* *t, a thread waiting for jobs, made the first time it is asked for
 * (*tried then set); NULL where there are no threads or none could be
 * made, and then not tried again. */
side_thread *side_thread_once(side_thread **t, bool *tried);

/* Starts job(ctx) on t; false (nothing started) when t is NULL. */
bool side_thread_start(side_thread *t, void (*job)(void *ctx), void *ctx);

/* Waits until the job side_thread_start started has ended and returns
 * true; or, when t's thread has not begun it yet (on a busy machine it
 * may not have been given a processor), takes it back and returns false:
 * the caller then runs it itself rather than wait. */
bool side_thread_wait(side_thread *t);

/* True while the job side_thread_start started has not ended (false for
 * NULL): a caller that does not want to wait asks first. */
bool side_thread_busy(side_thread *t);

/* Ends t's thread and frees it (NULL: nothing). */
void side_thread_free(side_thread *t);

#endif
