/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* sat_gap.h: the float separating-axis test of two boxes' ideal rectangles
 * (internal). fp_footprint_overlap and the broadphase's batch kernels take
 * their certain answers from it, so both must round alike, bit for bit: this
 * is its one scalar copy (broadphase_narrow.h's SSE2 kernel does the same
 * operations lane by lane).
 */
#ifndef FOOTPRINT_SAT_GAP_H
#define FOOTPRINT_SAT_GAP_H

#include <math.h>

/* The allowance for the rounding of the centres' offset in the gap: this
 * times (|dx| + |dy|); footprint.c's ROUNDING_REL, argued there. */
#define FP_SAT_ROUNDING 0x1p-16f

/* The largest gap between the rectangles' projections on their four face
 * axes (> 0 means apart) for centre offset (dx, dy), axes (ca, sa) and
 * (cb, sb) and half extents; *err is the allowance above. Rectangle B's
 * extent on A's axis u is hxB |uA.uB| + hyB |uA.vB|. */
static inline float fp_sat_gap(float dx, float dy, float ca, float sa, float hxa, float hya,
                               float cb, float sb, float hxb, float hyb, float *err)
{
	float c = fabsf(ca * cb + sa * sb);
	float s = fabsf(ca * sb - sa * cb);
	float s1 = fabsf(dx * ca + dy * sa) - (hxa + (hxb * c + hyb * s));
	float s2 = fabsf(dy * ca - dx * sa) - (hya + (hxb * s + hyb * c));
	float s3 = fabsf(dx * cb + dy * sb) - (hxb + (hxa * c + hya * s));
	float s4 = fabsf(dy * cb - dx * sb) - (hyb + (hxa * s + hya * c));
	*err = FP_SAT_ROUNDING * (fabsf(dx) + fabsf(dy));
	/* Plain ternaries: here GCC makes them maxss without the intrinsics'
	 * register shuffles. */
	float m12 = s1 > s2 ? s1 : s2, m34 = s3 > s4 ? s3 : s4;
	return m12 > m34 ? m12 : m34;
}

#endif
