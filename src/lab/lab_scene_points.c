/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Scene 5, point vs shapes (seed 004): the exact point tests against
 * another point, an AABB, a circle and a line. The point moves.
 * touch[0] the other point, touch[1] the AABB, touch[2] the circle,
 * touch[3] the line: holds the point. */
#include "lab_scene.h"

#include <footprint/seeds.h>

typedef struct points {
	vec2s point, other;
	fp_aabb aabb;
	fp_circle circle;
	vec2s line[2];
} points;

static const lab_field fields[] = {
	LAB_FIELD(points, point, "s5.point", 400, 400),
	LAB_FIELD(points, other, "s5.other", 520, 520),
	LAB_FIELD(points, aabb, "s5.aabb", 120, 120, 320, 280),
	LAB_FIELD(points, circle, "s5.circle", 600, 200, 80),
	LAB_FIELD(points, line, "s5.line", 120, 680, 680, 560),
};

static void draw(const void *shapes, const lab_verdicts *v, lab_drawing *out)
{
	const points *st = shapes;
	lab_draw_aabb(out, st->aabb, lab_paint_of(v->touch[1]));
	lab_draw_fill_circle(out, st->circle, lab_paint_of(v->touch[2]));
	lab_draw_outline_circle(out, st->circle);
	/* The line runs through both handles and on across the canvas. */
	vec2s d = glms_vec2_sub(st->line[1], st->line[0]);
	float len = glms_vec2_norm(d);
	vec2s far = len > 0 ? glms_vec2_scale(d, 2 * LAB_CANVAS / len) : d;
	lab_draw_line(out, glms_vec2_sub(st->line[0], far), glms_vec2_add(st->line[1], far),
		lab_paint_of(v->touch[3]));
	lab_draw_point(out, st->other, lab_paint_of(v->touch[0]));
	lab_draw_point(out, st->point, LAB_PAINT_POINT);
}

static void verdicts(const void *shapes, lab_verdicts *v)
{
	const points *st = shapes;
	vec2s p = st->point;
	int side = fp_point_line_side(p, st->line[0], st->line[1]);
	v->touch[0] = fp_point_point(p, st->other);
	v->touch[1] = fp_point_in_aabb(p, st->aabb);
	v->touch[2] = fp_point_in_circle(p, st->circle);
	v->touch[3] = side == 0;
	lab_verdicts_add(v, LAB_MARK_EXACT, "fp_point_point", "%s",
		v->touch[0] ? "same" : "different");
	lab_verdicts_add(v, LAB_MARK_EXACT, "fp_point_in_aabb", "%s",
		v->touch[1] ? "inside" : "outside");
	lab_verdicts_add(v, LAB_MARK_EXACT, "fp_point_in_circle", "%s",
		v->touch[2] ? "inside" : "outside");
	lab_verdicts_add(v, LAB_MARK_EXACT, "fp_point_line_side", "%s",
		side > 0 ? "+1 right" : side < 0 ? "-1 left" : "0 on the line");
}

const lab_scene lab_scene_points = {
	.title = "point vs shapes (seed 004)",
	.fields = fields, .field_count = sizeof fields / sizeof fields[0],
	.verdicts = verdicts, .draw = draw,
};
