/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Clearance of a moving box from an obstacle (see clearance.h). */
#include "clearance.h"

#include <math.h>

#include "aabb.h"
#include "predicates.h"

/* A direction (not unit), the extents of the obstacle's and the box's
 * corners along it, and the allowance for their rounding. */
typedef struct span {
	double nx, ny;
	double olo, ohi, blo, bhi;
	double slack;
} span;

/* Plain compares rather than libm's fmin/fmax: every value here is finite
 * (edge_span's callers check), so no NaN rule is needed. */
static inline double dmin(double a, double b)
{
	return a < b ? a : b;
}

static inline double dmax(double a, double b)
{
	return a > b ? a : b;
}

static void extent(const fp_footprint *f, double nx, double ny, double *lo, double *hi)
{
	for (int i = 0; i < 4; i++) {
		double p = nx * (double)f->corner[i].x + ny * (double)f->corner[i].y;
		*lo = dmin(*lo, p);
		*hi = dmax(*hi, p);
	}
}

/* The largest coordinate magnitude of the corners, from their bounds. */
static double magnitude(const fp_aabb *b)
{
	return dmax(dmax(-(double)b->min.x, (double)b->max.x), dmax(-(double)b->min.y, (double)b->max.y));
}

/* All the corners are finite (their bounds are): the projections below
 * then are too, and their rounding is bounded. */
static bool finite(const fp_footprint *f)
{
	return fp_finite_vec(f->bounds.min) && fp_finite_vec(f->bounds.max);
}

/* Along the normal of the obstacle's edge k (0: corners 0-1, 1: 1-2), the
 * spans of o and of the boxes a and b (b may be NULL), all finite. A
 * projection nx x + ny y of coordinates up to m rounds by at most 2^-52
 * (|nx| + |ny|) m, so comparing two is off by at most twice that. */
static span edge_span(const fp_footprint *o, int k, const fp_footprint *a, const fp_footprint *b)
{
	vec2s p = o->corner[k], q = o->corner[k + 1];
	span s = { .nx = (double)p.y - (double)q.y, .ny = (double)q.x - (double)p.x,
	           .olo = HUGE_VAL, .ohi = -HUGE_VAL, .blo = HUGE_VAL, .bhi = -HUGE_VAL };
	extent(o, s.nx, s.ny, &s.olo, &s.ohi);
	extent(a, s.nx, s.ny, &s.blo, &s.bhi);
	double m = dmax(magnitude(&o->bounds), magnitude(&a->bounds));
	if (b) {
		extent(b, s.nx, s.ny, &s.blo, &s.bhi);
		m = dmax(m, magnitude(&b->bounds));
	}
	s.slack = 0x1p-40 * (fabs(s.nx) + fabs(s.ny)) * m;
	return s;
}

/* The box's span lies strictly below or above the obstacle's, with the
 * slack to spare. */
static bool span_apart(const span *s)
{
	return s->bhi + s->slack < s->olo || s->ohi + s->slack < s->blo;
}

/* The obstacle's edge k lies along an axis: its normal is an axis too, which
 * the bounds already answer for (exactly). */
static bool edge_on_axis(const fp_footprint *o, int k)
{
	return o->corner[k].x == o->corner[k + 1].x || o->corner[k].y == o->corner[k + 1].y;
}

bool fp_clear_between(const fp_footprint *a, const fp_footprint *b, const fp_footprint *o)
{
	fp_aabb both = {
		{ { fp_minf(a->bounds.min.x, b->bounds.min.x), fp_minf(a->bounds.min.y, b->bounds.min.y) } },
		{ { fp_maxf(a->bounds.max.x, b->bounds.max.x), fp_maxf(a->bounds.max.y, b->bounds.max.y) } },
	};
	if (fp_aabb_apart(both, o->bounds))
		return true;
	if (!finite(a) || !finite(b) || !finite(o))
		return false;
	for (int k = 0; k < 2; k++) {
		if (edge_on_axis(o, k))
			continue;
		span s = edge_span(o, k, a, b);
		if (span_apart(&s))
			return true;
	}
	return false;
}

/* The time to close a gap along a unit direction on which the centre moves
 * at v (toward the obstacle when positive); 0 when there is no gap. */
static double close_time(double gap, double v, double spread)
{
	double speed = dmax(v, 0.0) + spread;
	if (!(gap > 0.0))
		return 0.0;
	return speed > 0.0 ? gap / speed : HUGE_VAL;
}

double fp_time_to_reach(const fp_footprint *f, const fp_footprint *o, const fp_speeds *v,
                        double enough)
{
	const fp_aabb *a = &f->bounds, *b = &o->bounds;
	double best = dmax(
		dmax(close_time((double)b->min.x - (double)a->max.x, v->vx, v->spread),
		     close_time((double)a->min.x - (double)b->max.x, -v->vx, v->spread)),
		dmax(close_time((double)b->min.y - (double)a->max.y, v->vy, v->spread),
		     close_time((double)a->min.y - (double)b->max.y, -v->vy, v->spread)));
	if (best >= enough || !finite(f) || !finite(o))
		return best;
	for (int k = 0; k < 2; k++) {
		if (edge_on_axis(o, k))
			continue;
		span s = edge_span(o, k, f, NULL);
		double len = sqrt(s.nx * s.nx + s.ny * s.ny);
		if (!(len > 0.0))
			continue;
		double along = (v->vx * s.nx + v->vy * s.ny) / len;
		best = dmax(best, close_time((s.olo - s.bhi - s.slack) / len, along, v->spread));
		best = dmax(best, close_time((s.blo - s.ohi - s.slack) / len, -along, v->spread));
	}
	return best;
}

vec2s fp_contact_normal(const fp_footprint *box, const fp_footprint *obstacle)
{
	const fp_footprint *quad[2] = { box, obstacle };
	double best = -HUGE_VAL;
	vec2s n = { { 0.0f, 0.0f } };
	if (!finite(box) || !finite(obstacle))
		return n;
	for (int k = 0; k < 8; k++) {
		vec2s a = quad[k / 4]->corner[k % 4], b = quad[k / 4]->corner[(k + 1) % 4];
		double ex = (double)b.x - (double)a.x, ey = (double)b.y - (double)a.y;
		double len = sqrt(ex * ex + ey * ey);
		if (!(len > 0.0))
			continue;
		double nx = ey / len, ny = -ex / len;
		double blo = HUGE_VAL, bhi = -HUGE_VAL, olo = HUGE_VAL, ohi = -HUGE_VAL;
		extent(box, nx, ny, &blo, &bhi);
		extent(obstacle, nx, ny, &olo, &ohi);
		if (blo - ohi > best) {
			best = blo - ohi;
			n = (vec2s){ { (float)nx, (float)ny } };
		}
		if (olo - bhi > best) {
			best = olo - bhi;
			n = (vec2s){ { (float)-nx, (float)-ny } };
		}
	}
	return n;
}
