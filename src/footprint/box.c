/* Boxes: seed 000's footprint, a rotated rectangle split into two triangles
 * along its 0-2 diagonal. */
#include "box.h"

#include <math.h>

#include "predicates.h"

void fp_box_corners(fp_box b, vec2s out[4])
{
	float co, si;
	fp_box_axis(b, &co, &si);
	fp_box_corners_at(b, co, si, out, NULL);
}

void fp_box_tris(fp_box b, fp_tri out[2])
{
	vec2s c[4];
	fp_box_corners(b, c);
	out[0] = (fp_tri){ { c[0], c[1], c[2] } };
	out[1] = (fp_tri){ { c[0], c[2], c[3] } };
}

/* Through footprints, so the box and footprint paths are one path. */
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
