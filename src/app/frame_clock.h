/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* frame_clock.h: how fast frames reach the screen, as a player sees them:
 * the time from one presented frame to the next, kept for the last second.
 * No SDL: the window loop feeds it, the stats panel shows its figures. */
#ifndef APP_FRAME_CLOCK_H
#define APP_FRAME_CLOCK_H

#include <stdbool.h>
#include <stddef.h>

/* 60 frames a second: one frame's budget, ms. */
#define FRAME_BUDGET_MS (1000.0 / 60.0)
/* A frame longer than this missed its display refresh (the slack keeps a
 * vsync'd frame's jitter from counting). */
#define FRAME_MISSED_MS (FRAME_BUDGET_MS * 1.1)
/* Frames kept at most: a second's worth at up to this rate. */
#define FRAME_CLOCK_SLOTS 1024

typedef struct frame_clock {
	double at[FRAME_CLOCK_SLOTS]; /* when each frame ended, seconds */
	double ms[FRAME_CLOCK_SLOTS]; /* how long it took */
	size_t next, count;
} frame_clock;

typedef struct frame_figures {
	double per_second; /* frames that ended in the last second */
	double median_ms, p95_ms;
	bool missed;       /* p95_ms over FRAME_MISSED_MS */
} frame_figures;

/* Notes a frame that ended at now (seconds, any fixed origin) after ms. */
void frame_clock_add(frame_clock *c, double now, double ms);

/* The frames that ended in the second up to now; all zero for none. */
frame_figures frame_clock_figures(const frame_clock *c, double now);

#endif
