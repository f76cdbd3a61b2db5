/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_drawing: what a scene draws on the canvas, as a list of shapes.
 *
 * SDL-free, so each scene's file holds its drawing beside its verdicts and
 * lab_core links without SDL; lab_render turns the list into pixels, in
 * order (later items on top). World units, y up.
 */
#ifndef LAB_DRAWING_H
#define LAB_DRAWING_H

#include <stdbool.h>

#include <footprint/collide.h>

#define LAB_DRAW_MAX 16

/* A fill's colour: the exact test's answer, or the scene's moving point. */
typedef enum lab_paint {
	LAB_PAINT_APART,
	LAB_PAINT_TOUCH,
	LAB_PAINT_POINT
} lab_paint;

typedef enum lab_draw_kind {
	LAB_DRAW_FILL_TRI,
	LAB_DRAW_OUTLINE_TRI,
	LAB_DRAW_FILL_CIRCLE,
	LAB_DRAW_OUTLINE_CIRCLE,
	LAB_DRAW_POINT,   /* a small filled square with a dark rim */
	LAB_DRAW_LINE,    /* a thin filled quad from line[0] to line[1] */
	LAB_DRAW_AABB     /* filled when not empty, then outlined */
} lab_draw_kind;

typedef struct lab_draw_item {
	lab_draw_kind kind;
	lab_paint paint;   /* outlines ignore it */
	union {
		fp_tri tri;
		fp_circle circle;
		vec2s point;
		vec2s line[2];
		fp_aabb aabb;
	};
} lab_draw_item;

typedef struct lab_drawing {
	int count;
	lab_draw_item item[LAB_DRAW_MAX];
} lab_drawing;

/* LAB_PAINT_TOUCH when touching, else LAB_PAINT_APART. */
lab_paint lab_paint_of(bool touching);

/* Each appends one item; past LAB_DRAW_MAX items the drawing is left as it
 * is. */
void lab_draw_fill_tri(lab_drawing *d, fp_tri t, lab_paint paint);
void lab_draw_outline_tri(lab_drawing *d, fp_tri t);
void lab_draw_fill_circle(lab_drawing *d, fp_circle c, lab_paint paint);
void lab_draw_outline_circle(lab_drawing *d, fp_circle c);
void lab_draw_point(lab_drawing *d, vec2s p, lab_paint paint);
void lab_draw_line(lab_drawing *d, vec2s a, vec2s b, lab_paint paint);
void lab_draw_aabb(lab_drawing *d, fp_aabb b, lab_paint paint);

#endif
