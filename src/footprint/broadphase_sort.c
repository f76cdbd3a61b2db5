/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_sort.c: counting sorts by first index, then by second. */
#include "broadphase_sort.h"

#include <string.h>

/* Runs at most this long are sorted by insertion (at most 16 moves a pair);
 * longer ones by radix, a byte at a time. */
#define FP_INSERTION_MAX 32

size_t fp_prefix_sum(const uint32_t *hist, size_t stride, unsigned workers, size_t lo, size_t hi)
{
	size_t total = 0;
	for (unsigned w = 0; w < workers; w++) {
		const uint32_t *row = hist + (size_t)w * stride;
		for (size_t k = lo; k < hi; k++)
			total += row[k];
	}
	return total;
}

void fp_prefix_offsets(uint32_t *hist, size_t stride, unsigned workers, size_t lo, size_t hi,
                       uint32_t base, uint32_t *start)
{
	if (workers == 1) {
		for (size_t k = lo; k < hi; k++) {
			uint32_t c = hist[k];
			if (start)
				start[k] = base;
			hist[k] = base;
			base += c;
		}
		return;
	}
	for (size_t k = lo; k < hi; k++) {
		if (start)
			start[k] = base;
		for (unsigned w = 0; w < workers; w++) {
			uint32_t *slot = hist + (size_t)w * stride + k;
			uint32_t c = *slot;
			*slot = base;
			base += c;
		}
	}
}

/* The bits that hold every index below keys (indices fit 32 bits). */
static unsigned key_bits(size_t keys)
{
	unsigned bits = 0;
	while (bits < 32 && keys > (1ull << bits))
		bits++;
	return bits;
}

unsigned fp_digit_passes(size_t keys)
{
	unsigned bits = key_bits(keys);
	return bits <= FP_DIGIT_BITS ? 1 : (bits + FP_DIGIT_BITS - 1) / FP_DIGIT_BITS;
}

unsigned fp_digit_bits(size_t keys)
{
	unsigned bits = key_bits(keys), passes = fp_digit_passes(keys);
	return bits == 0 ? 1 : (bits + passes - 1) / passes;
}

void fp_digit_count(const fp_pair *p, size_t n, unsigned shift, unsigned bits, uint32_t *count)
{
	uint32_t mask = (1u << bits) - 1;
	memset(count, 0, ((size_t)mask + 1) * sizeof *count);
	for (size_t i = 0; i < n; i++)
		count[p[i].a >> shift & mask]++;
}

void fp_digit_offsets(uint32_t *count, unsigned shares, unsigned bits)
{
	uint32_t base = 0, digits = 1u << bits;
	if (shares == 1) {
		for (unsigned d = 0; d < digits; d++) {
			uint32_t c = count[d];
			count[d] = base;
			base += c;
		}
		return;
	}
	for (unsigned d = 0; d < digits; d++)
		for (unsigned w = 0; w < shares; w++) {
			uint32_t c = count[(size_t)w * FP_DIGITS + d];
			count[(size_t)w * FP_DIGITS + d] = base;
			base += c;
		}
}

void fp_digit_scatter(const fp_pair *p, size_t n, unsigned shift, unsigned bits,
                      uint32_t *offset, fp_pair *to)
{
	uint32_t mask = (1u << bits) - 1;
	for (size_t i = 0; i < n; i++)
		to[offset[p[i].a >> shift & mask]++] = p[i];
}

size_t fp_run_boundary(const fp_pair *p, size_t n, size_t at)
{
	while (at > 0 && at < n && p[at].a == p[at - 1].a)
		at++;
	return at < n ? at : n;
}

static size_t insertion_sort(fp_pair *p, size_t count, uint32_t mask)
{
	size_t moves = 0;
	for (size_t i = 1; i < count; i++) {
		fp_pair v = p[i];
		size_t j = i;
		for (; j > 0 && (p[j - 1].b & mask) > (v.b & mask); j--)
			p[j] = p[j - 1];
		p[j] = v;
		moves += i - j;
	}
	return moves;
}

/* Least significant byte first: each pass is stable, so after the last the
 * run is in order. An odd number of passes leaves it in scratch, copied
 * back. */
static size_t radix_sort(fp_pair *p, fp_pair *scratch, size_t count, uint32_t mask,
                         unsigned bytes)
{
	fp_pair *from = p, *to = scratch;
	size_t moves = 0;
	for (unsigned byte = 0; byte < bytes; byte++) {
		size_t at[257] = {0};
		unsigned shift = 8 * byte;
		for (size_t i = 0; i < count; i++)
			at[((from[i].b & mask) >> shift & 0xffu) + 1]++;
		for (int d = 0; d < 256; d++)
			at[d + 1] += at[d];
		for (size_t i = 0; i < count; i++)
			to[at[(from[i].b & mask) >> shift & 0xffu]++] = from[i];
		moves += count;
		fp_pair *t = from;
		from = to;
		to = t;
	}
	if (from != p) {
		memcpy(p, from, count * sizeof *p);
		moves += count;
	}
	return moves;
}

/* The pair's order by (a, b & mask) as one number. */
static inline uint64_t pair_rank(fp_pair p, uint32_t mask)
{
	return (uint64_t)p.a << 32 | (p.b & mask);
}

/* Runs are found where they are out of order: most runs are one or two
 * pairs, and a loop that walked each run to its end would mispredict its
 * exit once a run; a pair ranked below the one before it is rarer. The
 * run around it is then sorted whole (its pairs before it are in order, so
 * each run is walked at most twice). */
size_t fp_pairs_sort_runs(fp_pair *p, fp_pair *scratch, size_t lo, size_t hi, uint32_t mask,
                          unsigned bytes)
{
	size_t moves = 0;
	for (size_t i = lo + 1; i < hi; i++) {
		if (pair_rank(p[i], mask) >= pair_rank(p[i - 1], mask))
			continue;
		size_t s = i - 1, e = i + 1;
		while (s > lo && p[s - 1].a == p[i].a)
			s--;
		while (e < hi && p[e].a == p[i].a)
			e++;
		size_t count = e - s;
		moves += count <= FP_INSERTION_MAX ? insertion_sort(p + s, count, mask)
		                                   : radix_sort(p + s, scratch + s, count, mask, bytes);
		i = e;
	}
	return moves;
}

size_t fp_share_runs(const uint32_t *start, size_t keys, unsigned w, unsigned workers)
{
	size_t target = start[0] + fp_share(start[keys] - start[0], w, workers), lo = 0, hi = keys;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (start[mid] >= target)
			hi = mid;
		else
			lo = mid + 1;
	}
	return w == 0 ? 0 : lo;
}
