/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "box_raster_face.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

#include "scene3d.h"

/* How far beyond the picture, in its own widths, a face is cut: so far
 * that no cut shows, near enough that its corners stay small numbers. */
#define GUARD 4.0f

/* A corner in clip space, with its mist. */
typedef struct corner {
	float x, y, z, w, mist;
} corner;

static float clampf(float x, float lo, float hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

/* The fog at map point (x, y, z), as gl3d's vertex stage finds it. */
static float mist_at(const box_raster_seen *s, float x, float y, float z)
{
	if (s->fog_scale == 0.0f)
		return 0.0f;
	const vec3s e = s->v->eye;
	float d = sqrtf((x - e.x) * (x - e.x) + (y - e.y) * (y - e.y) + (z - e.z) * (z - e.z));
	return s->v->fog_most * clampf((d - s->v->fog_near) * s->fog_scale, 0.0f, 1.0f);
}

/* Colour c (bytes) on a face of normal n, lit as scene3d_lit lights it. */
static void lit(const box_raster_seen *s, const uint8_t c[3], float nx, float ny, float nz, float out[3])
{
	float f = 1.0f;
	if (s->v->lit)
	{
		float d = nx * s->light.x + ny * s->light.y + nz * s->light.z;
		f = SCENE3D_AMBIENT + SCENE3D_DIFFUSE * (d > 0.0f ? d : 0.0f);
	}
	/* roundf's halves away from zero, for what is never below zero. */
	for (int k = 0; k < 3; k++) {
		float v = s->v->lit ? (float)(int)((float)c[k] * f + 0.5f) : (float)c[k];
		out[k] = v < 255.0f ? v : 255.0f;
	}
}

/* A colour 0..1 as a byte, rounded as GL rounds it. */
static uint32_t byte_of(float unit)
{
	return (uint32_t)(clampf(unit, 0.0f, 1.0f) * 255.0f + 0.5f);
}

uint32_t box_raster_misted(const box_raster_seen *s, const float c[3], float m)
{
	uint32_t out = 0xff000000u;
	for (int k = 0; k < 3; k++)
		out |= byte_of(c[k] / 255.0f * (1.0f - m) + s->fog[k] * m) << (8 * k);
	return out;
}

/* Without a call, or a branch that goes either way. */
int box_raster_first_right_of(double x, int w)
{
	double t = x - 0.5;
	t = t > -1.0 ? t : -1.0;
	t = t < (double)w ? t : (double)w;
	int i = (int)t;
	i += (double)i < t;
	return i > 0 ? i : 0;
}

/* The signed distance inside clip plane k of corner c. */
static float inside(const corner *c, int k)
{
	switch (k) {
	case 0: return c->z + c->w;
	case 1: return c->w - c->z;
	case 2: return GUARD * c->w - c->x;
	case 3: return GUARD * c->w + c->x;
	case 4: return GUARD * c->w - c->y;
	default: return GUARD * c->w + c->y;
	}
}

#define CLIP_PLANES 6

/* The planes corner c lies outside of, a bit each. */
static unsigned outside(const corner *c)
{
	unsigned out = 0;
	for (int k = 0; k < CLIP_PLANES; k++)
		out |= (unsigned)!(inside(c, k) >= 0.0f) << k;
	return out;
}

/* Polygon in (n corners) cut by the clip planes into out; its corners. */
static int clip_polygon(const corner *in, int n, corner *out)
{
	corner a[FACE_MOST + CLIP_PLANES], b[FACE_MOST + CLIP_PLANES];
	memcpy(a, in, (size_t)n * sizeof *in);
	for (int k = 0; k < CLIP_PLANES && n > 0; k++) {
		int m = 0;
		for (int i = 0; i < n; i++) {
			const corner *p = &a[i], *q = &a[(i + 1) % n];
			float dp = inside(p, k), dq = inside(q, k);
			if (dp >= 0.0f)
				b[m++] = *p;
			if ((dp >= 0.0f) != (dq >= 0.0f)) {
				float t = dp / (dp - dq);
				b[m++] = (corner){p->x + (q->x - p->x) * t, p->y + (q->y - p->y) * t,
				                  p->z + (q->z - p->z) * t, p->w + (q->w - p->w) * t,
				                  p->mist + (q->mist - p->mist) * t};
			}
		}
		n = m > FACE_MOST ? FACE_MOST : m;
		memcpy(a, b, (size_t)n * sizeof *b);
	}
	memcpy(out, a, (size_t)n * sizeof *a);
	return n;
}

/* A corner on the window: its pixel place (x, y), snapped to GL's grid
 * of 1/256 pixel (sx, sy), its depth z, one over its w (q) and its mist
 * over w (m). */
typedef struct spot {
	double x, y, z, q, m, sx, sy;
} spot;

static spot spot_of(const box_raster_seen *s, const corner *c)
{
	double inv = 1.0 / (double)c->w;
	spot p;
	p.x = ((double)c->x * inv * 0.5 + 0.5) * s->v->w;
	p.y = ((double)c->y * inv * 0.5 + 0.5) * s->v->h;
	p.z = (double)c->z * inv * 0.5 + 0.5;
	p.q = inv;
	p.m = (double)c->mist * inv;
	/* GL snaps corners to 1/256 pixel before it finds what they cover:
	 * nearbyint's rounding (to even, in the default mode) by adding and
	 * taking away 1.5 * 2^52, without a call, for the corners' sizes
	 * the clip planes leave. */
	const double even = 6755399441055744.0;
	p.sx = (p.x * 256.0 + even - even) / 256.0;
	p.sy = (p.y * 256.0 + even - even) / 256.0;
	return p;
}

/* The plane over the window's pixels through a, b and c's values (field
 * at offset off of a spot); false when they lie on a line. */
static bool plane(const spot *a, const spot *b, const spot *c, size_t off, float out[3])
{
	double va, vb, vc;
	memcpy(&va, (const char *)a + off, sizeof va);
	memcpy(&vb, (const char *)b + off, sizeof vb);
	memcpy(&vc, (const char *)c + off, sizeof vc);
	double det = (b->x - a->x) * (c->y - a->y) - (c->x - a->x) * (b->y - a->y);
	if (det == 0.0)
		return false;
	double inv = 1.0 / det;
	double pa = ((vb - va) * (c->y - a->y) - (vc - va) * (b->y - a->y)) * inv;
	double pb = ((b->x - a->x) * (vc - va) - (c->x - a->x) * (vb - va)) * inv;
	out[0] = (float)pa;
	out[1] = (float)pb;
	out[2] = (float)(va - pa * a->x - pb * a->y);
	return true;
}

/* The fan triangle (0, k, k + 1) of p's corners of the widest area: the
 * planes through it are the best conditioned. */
static int widest(const spot *const *p, int n)
{
	int best = 1;
	double most = -1.0;
	for (int k = 1; k + 1 < n; k++) {
		double a = fabs((p[k]->x - p[0]->x) * (p[k + 1]->y - p[0]->y) -
		                (p[k + 1]->x - p[0]->x) * (p[k]->y - p[0]->y));
		if (a > most) {
			most = a;
			best = k;
		}
	}
	return best;
}

/* Sets f up from the face's corners on the window p (n, counter-clockwise
 * seen from outside in the map's numbers); none when it faces away or
 * covers no pixel centre. */
static void face_spots(box_raster_face *f, const box_raster_seen *s, const spot *const *p, int n)
{
	f->j0 = f->j1 = 0;
	double area = 0.0, ylo = p[0]->sy, yhi = p[0]->sy;
	for (int i = 0; i < n; i++) {
		const spot *a = p[i], *b = p[i + 1 < n ? i + 1 : 0];
		area += a->sx * b->sy - b->sx * a->sy;
		ylo = a->sy < ylo ? a->sy : ylo;
		yhi = a->sy > yhi ? a->sy : yhi;
	}
	/* The clip matrix mirrors the map's y: a face counter-clockwise in its
	 * numbers seen from outside turns clockwise in the window's. */
	if (!(area < 0.0))
		return;
	int j0 = box_raster_first_right_of(ylo, s->v->h), j1 = box_raster_first_right_of(yhi, s->v->h);
	if (j0 >= j1)
		return;
	int t = widest(p, n);
	if (!plane(p[0], p[t], p[t + 1], offsetof(spot, z), f->z))
		return;
	if (f->misted && (!plane(p[0], p[t], p[t + 1], offsetof(spot, m), f->m) ||
	                  !plane(p[0], p[t], p[t + 1], offsetof(spot, q), f->q)))
		return;
	/* Clockwise: going up, what is inside lies to the right; the ones
	 * going up first. */
	int n_lo = 0, n_hi = 0;
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < n; i++) {
			const spot *a = p[i], *b = p[i + 1 < n ? i + 1 : 0];
			if (a->sy == b->sy || (b->sy > a->sy) != (pass == 0))
				continue;
			const spot *lo = pass == 0 ? a : b, *hi = pass == 0 ? b : a;
			double slope = (hi->sx - lo->sx) / (hi->sy - lo->sy);
			f->e[n_lo + n_hi] = (edge_line){lo->sx - lo->sy * slope, slope};
			*(pass == 0 ? &n_lo : &n_hi) += 1;
		}
	f->n_lo = (uint8_t)n_lo;
	f->n_hi = (uint8_t)n_hi;
	/* One or two a side: two, the one repeated (the bounds are the same),
	 * for paint_quad_rows. */
	f->quad = n_lo >= 1 && n_lo <= 2 && n_hi >= 1 && n_hi <= 2;
	if (f->quad) {
		edge_line hi0 = f->e[n_lo], hi1 = f->e[n_lo + n_hi - 1];
		f->e[1] = f->e[n_lo - 1];
		f->e[2] = hi0;
		f->e[3] = hi1;
		f->n_lo = f->n_hi = 2;
	}
	f->j0 = (int16_t)j0;
	f->j1 = (int16_t)j1;
}

/* Sets f up from the face's corners c in clip space, cut by the clip
 * planes first. */
static void face_cut(box_raster_face *f, const box_raster_seen *s, const corner *const *c)
{
	corner in[4], cut[FACE_MOST];
	for (int k = 0; k < 4; k++)
		in[k] = *c[k];
	int n = clip_polygon(in, 4, cut);
	spot at[FACE_MOST];
	const spot *p[FACE_MOST];
	for (int k = 0; k < n; k++) {
		at[k] = spot_of(s, &cut[k]);
		p[k] = &at[k];
	}
	f->j0 = f->j1 = 0;
	if (n >= 3)
		face_spots(f, s, p, n);
}

/* The colour of a face of part p with normal n: flat, fogged by mist
 * (far boxes: at their middles), or misted at each pixel when misted. */
static void face_colour(box_raster_face *f, const box_raster_seen *s, const scene3d_part *p, const float n[3],
                        float mist, bool misted_faces)
{
	uint8_t c[3] = {p->r, p->g, p->b};
	float l[3];
	lit(s, c, n[0], n[1], n[2], l);
	f->misted = misted_faces;
	if (misted_faces) {
		for (int k = 0; k < 3; k++)
			f->base[k] = l[k];
		return;
	}
	f->rgba = box_raster_misted(s, l, mist);
}

/* A part's eight corners: in clip space, the planes each lies outside of,
 * and (where none) on the window. */
typedef struct part_corners {
	corner c[8]; /* bottom 0..3, top 4..7 */
	unsigned out[8];
	spot at[8];
} part_corners;

static void corners_of(part_corners *pc, const box_raster_seen *s, const scene3d_part *p, bool mist)
{
	const mat4s m = s->v->clip;
	for (int k = 0; k < 4; k++) {
		float x = p->c[2 * k], y = p->c[2 * k + 1];
		vec4s base = {{m.raw[0][0] * x + m.raw[1][0] * y + m.raw[3][0],
		               m.raw[0][1] * x + m.raw[1][1] * y + m.raw[3][1],
		               m.raw[0][2] * x + m.raw[1][2] * y + m.raw[3][2],
		               m.raw[0][3] * x + m.raw[1][3] * y + m.raw[3][3]}};
		for (int h = 0; h < 2; h++) {
			float z = h == 0 ? p->z0 : p->z1;
			corner *c = &pc->c[4 * h + k];
			*c = (corner){base.x + m.raw[2][0] * z, base.y + m.raw[2][1] * z,
			              base.z + m.raw[2][2] * z, base.w + m.raw[2][3] * z,
			              mist ? mist_at(s, x, y, z) : 0.0f};
			pc->out[4 * h + k] = outside(c);
			if (pc->out[4 * h + k] == 0)
				pc->at[4 * h + k] = spot_of(s, c);
		}
	}
}

/* Face f of part corners pc numbered by idx (4 of them). */
static void face_of(box_raster_face *f, const box_raster_seen *s, const part_corners *pc, const int idx[4])
{
	unsigned out = 0;
	for (int k = 0; k < 4; k++)
		out |= pc->out[idx[k]];
	if (out != 0) {
		const corner *c[4] = {&pc->c[idx[0]], &pc->c[idx[1]], &pc->c[idx[2]], &pc->c[idx[3]]};
		face_cut(f, s, c);
		return;
	}
	const spot *p[4] = {&pc->at[idx[0]], &pc->at[idx[1]], &pc->at[idx[2]], &pc->at[idx[3]]};
	face_spots(f, s, p, 4);
}

void box_raster_part_faces(box_raster_face f[3], const box_raster_seen *s, const scene3d_part *p,
                           bool far)
{
	float mid_mist = 0.0f;
	bool per_pixel = !far && s->fog_scale > 0.0f;
	if (far)
		mid_mist = mist_at(s, 0.5f * (p->c[0] + p->c[4]), 0.5f * (p->c[1] + p->c[5]),
		                   0.5f * (p->z0 + p->z1));
	part_corners pc;
	corners_of(&pc, s, p, per_pixel);
	bool any_mist = false;
	for (int k = 0; k < 8; k++)
		any_mist |= pc.c[k].mist > 0.0f;
	per_pixel = per_pixel && any_mist;
	static const float up[3] = {0.0f, 0.0f, 1.0f};
	static const int top[4] = {4, 5, 6, 7};
	face_colour(&f[0], s, p, up, mid_mist, per_pixel);
	face_of(&f[0], s, &pc, top);
	int sides = 0;
	const vec3s e = s->v->eye;
	for (int k = 0; k < 4 && sides < 2; k++) {
		int k1 = (k + 1) & 3;
		float ax = p->c[2 * k], ay = p->c[2 * k + 1], bx = p->c[2 * k1], by = p->c[2 * k1 + 1];
		/* Outward, to the right of a->b on a counter-clockwise polygon. */
		float ox = by - ay, oy = ax - bx;
		if (!(ox * (e.x - ax) + oy * (e.y - ay) > 0.0f))
			continue;
		float len = sqrtf(ox * ox + oy * oy);
		bool none = len < 1.1920929e-7f;
		float n[3] = {none ? 0.0f : ox / len, none ? 0.0f : oy / len, 0.0f};
		box_raster_face *g = &f[1 + sides++];
		face_colour(g, s, p, n, mid_mist, per_pixel);
		const int side[4] = {k, k1, 4 + k1, 4 + k};
		face_of(g, s, &pc, side);
	}
	for (; sides < 2; sides++)
		f[1 + sides].j0 = f[1 + sides].j1 = 0;
}


void box_raster_seen_of(box_raster_seen *s, const box_raster_view *v)
{
	bool fog = v->fog_far > v->fog_near && v->fog_most > 0.0f;
	*s = (box_raster_seen){v,
	                       {v->fog_rgb[0] / 255.0f, v->fog_rgb[1] / 255.0f, v->fog_rgb[2] / 255.0f},
	                       fog ? 1.0f / (v->fog_far - v->fog_near) : 0.0f,
	                       scene3d_light()};
}
