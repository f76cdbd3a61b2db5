/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_vehicle.c: a car seen from above: a bonnet and boot at half height,
 * a lighter roof between dark windscreens, white headlights at the front
 * (its heading) and red tail lights at the back. */
#include "look_def.h"

static const rgba8 glass = {36, 46, 64, 255};
static const rgba8 headlight = {250, 248, 228, 255};
static const rgba8 taillight = {200, 32, 36, 255};

static void draw(look_pen *p)
{
	float u = p->half_u, v = p->half_v, h = p->height, hood = 0.55f * h;
	look_pen_base(p, hood, p->body);
	look_pen_box(p, -0.7f * u, -0.78f * v, 0.45f * u, 0.78f * v, hood, 0.8f * h, glass);
	look_pen_box(p, -0.55f * u, -0.8f * v, 0.25f * u, 0.8f * v, hood, h,
	             look_shade(p->body, 255, 0.2f));
	for (float side = -1.0f; side <= 1.0f; side += 2.0f) {
		look_pen_box(p, 0.84f * u, side * 0.45f * v, 0.98f * u, side * 0.85f * v, hood,
		             hood + 0.5f, headlight);
		look_pen_box(p, -0.98f * u, side * 0.5f * v, -0.88f * u, side * 0.85f * v, hood,
		             hood + 0.5f, taillight);
	}
}

const look_def look_vehicle = {"vehicle", draw};
