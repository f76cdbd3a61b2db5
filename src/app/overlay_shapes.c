/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "overlay_shapes.h"

#include <math.h>

/* The ground segment a-b as the view shows it. */
static void line(batch *b, const projection *pr, vec2s p, vec2s q, rgba8 c)
{
	vec2s s[2];
	if (projection_segment(pr, p, q, s))
		batch_line(b, s[0], s[1], c);
}

static void fill_tri(batch *b, const projection *pr, const fp_tri *t, rgba8 c)
{
	vec2s p[4];
	batch_polygon(b, p, projection_triangle(pr, t, p), c);
}

/* The actors whose footprints, widened by margin map pixels, the picture
 * may show: the world's region query over the ground the camera sees. */
static const uint32_t *near_actors(const world *w, const projection *pr, float margin,
                                   size_t *n)
{
	fp_aabb g = projection_ground(pr);
	g.min = glms_vec2_subs(g.min, margin);
	g.max = glms_vec2_adds(g.max, margin);
	return world_actors_in(w, g, n);
}

static bool seen(const projection *pr, const actor *a)
{
	return projection_sees(pr, a->fp->bounds, 0.0f);
}

/* Where the overlays of footprint triangles draw. */
typedef struct tri_target {
	batch *fills, *lines;
	const projection *pr;
} tri_target;

/* Calls each with the two triangles of every actor the picture may show
 * (its footprint widened by margin map pixels; the world's region query,
 * then projection_sees), in index order. */
static void each_seen(const world *w, const tri_target *to, float margin,
                      void (*each)(const tri_target *to, const fp_footprint *f, const fp_tri t[2]))
{
	size_t n;
	const uint32_t *near = near_actors(w, to->pr, margin, &n);
	for (size_t k = 0; k < n; k++) {
		const actor *a = &w->actors[near[k]];
		fp_tri t[2];
		if (!seen(to->pr, a))
			continue;
		fp_footprint_tris(a->fp, t);
		each(to, a->fp, t);
	}
}

static void filled(const tri_target *to, const fp_footprint *f, const fp_tri t[2])
{
	fill_tri(to->fills, to->pr, &t[0], OVERLAY_TRI0);
	fill_tri(to->fills, to->pr, &t[1], OVERLAY_TRI1);
	line(to->lines, to->pr, f->corner[0], f->corner[2], OVERLAY_DIAGONAL);
}

void overlay_triangles_shapes(batch *fills, batch *diagonals, const world *w,
                              const projection *pr)
{
	each_seen(w, &(tri_target){fills, diagonals, pr}, 0.0f, filled);
}

/* An arrowhead at 60% of the ground edge p->q pointing towards q, when the
 * edge is long enough to carry one and its barbs would show at least
 * OVERLAY_ARROW_MIN_PX long: shorter ones only thicken the edge's line by
 * a pixel (the overview shows thousands), at the cost of two lines. */
static void arrowhead(batch *b, const projection *pr, vec2s p, vec2s q)
{
	float dx = q.x - p.x, dy = q.y - p.y;
	float len = sqrtf(dx * dx + dy * dy);
	if (!(len > 4.0f * OVERLAY_ARROW))
		return;
	dx /= len;
	dy /= len;
	vec2s tip = {{p.x + 0.6f * (q.x - p.x), p.y + 0.6f * (q.y - p.y)}};
	float s = OVERLAY_ARROW;
	/* Two barbs back from the tip at 45 degrees either side of the edge. */
	vec2s l = {{tip.x - s * (dx - dy) * 0.7071f, tip.y - s * (dy + dx) * 0.7071f}};
	vec2s r = {{tip.x - s * (dx + dy) * 0.7071f, tip.y - s * (dy - dx) * 0.7071f}};
	vec2s st, sl;
	if (projection_point(pr, tip, &st) && projection_point(pr, l, &sl) &&
	    glms_vec2_distance2(st, sl) < OVERLAY_ARROW_MIN_PX * OVERLAY_ARROW_MIN_PX)
		return;
	line(b, pr, tip, l, OVERLAY_EDGE);
	line(b, pr, tip, r, OVERLAY_EDGE);
}

/* The diagonal is both triangles' edge, once each way: its line is drawn
 * once (the same pixels either way), its arrowheads both. */
static void arrowed(const tri_target *to, const fp_footprint *f, const fp_tri t[2])
{
	(void)f;
	for (int k = 0; k < 2; k++)
		for (int e = 0; e < 3; e++) {
			vec2s p = t[k].v[e], q = t[k].v[(e + 1) % 3];
			if (k == 0 || e != 0)
				line(to->lines, to->pr, p, q, OVERLAY_EDGE);
			arrowhead(to->lines, to->pr, p, q);
		}
}

void overlay_edges_shapes(batch *b, const world *w, const projection *pr)
{
	each_seen(w, &(tri_target){NULL, b, pr}, OVERLAY_ARROW, arrowed);
}

/* A box on the ground: top-down as one rectangle, in 3D as its four
 * sides. */
static void aabb(batch *b, const projection *pr, fp_aabb box, rgba8 col)
{
	if (!(box.min.x <= box.max.x && box.min.y <= box.max.y) || !projection_sees(pr, box, 0.0f))
		return;
	vec2s c[4] = {box.min, {{box.max.x, box.min.y}}, box.max, {{box.min.x, box.max.y}}};
	if (pr->perspective) {
		for (int k = 0; k < 4; k++)
			line(b, pr, c[k], c[(k + 1) % 4], col);
		return;
	}
	vec2s lo, hi;
	projection_point(pr, box.min, &lo);
	projection_point(pr, box.max, &hi);
	batch_rect_outline(b, lo, hi, col);
}

void overlay_bounds_shapes(batch *b, const world *w, const projection *pr)
{
	/* Every actor: a box's corner may show where its footprint does not. */
	for (size_t i = 0; i < w->actor_count; i++)
		aabb(b, pr, w->actors[i].fp->bounds, OVERLAY_BOUNDS);
	for (size_t i = 0; i < w->pickup_count; i++) {
		fp_circle c = w->pickups[i].circle;
		if (!w->pickups[i].collected)
			aabb(b, pr,
			     (fp_aabb){{{c.center.x - c.radius, c.center.y - c.radius}},
			               {{c.center.x + c.radius, c.center.y + c.radius}}},
			     OVERLAY_PICKUP_BOUNDS);
	}
}

void overlay_pairs_shapes(batch *b, const world *w, const projection *pr)
{
	size_t n = 0;
	const fp_candidate *c = w->bp ? fp_broadphase_candidates(w->bp, &n) : NULL;
	for (size_t i = 0; i < n; i++) {
		if (c[i].a >= w->actor_count || c[i].b >= w->actor_count)
			continue;
		vec2s p = w->actors[c[i].a].box.center, q = w->actors[c[i].b].box.center;
		fp_aabb span = {{{fminf(p.x, q.x), fminf(p.y, q.y)}}, {{fmaxf(p.x, q.x), fmaxf(p.y, q.y)}}};
		if (projection_sees(pr, span, 0.0f))
			line(b, pr, p, q, c[i].hit ? OVERLAY_PAIR_HIT : OVERLAY_PAIR);
	}
}
