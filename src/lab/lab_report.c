/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "lab_report.h"

#include <stdio.h>
#include <string.h>

#include "lab_scenes.h"

/* The selected handle's exact value, so a one-step nudge is visible. */
static void selection(const lab_state *s, lab_verdicts *v)
{
	lab_state copy = *s;
	lab_handle h[LAB_HANDLES_MAX];
	int n = lab_state_handles(&copy, h);
	if (s->selected < 0 || s->selected >= n)
		return;
	lab_handle sel = h[s->selected];
	lab_verdicts_add(v, LAB_MARK_HEADING, "selected handle", "%d", s->selected);
	switch (sel.kind) {
	case LAB_HANDLE_POINT:
		lab_verdicts_add(v, LAB_MARK_INFO, "x, y", "%.9g, %.9g", (double)sel.point->x,
			(double)sel.point->y);
		return;
	case LAB_HANDLE_RIM:
		lab_verdicts_add(v, LAB_MARK_INFO, "radius", "%.9g", (double)sel.circle->radius);
		return;
	case LAB_HANDLE_BOX_CORNER:
		lab_verdicts_add(v, LAB_MARK_INFO, "half extents", "%.9g, %.9g",
			(double)sel.box->half.x, (double)sel.box->half.y);
		return;
	case LAB_HANDLE_BOX_TURN:
		lab_verdicts_add(v, LAB_MARK_INFO, "angle (radians)", "%.9g", (double)sel.box->angle);
		return;
	}
}

void lab_report(const lab_state *s, lab_verdicts *out)
{
	memset(out, 0, sizeof *out);
	const lab_scene *sc = lab_scene_get(s->scene);
	if (sc) {
		char heading[LAB_ROW_CHARS];
		snprintf(heading, sizeof heading, "%d  %s", s->scene, sc->title);
		lab_verdicts_note(out, LAB_MARK_HEADING, heading);
		sc->verdicts(lab_state_shapes_const(s, s->scene), out);
	}
	selection(s, out);
}
