/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Scene 4, boxes (seed 000's footprints): each box is the two triangles of
 * its footprint split; box vs box exactly, by footprints and by the float
 * separating-axis baseline, and the circle against each box. The circle
 * moves.
 * touch[0] box a, touch[1] box b, touch[2] the circle: touches another
 * shape. */
#include "lab_scene.h"

#include <stdio.h>
#include <string.h>

#include "variants.h"

typedef struct boxes {
	fp_box a, b;
	fp_circle circle;
} boxes;

static const lab_field fields[] = {
	LAB_FIELD(boxes, a, "s4.box.a", 280, 400, 120, 60, 0.5f),
	LAB_FIELD(boxes, b, "s4.box.b", 560, 360, 80, 120, -0.3f),
	LAB_FIELD(boxes, circle, "s4.circle", 400, 640, 60),
};

static void draw(const void *shapes, const lab_verdicts *v, lab_drawing *out)
{
	const boxes *st = shapes;
	fp_tri t[2][2];   /* box a's two triangles, then box b's */
	fp_box_tris(st->a, t[0]);
	fp_box_tris(st->b, t[1]);
	for (int i = 0; i < 4; ++i)
		lab_draw_fill_tri(out, t[i / 2][i % 2], lab_paint_of(v->touch[i / 2]));
	lab_draw_fill_circle(out, st->circle, lab_paint_of(v->touch[2]));
	for (int i = 0; i < 4; ++i)
		lab_draw_outline_tri(out, t[i / 2][i % 2]);
	lab_draw_outline_circle(out, st->circle);
}

/* Which of box a's triangles touch which of box b's, as "a0-b1 ...". */
static void tri_pairs(lab_verdicts *v, fp_box a, fp_box b)
{
	fp_tri ta[2], tb[2];
	fp_box_tris(a, ta);
	fp_box_tris(b, tb);
	char pairs[LAB_ROW_CHARS] = "";
	for (int i = 0; i < 2; ++i)
		for (int j = 0; j < 2; ++j)
			if (fp_tri_overlap(ta[i], tb[j]))
				snprintf(pairs + strlen(pairs), sizeof pairs - strlen(pairs),
					"%sa%d-b%d", pairs[0] ? " " : "", i, j);
	lab_verdicts_add(v, LAB_MARK_INFO, "triangle pairs touching", "%s",
		pairs[0] ? pairs : "none");
}

static void verdicts(const void *shapes, lab_verdicts *v)
{
	const boxes *st = shapes;
	fp_footprint fa = fp_footprint_of(st->a), fb = fp_footprint_of(st->b);
	bool ab = fp_box_overlap(st->a, st->b);
	bool ca = fp_circle_box(st->circle, st->a), cb = fp_circle_box(st->circle, st->b);
	v->touch[0] = ab || ca;
	v->touch[1] = ab || cb;
	v->touch[2] = ca || cb;
	lab_verdicts_add(v, LAB_MARK_EXACT, "fp_box_overlap a,b", "%s", ab ? "touching" : "apart");
	lab_verdicts_variant(v, "fp_footprint_overlap a,b", fp_footprint_overlap(&fa, &fb), ab,
		"touching", "apart");
	lab_verdicts_variant(v, "float SAT (baseline)", fp_variant_box_overlap_sat(&fa, &fb), ab,
		"touching", "apart");
	lab_verdicts_add(v, LAB_MARK_EXACT, "fp_circle_box circle,a", "%s",
		ca ? "touching" : "apart");
	lab_verdicts_add(v, LAB_MARK_EXACT, "fp_circle_box circle,b", "%s",
		cb ? "touching" : "apart");
	tri_pairs(v, st->a, st->b);
}

const lab_scene lab_scene_boxes = {
	.title = "boxes: the footprint split",
	.fields = fields, .field_count = sizeof fields / sizeof fields[0],
	.handle_order = (const int[]){2, 0, 1},   /* the circle, which moves, first */
	.verdicts = verdicts, .draw = draw,
};
