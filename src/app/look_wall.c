/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_wall.c: a brick wall: courses of bricks along its length, each
 * course half a brick on from the last, in mortar of a darker shade. */
#include <math.h>

#include "look_def.h"

#define BRICK 22.0f  /* px along the wall */
#define COURSE 9.0f  /* px across */
#define MORTAR 1.0f

/* A brick's own small change of colour, the same every frame. */
static rgba8 brick(const look_pen *p, int row, int k)
{
	uint32_t x = p->seed * 2654435761u ^ (uint32_t)(row * 97 + k) * 40503u;
	x ^= x >> 13;
	return look_shade(p->body, (x & 1u) ? 255 : 0, 0.04f * (float)((x >> 1) % 3u));
}

/* Bricks over the rectangle of length 2*len and width 2*wid, the length
 * along u when along_u. */
static void courses(look_pen *p, float len, float wid, bool along_u)
{
	float z = p->height, z1 = z + 0.3f;
	int rows = (int)fmaxf(1.0f, roundf(2.0f * wid / COURSE));
	float cw = 2.0f * wid / (float)rows;
	for (int r = 0; r < rows; r++) {
		float c0 = -wid + (float)r * cw + MORTAR / 2, c1 = c0 + cw - MORTAR;
		float a = -len - (r % 2 ? BRICK / 2 : 0.0f);
		for (int k = 0; a < len; k++, a += BRICK) {
			float a0 = fmaxf(a + MORTAR / 2, -len + MORTAR / 2);
			float a1 = fminf(a + BRICK - MORTAR / 2, len - MORTAR / 2);
			if (a1 <= a0)
				continue;
			if (along_u)
				look_pen_box(p, a0, c0, a1, c1, z, z1, brick(p, r, k));
			else
				look_pen_box(p, c0, a0, c1, a1, z, z1, brick(p, r, k));
		}
	}
}

static void draw(look_pen *p)
{
	look_pen_base(p, p->height, look_shade(p->body, 0, 0.35f));
	if (p->half_u >= p->half_v)
		courses(p, p->half_u, p->half_v, true);
	else
		courses(p, p->half_v, p->half_u, false);
}

const look_def look_wall = {"wall", draw};
