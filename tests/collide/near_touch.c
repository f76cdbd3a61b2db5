/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Box pairs at the exact contact: where a float filter is most likely to
 * be wrong. For each generated pair (every scale from 2^-20 to 2^20, any
 * aspect, angles in [0, 2 pi), up to 1,000 and up to 60,000 rad, a seventh
 * of them with parallel edges) the second box is slid along a random
 * direction and bisected, with the independent exact reference, to the
 * last float position where the two touch and the first where they are
 * apart; there and one float step beyond, fp_footprint_overlap (both
 * argument orders) and fp_box_overlap must equal the exact OR of
 * ref_tri_overlap over the fp_box_tris triangles.
 *
 *   test_near_touch PAIRS
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <footprint/collide.h>

#include "exact_ref.h"
#include "splitmix64.h"

static uint64_t rng = 0x6e656172746f7563u;

static double uniform(void)
{
	return (double)(splitmix64(&rng) >> 11) * 0x1p-53;
}

static bool exact(fp_box a, fp_box b)
{
	fp_tri ta[2], tb[2];
	fp_box_tris(a, ta);
	fp_box_tris(b, tb);
	for (int i = 0; i < 2; i++) {
		for (int j = 0; j < 2; j++) {
			if (ref_tri_overlap(ta[i], tb[j]))
				return true;
		}
	}
	return false;
}

static long compared, differ;

static void print_box(fp_box b)
{
	printf("(%a, %a, %a, %a, %a)", (double)b.center.x, (double)b.center.y, (double)b.half.x,
	       (double)b.half.y, (double)b.angle);
}

static void compare(fp_box a, fp_box b)
{
	fp_footprint fa = fp_footprint_of(a), fb = fp_footprint_of(b);
	bool want = exact(a, b);
	bool got[3] = { fp_footprint_overlap(&fa, &fb), fp_footprint_overlap(&fb, &fa),
	                fp_box_overlap(a, b) };
	for (int k = 0; k < 3; k++) {
		compared++;
		if (got[k] != want && differ++ < 10) {
			printf("differs (answer %d of 3: %d, exact %d): ", k + 1, got[k], want);
			print_box(a);
			printf(" and ");
			print_box(b);
			printf("\n");
		}
	}
}

static fp_box moved(fp_box b, fp_box from, double d, double dx, double dy)
{
	b.center.x = (float)((double)from.center.x + d * dx);
	b.center.y = (float)((double)from.center.y + d * dy);
	return b;
}

static fp_box random_box(double scale, float turns)
{
	fp_box b = { { { (float)((uniform() - 0.5) * 100 * scale), (float)((uniform() - 0.5) * 100 * scale) } },
		{ { (float)(scale * (0.01 + 4 * uniform())), (float)(scale * (0.01 + 4 * uniform())) } },
		(float)(uniform() * (double)turns) };
	return b;
}

static void one_pair(long k)
{
	static const float turns[3] = { 6.2831853f, 1000.0f, 60000.0f };
	double scale = ldexp(1.0, -20) * pow(2.0, 40.0 * uniform());
	fp_box a = random_box(scale, turns[k % 3]), b = random_box(scale, turns[k % 3]);
	if (k % 7 == 0)
		b.angle = a.angle;
	double dir = uniform() * 6.283185307179586, dx = cos(dir), dy = sin(dir);
	double lo = 0.0, hi = 40.0 * scale; /* same centre: touching; hi: apart */
	for (int step = 0; step < 64; step++) {
		double mid = 0.5 * (lo + hi);
		if (exact(a, moved(b, a, mid, dx, dy)))
			lo = mid;
		else
			hi = mid;
	}
	for (int side = 0; side < 2; side++) {
		fp_box t = moved(b, a, side ? hi : lo, dx, dy);
		compare(a, t);
		t.center.x = nextafterf(t.center.x, dx > 0 ? INFINITY : -INFINITY);
		compare(a, t);
	}
}

int main(int argc, char **argv)
{
	long pairs = argc == 2 ? strtol(argv[1], NULL, 10) : 0;
	if (pairs <= 0) {
		fprintf(stderr, "usage: %s PAIRS\n", argv[0]);
		return 2;
	}
	for (long k = 0; k < pairs; k++)
		one_pair(k);
	printf("near_touch: %ld pairs at the contact, %ld answers compared, %ld differ\n", pairs,
	       compared, differ);
	return differ != 0;
}
