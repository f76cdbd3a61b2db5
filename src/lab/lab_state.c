#include "lab_state.h"

#include <math.h>
#include <string.h>

static vec2s v2(float x, float y)
{
	return (vec2s){{x, y}};
}

static fp_tri tri(float ax, float ay, float bx, float by, float cx, float cy)
{
	return (fp_tri){{v2(ax, ay), v2(bx, by), v2(cx, cy)}};
}

/* Starting shapes sit on the grid so snapping does not jump them. */
void lab_state_init(lab_state *s)
{
	memset(s, 0, sizeof *s);
	s->scene = LAB_SCENE_POINT_TRI;
	s->s1_point = v2(400, 360);
	s->s1_tri = tri(200, 200, 600, 240, 360, 600);
	s->s2_tri[0] = tri(120, 160, 440, 160, 280, 480);
	s->s2_tri[1] = tri(480, 320, 720, 280, 640, 600);
	s->s3_tri = tri(200, 200, 600, 200, 400, 560);
	s->s3_circle = (fp_circle){v2(640, 520), 100};
	s->s4_box[0] = (fp_box){v2(280, 400), v2(120, 60), 0.5f};
	s->s4_box[1] = (fp_box){v2(560, 360), v2(80, 120), -0.3f};
	s->s4_circle = (fp_circle){v2(400, 640), 60};
	s->s5_point = v2(400, 400);
	s->s5_other = v2(520, 520);
	s->s5_aabb = (fp_aabb){v2(120, 120), v2(320, 280)};
	s->s5_circle = (fp_circle){v2(600, 200), 80};
	s->s5_line[0] = v2(120, 680);
	s->s5_line[1] = v2(680, 560);
}

void lab_state_set_scene(lab_state *s, int scene)
{
	if (scene < 1 || scene > LAB_SCENES)
		return;
	s->scene = (lab_scene)scene;
	s->selected = 0;
	s->dragging = false;
}

static lab_handle point_handle(vec2s *p)
{
	return (lab_handle){LAB_HANDLE_POINT, p, NULL, NULL};
}

static int add_tri(lab_handle *out, int n, fp_tri *t)
{
	for (int i = 0; i < 3; ++i)
		out[n++] = point_handle(&t->v[i]);
	return n;
}

static int add_circle(lab_handle *out, int n, fp_circle *c)
{
	out[n++] = point_handle(&c->center);
	out[n++] = (lab_handle){LAB_HANDLE_RIM, NULL, c, NULL};
	return n;
}

static int add_box(lab_handle *out, int n, fp_box *b)
{
	out[n++] = point_handle(&b->center);
	out[n++] = (lab_handle){LAB_HANDLE_BOX_CORNER, NULL, NULL, b};
	out[n++] = (lab_handle){LAB_HANDLE_BOX_TURN, NULL, NULL, b};
	return n;
}

int lab_state_handles(lab_state *s, lab_handle out[LAB_HANDLES_MAX])
{
	int n = 0;
	switch (s->scene) {
	case LAB_SCENE_POINT_TRI:
		out[n++] = point_handle(&s->s1_point);
		return add_tri(out, n, &s->s1_tri);
	case LAB_SCENE_TRI_TRI:
		n = add_tri(out, n, &s->s2_tri[1]);
		return add_tri(out, n, &s->s2_tri[0]);
	case LAB_SCENE_CIRCLE_TRI:
		n = add_circle(out, n, &s->s3_circle);
		return add_tri(out, n, &s->s3_tri);
	case LAB_SCENE_BOXES:
		n = add_circle(out, n, &s->s4_circle);
		n = add_box(out, n, &s->s4_box[0]);
		return add_box(out, n, &s->s4_box[1]);
	case LAB_SCENE_POINTS:
		out[n++] = point_handle(&s->s5_point);
		out[n++] = point_handle(&s->s5_other);
		out[n++] = point_handle(&s->s5_aabb.min);
		out[n++] = point_handle(&s->s5_aabb.max);
		n = add_circle(out, n, &s->s5_circle);
		out[n++] = point_handle(&s->s5_line[0]);
		out[n++] = point_handle(&s->s5_line[1]);
		return n;
	}
	return 0;
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

float lab_state_step(const lab_state *s)
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

static void move_tri(const lab_state *s, fp_tri *t, int dx, int dy)
{
	/* The whole triangle moves by the step of its first vertex so a snapped
	 * triangle keeps its shape. */
	vec2s to = step_point(s, t->v[0], dx, dy);
	vec2s d = glms_vec2_sub(to, t->v[0]);
	for (int i = 0; i < 3; ++i)
		t->v[i] = glms_vec2_add(t->v[i], d);
}

void lab_state_move(lab_state *s, int dx, int dy)
{
	switch (s->scene) {
	case LAB_SCENE_POINT_TRI:
		s->s1_point = step_point(s, s->s1_point, dx, dy);
		return;
	case LAB_SCENE_TRI_TRI:
		move_tri(s, &s->s2_tri[1], dx, dy);
		return;
	case LAB_SCENE_CIRCLE_TRI:
		s->s3_circle.center = step_point(s, s->s3_circle.center, dx, dy);
		return;
	case LAB_SCENE_BOXES:
		s->s4_circle.center = step_point(s, s->s4_circle.center, dx, dy);
		return;
	case LAB_SCENE_POINTS:
		s->s5_point = step_point(s, s->s5_point, dx, dy);
		return;
	}
}

static fp_circle *scene_circle(lab_state *s)
{
	switch (s->scene) {
	case LAB_SCENE_CIRCLE_TRI:
		return &s->s3_circle;
	case LAB_SCENE_BOXES:
		return &s->s4_circle;
	case LAB_SCENE_POINTS:
		return &s->s5_circle;
	default:
		return NULL;
	}
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
