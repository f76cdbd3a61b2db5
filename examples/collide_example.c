/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Two actors' footprints and a pickup: the library's everyday use, in C or
 * C++. Shapes are written in field order (C++ cannot name a union's .x and
 * .y in an initialiser); .x and .y read and write them in both. */
#include <stdio.h>

#include <footprint/footprint.h>

int main(void)
{
	fp_box player = { {{ 0, 0 }}, {{ 2, 1 }}, 0.5f }; /* center, half extents, angle (radians) */
	fp_box crate = { {{ 0, 1 }}, {{ 1, 1 }}, 0 };
	crate.center.x = 2.5f;                             /* moved to (2.5, 1) */
	fp_circle coin = { {{ -2.5f, 0 }}, 0.5f };         /* center, radius */

	fp_footprint a = fp_footprint_of(player), b = fp_footprint_of(crate); /* once per tick */
	bool bump = fp_footprint_overlap(&a, &b);  /* exact; touching counts */
	bool take = fp_circle_footprint(coin, &a); /* the coin's disc meets the player's box */
	printf("libfootprint %s: player and crate %s; coin %s\n", fp_version(),
	       bump ? "overlap" : "are apart", take ? "collected" : "missed");
	return bump && take ? 0 : 1;
}
