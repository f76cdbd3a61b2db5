/* motion.h: moving a box about the world, the arithmetic the behaviours and
 * the stress crowd share (internal to the simulation). */
#ifndef GAME_MOTION_H
#define GAME_MOTION_H

#include <footprint/collide.h>

#define MOTION_TAU 6.28318530717958647692f
#define MOTION_DEG (MOTION_TAU / 360.0f) /* radians in a degree */

/* The gap kept between a box's bounds and the world's edges, plus a few
 * float steps of the world's size, so rounding in the corners cannot cross
 * them. */
#define MOTION_INSET 0.01f

/* An angle in radians brought into [0, 2 pi). */
float motion_wrap(float angle);

/* The signed turn from angle a to angle b, in (-pi, pi]. */
float motion_angle_diff(float a, float b);

/* v clamped to [lo, hi]; NaN gives lo. */
float motion_clamp(float v, float lo, float hi);

/* A coordinate at which something reaching ext either side stays inside
 * [0, size] with the inset to spare: v clamped, or the middle when it cannot
 * fit. */
float motion_clamp_axis(float v, float ext, float size);

/* Moves b's centre the least that puts its bounds inside the world. */
void motion_keep_inside(fp_box *b, float width, float height);

/* The same for a box whose angle's cosine and sine are already known. */
void motion_keep_inside_cs(fp_box *b, float c, float s, float width, float height);

/* Turns b toward the heading `want` by at most rate radians (rate <= 0: at
 * once). */
void motion_turn_toward(fp_box *b, float want, float rate);

/* Moves b distance along its heading. */
void motion_drive(fp_box *b, float distance);

#endif
