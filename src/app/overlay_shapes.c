/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "overlay_shapes.h"

#include <math.h>
#include <stdlib.h>

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

/* An actor's footprint as the picture shows it: its corners in window
 * pixels, each projected once, when all four are in front of the eye
 * (whole), and whether it shows smaller than OVERLAY_MARK_PX both ways
 * (small: its overlays draw one mark, their lines would merge); *inside
 * when a corner lies inside the view volume (projection_corners). */
static overlay_seen_fp seen_footprint(const projection *pr, const fp_footprint *f, bool *inside)
{
	overlay_seen_fp s = {.f = f};
	s.whole = projection_corners(pr, f->corner, s.c, inside);
	if (!s.whole)
		return s;
	/* Compared, not fminf and fmaxf: libm calls, not inlined, and this
	 * runs for every actor shown. */
	float x0 = s.c[0].x, x1 = x0, y0 = s.c[0].y, y1 = y0;
	for (int k = 1; k < 4; k++) {
		x0 = s.c[k].x < x0 ? s.c[k].x : x0;
		x1 = s.c[k].x > x1 ? s.c[k].x : x1;
		y0 = s.c[k].y < y0 ? s.c[k].y : y0;
		y1 = s.c[k].y > y1 ? s.c[k].y : y1;
	}
	s.small = x1 - x0 < OVERLAY_MARK_PX && y1 - y0 < OVERLAY_MARK_PX;
	return s;
}

/* Adds a to s when the picture may show its box; false when out of
 * memory. A footprint corner inside the view volume shows the box that
 * holds it: projection_sees is asked only of the others, each corner
 * worked out once either way for the crowds the overview shows whole. */
static bool add_if_seen(overlay_seen *s, const projection *pr, const actor *a)
{
	bool inside;
	overlay_seen_fp fp = seen_footprint(pr, a->fp, &inside);
	if (!inside && !projection_sees(pr, a->fp->bounds, 0.0f))
		return true;
	if (s->count == s->cap) {
		size_t cap = s->cap < 256 ? 256 : 2 * s->cap;
		overlay_seen_fp *more = realloc(s->fp, cap * sizeof *more);
		if (more == NULL)
			return false;
		s->fp = more;
		s->cap = cap;
	}
	s->fp[s->count++] = fp;
	return true;
}

bool overlay_seen_make(overlay_seen *s, const world *w, const projection *pr)
{
	s->w = w;
	s->pr = pr;
	s->count = 0;
	/* The region query's ground, widened by an arrowhead, holds every
	 * actor projection_sees keeps. */
	fp_aabb g = projection_ground(pr);
	g.min = glms_vec2_subs(g.min, OVERLAY_ARROW);
	g.max = glms_vec2_adds(g.max, OVERLAY_ARROW);
	size_t n;
	const uint32_t *near = world_actors_in(w, g, &n);
	bool all = near == NULL;
	n = all ? w->actor_count : n;
	for (size_t k = 0; k < n; k++)
		if (!add_if_seen(s, pr, &w->actors[all ? k : near[k]]))
			return false;
	return true;
}

void overlay_seen_free(overlay_seen *s)
{
	free(s->fp);
	*s = (overlay_seen){0};
}

/* The ground segment between corners i and j of s as the view shows it:
 * the corners' projections when whole (what projection_segment gives
 * then), else cut where it passes behind the eye. */
static void corner_line(batch *b, const projection *pr, const overlay_seen_fp *s, int i, int j,
                        rgba8 c)
{
	if (s->whole)
		batch_line(b, s->c[i], s->c[j], c);
	else
		line(b, pr, s->f->corner[i], s->f->corner[j], c);
}

/* Where the overlays of footprint triangles draw. */
typedef struct tri_target {
	batch *fills, *lines;
	const projection *pr;
	bool marked; /* the edges overlay draws after: a small footprint's mark
	                covers its fills, its diagonal line the diagonal's */
} tri_target;

/* fp_footprint_tris' triangles: corners 0 1 2 and 0 2 3. */
static void filled(const tri_target *to, const overlay_seen_fp *s)
{
	if (s->small && to->marked)
		return;
	if (s->whole) {
		batch_tri(to->fills, s->c[0], s->c[1], s->c[2], OVERLAY_TRI0);
		batch_tri(to->fills, s->c[0], s->c[2], s->c[3], OVERLAY_TRI1);
	} else {
		fp_tri t[2];
		fp_footprint_tris(s->f, t);
		fill_tri(to->fills, to->pr, &t[0], OVERLAY_TRI0);
		fill_tri(to->fills, to->pr, &t[1], OVERLAY_TRI1);
	}
	/* The edges overlay's line from corner 2 to 0, drawn after and opaque,
	 * is this very quad when the corners are whole (not cut). */
	if (!s->small && !(to->marked && s->whole))
		corner_line(to->lines, to->pr, s, 0, 2, OVERLAY_DIAGONAL);
}

void overlay_triangles_shapes(batch *fills, batch *diagonals, const overlay_seen *seen,
                              bool marked)
{
	tri_target to = {fills, diagonals, seen->pr, marked};
	for (size_t k = 0; k < seen->count; k++)
		filled(&to, &seen->fp[k]);
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
 * once (the same pixels either way), its arrowheads both. A small
 * footprint is one mark: its lines would cover it. */
static void arrowed(const tri_target *to, const overlay_seen_fp *s)
{
	if (s->small) {
		batch_polygon(to->lines, s->c, 4, OVERLAY_EDGE);
		return;
	}
	static const int edge[6][2] = {{0, 1}, {1, 2}, {2, 0}, {0, 2}, {2, 3}, {3, 0}};
	for (int e = 0; e < 6; e++) {
		int i = edge[e][0], j = edge[e][1];
		if (e != 3)
			corner_line(to->lines, to->pr, s, i, j, OVERLAY_EDGE);
		arrowhead(to->lines, to->pr, s->f->corner[i], s->f->corner[j]);
	}
}

void overlay_edges_shapes(batch *b, const overlay_seen *seen)
{
	tri_target to = {NULL, b, seen->pr, false};
	for (size_t k = 0; k < seen->count; k++)
		arrowed(&to, &seen->fp[k]);
}

/* A box on the ground: top-down as one rectangle, in 3D as its four
 * sides (each corner projected once while all are in front of the eye);
 * one filled mark when it shows smaller than OVERLAY_MARK_PX both ways. */
static void aabb(batch *b, const projection *pr, fp_aabb box, rgba8 col)
{
	if (!(box.min.x <= box.max.x && box.min.y <= box.max.y))
		return;
	fp_footprint f = {.corner = {box.min, {{box.max.x, box.min.y}}, box.max,
	                             {{box.min.x, box.max.y}}}};
	bool inside;
	overlay_seen_fp s = seen_footprint(pr, &f, &inside);
	if (s.small) {
		batch_polygon(b, s.c, 4, col);
	} else if (pr->perspective) {
		for (int k = 0; k < 4; k++)
			corner_line(b, pr, &s, k, (k + 1) % 4, col);
	} else {
		batch_rect_outline(b, s.c[0], s.c[2], col);
	}
}

/* The footprint's corners are its bounds' four (an unturned box): their
 * marks are one quad, the same pixels. */
static bool is_its_bounds(const fp_footprint *f)
{
	fp_aabb b = f->bounds;
	for (int k = 0; k < 4; k++) {
		vec2s c = f->corner[k];
		if ((c.x != b.min.x && c.x != b.max.x) || (c.y != b.min.y && c.y != b.max.y))
			return false;
		for (int j = 0; j < k; j++)
			if (c.x == f->corner[j].x && c.y == f->corner[j].y)
				return false;
	}
	return true;
}

/* The edges overlay, drawn after and opaque, covers the box of s exactly
 * when it is s's footprint: small, its mark is the same quad; in 3D and
 * in front of the eye, its four sides are the same lines between the same
 * projected corners (batch_line gives the same quad either way along).
 * Top-down the box is an outline inside its rectangle, not those lines. */
static bool covered_by_edges(const projection *pr, const overlay_seen_fp *s)
{
	return (s->small || (pr->perspective && s->whole)) && is_its_bounds(s->f);
}

void overlay_bounds_shapes(batch *b, const overlay_seen *seen, bool marked)
{
	/* Every actor whose box can show (its corner may show where its
	 * footprint does not: projection_sees tests the box). */
	for (size_t k = 0; k < seen->count; k++) {
		const overlay_seen_fp *s = &seen->fp[k];
		if (!(marked && covered_by_edges(seen->pr, s)))
			aabb(b, seen->pr, s->f->bounds, OVERLAY_BOUNDS);
	}
	const world *w = seen->w;
	for (size_t i = 0; i < w->pickup_count; i++) {
		fp_circle c = w->pickups[i].circle;
		fp_aabb box = {{{c.center.x - c.radius, c.center.y - c.radius}},
		               {{c.center.x + c.radius, c.center.y + c.radius}}};
		if (!w->pickups[i].collected && projection_sees(seen->pr, box, 0.0f))
			aabb(b, seen->pr, box, OVERLAY_PICKUP_BOUNDS);
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
