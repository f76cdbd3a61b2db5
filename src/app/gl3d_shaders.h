/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* gl3d_shaders.h: the 3D view's GLSL stages, as gl_api_program takes them
 * (without their version line, which it puts first: GLSL 3.30 on the
 * desktop, GLSL ES 3.00 in the browser). gl3d.c links them into its
 * programs; gl3d_shaders.c says what each works out and why. */
#ifndef APP_GL3D_SHADERS_H
#define APP_GL3D_SHADERS_H

/* Vertex lists (scene3d_list: a position and a colour a vertex), fogged
 * and faded at each vertex. */
extern const char *const gl3d_list_vertex;

/* Parts: a mesh's vertex (gl3d_mesh) on a part's corners and heights
 * (scene3d_part, per instance), lit, fogged, a shadow's ring spread. */
extern const char *const gl3d_part_vertex;

/* Far boxes as their outline: its corners, and each pixel's face. */
extern const char *const gl3d_far_vertex;
extern const char *const gl3d_far_fragment;

/* The smallest far boxes as one point each, its pixels found whole. */
extern const char *const gl3d_point_vertex;
extern const char *const gl3d_point_fragment;

/* The lists' and parts' pixel: a flat colour fogged and faded by the
 * vertices' mist; and the same where there is neither (cheaper a pixel). */
extern const char *const gl3d_misted_fragment;
extern const char *const gl3d_clear_fragment;

/* A picture the processor painted (box_raster.h) put over what is drawn
 * where it holds a box: its colour and depth; its colour alone, over
 * depths copied into the window. */
extern const char *const gl3d_raster_vertex;
extern const char *const gl3d_raster_fragment;
extern const char *const gl3d_raster_over_fragment;

#endif
