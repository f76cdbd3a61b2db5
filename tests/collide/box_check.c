/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "box_check.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "exact_ref.h"

static bool corners_close(fp_box b, const vec2s got[4], char *why, size_t why_len)
{
	static const double sx[4] = { -1, 1, 1, -1 };
	static const double sy[4] = { -1, -1, 1, 1 };
	double cs = cos((double)b.angle), sn = sin((double)b.angle);
	double scale = fmax(fmax(1.0, fabs((double)b.center.x)), fmax(fabs((double)b.center.y),
		fmax((double)b.half.x, (double)b.half.y)));
	for (int i = 0; i < 4; i++) {
		double lx = sx[i] * (double)b.half.x, ly = sy[i] * (double)b.half.y;
		double x = (double)b.center.x + cs * lx - sn * ly;
		double y = (double)b.center.y + sn * lx + cs * ly;
		double err = hypot((double)got[i].x - x, (double)got[i].y - y);
		if (!(err <= 1e-5 * scale)) {
			snprintf(why, why_len, "corner %d is (%a, %a), double gives (%a, %a): off by %g > %g",
				i, (double)got[i].x, (double)got[i].y, x, y, err, 1e-5 * scale);
			return false;
		}
	}
	return true;
}

/* Twice the signed area of the corner quad, summed exactly, is >= 0. */
static bool corners_ccw(const vec2s c[4], char *why, size_t why_len)
{
	double t[8];
	for (int i = 0; i < 4; i++) {
		const vec2s p = c[i], q = c[(i + 1) % 4];
		t[2 * i] = (double)p.x * (double)q.y;
		t[2 * i + 1] = -((double)q.x * (double)p.y);
	}
	if (ref_sign_sum(t, 8) >= 0)
		return true;
	snprintf(why, why_len, "corners (%a,%a) (%a,%a) (%a,%a) (%a,%a) are clockwise",
		(double)c[0].x, (double)c[0].y, (double)c[1].x, (double)c[1].y,
		(double)c[2].x, (double)c[2].y, (double)c[3].x, (double)c[3].y);
	return false;
}

bool box_corners_ok(fp_box b, char *why, size_t why_len)
{
	vec2s c[4], again[4];
	fp_tri t[2];
	fp_box_corners(b, c);
	fp_box_corners(b, again);
	fp_box_tris(b, t);
	if (memcmp(c, again, sizeof c) != 0) {
		snprintf(why, why_len, "fp_box_corners gave different corners on a second call");
		return false;
	}
	if (!corners_close(b, c, why, why_len) || !corners_ccw(c, why, why_len))
		return false;
	fp_tri want[2] = { { .v = { c[0], c[1], c[2] } }, { .v = { c[0], c[2], c[3] } } };
	if (memcmp(t, want, sizeof want) != 0) {
		snprintf(why, why_len, "fp_box_tris is not corners {0,1,2} and {0,2,3} bit for bit");
		return false;
	}
	fp_footprint fp = fp_footprint_of(b);
	if (memcmp(fp.corner, c, sizeof c) != 0) {
		snprintf(why, why_len, "fp_footprint_of(b).corner differs from fp_box_corners(b)");
		return false;
	}
	fp_tri ft[2];
	fp_footprint_tris(&fp, ft);
	if (memcmp(ft, t, sizeof ft) != 0) {
		snprintf(why, why_len, "fp_footprint_tris differs from fp_box_tris");
		return false;
	}
	return true;
}
