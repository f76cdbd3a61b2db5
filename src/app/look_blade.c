/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_blade.c: a spinning blade: dark hazard stripes across its length,
 * a hub at its centre. */
#include <math.h>

#include "look_def.h"

#define STRIPE 8.0f /* px of each colour along the blade */

static const rgba8 hub = {58, 60, 68, 255};

static void draw(look_pen *p)
{
	float u = p->half_u, v = p->half_v, h = p->height;
	look_pen_base(p, h, p->body);
	rgba8 dark = look_shade(p->body, 0, 0.6f);
	for (float a = -u + STRIPE; a + STRIPE <= u; a += 2.0f * STRIPE)
		look_pen_box(p, a, -v, a + STRIPE, v, h, h + 0.3f, dark);
	float r = 0.9f * fminf(u, v);
	look_pen_disc(p, 0.0f, 0.0f, r, r, h, h + 0.6f, hub);
}

const look_def look_blade = {"blade", draw};
