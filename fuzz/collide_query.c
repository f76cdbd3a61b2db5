/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* collide_query.c: the broadphase's region queries on the fuzz case. */
#include "collide_query.h"

#include <float.h>

#include <footprint/broadphase.h>

#define QUERY_BOXES 4

/* The region as two triangles, over the footprint's two: the reference for
 * the region query (finite regions only; an empty or NaN one meets
 * nothing). */
static bool region_meets(fp_aabb r, const fp_footprint *f)
{
	if (!(f->flags & FP_FOOTPRINT_VALID) || !(r.min.x <= r.max.x && r.min.y <= r.max.y))
		return false;
	fp_tri a[2] = { { { r.min, { { r.max.x, r.min.y } }, r.max } },
		            { { r.min, r.max, { { r.min.x, r.max.y } } } } };
	fp_tri b[2];
	fp_footprint_tris(f, b);
	for (int i = 0; i < 4; i++) {
		if (fp_tri_overlap(a[i / 2], b[i % 2]))
			return true;
	}
	return false;
}

/* got[0..n) holds exactly, ascending, the boxes `want` marks. */
static void found_expect(const char *what, const uint32_t *got, size_t n,
                         const bool want[QUERY_BOXES])
{
	EXPECT(got != NULL, "%s returned NULL", what);
	size_t k = 0;
	for (uint32_t i = 0; i < QUERY_BOXES; i++) {
		bool have = k < n && got[k] == i;
		EXPECT(have == want[i], "%s: box %u %s, the exact loop says %s", what, i,
		       have ? "found" : "not found", want[i] ? "it meets" : "apart");
		k += have;
	}
	EXPECT(k == n, "%s: %zu found, only %zu of them the boxes' ascending", what, n, k);
}

static void circle_expect(fp_broadphase *bp, const fp_footprint *f, fp_circle c)
{
	bool want[QUERY_BOXES];
	for (int i = 0; i < QUERY_BOXES; i++)
		want[i] = fp_circle_footprint(c, &f[i]);
	size_t n;
	const uint32_t *got = fp_broadphase_query_circle(bp, c, &n);
	found_expect("fp_broadphase_query_circle", got, n, want);
}

void check_queries(const fuzz_case *k)
{
	static fp_broadphase *bp;
	if (!bp)
		bp = fp_broadphase_create();
	EXPECT(bp != NULL, "fp_broadphase_create failed");
	fp_box boxes[QUERY_BOXES] = {
		k->b1, k->b2, { k->box.max, { { 0.0f, 0.0f } }, 0.0f },
		{ k->c.center, { { k->c.radius, k->c.radius } }, 0.0f },
	};
	fp_footprint f[QUERY_BOXES];
	fp_footprints_of(boxes, QUERY_BOXES, f);
	size_t pairs;
	EXPECT(fp_broadphase_box_pairs(bp, f, QUERY_BOXES, &pairs) != NULL,
	       "fp_broadphase_box_pairs failed");
	/* an infinite bound reaches no further than the largest float: every
	 * footprint a triangle test can meet lies within */
	fp_aabb r = k->box;
	r.min.x = r.min.x < -FLT_MAX ? -FLT_MAX : r.min.x;
	r.min.y = r.min.y < -FLT_MAX ? -FLT_MAX : r.min.y;
	r.max.x = r.max.x > FLT_MAX ? FLT_MAX : r.max.x;
	r.max.y = r.max.y > FLT_MAX ? FLT_MAX : r.max.y;
	bool want[QUERY_BOXES];
	for (int i = 0; i < QUERY_BOXES; i++)
		want[i] = region_meets(r, &f[i]);
	size_t n;
	const uint32_t *got = fp_broadphase_query_aabb(bp, k->box, &n);
	found_expect("fp_broadphase_query_aabb", got, n, want);
	circle_expect(bp, f, k->c);
	circle_expect(bp, f, k->d);
}
