/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* pair_scene.c: the pair benchmark's scene and the gaps between shapes. */
#include "pair_scene.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Every array of the scene, cap entries each. */
#define PAIR_SCENE_ARRAYS(X) \
	X(a) X(b) X(cbox) X(fa) X(fb) X(fc) X(scratch) X(ta) X(tb) X(tc) X(circle) X(ray_from) X(ray_to)

bool pair_scene_init(pair_scene *s, size_t cap)
{
	bool room = true;
	memset(s, 0, sizeof *s);
	s->cap = cap;
#define TAKE(f) room = (s->f = malloc(cap * sizeof *s->f)) != NULL && room;
	PAIR_SCENE_ARRAYS(TAKE)
#undef TAKE
	return room;
}

void pair_scene_fini(pair_scene *s)
{
#define DROP(f) free(s->f);
	PAIR_SCENE_ARRAYS(DROP)
#undef DROP
	memset(s, 0, sizeof *s);
}

static fp_tri first_tri(const fp_footprint *f)
{
	fp_tri t[2];
	fp_footprint_tris(f, t);
	return t[0];
}

/* From p past q to twice as far, turned aside by side times |q - p|. */
static vec2s ray_end(vec2s p, vec2s q, float side)
{
	float dx = q.x - p.x, dy = q.y - p.y;
	vec2s e = {{q.x + dx - side * dy, q.y + dy + side * dx}};
	return e;
}

void pair_scene_fill(pair_scene *s, bench_rng *r, size_t n)
{
	s->n = n;
	for (size_t i = 0; i < n; i++) {
		s->a[i] = bench_pair_box(r);
		s->b[i] = bench_pair_partner(r, s->a[i]);
		s->cbox[i] = bench_pair_box(r);
		s->circle[i] = bench_pair_circle(r, s->cbox[i]);
	}
	for (size_t i = 0; i < n; i++) {
		s->fa[i] = fp_footprint_of(s->a[i]);
		s->fb[i] = fp_footprint_of(s->b[i]);
		s->fc[i] = fp_footprint_of(s->cbox[i]);
		s->ta[i] = first_tri(&s->fa[i]);
		s->tb[i] = first_tri(&s->fb[i]);
		s->tc[i] = first_tri(&s->fc[i]);
		s->ray_from[i] = s->b[i].center;
		s->ray_to[i] = ray_end(s->b[i].center, s->a[i].center, (float)((int)(i % 7) - 3) / 6.0f);
	}
}

/* The distance from p to the segment a-b, in double. */
static double point_segment(vec2s p, vec2s a, vec2s b)
{
	double dx = (double)b.x - (double)a.x, dy = (double)b.y - (double)a.y;
	double px = (double)p.x - (double)a.x, py = (double)p.y - (double)a.y;
	double len = dx * dx + dy * dy;
	double t = len > 0.0 ? (px * dx + py * dy) / len : 0.0;
	t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
	return hypot(px - t * dx, py - t * dy);
}

double pair_gap_boxes(const fp_footprint *a, const fp_footprint *b)
{
	if (fp_footprint_overlap(a, b))
		return 0.0;
	double gap = (double)INFINITY;
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 4; j++) {
			gap = fmin(gap, point_segment(a->corner[i], b->corner[j], b->corner[(j + 1) % 4]));
			gap = fmin(gap, point_segment(b->corner[i], a->corner[j], a->corner[(j + 1) % 4]));
		}
	return gap;
}

double pair_gap_circle(fp_circle c, const fp_footprint *f)
{
	if (fp_circle_footprint(c, f))
		return 0.0;
	double gap = (double)INFINITY;
	for (int j = 0; j < 4; j++)
		gap = fmin(gap, point_segment(c.center, f->corner[j], f->corner[(j + 1) % 4]));
	return gap - (double)c.radius;
}
