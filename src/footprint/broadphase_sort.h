/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_sort.h: counting and radix sorts shared among workers
 * (internal).
 *
 * Each worker counts its own items by key into its own histogram row
 * (hist + w * stride). Two parallel steps over ranges of keys turn the rows
 * into offsets: fp_prefix_sum totals a range, and once the ranges' bases
 * are known fp_prefix_offsets leaves in hist[w][k] where worker w's first
 * item with key k goes (after every earlier worker's items with that key).
 * Each worker then moves its items in its own order, so the result does not
 * depend on how the work was split, only on the items' order within each
 * worker's range, which the callers fix.
 */
#ifndef FOOTPRINT_BROADPHASE_SORT_H
#define FOOTPRINT_BROADPHASE_SORT_H

#include <stddef.h>
#include <stdint.h>

#include <footprint/broadphase.h>

#pragma GCC visibility push(hidden)

/* The first key of worker w's share of [0, keys). */
static inline size_t fp_share(size_t keys, unsigned w, unsigned workers)
{
	return (size_t)((unsigned long long)keys * w / workers);
}

/* The sum of every row's counts for keys [lo, hi). */
size_t fp_prefix_sum(const uint32_t *hist, size_t stride, unsigned workers, size_t lo, size_t hi);

/* Keys [lo, hi), base being the sum of all counts below lo: each row's
 * counts become its offsets, and start[k] the offset of key k's first item
 * (start may be NULL). */
void fp_prefix_offsets(uint32_t *hist, size_t stride, unsigned workers, size_t lo, size_t hi,
                       uint32_t base, uint32_t *start);

/* Pairs are sorted by first index a radix digit at a time, least
 * significant first, each pass stable: its digit counted (fp_digit_count)
 * by every share over its slice, the counts turned into offsets share
 * after share (fp_digit_offsets), and each share moving its slice
 * (fp_digit_scatter). Then each run of equal first index is sorted by
 * second index (fp_pairs_sort_runs). Nothing is as long as the boxes: the
 * work is a few passes over the pairs. Digits have at most FP_DIGIT_BITS
 * bits; the passes share the index's bits evenly, so that a call with few
 * pairs does not clear and sum 2^11 counts a pass (at 10,000 boxes: two
 * passes of 7 bits, not of 11). */
#define FP_DIGIT_BITS 11
#define FP_DIGITS (1u << FP_DIGIT_BITS)

/* The digit passes that sort first indices below keys (at least one). */
unsigned fp_digit_passes(size_t keys);

/* The bits of each of those passes' digits (at most FP_DIGIT_BITS). */
unsigned fp_digit_bits(size_t keys);

/* count[d] = the pairs of p[0..n) whose first index has digit d (bits
 * wide) at shift. */
void fp_digit_count(const fp_pair *p, size_t n, unsigned shift, unsigned bits, uint32_t *count);

/* The counts of shares [0, shares), FP_DIGITS apart, of digits bits wide,
 * become each share's offsets: digit by digit, share by share. */
void fp_digit_offsets(uint32_t *count, unsigned shares, unsigned bits);

/* Moves p[0..n) to to[offset[digit]++], in order. */
void fp_digit_scatter(const fp_pair *p, size_t n, unsigned shift, unsigned bits,
                      uint32_t *offset, fp_pair *to);

/* The first run boundary at or after at in p[0..n): the position where the
 * first index changes (n when none). */
size_t fp_run_boundary(const fp_pair *p, size_t n, size_t at);

/* Sorts each run of equal first index in p[lo..hi) (lo and hi at run
 * boundaries) by b, ignoring the bits above mask, in place, using scratch
 * at the same positions; b & mask is below 2^(8 * bytes). Returns the
 * pair moves. */
size_t fp_pairs_sort_runs(fp_pair *p, fp_pair *scratch, size_t lo, size_t hi, uint32_t mask,
                          unsigned bytes);

/* The first key of worker w's share of the runs when shared by what they
 * hold: the smallest a with start[a] - start[0] >= (start[keys] - start[0])
 * w / workers (keys when none). */
size_t fp_share_runs(const uint32_t *start, size_t keys, unsigned w, unsigned workers);

#pragma GCC visibility pop

#endif
