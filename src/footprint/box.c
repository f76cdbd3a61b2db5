/* Boxes: seed 000's footprint, a rotated rectangle split into two triangles
 * along its 0-2 diagonal. */
#include "box.h"

#include <math.h>

#include "predicates.h"

void fp_box_corners_wide(fp_box b, float co, float si, vec2s out[4], fp_aabb *bounds)
{
	static const double sx[4] = { -1.0, 1.0, 1.0, -1.0 };
	static const double sy[4] = { -1.0, -1.0, 1.0, 1.0 };
	double c = fp_d(co), s = fp_d(si);
	for (int i = 0; i < 4; i++) {
		/* c hx and s hy are exact products; the two sums round in
		 * double, the result once more in float: well within the
		 * margins' bound on the float path's three roundings. */
		double ox = sx[i] * fp_d(b.half.x), oy = sy[i] * fp_d(b.half.y);
		out[i].x = (float)(fp_d(b.center.x) + (c * ox - s * oy));
		out[i].y = (float)(fp_d(b.center.y) + (s * ox + c * oy));
	}
	*bounds = (fp_aabb){ out[0], out[0] };
	for (int i = 1; i < 4; i++) {
		bounds->min.x = fp_minf(bounds->min.x, out[i].x);
		bounds->min.y = fp_minf(bounds->min.y, out[i].y);
		bounds->max.x = fp_maxf(bounds->max.x, out[i].x);
		bounds->max.y = fp_maxf(bounds->max.y, out[i].y);
	}
}

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
