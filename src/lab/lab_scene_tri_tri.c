/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Scene 2, triangle vs triangle (seed 000): the closed and interior
 * overlaps, then RosettaCode's test in its four option sets, exactly and as
 * the seed wrote it in doubles. Triangle b moves.
 * touch[0], touch[1]: the triangles overlap. */
#include "lab_scene.h"

#include <stdio.h>

#include "variants.h"

typedef struct tri_tri {
	fp_tri a, b;
} tri_tri;

static const lab_field fields[] = {
	LAB_FIELD(tri_tri, a, "s2.tri.a", 120, 160, 440, 160, 280, 480),
	LAB_FIELD(tri_tri, b, "s2.tri.b", 480, 320, 720, 280, 640, 600),
};

static void draw(const void *shapes, const lab_verdicts *v, lab_drawing *out)
{
	const tri_tri *st = shapes;
	const fp_tri *t[2] = {&st->a, &st->b};
	for (int i = 0; i < 2; ++i)
		lab_draw_fill_tri(out, *t[i], lab_paint_of(v->touch[i]));
	for (int i = 0; i < 2; ++i)
		lab_draw_outline_tri(out, *t[i]);
}

static const char *collide_text(fp_status st, bool hit)
{
	if (st == FP_ERR_WINDING)
		return "FP_ERR_WINDING";
	if (st == FP_ERR_INPUT)
		return "FP_ERR_INPUT";
	return hit ? "hit" : "miss";
}

/* One of the four RosettaCode option sets: the exact form, then the seed's
 * double form judged against it (same status, same hit). */
static void rosetta(lab_verdicts *v, fp_tri a, fp_tri b, bool bnd, bool rev)
{
	fp_tri_opts o = {0.0, rev, bnd};
	bool eh = false, vh = false;
	fp_status es = fp_tri_collide(a, b, o, &eh);
	fp_status vs = fp_variant_tri_collide(a, b, o, &vh);
	char label[40];
	snprintf(label, sizeof label, "exact   bnd=%d rev=%d", bnd, rev);
	lab_verdicts_add(v, LAB_MARK_EXACT, label, "%s", collide_text(es, eh));
	snprintf(label, sizeof label, "double  bnd=%d rev=%d", bnd, rev);
	bool same = vs == es && (es != FP_OK || vh == eh);
	lab_verdicts_add(v, same ? LAB_MARK_AGREE : LAB_MARK_DISAGREE, label, "%s%s",
		collide_text(vs, vh), same ? "" : "  DIFFERS");
}

static void verdicts(const void *shapes, lab_verdicts *v)
{
	const tri_tri *st = shapes;
	bool exact = fp_tri_overlap(st->a, st->b);
	v->touch[0] = v->touch[1] = exact;
	lab_verdicts_add(v, LAB_MARK_EXACT, "fp_tri_overlap", "%s", exact ? "touching" : "apart");
	lab_verdicts_add(v, LAB_MARK_EXACT, "fp_tri_overlap_interior", "%s",
		fp_tri_overlap_interior(st->a, st->b) ? "interiors meet" : "interiors apart");
	lab_verdicts_note(v, LAB_MARK_HEADING, "RosettaCode (seed 000), eps 0");
	lab_verdicts_note(v, LAB_MARK_INFO, "bnd = on_boundary, rev = allow_reversed");
	for (int bnd = 1; bnd >= 0; --bnd)
		for (int rev = 1; rev >= 0; --rev)
			rosetta(v, st->a, st->b, bnd, rev);
}

const lab_scene lab_scene_tri_tri = {
	.title = "triangle vs triangle",
	.fields = fields, .field_count = sizeof fields / sizeof fields[0],
	.handle_order = (const int[]){1, 0},   /* b, the moving triangle, first */
	.moves_triangle = true, .verdicts = verdicts, .draw = draw,
};
