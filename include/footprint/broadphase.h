/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* footprint/broadphase.h: every overlapping pair of a tick's shapes, and
 * what lies in a region.
 *
 * Given the footprints (boxes) and pickups (circles) of one tick, finds every
 * pair whose shapes overlap by collide.h's exact rules, in time linear in the
 * number of shapes plus the number of pairs whose bounds overlap, for boxes
 * of any mix of sizes, strewn or clustered, anywhere in the float range:
 * boxes far from the rest (as far as 3e38) or far larger (a half extent of
 * 1e30, or corners beyond float range) are filed apart from the others and
 * cost each a constant plus their pairs. The exceptions: many slivers
 * stacked closer than their length, bounds apart, crowd a cell; and so can
 * a tight cluster of many boxes when others of their size lie more than
 * 2^31 box widths away, unless those others are far from the scene's core
 * (where the sampled boxes lie: an eighth of the boxes may lie anywhere
 * beyond it) and few of them cluster at any one magnitude (say half the
 * boxes at 0 and half at 3e38 crowd; one box or a sixty-fourth of them at
 * 3e38 does not).
 * It reports exactly the pairs the all-pairs check reports: none missed,
 * none extra, in the same order for any number of workers.
 *
 * Threads: one fp_broadphase is used by one thread at a time (its calls
 * keep their answers and buffers in it); different broadphases run in
 * parallel, and so does every function that takes none
 * (fp_footprint_overlap_batch). Its worker threads (fp_broadphase_set_workers)
 * block every signal, so signal handlers run on the program's own threads.
 * fork(): the child gets none of the workers; a broadphase the parent made
 * works there single-threaded with the same answers (when no call on it was
 * running at the fork), and fp_broadphase_destroy frees it without touching
 * the parent's threads; fp_broadphase_set_workers(bp, 1) then (bp, k)
 * starts workers of the child's own.
 */
#ifndef FOOTPRINT_BROADPHASE_H
#define FOOTPRINT_BROADPHASE_H

#include <stddef.h>

#include <footprint/collide.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A pair of shape indices. Box-box: a < b, both box indices. Circle-box:
 * a is the box index, b the circle index (the box first, unlike
 * fp_circle_box and fp_circle_footprint's arguments). */
typedef struct fp_pair {
	uint32_t a;
	uint32_t b;
} fp_pair;

/* A candidate the narrow phase tested, and its exact answer. */
typedef struct fp_candidate {
	uint32_t a;
	uint32_t b;
	bool hit;
} fp_candidate;

typedef struct fp_broadphase fp_broadphase;

/* A new broadphase with one worker (the calling thread), or NULL when out of
 * memory. Reuse it every tick: it keeps its buffers between calls. */
FP_API fp_broadphase *fp_broadphase_create(void);

/* Frees bp and stops its worker threads; NULL is ignored. */
FP_API void fp_broadphase_destroy(fp_broadphase *bp);

/* The most boxes, and the most circles, one call takes (2^29 - 1: pair
 * indices are uint32_t and the broadphase keeps a flag in them). */
#define FP_BROADPHASE_MAX_SHAPES 0x1fffffffu

/* Why the last call on a broadphase failed. */
typedef enum fp_broadphase_error {
	FP_BROADPHASE_OK = 0,          /* it did not */
	FP_BROADPHASE_NO_MEMORY = 1,   /* out of memory, or (fp_broadphase_set_workers)
	                                * a thread could not be started */
	FP_BROADPHASE_TOO_MANY = 2,    /* more than FP_BROADPHASE_MAX_SHAPES boxes or
	                                * circles */
	FP_BROADPHASE_NULL = 3,        /* bp was NULL */
	FP_BROADPHASE_BAD_WORKERS = 4  /* a worker count of 0 or above
	                                * FP_BROADPHASE_MAX_WORKERS */
} fp_broadphase_error;

/* Why the last fp_broadphase_box_pairs, fp_broadphase_circle_pairs or
 * fp_broadphase_set_workers call on bp failed, FP_BROADPHASE_OK if it did
 * not; FP_BROADPHASE_NULL for bp NULL (fp_broadphase_create returns NULL
 * only when out of memory). */
FP_API fp_broadphase_error fp_broadphase_last_error(const fp_broadphase *bp);

/* The most workers fp_broadphase_set_workers accepts. */
#define FP_BROADPHASE_MAX_WORKERS 64

/* The fewest boxes a call gives each worker: below, handing work to a
 * thread costs more than it saves. */
#define FP_BROADPHASE_SHARE_MIN 1024

/* Later calls on bp share their work among `workers` threads: the caller and
 * workers - 1 pool threads, started here and kept until destroy or the next
 * change (a call on fewer than FP_BROADPHASE_SHARE_MIN boxes a worker uses
 * fewer). The answers and their order do not depend on the count. Returns
 * false, keeping the previous count, when workers is 0 or above
 * FP_BROADPHASE_MAX_WORKERS, bp is NULL, or a thread cannot be started. */
FP_API bool fp_broadphase_set_workers(fp_broadphase *bp, unsigned workers);

/* The worker count of bp (1 for NULL). */
FP_API unsigned fp_broadphase_workers(const fp_broadphase *bp);

/* Every pair of boxes i < j with fp_footprint_overlap true, sorted by (a, b).
 * The array belongs to bp and stays valid until the next call on bp. boxes
 * NULL means no boxes. Returns NULL with *count 0 when the call fails: out
 * of memory, more than FP_BROADPHASE_MAX_SHAPES boxes, or bp NULL
 * (fp_broadphase_last_error says which). */
FP_API const fp_pair *fp_broadphase_box_pairs(fp_broadphase *bp, const fp_footprint *boxes,
                                       size_t n, size_t *count);

/* Every (box, circle) with fp_circle_footprint true, sorted by (a, b): a the
 * box, b the circle (fp_circle_footprint takes the circle first). Same
 * ownership and failures as fp_broadphase_box_pairs (the two results are
 * kept apart). */
FP_API const fp_pair *fp_broadphase_circle_pairs(fp_broadphase *bp, const fp_footprint *boxes,
                                          size_t nboxes, const fp_circle *circles,
                                          size_t ncircles, size_t *count);

/* The region queries look among the boxes of the last fp_broadphase_box_pairs
 * call on bp that succeeded (as fp_broadphase_ray does; a circle-pairs call
 * on other boxes between makes the next query file them again), reading the
 * footprints of the array given to it, which must still hold them (none
 * after a failed call or none yet). Each decides exactly (closed sets:
 * touching counts) and returns the indices found, ascending, in an array
 * that belongs to bp and stays valid until the next call on bp; its time is
 * linear in the grid cells visited plus the boxes whose bounds meet the
 * region's. Returns NULL with *count 0 when bp is NULL or out of memory. */

/* Every box i whose footprint (its two triangles) shares a point with the
 * closed axis-aligned box `region`, decided exactly. An empty region (min > max on an axis)
 * or one holding a NaN meets nothing; infinite bounds reach as far as they
 * say. */
FP_API const uint32_t *fp_broadphase_query_aabb(fp_broadphase *bp, fp_aabb region, size_t *count);

/* Every box i with fp_circle_footprint(c, &boxes[i]) true. A bad circle
 * (NaN or infinite, negative radius) meets nothing. */
FP_API const uint32_t *fp_broadphase_query_circle(fp_broadphase *bp, fp_circle c, size_t *count);

/* Keep (true) or stop keeping (false, the default: faster) the list of
 * candidate pairs the narrow phase tested in each call. */
FP_API void fp_broadphase_record_candidates(fp_broadphase *bp, bool on);

/* How many candidate pairs the last box-pairs call tested exactly. */
FP_API size_t fp_broadphase_tested(const fp_broadphase *bp);

/* What the last box-pairs call did, counted as it went (the counts cost
 * nothing measurable): the bound on its work that holds for any input. A
 * diagnostic, private like fp_footprint's fields: read it to measure, never
 * to decide; its fields may change in any release (with the soversion: the
 * struct is returned by value). */
typedef struct fp_broadphase_work {
	size_t boxes;      /* valid boxes filed into the grid */
	size_t cells;      /* grid cells made and visited */
	size_t examined;   /* bounds compared, one per (box, grid entry) looked at */
	size_t candidates; /* pairs whose bounds overlap: each tested exactly once */
	size_t exact;      /* candidates the float filter left to the triangle tests */
	size_t pairs;      /* candidates that overlap: the answer */
	size_t sort_moves; /* pair writes of the sort that orders the answer */
} fp_broadphase_work;

/* The counts of the last fp_broadphase_box_pairs call on bp (zeros for NULL). */
FP_API fp_broadphase_work fp_broadphase_last_work(const fp_broadphase *bp);

/* When recording: the candidates of the last box-pairs call (every pair of
 * valid boxes whose bounds overlap, a < b, sorted by (a, b)) and their exact
 * answers; NULL with *count 0 otherwise. Valid until the next call on bp. */
FP_API const fp_candidate *fp_broadphase_candidates(const fp_broadphase *bp, size_t *count);

/* hit[k] = fp_footprint_overlap(&boxes[pairs[k].a], &boxes[pairs[k].b]) for
 * every k < npairs, tested four at a time with SIMD where the processor has
 * it (SSE2), the same answers either way; a pair naming an index >= nboxes
 * gets false. Returns how many hit. hit may be NULL (only the count); boxes
 * or pairs NULL give 0 with hit untouched. */
FP_API size_t fp_footprint_overlap_batch(const fp_footprint *boxes, size_t nboxes,
                                  const fp_pair *pairs, size_t npairs, bool *hit);

#ifdef __cplusplus
}
#endif

#endif
