/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_concrete.c: a concrete wall or slab: cast sections with dark seams
 * across its length and a lighter edge along it. */
#include <math.h>

#include "look_def.h"

#define SECTION 40.0f /* px between seams */

static void draw(look_pen *p)
{
	float u = p->half_u, v = p->half_v, h = p->height, z = h + 0.3f;
	look_pen_base(p, h, p->body);
	rgba8 seam = look_shade(p->body, 0, 0.4f), edge = look_shade(p->body, 255, 0.15f);
	bool along_u = u >= v;
	float len = along_u ? u : v, wid = along_u ? v : u, e = fminf(2.0f, 0.25f * wid);
	for (float a = -len + SECTION; a < len - 1.0f; a += SECTION) {
		if (along_u)
			look_pen_box(p, a - 0.75f, -v, a + 0.75f, v, h, z, seam);
		else
			look_pen_box(p, -u, a - 0.75f, u, a + 0.75f, h, z, seam);
	}
	if (along_u)
		look_pen_box(p, -u, -v, u, -v + e, h, z, edge);
	else
		look_pen_box(p, -u, -v, -u + e, v, h, z, edge);
}

const look_def look_concrete = {"concrete", draw};
