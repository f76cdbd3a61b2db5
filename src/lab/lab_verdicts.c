#include "lab_verdicts.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <footprint/variants.h>

/* A row: the label, and the value formatted from fmt. */
static void add(lab_verdicts *v, lab_mark mark, const char *label, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void add(lab_verdicts *v, lab_mark mark, const char *label, const char *fmt, ...)
{
	if (v->count >= LAB_ROWS_MAX)
		return;
	lab_row *r = &v->row[v->count++];
	snprintf(r->label, sizeof r->label, "%s", label);
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(r->value, sizeof r->value, fmt, ap);
	va_end(ap);
	r->mark = mark;
	if (mark == LAB_MARK_DISAGREE)
		v->disagreements++;
}

/* A row with a label only: a heading or a note. */
static void note(lab_verdicts *v, lab_mark mark, const char *label)
{
	add(v, mark, label, "%s", "");
}

/* A variant's row: its answer, and whether it is the exact one. */
static void add_variant(lab_verdicts *v, const char *label, bool got, bool exact,
	const char *yes, const char *no)
{
	if (got == exact)
		add(v, LAB_MARK_AGREE, label, "%s", got ? yes : no);
	else
		add(v, LAB_MARK_DISAGREE, label, "%s  DIFFERS", got ? yes : no);
}

static void point_tri(const lab_state *s, lab_verdicts *v)
{
	vec2s p = s->s1_point;
	fp_tri t = s->s1_tri;
	bool exact = fp_point_in_tri(p, t);
	v->touch[0] = exact;
	note(v, LAB_MARK_HEADING, "1  point in triangle");
	add(v, LAB_MARK_EXACT, "fp_point_in_tri (exact)", "%s", exact ? "inside" : "outside");
	add_variant(v, "edge signs (seed 000)", fp_variant_point_in_tri_signs(p, t), exact,
		"inside", "outside");
	add_variant(v, "areas with == (seed 002)", fp_variant_point_in_tri_areas_eq(p, t),
		exact, "inside", "outside");
	add_variant(v, "areas with tolerance (002)", fp_variant_point_in_tri_areas_tol(p, t),
		exact, "inside", "outside");
	add_variant(v, "normals cross/dot (seed 003)", fp_variant_point_in_tri_normals(p, t),
		exact, "inside", "outside");
	add_variant(v, "sides + winding (seed 004)", fp_variant_point_in_tri_sides(p, t),
		exact, "inside", "outside");
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
	add(v, LAB_MARK_EXACT, label, "%s", collide_text(es, eh));
	snprintf(label, sizeof label, "double  bnd=%d rev=%d", bnd, rev);
	bool same = vs == es && (es != FP_OK || vh == eh);
	add(v, same ? LAB_MARK_AGREE : LAB_MARK_DISAGREE, label, "%s%s",
		collide_text(vs, vh), same ? "" : "  DIFFERS");
}

static void tri_tri(const lab_state *s, lab_verdicts *v)
{
	fp_tri a = s->s2_tri[0], b = s->s2_tri[1];
	bool exact = fp_tri_overlap(a, b);
	v->touch[0] = v->touch[1] = exact;
	note(v, LAB_MARK_HEADING, "2  triangle vs triangle");
	add(v, LAB_MARK_EXACT, "fp_tri_overlap", "%s", exact ? "touching" : "apart");
	add(v, LAB_MARK_EXACT, "fp_tri_overlap_interior", "%s",
		fp_tri_overlap_interior(a, b) ? "interiors meet" : "interiors apart");
	note(v, LAB_MARK_HEADING, "RosettaCode (seed 000), eps 0");
	note(v, LAB_MARK_INFO, "bnd = on_boundary, rev = allow_reversed");
	for (int bnd = 1; bnd >= 0; --bnd)
		for (int rev = 1; rev >= 0; --rev)
			rosetta(v, a, b, bnd, rev);
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
			add(v, LAB_MARK_DECIDES, stage_names[st], "%s", "decides: touching");
		else if (decided != FP_STAGE_NONE && st > (int)decided)
			add(v, LAB_MARK_INFO, stage_names[st], "%s", "not reached");
		else
			add(v, LAB_MARK_INFO, stage_names[st], "%s", "no");
	}
}

static void circle_tri(const lab_state *s, lab_verdicts *v)
{
	fp_circle c = s->s3_circle;
	fp_tri t = s->s3_tri;
	bool exact = fp_circle_tri(c, t);
	fp_circle_stage es = fp_circle_tri_stage(c, t);
	fp_circle_stage fs = fp_variant_circle_tri_stage(c, t);
	v->touch[0] = v->touch[1] = exact;
	note(v, LAB_MARK_HEADING, "3  circle vs triangle (seed 001)");
	add(v, LAB_MARK_EXACT, "fp_circle_tri", "%s", exact ? "touching" : "apart");
	note(v, LAB_MARK_HEADING, "exact stages (fp_circle_tri_stage)");
	stages(v, es);
	note(v, LAB_MARK_HEADING, "float stages (variant)");
	stages(v, fs);
	add_variant(v, "float verdict", fs != FP_STAGE_NONE, exact, "touching", "apart");
}

static void boxes(const lab_state *s, lab_verdicts *v)
{
	fp_box a = s->s4_box[0], b = s->s4_box[1];
	fp_circle c = s->s4_circle;
	fp_footprint fa = fp_footprint_of(a), fb = fp_footprint_of(b);
	bool ab = fp_box_overlap(a, b);
	bool ca = fp_circle_box(c, a), cb = fp_circle_box(c, b);
	v->touch[0] = ab || ca;
	v->touch[1] = ab || cb;
	v->touch[2] = ca || cb;
	note(v, LAB_MARK_HEADING, "4  boxes: the footprint split");
	add(v, LAB_MARK_EXACT, "fp_box_overlap a,b", "%s", ab ? "touching" : "apart");
	add_variant(v, "fp_footprint_overlap a,b", fp_footprint_overlap(&fa, &fb), ab,
		"touching", "apart");
	add_variant(v, "float SAT (baseline)", fp_variant_box_overlap_sat(&fa, &fb), ab,
		"touching", "apart");
	add(v, LAB_MARK_EXACT, "fp_circle_box circle,a", "%s", ca ? "touching" : "apart");
	add(v, LAB_MARK_EXACT, "fp_circle_box circle,b", "%s", cb ? "touching" : "apart");
	fp_tri ta[2], tb[2];
	fp_box_tris(a, ta);
	fp_box_tris(b, tb);
	char pairs[LAB_ROW_CHARS] = "";
	for (int i = 0; i < 2; ++i)
		for (int j = 0; j < 2; ++j)
			if (fp_tri_overlap(ta[i], tb[j]))
				snprintf(pairs + strlen(pairs), sizeof pairs - strlen(pairs),
					"%sa%d-b%d", pairs[0] ? " " : "", i, j);
	add(v, LAB_MARK_INFO, "triangle pairs touching", "%s", pairs[0] ? pairs : "none");
}

static void points(const lab_state *s, lab_verdicts *v)
{
	vec2s p = s->s5_point;
	int side = fp_point_line_side(p, s->s5_line[0], s->s5_line[1]);
	v->touch[0] = fp_point_point(p, s->s5_other);
	v->touch[1] = fp_point_in_aabb(p, s->s5_aabb);
	v->touch[2] = fp_point_in_circle(p, s->s5_circle);
	v->touch[3] = side == 0;
	note(v, LAB_MARK_HEADING, "5  point vs shapes (seed 004)");
	add(v, LAB_MARK_EXACT, "fp_point_point", "%s", v->touch[0] ? "same" : "different");
	add(v, LAB_MARK_EXACT, "fp_point_in_aabb", "%s", v->touch[1] ? "inside" : "outside");
	add(v, LAB_MARK_EXACT, "fp_point_in_circle", "%s",
		v->touch[2] ? "inside" : "outside");
	add(v, LAB_MARK_EXACT, "fp_point_line_side", "%s",
		side > 0 ? "+1 right" : side < 0 ? "-1 left" : "0 on the line");
}

/* The selected handle's exact value, so a one-step nudge is visible. */
static void selection(const lab_state *s, lab_verdicts *v)
{
	lab_state copy = *s;
	lab_handle h[LAB_HANDLES_MAX];
	int n = lab_state_handles(&copy, h);
	if (s->selected < 0 || s->selected >= n)
		return;
	lab_handle sel = h[s->selected];
	add(v, LAB_MARK_HEADING, "selected handle", "%d", s->selected);
	switch (sel.kind) {
	case LAB_HANDLE_POINT:
		add(v, LAB_MARK_INFO, "x, y", "%.9g, %.9g", (double)sel.point->x, (double)sel.point->y);
		return;
	case LAB_HANDLE_RIM:
		add(v, LAB_MARK_INFO, "radius", "%.9g", (double)sel.circle->radius);
		return;
	case LAB_HANDLE_BOX_CORNER:
		add(v, LAB_MARK_INFO, "half extents", "%.9g, %.9g", (double)sel.box->half.x,
			(double)sel.box->half.y);
		return;
	case LAB_HANDLE_BOX_TURN:
		add(v, LAB_MARK_INFO, "angle (radians)", "%.9g", (double)sel.box->angle);
		return;
	}
}

void lab_verdicts_of(const lab_state *s, lab_verdicts *out)
{
	memset(out, 0, sizeof *out);
	switch (s->scene) {
	case LAB_SCENE_POINT_TRI:
		point_tri(s, out);
		break;
	case LAB_SCENE_TRI_TRI:
		tri_tri(s, out);
		break;
	case LAB_SCENE_CIRCLE_TRI:
		circle_tri(s, out);
		break;
	case LAB_SCENE_BOXES:
		boxes(s, out);
		break;
	case LAB_SCENE_POINTS:
		points(s, out);
		break;
	}
	selection(s, out);
}

const lab_row *lab_verdicts_find(const lab_verdicts *v, const char *prefix)
{
	size_t n = strlen(prefix);
	for (int i = 0; i < v->count; ++i)
		if (strncmp(v->row[i].label, prefix, n) == 0)
			return &v->row[i];
	return NULL;
}
