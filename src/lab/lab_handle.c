/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "lab_handle.h"

#include <math.h>
#include <stddef.h>

static vec2s v2(float x, float y)
{
	return (vec2s){{x, y}};
}

static vec2s rotate(vec2s v, float angle)
{
	float c = cosf(angle), s = sinf(angle);
	return v2(c * v.x - s * v.y, s * v.x + c * v.y);
}

vec2s lab_handle_pos(lab_handle h)
{
	switch (h.kind) {
	case LAB_HANDLE_POINT:
		return *h.point;
	case LAB_HANDLE_RIM: {
		/* On the side towards the canvas's middle so it never hides off it. */
		float side = h.circle->center.x > LAB_CANVAS / 2 ? -1.0f : 1.0f;
		return v2(h.circle->center.x + side * h.circle->radius, h.circle->center.y);
	}
	case LAB_HANDLE_BOX_CORNER:
		return glms_vec2_add(h.box->center, rotate(h.box->half, h.box->angle));
	case LAB_HANDLE_BOX_TURN:
		return glms_vec2_add(h.box->center,
			rotate(v2(h.box->half.x + LAB_TURN_REACH, 0), h.box->angle));
	}
	return v2(0, 0);
}

void lab_handle_place(lab_handle h, vec2s p)
{
	switch (h.kind) {
	case LAB_HANDLE_POINT:
		*h.point = p;
		return;
	case LAB_HANDLE_RIM:
		h.circle->radius = glms_vec2_distance(p, h.circle->center);
		return;
	case LAB_HANDLE_BOX_CORNER: {
		vec2s local = rotate(glms_vec2_sub(p, h.box->center), -h.box->angle);
		h.box->half = v2(fabsf(local.x), fabsf(local.y));
		return;
	}
	case LAB_HANDLE_BOX_TURN: {
		vec2s d = glms_vec2_sub(p, h.box->center);
		if (d.x != 0 || d.y != 0)
			h.box->angle = atan2f(d.y, d.x);
		return;
	}
	}
}

static int add_point(lab_handle *out, int n, vec2s *p)
{
	out[n++] = (lab_handle){LAB_HANDLE_POINT, p, NULL, NULL};
	return n;
}

static int add_circle(lab_handle *out, int n, fp_circle *c)
{
	n = add_point(out, n, &c->center);
	out[n++] = (lab_handle){LAB_HANDLE_RIM, NULL, c, NULL};
	return n;
}

static int add_box(lab_handle *out, int n, fp_box *b)
{
	n = add_point(out, n, &b->center);
	out[n++] = (lab_handle){LAB_HANDLE_BOX_CORNER, NULL, NULL, b};
	out[n++] = (lab_handle){LAB_HANDLE_BOX_TURN, NULL, NULL, b};
	return n;
}

int lab_handles_of(lab_shape kind, void *shape, lab_handle *out, int n)
{
	vec2s *p = shape;
	fp_aabb *aabb = shape;
	fp_tri *t = shape;
	switch (kind) {
	case LAB_SHAPE_POINT:
		return add_point(out, n, p);
	case LAB_SHAPE_LINE:
		return add_point(out, add_point(out, n, &p[0]), &p[1]);
	case LAB_SHAPE_AABB:
		return add_point(out, add_point(out, n, &aabb->min), &aabb->max);
	case LAB_SHAPE_TRI:
		for (int i = 0; i < 3; ++i)
			n = add_point(out, n, &t->v[i]);
		return n;
	case LAB_SHAPE_CIRCLE:
		return add_circle(out, n, shape);
	case LAB_SHAPE_BOX:
		return add_box(out, n, shape);
	}
	return n;
}
