/* footprint/broadphase.h: every overlapping pair of a tick's shapes.
 *
 * Given the footprints (boxes) and pickups (circles) of one tick, finds every
 * pair whose shapes overlap by collide.h's exact rules, in time that grows
 * about linearly with the number of shapes. It reports exactly the pairs the
 * all-pairs check reports: none missed, none extra.
 */
#ifndef FOOTPRINT_BROADPHASE_H
#define FOOTPRINT_BROADPHASE_H

#include <stddef.h>

#include <footprint/collide.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A pair of shape indices. Box-box: a < b, both box indices. Circle-box:
 * a is the box index, b the circle index. */
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

/* A new broadphase, or NULL when out of memory. Reuse it every tick: it keeps
 * its buffers (and any ordering it learned) between calls. */
FP_API fp_broadphase *fp_broadphase_create(void);

FP_API void fp_broadphase_destroy(fp_broadphase *bp);

/* Every pair of boxes i < j with fp_footprint_overlap true, sorted by (a, b).
 * The array belongs to bp and stays valid until the next call on bp. Returns
 * NULL with *count 0 when out of memory. */
FP_API const fp_pair *fp_broadphase_box_pairs(fp_broadphase *bp, const fp_footprint *boxes,
                                       size_t n, size_t *count);

/* Every (box, circle) with fp_circle_footprint true, sorted by (a, b). Same
 * ownership as fp_broadphase_box_pairs (the two results are kept apart). */
FP_API const fp_pair *fp_broadphase_circle_pairs(fp_broadphase *bp, const fp_footprint *boxes,
                                          size_t nboxes, const fp_circle *circles,
                                          size_t ncircles, size_t *count);

/* Keep (true) or stop keeping (false, the default: faster) the list of
 * candidate pairs the narrow phase tested in each call. */
FP_API void fp_broadphase_record_candidates(fp_broadphase *bp, bool on);

/* How many candidate pairs the last box-pairs call tested exactly. */
FP_API size_t fp_broadphase_tested(const fp_broadphase *bp);

/* When recording: the candidates of the last box-pairs call (every pair of
 * valid boxes whose bounds overlap, a < b, sorted by (a, b)) and their exact
 * answers; NULL with *count 0 otherwise. Valid until the next call on bp. */
FP_API const fp_candidate *fp_broadphase_candidates(const fp_broadphase *bp, size_t *count);

#ifdef __cplusplus
}
#endif

#endif
