/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* gl3d_mesh.h: the meshes the 3D view draws parts as (scene3d_shape), in
 * the numbers of a part's unit square: each vertex is a point (s, t) of
 * the square at the part's low or high z, which gl3d_part_vertex puts on
 * the part's own corners. All shapes' meshes lie in one buffer, each a
 * run of triangles from first[shape], count[shape] vertices long. */
#ifndef APP_GL3D_MESH_H
#define APP_GL3D_MESH_H

#include "scene3d.h"

/* A mesh's vertex: (s, t, high, side) and its edge (or a shadow's
 * outward step and alpha share); side is 0 on a top, 1 on a prism's side,
 * 2 in a box's side slot, 3 in a far box's outline. */
typedef struct gl3d_mesh_vertex {
	float m[4], e[4];
} gl3d_mesh_vertex;

#define GL3D_MESH_MAX 512

/* Every shape's mesh, one after another. */
typedef struct gl3d_mesh {
	gl3d_mesh_vertex v[GL3D_MESH_MAX];
	int n;
	int first[SCENE3D_SHAPES], count[SCENE3D_SHAPES];
} gl3d_mesh;

/* Fills m with every shape's mesh. */
void gl3d_mesh_make(gl3d_mesh *m);

#endif
