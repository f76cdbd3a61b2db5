/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* collide_query.h: the fuzz case's boxes in a broadphase, and its region and
 * circles as queries (footprint/broadphase.h), against the all-boxes loop. */
#ifndef FUZZ_COLLIDE_QUERY_H
#define FUZZ_COLLIDE_QUERY_H

#include "fuzz_case.h"

/* b1, b2, a point box on the region's upper corner and a box round circle
 * c, filed by fp_broadphase_box_pairs: fp_broadphase_query_aabb(box) finds,
 * ascending, exactly the boxes whose triangles overlap the region's two
 * (none for an empty or NaN region), and fp_broadphase_query_circle(c) and
 * (d) exactly those fp_circle_footprint accepts. */
void check_queries(const fuzz_case *k);

#endif
