/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "lab_drawing.h"

lab_paint lab_paint_of(bool touching)
{
	return touching ? LAB_PAINT_TOUCH : LAB_PAINT_APART;
}

static void add(lab_drawing *d, lab_draw_item it)
{
	if (d->count < LAB_DRAW_MAX)
		d->item[d->count++] = it;
}

void lab_draw_fill_tri(lab_drawing *d, fp_tri t, lab_paint paint)
{
	add(d, (lab_draw_item){.kind = LAB_DRAW_FILL_TRI, .paint = paint, .tri = t});
}

void lab_draw_outline_tri(lab_drawing *d, fp_tri t)
{
	add(d, (lab_draw_item){.kind = LAB_DRAW_OUTLINE_TRI, .tri = t});
}

void lab_draw_fill_circle(lab_drawing *d, fp_circle c, lab_paint paint)
{
	add(d, (lab_draw_item){.kind = LAB_DRAW_FILL_CIRCLE, .paint = paint, .circle = c});
}

void lab_draw_outline_circle(lab_drawing *d, fp_circle c)
{
	add(d, (lab_draw_item){.kind = LAB_DRAW_OUTLINE_CIRCLE, .circle = c});
}

void lab_draw_point(lab_drawing *d, vec2s p, lab_paint paint)
{
	add(d, (lab_draw_item){.kind = LAB_DRAW_POINT, .paint = paint, .point = p});
}

void lab_draw_line(lab_drawing *d, vec2s a, vec2s b, lab_paint paint)
{
	add(d, (lab_draw_item){.kind = LAB_DRAW_LINE, .paint = paint, .line = {a, b}});
}

void lab_draw_aabb(lab_drawing *d, fp_aabb b, lab_paint paint)
{
	add(d, (lab_draw_item){.kind = LAB_DRAW_AABB, .paint = paint, .aabb = b});
}
