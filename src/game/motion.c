#include "motion.h"

#include <math.h>

float motion_wrap(float angle)
{
	angle = fmodf(angle, MOTION_TAU);
	if (angle < 0)
		angle += MOTION_TAU;
	return angle < MOTION_TAU ? angle : 0.0f; /* -tiny + TAU rounds to TAU */
}

float motion_angle_diff(float a, float b)
{
	float d = motion_wrap(b - a);
	return d > MOTION_TAU / 2 ? d - MOTION_TAU : d;
}

float motion_clamp(float v, float lo, float hi)
{
	if (!(v >= lo)) /* NaN lands on lo */
		return lo;
	return v > hi ? hi : v;
}

float motion_clamp_axis(float v, float ext, float size)
{
	/* Far from 0 a float step outgrows the fixed inset: add a few of them. */
	float inset = MOTION_INSET + size * 4e-7f;
	float lo = ext + inset, hi = size - ext - inset;
	if (lo > hi)
		return size / 2;
	return motion_clamp(v, lo, hi);
}

/* The bounds' half extents of a box whose angle has cosine c and sine s. */
static vec2s box_extent(const fp_box *b, float c, float s)
{
	c = fabsf(c);
	s = fabsf(s);
	return (vec2s){.x = c * b->half.x + s * b->half.y, .y = s * b->half.x + c * b->half.y};
}

void motion_keep_inside_cs(fp_box *b, float c, float s, float width, float height)
{
	vec2s e = box_extent(b, c, s);
	b->center.x = motion_clamp_axis(b->center.x, e.x, width);
	b->center.y = motion_clamp_axis(b->center.y, e.y, height);
}

void motion_keep_inside(fp_box *b, float width, float height)
{
	motion_keep_inside_cs(b, cosf(b->angle), sinf(b->angle), width, height);
}

void motion_turn_toward(fp_box *b, float want, float rate)
{
	float d = motion_angle_diff(b->angle, want);
	if (rate <= 0 || fabsf(d) <= rate)
		b->angle = motion_wrap(want);
	else
		b->angle = motion_wrap(b->angle + (d > 0 ? rate : -rate));
}

void motion_drive(fp_box *b, float distance)
{
	b->center.x += distance * cosf(b->angle);
	b->center.y += distance * sinf(b->angle);
}
