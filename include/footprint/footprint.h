/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* footprint/footprint.h: the whole public API of libfootprint, exact 2D
 * collision of triangles, circles and rotated boxes. The headers it includes
 * stay includable one by one:
 *
 *   collide.h     shapes, the exact pair tests, footprints, bounds
 *   seeds.h       the seed articles' own extra tests
 *   broadphase.h  every overlapping pair of many shapes at once
 *   motion.h      how far a box can move and stay apart from obstacles
 *   ray.h         where a segment first meets a footprint, a circle, or a
 *                 broadphase's boxes
 *   version.h     the version these headers belong to
 *
 * docs/library.md is the reference: every function in a line, the contract,
 * units, threads and the ABI policy.
 *
 * Names. Everything the library declares starts with fp_ (FP_ for macros
 * and enumerators). Types are fp_<noun> (fp_box, fp_footprint,
 * fp_motion_result). Functions, the collision contract's names being the
 * model:
 *   - a test of two shapes is fp_<shape>_<shape> with the arguments in the
 *     name's order: fp_circle_tri(c, t), fp_circle_box(c, b),
 *     fp_circle_footprint(c, f); of two shapes of one kind,
 *     fp_<shape>_overlap(a, b) (fp_tri_overlap, fp_box_overlap,
 *     fp_footprint_overlap, fp_aabb_overlap; the contract's
 *     fp_circle_circle and seeds.h's fp_point_point keep the first form);
 *   - a point in a shape is fp_point_in_<shape>(p, shape);
 *   - what one value yields is fp_<noun>_<what>(value): fp_box_corners,
 *     fp_footprint_bounds, fp_motion_bounds, fp_footprint_of (made of one
 *     box), fp_footprints_of (of many);
 *   - a module with state has fp_<module>_create / _destroy and calls
 *     fp_<module>_<verb or what>(state, ...): fp_broadphase_box_pairs; the
 *     module's other calls carry its name too (fp_motion_sweep);
 *   - a call on many at once ends in _batch (fp_footprint_overlap_batch);
 *   - a macro or enumerator is FP_<MODULE or TYPE>_<NAME> in capitals
 *     (FP_MOTION_REACHED, FP_BROADPHASE_MAX_WORKERS, FP_STAGE_CENTER); the
 *     contract's fp_status values FP_OK and FP_ERR_* keep theirs;
 *   - one spelling: center, as the fields (fp_box.center).
 *
 * Threads. A call that takes no fp_broadphase reads only its arguments and
 * writes only its results: call it from any number of threads at once (on
 * shared const footprints too). One fp_broadphase is used by one thread at
 * a time; different ones run in parallel. broadphase.h says what its worker
 * threads do across fork().
 */
#ifndef FOOTPRINT_FOOTPRINT_H
#define FOOTPRINT_FOOTPRINT_H

#include <footprint/api.h>
#include <footprint/version.h>
#include <footprint/collide.h>
#include <footprint/seeds.h>
#include <footprint/broadphase.h>
#include <footprint/motion.h>
#include <footprint/ray.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of the library the program runs with, "major.minor.patch"
 * (FP_VERSION_STRING is the one it was compiled against). */
FP_API const char *fp_version(void);

#ifdef __cplusplus
}
#endif

#endif
