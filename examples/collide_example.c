/* Two actors' footprints and a pickup: the library's everyday use, in C or
 * C++. Shapes are written in field order: cglm's vec2s is a union, whose
 * .x and .y C++ cannot name in an initialiser. */
#include <stdio.h>

#include <footprint/collide.h>

int main(void)
{
	fp_box player = { {{ 0, 0 }}, {{ 2, 1 }}, 0.5f }; /* centre, half extents, angle (radians) */
	fp_box crate = { {{ 2.5f, 1 }}, {{ 1, 1 }}, 0 };
	fp_circle coin = { {{ -2.5f, 0 }}, 0.5f };         /* centre, radius */

	fp_footprint a = fp_footprint_of(player), b = fp_footprint_of(crate); /* once per tick */
	bool bump = fp_footprint_overlap(&a, &b);  /* exact; touching counts */
	bool take = fp_circle_footprint(coin, &a); /* the coin's disc meets the player's box */
	printf("player and crate %s; coin %s\n", bump ? "overlap" : "are apart", take ? "collected" : "missed");
	return bump && take ? 0 : 1;
}
