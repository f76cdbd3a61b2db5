/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Scene 3, circle vs triangle (seed 001): fp_circle_tri, and the seed's
 * three stages as the exact fp_circle_tri_stage and the float variant run
 * them. The circle moves.
 * touch[0], touch[1]: circle and triangle overlap. */
#include "lab_scene.h"

#include "variants.h"

typedef struct circle_tri {
	fp_circle circle;
	fp_tri tri;
} circle_tri;

static const lab_field fields[] = {
	LAB_FIELD(circle_tri, circle, "s3.circle", 640, 520, 100),
	LAB_FIELD(circle_tri, tri, "s3.tri", 200, 200, 600, 200, 400, 560),
};

static void draw(const void *shapes, const lab_verdicts *v, lab_drawing *out)
{
	const circle_tri *st = shapes;
	lab_draw_fill_tri(out, st->tri, lab_paint_of(v->touch[1]));
	lab_draw_fill_circle(out, st->circle, lab_paint_of(v->touch[0]));
	lab_draw_outline_tri(out, st->tri);
	lab_draw_outline_circle(out, st->circle);
}

static const char *const stage_names[] = {
	"", "  1 vertex in disc", "  2 centre in triangle", "  3 edge within radius",
};

/* Stages run in order and stop at the first that finds contact: those
 * before it said no, those after it never ran. */
static void stages(lab_verdicts *v, fp_circle_stage decided)
{
	for (int st = FP_STAGE_VERTEX; st <= FP_STAGE_EDGE; ++st) {
		if (decided != FP_STAGE_NONE && st == (int)decided)
			lab_verdicts_add(v, LAB_MARK_DECIDES, stage_names[st], "%s", "decides: touching");
		else if (decided != FP_STAGE_NONE && st > (int)decided)
			lab_verdicts_add(v, LAB_MARK_INFO, stage_names[st], "%s", "not reached");
		else
			lab_verdicts_add(v, LAB_MARK_INFO, stage_names[st], "%s", "no");
	}
}

static void verdicts(const void *shapes, lab_verdicts *v)
{
	const circle_tri *st = shapes;
	bool exact = fp_circle_tri(st->circle, st->tri);
	fp_circle_stage es = fp_circle_tri_stage(st->circle, st->tri);
	fp_circle_stage fs = fp_variant_circle_tri_stage(st->circle, st->tri);
	v->touch[0] = v->touch[1] = exact;
	lab_verdicts_add(v, LAB_MARK_EXACT, "fp_circle_tri", "%s", exact ? "touching" : "apart");
	lab_verdicts_note(v, LAB_MARK_HEADING, "exact stages (fp_circle_tri_stage)");
	stages(v, es);
	lab_verdicts_note(v, LAB_MARK_HEADING, "float stages (variant)");
	stages(v, fs);
	lab_verdicts_variant(v, "float verdict", fs != FP_STAGE_NONE, exact, "touching", "apart");
}

const lab_scene lab_scene_circle_tri = {
	.title = "circle vs triangle (seed 001)",
	.fields = fields, .field_count = sizeof fields / sizeof fields[0],
	.verdicts = verdicts, .draw = draw,
};
