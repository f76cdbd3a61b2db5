/* box.h: the one corner computation shared by fp_box_corners and
 * fp_footprint_of, so their corners agree bit for bit (internal). */
#ifndef FOOTPRINT_BOX_H
#define FOOTPRINT_BOX_H

#include <footprint/collide.h>

/* Centre, half extents and angle finite, half extents >= 0 (-0.0 is 0). */
bool fp_box_ok(fp_box b);

/* (cos, sin) of the box's angle, in float, as the corners use them. */
void fp_box_axis(fp_box b, float *co, float *si);

/* The corners from that axis: centre + R (+-half.x, +-half.y), counter-
 * clockwise from (-half.x, -half.y); each coordinate is computed in double
 * (the products of floats are exact) and rounded to float once more. */
void fp_box_corners_at(fp_box b, float co, float si, vec2s out[4]);

#endif
