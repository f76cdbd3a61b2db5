/* Boxes: seed 000's footprint, a rotated rectangle split into two triangles
 * along its 0-2 diagonal. */
#include "box.h"

#include <math.h>

#include "predicates.h"

bool fp_box_ok(fp_box b)
{
	/* x - x is NaN exactly when x is NaN or infinite. */
	float nan_if_bad = (b.center.x - b.center.x) + (b.center.y - b.center.y)
		+ (b.half.x - b.half.x) + (b.half.y - b.half.y) + (b.angle - b.angle);
	return nan_if_bad == 0.0f && b.half.x >= 0.0f && b.half.y >= 0.0f;
}

void fp_box_axis(fp_box b, float *co, float *si)
{
	/* The compiler merges the two calls into one sincosf. */
	*co = cosf(b.angle);
	*si = sinf(b.angle);
}

void fp_box_corners_at(fp_box b, float co, float si, vec2s out[4])
{
	/* u = R (half.x, 0) and v = R (0, half.y), exact in double; each corner
	 * coordinate is centre +- (u +- v), rounded twice in double and once to
	 * float (the error footprint.c's margins account for). */
	double ux = fp_d(co) * fp_d(b.half.x), uy = fp_d(si) * fp_d(b.half.x);
	double vx = -(fp_d(si) * fp_d(b.half.y)), vy = fp_d(co) * fp_d(b.half.y);
	double sx = ux + vx, sy = uy + vy, dx = ux - vx, dy = uy - vy;
	double cx = fp_d(b.center.x), cy = fp_d(b.center.y);
	out[0] = (vec2s){ { (float)(cx - sx), (float)(cy - sy) } };
	out[1] = (vec2s){ { (float)(cx + dx), (float)(cy + dy) } };
	out[2] = (vec2s){ { (float)(cx + sx), (float)(cy + sy) } };
	out[3] = (vec2s){ { (float)(cx - dx), (float)(cy - dy) } };
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
