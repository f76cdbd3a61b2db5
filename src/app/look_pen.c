/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "look_pen.h"

#include <math.h>

#define TAU 6.28318530717958647692f

look_pen look_pen_make(const actor *a, rgba8 body, float height, uint32_t seed,
                       look_pen_part_fn *part, void *view)
{
	return (look_pen){.a = a, .half_u = a->box.half.x, .half_v = a->box.half.y, .height = height,
	                  .body = body, .seed = seed, .cos_a = cosf(a->box.angle),
	                  .sin_a = sinf(a->box.angle), .part = part, .view = view};
}

static float cross2(vec2s a, vec2s b, vec2s c)
{
	return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/* Hands pts (n points, either winding) to the view counter-clockwise in
 * the map's own numbers. */
static void emit(look_pen *p, vec2s *pts, int n, float z0, float z1, rgba8 c)
{
	if (cross2(pts[0], pts[1], pts[2]) < 0.0f)
		for (int i = 0, j = n - 1; i < j; i++, j--) {
			vec2s t = pts[i];
			pts[i] = pts[j];
			pts[j] = t;
		}
	p->part(p, pts, n, z0, z1, c);
}

/* The map point of the actor's own (u, v). */
static vec2s to_map(const look_pen *p, float u, float v)
{
	vec2s o = p->a->box.center;
	return (vec2s){{o.x + u * p->cos_a - v * p->sin_a, o.y + u * p->sin_a + v * p->cos_a}};
}

void look_pen_base(look_pen *p, float z1, rgba8 c)
{
	vec2s q[4];
	for (int k = 0; k < 4; k++)
		q[k] = p->a->fp->corner[k];
	/* Corners that coincide (a box of no width) give no area to wind. */
	if (cross2(q[0], q[1], q[2]) == 0.0f && cross2(q[0], q[2], q[3]) == 0.0f) {
		p->part(p, q, 4, 0.0f, z1, c);
		return;
	}
	emit(p, q, 4, 0.0f, z1, c);
}

void look_pen_box(look_pen *p, float u0, float v0, float u1, float v1, float z0, float z1,
                  rgba8 c)
{
	vec2s q[4] = {{{u0, v0}}, {{u1, v0}}, {{u1, v1}}, {{u0, v1}}};
	look_pen_quad(p, q, z0, z1, c);
}

void look_pen_quad(look_pen *p, const vec2s q[4], float z0, float z1, rgba8 c)
{
	vec2s m[4];
	for (int k = 0; k < 4; k++)
		m[k] = to_map(p, q[k].x, q[k].y);
	emit(p, m, 4, z0, z1, c);
}

void look_pen_disc(look_pen *p, float u, float v, float ru, float rv, float z0, float z1,
                   rgba8 c)
{
	vec2s m[LOOK_PEN_DISC];
	for (int k = 0; k < LOOK_PEN_DISC; k++) {
		float t = TAU * (float)k / (float)LOOK_PEN_DISC;
		m[k] = to_map(p, u + ru * cosf(t), v + rv * sinf(t));
	}
	emit(p, m, LOOK_PEN_DISC, z0, z1, c);
}

rgba8 look_shade(rgba8 c, int to, float t)
{
	return (rgba8){(uint8_t)lroundf((float)c.r + ((float)to - (float)c.r) * t),
	               (uint8_t)lroundf((float)c.g + ((float)to - (float)c.g) * t),
	               (uint8_t)lroundf((float)c.b + ((float)to - (float)c.b) * t), c.a};
}
