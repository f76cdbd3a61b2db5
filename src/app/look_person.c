/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_person.c: a person from above: shoulders in their clothes' colour,
 * arms at the sides (darker strips), a head with hair at the back, the
 * face to the front (their heading). */
#include <math.h>

#include "look_def.h"

static const rgba8 skin = {222, 178, 140, 255};
static const rgba8 hair[3] = {{92, 60, 38, 255}, {140, 100, 58, 255}, {70, 62, 60, 255}};

static void draw(look_pen *p)
{
	float u = p->half_u, v = p->half_v, h = p->height, r = 0.55f * fminf(u, v);
	look_pen_base(p, 0.65f * h, p->body);
	rgba8 sleeve = look_shade(p->body, 0, 0.25f);
	look_pen_box(p, -0.4f * u, -0.95f * v, 0.4f * u, -0.6f * v, 0.65f * h, 0.65f * h + 0.3f, sleeve);
	look_pen_box(p, -0.4f * u, 0.6f * v, 0.4f * u, 0.95f * v, 0.65f * h, 0.65f * h + 0.3f, sleeve);
	look_pen_disc(p, 0.0f, 0.0f, r, r, 0.65f * h, h - 1.0f, skin);
	look_pen_disc(p, -0.25f * r, 0.0f, 0.8f * r, 0.85f * r, h - 2.0f, h, hair[p->seed % 3]);
}

const look_def look_person = {"person", draw};
