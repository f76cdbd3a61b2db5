/* box.h: the one corner computation shared by fp_box_corners and
 * fp_footprint_of, so their corners agree bit for bit (internal). */
#ifndef FOOTPRINT_BOX_H
#define FOOTPRINT_BOX_H

#include <math.h>
#include <stddef.h>

#include <footprint/collide.h>

#include "predicates.h"

/* Centre, half extents and angle finite, half extents >= 0 (-0.0 is 0). */
static inline bool fp_box_ok(fp_box b)
{
	/* x - x is NaN exactly when x is NaN or infinite. */
	float nan_if_bad = (b.center.x - b.center.x) + (b.center.y - b.center.y)
		+ (b.half.x - b.half.x) + (b.half.y - b.half.y) + (b.angle - b.angle);
	return nan_if_bad == 0.0f && b.half.x >= 0.0f && b.half.y >= 0.0f;
}

/* (cos, sin) of the box's angle, in float, as the corners use them. The
 * compiler merges the two calls into one sincosf. */
static inline void fp_box_axis(fp_box b, float *co, float *si)
{
	*co = cosf(b.angle);
	*si = sinf(b.angle);
}

/* The corners of a good box whose float sums overflowed, made again in
 * double and rounded once: near FLT_MAX a corner can be finite though a
 * partial sum is not. A corner beyond float range stays infinite. */
#pragma GCC visibility push(hidden)
void fp_box_corners_wide(fp_box b, float co, float si, vec2s out[4], fp_aabb *bounds);
#pragma GCC visibility pop

/* The corners from that axis: centre + R (+-half.x, +-half.y), counter-
 * clockwise from (-half.x, -half.y), in float: each coordinate is within
 * 2^-24 (|centre| + 3 (half.x + half.y)) of its exact value for that axis.
 * bounds (when not NULL) gets the corners' bounding box. */
static inline void fp_box_corners_at(fp_box b, float co, float si, vec2s out[4],
                                     fp_aabb *bounds)
{
	/* u = R (half.x, 0) and v = R (0, half.y); each corner coordinate is
	 * centre +- (u +- v): three roundings, which footprint.c's margins
	 * account for. */
	float ux = co * b.half.x, uy = si * b.half.x;
	float vx = si * b.half.y, vy = co * b.half.y;
	float sx = ux - vx, sy = uy + vy, dx = ux + vx, dy = uy - vy;
	float cx = b.center.x, cy = b.center.y;
	out[0] = (vec2s){ { cx - sx, cy - sy } };
	out[1] = (vec2s){ { cx + dx, cy + dy } };
	out[2] = (vec2s){ { cx + sx, cy + sy } };
	out[3] = (vec2s){ { cx - dx, cy - dy } };
	/* Rounding cx + t is monotone in t, so the extreme corners are those
	 * of the extreme offsets: bit for bit the corners' min and max, without
	 * reading the corners back. They are finite exactly when all four
	 * corners are. */
	float mx = fp_maxf(fabsf(sx), fabsf(dx)), my = fp_maxf(fabsf(sy), fabsf(dy));
	fp_aabb box = { { { cx - mx, cy - my } }, { { cx + mx, cy + my } } };
	if (!(fp_finite_vec(box.min) && fp_finite_vec(box.max)) && fp_box_ok(b)) {
		fp_box_corners_wide(b, co, si, out, &box);
	}
	if (bounds != NULL)
		*bounds = box;
}

#endif
