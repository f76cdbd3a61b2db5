/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "projection.h"

#include <math.h>

/* Clip coordinates in front of this share of w are drawn: the near plane
 * (z >= -w) with a hair to spare, so no point divides by a tiny w. */
#define NEAR_SLACK 1e-4f

projection projection_top(camera_flat flat, float view_w, float view_h)
{
	return (projection){.flat = flat, .view_w = view_w, .view_h = view_h};
}

projection projection_3d(mat4s clip, float view_w, float view_h)
{
	return (projection){.perspective = true, .clip = clip, .view_w = view_w, .view_h = view_h};
}

projection projection_of_top(const camera *c, const world *w)
{
	return projection_top(camera_top(c, w), c->view_w, c->view_h);
}

projection projection_of_3d(const camera *c, const world *w)
{
	mat4s clip;
	float near, far;
	camera_clip_3d(c, w, &clip, &near, &far);
	return projection_3d(clip, c->view_w, c->view_h);
}

/* glms_mat4_mulv(*m, (x, y, z, 1)): where SSE does it, the same products
 * and sums in the same order, kept in registers (the call builds its
 * vector in memory and reads it back, a stall each corner). */
static inline vec4s clip_point(const mat4s *m, float x, float y, float z)
{
#if defined(__SSE__) || defined(__SSE2__)
	__m128 q = _mm_mul_ps(glmm_load(m->raw[3]), _mm_set1_ps(1.0f));
	q = glmm_fmadd(glmm_load(m->raw[2]), _mm_set1_ps(z), q);
	q = glmm_fmadd(glmm_load(m->raw[1]), _mm_set1_ps(y), q);
	q = glmm_fmadd(glmm_load(m->raw[0]), _mm_set1_ps(x), q);
	vec4s r;
	glmm_store(r.raw, q);
	return r;
#else
	return glms_mat4_mulv(*m, (vec4s){{x, y, z, 1.0f}});
#endif
}

static inline vec4s to_clip(const projection *pr, vec2s p)
{
	return clip_point(&pr->clip, p.x, p.y, 0.0f);
}

/* How far in front of the near plane a clip point is (>= 0: drawn). */
static float in_front(vec4s q)
{
	return q.z + q.w - NEAR_SLACK * q.w;
}

static vec2s to_screen(const projection *pr, vec4s q)
{
	return (vec2s){{(q.x / q.w + 1.0f) * 0.5f * pr->view_w,
	                (1.0f - q.y / q.w) * 0.5f * pr->view_h}};
}

static vec2s flat_point(const projection *pr, vec2s p)
{
	return (vec2s){{p.x * pr->flat.scale + pr->flat.offset.x,
	                p.y * pr->flat.scale + pr->flat.offset.y}};
}

static vec4s cut(vec4s a, vec4s b)
{
	float da = in_front(a), db = in_front(b), t = da / (da - db);
	return glms_vec4_lerp(a, b, t);
}

bool projection_point(const projection *pr, vec2s p, vec2s *out)
{
	if (!pr->perspective) {
		*out = flat_point(pr, p);
		return true;
	}
	vec4s q = to_clip(pr, p);
	if (!(in_front(q) >= 0.0f))
		return false;
	*out = to_screen(pr, q);
	return true;
}

/* Inside every clip plane by more than this share of w: far more than the
 * rounding between q and the clip coordinates projection_sees works out
 * for the corners of a box around q, so a box holding q is kept there. */
#define INSIDE_SLACK 1e-3f

static bool well_inside(vec4s q)
{
	float m = q.w * (1.0f - INSIDE_SLACK);
	return q.w > 0.0f && fabsf(q.x) <= m && fabsf(q.y) <= m && fabsf(q.z) <= m;
}

bool projection_corners(const projection *pr, const vec2s p[4], vec2s out[4], bool *inside)
{
	*inside = false;
	bool whole = true;
	for (int k = 0; k < 4; k++) {
		if (!pr->perspective) {
			out[k] = flat_point(pr, p[k]);
			continue;
		}
		vec4s q = to_clip(pr, p[k]);
		*inside = *inside || well_inside(q);
		whole = whole && in_front(q) >= 0.0f;
		if (whole)
			out[k] = to_screen(pr, q);
	}
	return whole;
}

bool projection_point_up(const projection *pr, vec2s p, float z, vec2s *out)
{
	if (!pr->perspective) {
		*out = flat_point(pr, p);
		return true;
	}
	vec4s q = clip_point(&pr->clip, p.x, p.y, z);
	if (!(in_front(q) >= 0.0f))
		return false;
	*out = to_screen(pr, q);
	return true;
}

bool projection_segment(const projection *pr, vec2s a, vec2s b, vec2s out[2])
{
	if (!pr->perspective) {
		out[0] = flat_point(pr, a);
		out[1] = flat_point(pr, b);
		return true;
	}
	vec4s qa = to_clip(pr, a), qb = to_clip(pr, b);
	bool fa = in_front(qa) >= 0.0f, fb = in_front(qb) >= 0.0f;
	if (!fa && !fb)
		return false;
	out[0] = to_screen(pr, fa ? qa : cut(qa, qb));
	out[1] = to_screen(pr, fb ? qb : cut(qa, qb));
	return true;
}

int projection_triangle(const projection *pr, const fp_tri *t, vec2s out[4])
{
	if (!pr->perspective) {
		for (int k = 0; k < 3; k++)
			out[k] = flat_point(pr, t->v[k]);
		return 3;
	}
	/* One plane of Sutherland-Hodgman: a triangle cut by a plane keeps at
	 * most four corners. */
	vec4s q[3];
	for (int k = 0; k < 3; k++)
		q[k] = to_clip(pr, t->v[k]);
	int n = 0;
	for (int k = 0; k < 3; k++) {
		vec4s a = q[k], b = q[(k + 1) % 3];
		bool fa = in_front(a) >= 0.0f, fb = in_front(b) >= 0.0f;
		if (fa)
			out[n++] = to_screen(pr, a);
		if (fa != fb)
			out[n++] = to_screen(pr, cut(a, b));
	}
	return n;
}

/* Some clip plane has all eight corners of the box on its outer side (of
 * a flat box, top 0, the four of its base, each counted once). */
static bool clip_outside(const mat4s *clip, fp_aabb b, float top)
{
	int out[6] = {0}, corners = top == 0.0f ? 4 : 8;
	for (int k = 0; k < corners; k++) {
		vec4s q = clip_point(clip, k & 1 ? b.max.x : b.min.x, k & 2 ? b.max.y : b.min.y,
		                     k & 4 ? top : 0.0f);
		out[0] += q.x < -q.w;
		out[1] += q.x > q.w;
		out[2] += q.y < -q.w;
		out[3] += q.y > q.w;
		out[4] += q.z < -q.w;
		out[5] += q.z > q.w;
	}
	for (int p = 0; p < 6; p++)
		if (out[p] == corners)
			return true;
	return false;
}

bool projection_sees(const projection *pr, fp_aabb b, float top)
{
	if (pr->perspective)
		return !clip_outside(&pr->clip, b, top);
	vec2s lo = flat_point(pr, b.min), hi = flat_point(pr, b.max);
	return hi.x >= -1.0f && lo.x <= pr->view_w + 1.0f && hi.y >= -1.0f &&
	       lo.y <= pr->view_h + 1.0f;
}

/* The map point at window pixel s and clip depth z (-1 near, 1 far). */
static vec3s unproject(const projection *pr, vec2s s, float z)
{
	vec4s ndc = {{s.x / pr->view_w * 2.0f - 1.0f, 1.0f - s.y / pr->view_h * 2.0f, z, 1.0f}};
	vec4s q = glms_mat4_mulv(glms_mat4_inv(pr->clip), ndc);
	return (vec3s){{q.x / q.w, q.y / q.w, q.z / q.w}};
}

vec2s projection_pixel_ground(const projection *pr, vec2s s)
{
	if (!pr->perspective)
		return (vec2s){{(s.x - pr->flat.offset.x) / pr->flat.scale,
		                (s.y - pr->flat.offset.y) / pr->flat.scale}};
	vec3s a = unproject(pr, s, -1.0f), b = unproject(pr, s, 1.0f);
	/* z is height: the ray meets the ground where it comes down to 0. */
	float t = a.z > 0.0f && b.z < a.z ? a.z / (a.z - b.z) : 1.0f;
	t = t > 1.0f ? 1.0f : t;
	return (vec2s){{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}};
}

/* The view volume's eight corners taken back through the clip matrix, their
 * bounds on the ground plane's axes; false when a corner lies at infinity
 * (the matrix not invertible, or a corner's w not above zero). */
static bool volume_bounds(const mat4s *clip, fp_aabb *out)
{
	mat4s inv = glms_mat4_inv(*clip);
	for (int k = 0; k < 8; k++) {
		vec4s q = glms_mat4_mulv(inv, (vec4s){{k & 1 ? 1.0f : -1.0f, k & 2 ? 1.0f : -1.0f,
		                                        k & 4 ? 1.0f : -1.0f, 1.0f}});
		if (!(q.w > 0.0f))
			return false;
		vec2s p = {{q.x / q.w, q.y / q.w}};
		if (!isfinite(p.x) || !isfinite(p.y))
			return false;
		out->min = k == 0 ? p : glms_vec2_minv(out->min, p);
		out->max = k == 0 ? p : glms_vec2_maxv(out->max, p);
	}
	return true;
}

/* g widened by a map unit and a thousandth of its size, more than the
 * rounding of the steps that made it: what projection_sees keeps stays in. */
static fp_aabb widen(fp_aabb g)
{
	vec2s m = glms_vec2_adds(glms_vec2_scale(glms_vec2_sub(g.max, g.min), 1e-3f), 1.0f);
	return (fp_aabb){glms_vec2_sub(g.min, m), glms_vec2_add(g.max, m)};
}

fp_aabb projection_ground(const projection *pr)
{
	const fp_aabb all = {{{-INFINITY, -INFINITY}}, {{INFINITY, INFINITY}}};
	fp_aabb g;
	if (pr->perspective)
		return volume_bounds(&pr->clip, &g) ? widen(g) : all;
	float s = pr->flat.scale;
	vec2s o = pr->flat.offset;
	if (!(s > 0.0f))
		return all;
	g.min = (vec2s){{(-1.0f - o.x) / s, (-1.0f - o.y) / s}};
	g.max = (vec2s){{(pr->view_w + 1.0f - o.x) / s, (pr->view_h + 1.0f - o.y) / s}};
	return widen(g);
}
