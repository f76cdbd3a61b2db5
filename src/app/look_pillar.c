/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_pillar.c: a round pillar on a square plinth, its cap lighter. */
#include "look_def.h"

static void draw(look_pen *p)
{
	float u = p->half_u, v = p->half_v, h = p->height;
	look_pen_base(p, 0.15f * h, look_shade(p->body, 0, 0.35f));
	look_pen_disc(p, 0.0f, 0.0f, 0.9f * u, 0.9f * v, 0.0f, h, p->body);
	look_pen_disc(p, 0.0f, 0.0f, 0.6f * u, 0.6f * v, h, h + 0.5f, look_shade(p->body, 255, 0.25f));
}

const look_def look_pillar = {"pillar", draw};
