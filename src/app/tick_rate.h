/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* tick_rate.h: simulation ticks per second of real time, as the stats
 * overlay shows it. */
#ifndef APP_TICK_RATE_H
#define APP_TICK_RATE_H

#include <stdint.h>

typedef struct tick_rate {
	uint64_t start;
	uint64_t ticks;
	double per_second;
} tick_rate;

/* Counts ticks done now; per_second covers the last half second or so. */
void tick_rate_count(tick_rate *r, uint64_t ticks);

#endif
