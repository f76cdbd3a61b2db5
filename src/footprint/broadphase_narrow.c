/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_narrow.c: a list of box pairs tested four at a time. */
#include "broadphase_narrow.h"

/* A record no float test decides: a lane with nothing in it. */
static const fp_narrow undecided = {{0, 0, 1, 0, 0, 0, INFINITY, INFINITY}};

/* Pair k's answer when the float test left it open, or a lane past the
 * list's end or naming a box beyond it (false). */
static bool lane_answer(const fp_footprint *boxes, size_t nboxes, const fp_pair *p, bool decided,
                        bool yes)
{
	if (p->a >= nboxes || p->b >= nboxes)
		return false;
	return decided ? yes : fp_footprint_overlap(&boxes[p->a], &boxes[p->b]);
}

/* Pairs [k, k + lanes) with the plain kernel, on records copied from the
 * footprints (and for lanes naming a box beyond the array). */
static unsigned group_plain(const fp_footprint *boxes, size_t nboxes, const fp_pair *pairs,
                            size_t lanes, bool *hit)
{
	fp_narrow ra[4], rb[4];
	const fp_narrow *pa[4] = {&ra[0], &ra[1], &ra[2], &ra[3]};
	const fp_narrow *pb[4] = {&rb[0], &rb[1], &rb[2], &rb[3]};
	for (size_t i = 0; i < 4; i++) {
		ra[i] = rb[i] = undecided;
		if (i < lanes && pairs[i].a < nboxes && pairs[i].b < nboxes) {
			fp_narrow_of(&boxes[pairs[i].a], &ra[i]);
			fp_narrow_of(&boxes[pairs[i].b], &rb[i]);
		}
	}
	unsigned decided, yes = fp_narrow_decide4_scalar(pa, pb, &decided), hits = 0;
	for (size_t i = 0; i < lanes; i++) {
		bool h = lane_answer(boxes, nboxes, &pairs[i], decided >> i & 1u, yes >> i & 1u);
		hits += h;
		if (hit)
			hit[i] = h;
	}
	return hits;
}

#if FP_NARROW_SSE2
/* The footprint's fields the float test reads, in place. */
static inline const float *fields(const fp_footprint *f)
{
	return (const float *)(const void *)((const char *)f + offsetof(fp_footprint, center));
}

/* Four pairs with the SSE2 kernel straight from the footprints (all eight
 * indices in range); lanes whose boxes are not both VALID and FAST are left
 * to lane_answer. */
static inline unsigned group_sse2(const fp_footprint *boxes, size_t nboxes, const fp_pair *pairs,
                                  bool *hit)
{
	const uint32_t need = FP_FOOTPRINT_VALID | FP_FOOTPRINT_FAST;
	const fp_footprint *a0 = &boxes[pairs[0].a], *a1 = &boxes[pairs[1].a];
	const fp_footprint *a2 = &boxes[pairs[2].a], *a3 = &boxes[pairs[3].a];
	const fp_footprint *b0 = &boxes[pairs[0].b], *b1 = &boxes[pairs[1].b];
	const fp_footprint *b2 = &boxes[pairs[2].b], *b3 = &boxes[pairs[3].b];
	const float *pa[4] = {fields(a0), fields(a1), fields(a2), fields(a3)};
	const float *pb[4] = {fields(b0), fields(b1), fields(b2), fields(b3)};
	unsigned fast = (unsigned)((a0->flags & b0->flags & need) == need) |
	                (unsigned)((a1->flags & b1->flags & need) == need) << 1 |
	                (unsigned)((a2->flags & b2->flags & need) == need) << 2 |
	                (unsigned)((a3->flags & b3->flags & need) == need) << 3;
	unsigned decided, yes = fp_narrow_decide4_sse2(pa, pb, &decided);
	decided &= fast;
	if (decided == 15u) {
		/* the four answers as four bytes of 0 or 1, and their count */
		static const unsigned count[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
		if (hit)
			for (unsigned i = 0; i < 4; i++)
				hit[i] = yes >> i & 1u;
		return count[yes];
	}
	unsigned hits = 0;
	for (unsigned i = 0; i < 4; i++) {
		bool h = lane_answer(boxes, nboxes, &pairs[i], decided >> i & 1u, yes >> i & 1u);
		hits += h;
		if (hit)
			hit[i] = h;
	}
	return hits;
}

/* Pairs ahead of the one being tested whose footprints are fetched: a
 * list from a broadphase names them in no order the hardware could guess. */
#define FP_BATCH_AHEAD 16

/* Fetches the fields the float test reads of four pairs' footprints (they
 * may straddle two cache lines). */
static inline void fetch_group(const fp_footprint *boxes, size_t nboxes, const fp_pair *p)
{
	for (unsigned i = 0; i < 4; i++) {
		if (p[i].a >= nboxes || p[i].b >= nboxes)
			continue;
		const char *a = (const char *)&boxes[p[i].a], *b = (const char *)&boxes[p[i].b];
		_mm_prefetch(a + offsetof(fp_footprint, flags), _MM_HINT_T0);
		_mm_prefetch(a + sizeof(fp_footprint) - 1, _MM_HINT_T0);
		_mm_prefetch(b + offsetof(fp_footprint, flags), _MM_HINT_T0);
		_mm_prefetch(b + sizeof(fp_footprint) - 1, _MM_HINT_T0);
	}
}

/* All four pairs name boxes in the array. */
static inline bool group_in_range(const fp_pair *p, size_t nboxes)
{
	uint32_t m01 = p[0].a | p[0].b | p[1].a | p[1].b, m23 = p[2].a | p[2].b | p[3].a | p[3].b;
	if ((m01 | m23) < nboxes) /* the OR bounds every index from above */
		return true;
	return p[0].a < nboxes && p[0].b < nboxes && p[1].a < nboxes && p[1].b < nboxes &&
	       p[2].a < nboxes && p[2].b < nboxes && p[3].a < nboxes && p[3].b < nboxes;
}
#endif

size_t fp_narrow_batch(const fp_footprint *boxes, size_t nboxes, const fp_pair *pairs,
                       size_t npairs, bool *hit, bool simd)
{
	size_t hits = 0, k = 0;
#if FP_NARROW_SSE2
	for (; simd && k + 4 <= npairs; k += 4) {
		if (k + FP_BATCH_AHEAD + 4 <= npairs)
			fetch_group(boxes, nboxes, pairs + k + FP_BATCH_AHEAD);
		if (group_in_range(pairs + k, nboxes))
			hits += group_sse2(boxes, nboxes, pairs + k, hit ? hit + k : NULL);
		else
			hits += group_plain(boxes, nboxes, pairs + k, 4, hit ? hit + k : NULL);
	}
#else
	(void)simd;
#endif
	for (; k < npairs; k += 4) {
		size_t lanes = npairs - k < 4 ? npairs - k : 4;
		hits += group_plain(boxes, nboxes, pairs + k, lanes, hit ? hit + k : NULL);
	}
	return hits;
}
