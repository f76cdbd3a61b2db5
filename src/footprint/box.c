/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Boxes: seed 000's footprint, a rotated rectangle split into two triangles
 * along its 0-2 diagonal. Every box function goes through the box's
 * footprint (footprint.c), so a box and its footprint are one computation:
 * the same corners bit for bit, whatever the input. */
#include <string.h>

#include <footprint/collide.h>

void fp_box_corners(fp_box b, vec2s out[4])
{
	fp_footprint f = fp_footprint_of(b);
	memcpy(out, f.corner, sizeof f.corner);
}

void fp_box_tris(fp_box b, fp_tri out[2])
{
	fp_footprint f = fp_footprint_of(b);
	fp_footprint_tris(&f, out);
}

bool fp_box_overlap(fp_box a, fp_box b)
{
	fp_footprint fa = fp_footprint_of(a);
	fp_footprint fb = fp_footprint_of(b);
	return fp_footprint_overlap(&fa, &fb);
}

bool fp_circle_box(fp_circle c, fp_box b)
{
	fp_footprint f = fp_footprint_of(b);
	return fp_circle_footprint(c, &f);
}
