/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* projection.h: points of the map's ground to window pixels as a view
 * shows them, so the overlays draw the same footprints in either view:
 * top-down, map * scale + offset; 3D, through the camera's clip matrix,
 * with segments and triangles cut where they pass behind the eye. No SDL. */
#ifndef APP_PROJECTION_H
#define APP_PROJECTION_H

#include <stdbool.h>

#include <cglm/struct.h>
#include <footprint/collide.h>

#include "camera.h"

typedef struct projection {
	bool perspective;
	camera_flat flat;    /* top-down */
	mat4s clip;          /* 3D: camera_clip_3d's */
	float view_w, view_h; /* window pixels */
} projection;

projection projection_top(camera_flat flat, float view_w, float view_h);
projection projection_3d(mat4s clip, float view_w, float view_h);

/* The top-down and the 3D views' projections of w through c, at the
 * camera's view size. */
projection projection_of_top(const camera *c, const world *w);
projection projection_of_3d(const camera *c, const world *w);

/* Where the ground point p shows; false when it is behind the eye. */
bool projection_point(const projection *pr, vec2s p, vec2s *out);

/* Where each of the four ground points p shows (out[k] as
 * projection_point gives it; true when all four are in front of the eye),
 * and *inside: one of them lies well inside the view volume, so that
 * projection_sees keeps any box on the ground that holds it (in 3D; top
 * down, always false: that test is cheap there). */
bool projection_corners(const projection *pr, const vec2s p[4], vec2s out[4], bool *inside);

/* Where the point p at height z above the ground shows (top-down, where p
 * does); false when it is behind the eye. */
bool projection_point_up(const projection *pr, vec2s p, float z, vec2s *out);

/* The part of the ground segment a-b in front of the eye, in out; false
 * when none of it is. */
bool projection_segment(const projection *pr, vec2s a, vec2s b, vec2s out[2]);

/* The part of the ground triangle t in front of the eye: a convex polygon
 * of 0, 3 or 4 points written to out, in t's order. Returns how many. */
int projection_triangle(const projection *pr, const fp_tri *t, vec2s out[4]);

/* The ground point that shows at window pixel s: top-down exactly; in 3D
 * where the ray through s meets the ground, or, when it never does (s is
 * on the sky), the farthest ground point along it. */
vec2s projection_pixel_ground(const projection *pr, vec2s s);

/* Whether any of the box standing on the ground rectangle b, from height 0
 * to top, can show in the picture (with a pixel to spare): false only when
 * all of it is outside, so leaving it out changes nothing drawn. */
bool projection_sees(const projection *pr, fp_aabb b, float top);

/* A ground rectangle (map units) outside which nothing standing on the
 * ground, of any height, shows: top-down, the picture (with a pixel to
 * spare) taken back to the map; in 3D, the view volume's bounds seen from
 * above (all the plane when they cannot be found). For the world's region
 * query: what meets it is all projection_sees may keep. */
fp_aabb projection_ground(const projection *pr);

#endif
