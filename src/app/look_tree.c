/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_tree.c: a tree from above: a round crown over the shaded ground it
 * stands on, lit on one side. */
#include "look_def.h"

static void draw(look_pen *p)
{
	float u = p->half_u, v = p->half_v, h = p->height;
	look_pen_base(p, 0.1f * h, look_shade(p->body, 0, 0.45f));
	look_pen_disc(p, 0.0f, 0.0f, 0.98f * u, 0.98f * v, 0.3f * h, h, p->body);
	look_pen_disc(p, -0.25f * u, -0.25f * v, 0.5f * u, 0.5f * v, h, h + 0.5f,
	              look_shade(p->body, 255, 0.18f));
}

const look_def look_tree = {"tree", draw};
