/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Scene 1, point vs triangle (seeds 000, 002, 003, 004): the exact
 * fp_point_in_tri against each seed's float method. The point moves.
 * touch[0]: the triangle holds the point. */
#include "lab_scene.h"

#include "variants.h"

typedef struct point_tri {
	vec2s point;
	fp_tri tri;
} point_tri;

static const lab_field fields[] = {
	LAB_FIELD(point_tri, point, "s1.point", 400, 360),
	LAB_FIELD(point_tri, tri, "s1.tri", 200, 200, 600, 240, 360, 600),
};

static void draw(const void *shapes, const lab_verdicts *v, lab_drawing *out)
{
	const point_tri *st = shapes;
	lab_draw_fill_tri(out, st->tri, lab_paint_of(v->touch[0]));
	lab_draw_outline_tri(out, st->tri);
	lab_draw_point(out, st->point, LAB_PAINT_POINT);
}

static void verdicts(const void *shapes, lab_verdicts *v)
{
	const point_tri *st = shapes;
	vec2s p = st->point;
	fp_tri t = st->tri;
	bool exact = fp_point_in_tri(p, t);
	v->touch[0] = exact;
	lab_verdicts_add(v, LAB_MARK_EXACT, "fp_point_in_tri (exact)", "%s",
		exact ? "inside" : "outside");
	lab_verdicts_variant(v, "edge signs (seed 000)", fp_variant_point_in_tri_signs(p, t),
		exact, "inside", "outside");
	lab_verdicts_variant(v, "areas with == (seed 002)",
		fp_variant_point_in_tri_areas_eq(p, t), exact, "inside", "outside");
	lab_verdicts_variant(v, "areas with tolerance (002)",
		fp_variant_point_in_tri_areas_tol(p, t), exact, "inside", "outside");
	lab_verdicts_variant(v, "normals cross/dot (seed 003)",
		fp_variant_point_in_tri_normals(p, t), exact, "inside", "outside");
	lab_verdicts_variant(v, "sides + winding (seed 004)",
		fp_variant_point_in_tri_sides(p, t), exact, "inside", "outside");
}

const lab_scene lab_scene_point_tri = {
	.title = "point in triangle",
	.fields = fields, .field_count = sizeof fields / sizeof fields[0],
	.verdicts = verdicts, .draw = draw,
};
