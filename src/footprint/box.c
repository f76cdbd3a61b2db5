/* Boxes: seed 000's footprint, a rotated rectangle split into two triangles
 * along its 0-2 diagonal. */
#include "box.h"

#include <math.h>

#include "predicates.h"

bool fp_box_ok(fp_box b)
{
	return fp_finite_vec(b.center) && fp_finite_vec(b.half) && isfinite(b.angle)
		&& b.half.x >= 0.0f && b.half.y >= 0.0f;
}

void fp_box_axis(fp_box b, float *co, float *si)
{
	/* The compiler merges the two calls into one sincosf. */
	*co = cosf(b.angle);
	*si = sinf(b.angle);
}

void fp_box_corners_at(fp_box b, float co, float si, vec2s out[4])
{
	static const double sx[4] = { -1.0, 1.0, 1.0, -1.0 };
	static const double sy[4] = { -1.0, -1.0, 1.0, 1.0 };
	double c = fp_d(co), s = fp_d(si);
	for (int i = 0; i < 4; i++) {
		double ox = sx[i] * fp_d(b.half.x), oy = sy[i] * fp_d(b.half.y);
		out[i].x = (float)(fp_d(b.center.x) + (c * ox - s * oy));
		out[i].y = (float)(fp_d(b.center.y) + (s * ox + c * oy));
	}
}

void fp_box_corners(fp_box b, vec2s out[4])
{
	float co, si;
	fp_box_axis(b, &co, &si);
	fp_box_corners_at(b, co, si, out);
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
