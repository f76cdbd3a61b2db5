/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_handle: one draggable thing of a lab scene, and where it points.
 *
 * SDL-free. A handle points into a scene's shapes, so moving it moves them;
 * world units, y up.
 */
#ifndef LAB_HANDLE_H
#define LAB_HANDLE_H

#include <footprint/collide.h>

#define LAB_CANVAS 800.0f
#define LAB_HANDLES_MAX 12
/* The turn handle sits this far beyond a box's right edge. */
#define LAB_TURN_REACH 30.0f

typedef enum lab_handle_kind {
	LAB_HANDLE_POINT,      /* a vertex, a centre or a point: moves itself */
	LAB_HANDLE_RIM,        /* a circle's radius: a rim point level with the centre */
	LAB_HANDLE_BOX_CORNER, /* a box's half extents: its corner at (+hx, +hy) */
	LAB_HANDLE_BOX_TURN    /* a box's angle: a point beyond its right edge */
} lab_handle_kind;

/* One draggable thing: where it points into the state. */
typedef struct lab_handle {
	lab_handle_kind kind;
	vec2s *point;
	fp_circle *circle;
	fp_box *box;
} lab_handle;

/* Where the handle is drawn and grabbed. */
vec2s lab_handle_pos(lab_handle h);

/* Moves the handle to p (already snapped if snapping is wanted). A rim or a
 * corner never gives a negative radius or half extent. */
void lab_handle_place(lab_handle h, vec2s p);

/* The kinds of shape a scene is made of; each is one state-file field. */
typedef enum lab_shape {
	LAB_SHAPE_POINT,   /* vec2s */
	LAB_SHAPE_LINE,    /* vec2s[2]: the two points it runs through */
	LAB_SHAPE_AABB,    /* fp_aabb */
	LAB_SHAPE_TRI,     /* fp_tri */
	LAB_SHAPE_CIRCLE,  /* fp_circle */
	LAB_SHAPE_BOX      /* fp_box */
} lab_shape;

/* The kind of shape x is, from its type (an array of two points decays to
 * vec2s *); any other type does not compile. */
#define LAB_SHAPE_OF(x) _Generic((x), \
	vec2s: LAB_SHAPE_POINT, vec2s *: LAB_SHAPE_LINE, fp_aabb: LAB_SHAPE_AABB, \
	fp_tri: LAB_SHAPE_TRI, fp_circle: LAB_SHAPE_CIRCLE, fp_box: LAB_SHAPE_BOX)

/* The most handles one shape has. */
#define LAB_SHAPE_HANDLES_MAX 3

/* Appends the handles of shape, a kind shape, to out[n..] and returns the
 * new count: a point's one; a line's or an AABB's two points; a triangle's
 * three vertices; a circle's centre, then its rim; a box's centre, corner,
 * then turn handle. The caller leaves room for LAB_SHAPE_HANDLES_MAX. */
int lab_handles_of(lab_shape kind, void *shape, lab_handle *out, int n);

#endif
