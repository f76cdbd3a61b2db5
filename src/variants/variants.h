/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* variants.h: the seeds' methods as they were written, in floats (the
 * seeds are the five articles the library recreates: see
 * footprint/collide.h).
 *
 * These are NOT exact. They exist so the benchmarks can measure how often
 * each one errs against the exact functions of footprint/collide.h, and so
 * the lab can show them deciding side by side. So they are not part of the
 * installed library: a static library of their own (variants_dep) that the
 * lab, the tests and the benchmarks link.
 */
#ifndef FOOTPRINT_VARIANTS_H
#define FOOTPRINT_VARIANTS_H

#include <footprint/collide.h>
#include <footprint/seeds.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Seed 000 (GameDev.net): signs of three float edge functions; inside when
 * they are not of mixed sign. */
bool fp_variant_point_in_tri_signs(vec2s p, fp_tri t);

/* Seed 002: |area1| + |area2| + |area3| == |area| in floats (the `==` trap). */
bool fp_variant_point_in_tri_areas_eq(vec2s p, fp_tri t);

/* Seed 002 done right in floats: the same sums compared within a relative
 * tolerance of FP_VARIANT_AREA_TOL times the triangle's area. */
#define FP_VARIANT_AREA_TOL 1e-5f
bool fp_variant_point_in_tri_areas_tol(vec2s p, fp_tri t);

/* Seed 003: normals of the sub-triangles PBC, PCA, PAB (cross products, z
 * only in 2D) must not point opposite ways (dot products >= 0), in floats. */
bool fp_variant_point_in_tri_normals(vec2s p, fp_tri t);

/* Seed 004: three float side-of-line tests and the triangle's winding. */
bool fp_variant_point_in_tri_sides(vec2s p, fp_tri t);

/* Seed 000's RosettaCode test as written: Det2D in double on float inputs,
 * compared with eps. Same options and status as fp_tri_collide. */
fp_status fp_variant_tri_collide(fp_tri a, fp_tri b, fp_tri_opts opts, bool *hit);

/* Seed 001's optimised circle-triangle test in floats; returns the stage
 * that decided (FP_STAGE_NONE when none found contact). */
fp_circle_stage fp_variant_circle_tri_stage(fp_circle c, fp_tri t);

/* A plain float separating-axis test of two boxes (no exactness): the
 * baseline the benchmark measures the exact fast path against. */
bool fp_variant_box_overlap_sat(const fp_footprint *a, const fp_footprint *b);

#ifdef __cplusplus
}
#endif

#endif
