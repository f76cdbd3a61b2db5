/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_guard.c: a guard from above: broad shoulders in the uniform's
 * colour, a head under a dark cap, and a face to the front (its heading). */
#include <math.h>

#include "look_def.h"

static const rgba8 skin = {222, 178, 140, 255};
static const rgba8 cap = {28, 34, 58, 255};

static void draw(look_pen *p)
{
	float u = p->half_u, v = p->half_v, h = p->height, r = 0.5f * fminf(u, v);
	look_pen_base(p, 0.7f * h, p->body);
	look_pen_box(p, -0.3f * u, -0.9f * v, 0.3f * u, -0.6f * v, 0.7f * h, 0.7f * h + 0.5f,
	             look_shade(p->body, 0, 0.3f));
	look_pen_box(p, -0.3f * u, 0.6f * v, 0.3f * u, 0.9f * v, 0.7f * h, 0.7f * h + 0.5f,
	             look_shade(p->body, 0, 0.3f));
	look_pen_disc(p, 0.1f * r, 0.0f, r, r, 0.7f * h, h - 1.0f, skin);
	look_pen_disc(p, -0.15f * r, 0.0f, 0.85f * r, 0.85f * r, h - 2.0f, h, cap);
	look_pen_box(p, 0.55f * r, -0.8f * r, 0.95f * r, 0.8f * r, h - 1.5f, h, cap);
}

const look_def look_guard = {"guard", draw};
