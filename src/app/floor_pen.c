/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "floor_pen.h"

#include <math.h>

#define TAU 6.28318530717958647692f

void floor_rect(floor_pen *f, float x0, float y0, float x1, float y1, rgba8 c)
{
	vec2s q[4] = {{{x0, y0}}, {{x1, y0}}, {{x1, y1}}, {{x0, y1}}};
	f->part(f, q, 4, c);
}

void floor_disc(floor_pen *f, float x, float y, float r, int n, rgba8 c)
{
	vec2s p[16];
	n = n > 16 ? 16 : n;
	for (int k = 0; k < n; k++) {
		float t = TAU * (float)k / (float)n;
		p[k] = (vec2s){{x + r * cosf(t), y + r * sinf(t)}};
	}
	f->part(f, p, n, c);
}

float floor_hash(int x, int y, uint32_t salt)
{
	uint32_t h = (uint32_t)x * 73856093u ^ (uint32_t)y * 19349663u ^ salt * 83492791u;
	h ^= h >> 15;
	h *= 2246822519u;
	h ^= h >> 13;
	return (float)(h & 0xffffu) / 65535.0f;
}
