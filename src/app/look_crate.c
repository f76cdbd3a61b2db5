/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_crate.c: a wooden crate: a darker frame of planks round its top and
 * a brace across it. */
#include <math.h>

#include "look_def.h"

static void draw(look_pen *p)
{
	float u = p->half_u, v = p->half_v, h = p->height, f = 0.16f * fminf(u, v), z = h + 0.3f;
	look_pen_base(p, h, p->body);
	rgba8 plank = look_shade(p->body, 0, 0.3f);
	look_pen_box(p, -u, -v, u, -v + f, h, z, plank);
	look_pen_box(p, -u, v - f, u, v, h, z, plank);
	look_pen_box(p, -u, -v + f, -u + f, v - f, h, z, plank);
	look_pen_box(p, u - f, -v + f, u, v - f, h, z, plank);
	vec2s brace[4] = {{{-u + f, -v + f}}, {{-u + 2.5f * f, -v + f}}, {{u - f, v - f}},
	                  {{u - 2.5f * f, v - f}}};
	look_pen_quad(p, brace, h, z, plank);
}

const look_def look_crate = {"crate", draw};
