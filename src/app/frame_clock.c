/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "frame_clock.h"

#include <stdlib.h>

void frame_clock_add(frame_clock *c, double now, double ms)
{
	c->at[c->next] = now;
	c->ms[c->next] = ms;
	c->next = (c->next + 1) % FRAME_CLOCK_SLOTS;
	if (c->count < FRAME_CLOCK_SLOTS)
		c->count++;
}

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

frame_figures frame_clock_figures(const frame_clock *c, double now)
{
	double ms[FRAME_CLOCK_SLOTS];
	size_t n = 0;
	for (size_t k = 1; k <= c->count; k++) {
		size_t i = (c->next + FRAME_CLOCK_SLOTS - k) % FRAME_CLOCK_SLOTS;
		if (now - c->at[i] > 1.0)
			break;
		ms[n++] = c->ms[i];
	}
	if (n == 0)
		return (frame_figures){0};
	qsort(ms, n, sizeof ms[0], by_value);
	frame_figures f = {(double)n, ms[n / 2], ms[(n * 95) / 100], false};
	f.missed = f.p95_ms > FRAME_MISSED_MS;
	return f;
}
