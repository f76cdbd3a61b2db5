/* Two actors' footprints and a pickup: the library's everyday use. */
#include <stdio.h>

#include <footprint/collide.h>

int main(void)
{
	fp_box player = { .center = { .x = 0, .y = 0 }, .half = { .x = 2, .y = 1 }, .angle = 0.5f };
	fp_box crate = { .center = { .x = 2.5f, .y = 1 }, .half = { .x = 1, .y = 1 }, .angle = 0 };
	fp_circle coin = { .center = { .x = -2.5f, .y = 0 }, .radius = 0.5f };

	fp_footprint a = fp_footprint_of(player), b = fp_footprint_of(crate); /* once per tick */
	bool bump = fp_footprint_overlap(&a, &b);  /* exact; touching counts */
	bool take = fp_circle_footprint(coin, &a); /* the coin's disc meets the player's box */
	printf("player and crate %s; coin %s\n", bump ? "overlap" : "are apart", take ? "collected" : "missed");
	return bump && take ? 0 : 1;
}
