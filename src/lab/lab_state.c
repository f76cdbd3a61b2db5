/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "lab_state.h"

#include <math.h>
#include <string.h>

#include "lab_scenes.h"

static vec2s v2(float x, float y)
{
	return (vec2s){{x, y}};
}

void lab_state_init(lab_state *s)
{
	memset(s, 0, sizeof *s);
	s->scene = 1;
	for (int n = 1; n <= lab_scene_count; ++n) {
		const lab_scene *sc = lab_scenes[n - 1];
		for (int i = 0; i < sc->field_count; ++i) {
			const lab_field *f = &sc->fields[i];
			memcpy((char *)lab_state_shapes(s, n) + f->offset, f->defaults,
				(size_t)f->count * sizeof f->defaults[0]);
		}
	}
}

void lab_state_set_scene(lab_state *s, int scene)
{
	if (!lab_scene_get(scene))
		return;
	s->scene = scene;
	s->selected = 0;
	s->dragging = false;
}

void *lab_state_shapes(lab_state *s, int n)
{
	return lab_scene_get(n) ? s->shapes[n - 1] : NULL;
}

const void *lab_state_shapes_const(const lab_state *s, int n)
{
	return lab_scene_get(n) ? s->shapes[n - 1] : NULL;
}

void *lab_state_field(lab_state *s, const char *name)
{
	int n;
	const lab_field *f = lab_field_find(name, &n);
	return f ? (char *)lab_state_shapes(s, n) + f->offset : NULL;
}

int lab_state_handles(lab_state *s, lab_handle out[LAB_HANDLES_MAX])
{
	const lab_scene *sc = lab_scene_get(s->scene);
	int n = 0;
	for (int i = 0; sc && i < sc->field_count; ++i) {
		const lab_field *f = &sc->fields[sc->handle_order ? sc->handle_order[i] : i];
		if (n > LAB_HANDLES_MAX - LAB_SHAPE_HANDLES_MAX)
			break;
		n = lab_handles_of(f->shape, (char *)lab_state_shapes(s, s->scene) + f->offset, out, n);
	}
	return n;
}

vec2s lab_snap(vec2s p)
{
	return v2(roundf(p.x / LAB_GRID) * LAB_GRID, roundf(p.y / LAB_GRID) * LAB_GRID);
}

int lab_state_hit(lab_state *s, vec2s p, float reach)
{
	lab_handle h[LAB_HANDLES_MAX];
	int n = lab_state_handles(s, h);
	int best = -1;
	float best_d = reach * reach;
	/* Later handles win ties so a vertex on top of a centre stays reachable
	 * by order of drawing (the last drawn is on top). */
	for (int i = 0; i < n; ++i) {
		vec2s d = glms_vec2_sub(lab_handle_pos(h[i]), p);
		float dd = d.x * d.x + d.y * d.y;
		if (dd <= best_d) {
			best_d = dd;
			best = i;
		}
	}
	return best;
}

void lab_state_press(lab_state *s, vec2s p, float reach)
{
	int hit = lab_state_hit(s, p, reach);
	s->dragging = hit >= 0;
	if (hit >= 0)
		s->selected = hit;
}

static bool selected_handle(lab_state *s, lab_handle *out)
{
	lab_handle h[LAB_HANDLES_MAX];
	int n = lab_state_handles(s, h);
	if (s->selected < 0 || s->selected >= n)
		return false;
	*out = h[s->selected];
	return true;
}

/* 15 degrees: multiples of it give the boxes of a tidy test case. */
static float snap_angle(float a)
{
	const float step = 3.14159265f / 12.0f;
	return roundf(a / step) * step;
}

static void place_selected(lab_state *s, lab_handle h, vec2s p)
{
	if (!s->snap) {
		lab_handle_place(h, p);
		return;
	}
	lab_handle_place(h, lab_snap(p));
	if (h.kind == LAB_HANDLE_BOX_TURN)
		h.box->angle = snap_angle(h.box->angle);
}

void lab_state_drag(lab_state *s, vec2s p)
{
	lab_handle h;
	if (!s->dragging || !selected_handle(s, &h))
		return;
	place_selected(s, h, p);
}

void lab_state_release(lab_state *s)
{
	s->dragging = false;
}

void lab_state_select_next(lab_state *s)
{
	lab_handle h[LAB_HANDLES_MAX];
	int n = lab_state_handles(s, h);
	s->selected = n > 0 ? (s->selected + 1) % n : -1;
}

static float step_float(float x, int dir)
{
	if (dir == 0)
		return x;
	return nextafterf(x, dir > 0 ? INFINITY : -INFINITY);
}

void lab_state_nudge(lab_state *s, int dx, int dy)
{
	lab_handle h;
	if (!selected_handle(s, &h))
		return;
	switch (h.kind) {
	case LAB_HANDLE_POINT:
		h.point->x = step_float(h.point->x, dx);
		h.point->y = step_float(h.point->y, dy);
		return;
	case LAB_HANDLE_RIM:
		h.circle->radius = fmaxf(step_float(h.circle->radius, dx + dy), 0.0f);
		return;
	case LAB_HANDLE_BOX_CORNER:
		h.box->half.x = fmaxf(step_float(h.box->half.x, dx), 0.0f);
		h.box->half.y = fmaxf(step_float(h.box->half.y, dy), 0.0f);
		return;
	case LAB_HANDLE_BOX_TURN:
		h.box->angle = step_float(h.box->angle, dx + dy);
		return;
	}
}

static float lab_state_step(const lab_state *s)
{
	return s->snap ? LAB_GRID : 5.0f;
}

static vec2s step_point(const lab_state *s, vec2s p, int dx, int dy)
{
	float step = lab_state_step(s);
	vec2s q = v2(p.x + (float)dx * step, p.y + (float)dy * step);
	return s->snap ? lab_snap(q) : q;
}

void lab_state_step_selected(lab_state *s, int dx, int dy)
{
	lab_handle h;
	if (!selected_handle(s, &h))
		return;
	place_selected(s, h, step_point(s, lab_handle_pos(h), dx, dy));
}

static void move_tri(const lab_state *s, lab_handle *h, int dx, int dy)
{
	/* The whole triangle moves by the step of its first vertex so a snapped
	 * triangle keeps its shape. */
	vec2s to = step_point(s, *h[0].point, dx, dy);
	vec2s d = glms_vec2_sub(to, *h[0].point);
	for (int i = 0; i < 3; ++i)
		*h[i].point = glms_vec2_add(*h[i].point, d);
}

void lab_state_move(lab_state *s, int dx, int dy)
{
	lab_handle h[LAB_HANDLES_MAX];
	int n = lab_state_handles(s, h);
	if (n == 0)
		return;
	if (lab_scene_get(s->scene)->moves_triangle)
		move_tri(s, h, dx, dy);
	else
		*h[0].point = step_point(s, *h[0].point, dx, dy);
}

/* The scene's circle: the first rim handle's, or NULL. */
static fp_circle *scene_circle(lab_state *s)
{
	lab_handle h[LAB_HANDLES_MAX];
	int n = lab_state_handles(s, h);
	for (int i = 0; i < n; ++i)
		if (h[i].kind == LAB_HANDLE_RIM)
			return h[i].circle;
	return NULL;
}

void lab_state_grow(lab_state *s, int sign)
{
	fp_circle *c = scene_circle(s);
	if (!c)
		return;
	/* Half a grid cell when snapping, so a radius can reach a grid line. */
	float step = s->snap ? LAB_GRID / 2 : lab_state_step(s);
	float r = c->radius + (float)sign * step;
	if (s->snap)
		r = roundf(r / step) * step;
	c->radius = fmaxf(r, 0.0f);
}
