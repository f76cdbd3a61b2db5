/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "gl3d_mesh.h"

#include <math.h>
#include <stddef.h>

#include "look_pen.h"

#define TAU_F 6.28318530717958647692f

static void mesh_put(gl3d_mesh *o, const float st[2], float high, const float *edge, bool side)
{
	gl3d_mesh_vertex *v = &o->v[o->n++];
	*v = (gl3d_mesh_vertex){{st[0], st[1], high, side ? 1.0f : 0.0f}, {0}};
	if (edge != NULL)
		for (int k = 0; k < 4; k++)
			v->e[k] = edge[k];
}

/* The prism of the polygon st (n points of the unit square, in the
 * corners' turn) as scene3d's prisms are: its top's fan first, then each
 * side's two triangles. */
static void mesh_prism(gl3d_mesh *o, const float (*st)[2], int n, scene3d_shape prism,
                       scene3d_shape top)
{
	o->first[prism] = o->first[top] = o->n;
	for (int k = 2; k < n; k++) {
		mesh_put(o, st[0], 1.0f, NULL, false);
		mesh_put(o, st[k - 1], 1.0f, NULL, false);
		mesh_put(o, st[k], 1.0f, NULL, false);
	}
	o->count[top] = o->n - o->first[top];
	for (int k = 0; k < n; k++) {
		const float *a = st[k], *b = st[(k + 1) % n];
		float e[4] = {a[0], a[1], b[0], b[1]};
		mesh_put(o, a, 0.0f, e, true);
		mesh_put(o, b, 0.0f, e, true);
		mesh_put(o, b, 1.0f, e, true);
		mesh_put(o, a, 0.0f, e, true);
		mesh_put(o, b, 1.0f, e, true);
		mesh_put(o, a, 1.0f, e, true);
	}
	o->count[prism] = o->n - o->first[prism];
}

/* The regular n-gon inscribed in the unit square. */
static void mesh_round(gl3d_mesh *o, int n, scene3d_shape prism, scene3d_shape top)
{
	float st[SCENE3D_ROUND_SIDES][2];
	for (int k = 0; k < n; k++) {
		float t = TAU_F * (float)k / (float)n;
		st[k][0] = 0.5f + 0.5f * cosf(t);
		st[k][1] = 0.5f + 0.5f * sinf(t);
	}
	mesh_prism(o, (const float(*)[2])st, n, prism, top);
}

static const float square_st[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};

/* A box: the unit square's top, then two side slots (the vertex stage
 * puts each on the side of its pair that faces the eye), each side as a
 * prism's: (a, low), (b, low), (b, high), (a, low), (b, high), (a, high). */
static void mesh_box(gl3d_mesh *o)
{
	o->first[SCENE3D_BOX] = o->first[SCENE3D_BOX_TOP] = o->n;
	static const int fan[6] = {0, 1, 2, 0, 2, 3};
	for (int k = 0; k < 6; k++)
		mesh_put(o, square_st[fan[k]], 1.0f, NULL, false);
	o->count[SCENE3D_BOX_TOP] = o->n - o->first[SCENE3D_BOX_TOP];
	static const float ends[6][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 0}, {1, 1}, {0, 1}};
	for (int pair = 0; pair < 2; pair++)
		for (int k = 0; k < 6; k++)
			o->v[o->n++] = (gl3d_mesh_vertex){{(float)pair, ends[k][0], ends[k][1], 2.0f}, {0}};
	o->count[SCENE3D_BOX] = o->n - o->first[SCENE3D_BOX];
}

/* A far box: four triangles of its outline's six corners, numbered as
 * gl3d_far_vertex numbers them when two sides show (mesh.x) and when one
 * or none does (mesh.y). With two: each side's outer half, the top's far half and
 * the triangle between them; with one, the side's two and the top's two:
 * every triangle but the one between lies on a face. */
static void mesh_far(gl3d_mesh *o)
{
	static const int two[12] = {0, 1, 5, 1, 2, 3, 1, 3, 5, 3, 4, 5};
	static const int one[12] = {0, 1, 2, 0, 2, 5, 2, 3, 5, 3, 4, 5};
	o->first[SCENE3D_BOX_FAR] = o->n;
	for (int k = 0; k < 12; k++)
		o->v[o->n++] = (gl3d_mesh_vertex){{(float)two[k], (float)one[k], 0.0f, 3.0f}, {0}};
	o->count[SCENE3D_BOX_FAR] = o->n - o->first[SCENE3D_BOX_FAR];
}

/* A shadow: the quadrilateral dark, and a ring round it fading out. */
static void mesh_shadow(gl3d_mesh *o)
{
	static const float out[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
	float inner[4] = {0, 0, 1, 0};
	o->first[SCENE3D_SHADOW] = o->n;
	int fan[6] = {0, 1, 2, 0, 2, 3};
	for (int k = 0; k < 6; k++)
		mesh_put(o, square_st[fan[k]], 0.0f, inner, false);
	for (int k = 0; k < 4; k++) {
		int n = (k + 1) % 4;
		float ok[4] = {out[k][0], out[k][1], 0, 0}, on[4] = {out[n][0], out[n][1], 0, 0};
		mesh_put(o, square_st[k], 0.0f, inner, false);
		mesh_put(o, square_st[k], 0.0f, ok, false);
		mesh_put(o, square_st[n], 0.0f, on, false);
		mesh_put(o, square_st[k], 0.0f, inner, false);
		mesh_put(o, square_st[n], 0.0f, on, false);
		mesh_put(o, square_st[n], 0.0f, inner, false);
	}
	o->count[SCENE3D_SHADOW] = o->n - o->first[SCENE3D_SHADOW];
}

void gl3d_mesh_make(gl3d_mesh *o)
{
	*o = (gl3d_mesh){0};
	mesh_box(o);
	mesh_far(o);
	/* Its top is a box's; it has none of its own. */
	mesh_prism(o, square_st, 4, SCENE3D_QUAD, SCENE3D_QUAD);
	mesh_round(o, LOOK_PEN_DISC, SCENE3D_DISC, SCENE3D_DISC_TOP);
	mesh_round(o, SCENE3D_ROUND_SIDES, SCENE3D_ROUND, SCENE3D_ROUND_TOP);
	mesh_shadow(o);
}
