/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* bench_accuracy.c: how often the seeds' float methods (variants.h) answer
 * wrong against the exact functions, on random cases and on near-boundary
 * cases, and their ns per call.
 *
 * Near-boundary points are exact on-edge points (integer-grid triangles,
 * dyadic steps along an edge, so the point is representable) moved a few
 * float steps with nextafterf; near-boundary triangle pairs put such a point
 * as a vertex of the second triangle, the rest of it beyond the edge; near-
 * tangent circles sit at an exactly representable distance r from an edge
 * (axis-aligned or along a 3-4-5 direction), then move a few float steps.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <footprint/collide.h>
#include "variants.h"

#include "bench_util.h"

#define CASES 1000000
#define RUNS 3
#define SEED 777u

typedef struct point_case {
	vec2s p;
	fp_tri t;
} point_case;

typedef struct tri_case {
	fp_tri a, b;
} tri_case;

typedef struct circle_case {
	fp_circle c;
	fp_tri t;
} circle_case;

static vec2s v2(float x, float y)
{
	vec2s v = {{x, y}};
	return v;
}

static float grid_coord(bench_rng *r)
{
	return (float)(bench_next(r) % 1024u);
}

static fp_tri grid_tri(bench_rng *r)
{
	fp_tri t;
	do
		t = (fp_tri){{v2(grid_coord(r), grid_coord(r)), v2(grid_coord(r), grid_coord(r)),
		              v2(grid_coord(r), grid_coord(r))}};
	while (fp_orient(t.v[0], t.v[1], t.v[2]) == 0);
	return t;
}

static fp_tri random_tri(bench_rng *r)
{
	fp_tri t;
	for (int k = 0; k < 3; k++)
		t.v[k] = v2(bench_uniform(r, 0.0f, 100.0f), bench_uniform(r, 0.0f, 100.0f));
	return t;
}

/* Moves v by 0 to 3 float steps, each axis its own way. */
static float nudge(bench_rng *r, float v)
{
	uint64_t bits = bench_next(r);
	int steps = (int)(bits % 4u);
	float toward = bits & 4u ? INFINITY : -INFINITY;
	for (int k = 0; k < steps; k++)
		v = nextafterf(v, toward);
	return v;
}

/* A point exactly on an edge of t (t on the integer grid), nudged. */
static vec2s near_edge(bench_rng *r, fp_tri t)
{
	int e = (int)(bench_next(r) % 3u);
	vec2s a = t.v[e], b = t.v[(e + 1) % 3];
	float s = (float)(bench_next(r) % 257u) / 256.0f;
	vec2s p = v2(a.x + (b.x - a.x) * s, a.y + (b.y - a.y) * s);
	return v2(nudge(r, p.x), nudge(r, p.y));
}

static void make_points(bench_rng *r, point_case *rnd, point_case *edge, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		rnd[i].t = random_tri(r);
		rnd[i].p = v2(bench_uniform(r, 0.0f, 100.0f), bench_uniform(r, 0.0f, 100.0f));
		edge[i].t = grid_tri(r);
		edge[i].p = near_edge(r, edge[i].t);
	}
}

/* A triangle with a vertex near an edge of a, lying beyond that edge: the
 * pair touches, overlaps a little or misses by a few float steps. */
static fp_tri beyond_edge(bench_rng *r, fp_tri a)
{
	vec2s p = near_edge(r, a);
	vec2s c = v2((a.v[0].x + a.v[1].x + a.v[2].x) / 3.0f, (a.v[0].y + a.v[1].y + a.v[2].y) / 3.0f);
	vec2s away = v2(p.x + (p.x - c.x), p.y + (p.y - c.y));
	fp_tri b = {{p, v2(away.x + grid_coord(r) / 64.0f, away.y), v2(away.x, away.y + 8.0f)}};
	return b;
}

static void make_tris(bench_rng *r, tri_case *rnd, tri_case *edge, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		rnd[i].a = random_tri(r);
		rnd[i].b = random_tri(r);
		for (int k = 0; k < 3; k++)
			rnd[i].b.v[k].x += 40.0f; /* about half the pairs overlap */
		edge[i].a = grid_tri(r);
		edge[i].b = beyond_edge(r, edge[i].a);
	}
}

/* A circle tangent to an edge of a grid triangle whose direction is axis-
 * aligned or 3-4-5, the centre nudged. */
static circle_case near_tangent(bench_rng *r)
{
	static const float dir[4][2] = {{1, 0}, {0, 1}, {4, 3}, {-3, 4}};
	const float *d = dir[bench_next(r) % 4u];
	float len = (d[0] == 0 || d[1] == 0) ? 1.0f : 5.0f;
	vec2s a = v2(grid_coord(r), grid_coord(r));
	float k = (float)(1 + bench_next(r) % 32u);
	vec2s b = v2(a.x + d[0] * k, a.y + d[1] * k);
	vec2s inner = v2(a.x - d[1] * 8.0f, a.y + d[0] * 8.0f); /* left of a->b */
	float m = (float)(1 + bench_next(r) % 8u);
	vec2s on = v2(a.x + d[0] * (float)(bench_next(r) % 9u) * k / 8.0f,
	              a.y + d[1] * (float)(bench_next(r) % 9u) * k / 8.0f);
	circle_case cc;
	cc.t = (fp_tri){{a, b, inner}};
	cc.c.center = v2(nudge(r, on.x + d[1] * m), nudge(r, on.y - d[0] * m)); /* right side */
	cc.c.radius = m * len;
	return cc;
}

static void make_circles(bench_rng *r, circle_case *rnd, circle_case *edge, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		rnd[i].t = random_tri(r);
		rnd[i].c.center = v2(bench_uniform(r, 0.0f, 100.0f), bench_uniform(r, 0.0f, 100.0f));
		rnd[i].c.radius = bench_uniform(r, 0.3f, 20.0f);
		edge[i] = near_tangent(r);
	}
}

/* One row of the table: a method's wrong answers on both case sets and its
 * time per call on the random set. */
typedef struct row {
	const char *name;
	double wrong_random, wrong_edge; /* percent */
	double ns;
} row;

/* The exact functions are the reference: only their time is shown. */
static void row_print(const row *w)
{
	char name[128];
	if (!strncmp(w->name, "fp_variant_", 11)) {
		printf("%-34s %10.4f %% %10.4f %% %9.2f ns\n", w->name, w->wrong_random,
		       w->wrong_edge, w->ns);
	} else {
		printf("%-34s %12s %12s %9.2f ns\n", w->name, "reference", "reference", w->ns);
		snprintf(name, sizeof name, "accuracy_%s_ns", w->name);
		bench_result(name, w->ns, "ns/call");
		return;
	}
	snprintf(name, sizeof name, "accuracy_%s_wrong_random", w->name);
	bench_result(name, w->wrong_random, "percent");
	snprintf(name, sizeof name, "accuracy_%s_wrong_near_boundary", w->name);
	bench_result(name, w->wrong_edge, "percent");
	snprintf(name, sizeof name, "accuracy_%s_ns", w->name);
	bench_result(name, w->ns, "ns/call");
}

/* A kind of case's two measures: how often f answers unlike EXACT, and its
 * ns per call; ARGS(x) spreads case x into f's arguments. A macro, as C has
 * no templates: each is its own loop, f called as a library caller would. */
#define CASE_MEASURES(kind, fn_type, case_type, ARGS, EXACT)                        \
	static double kind##_wrong(fn_type f, const case_type *c, size_t n)              \
	{                                                                                \
		size_t wrong = 0;                                                            \
		for (size_t i = 0; i < n; i++)                                               \
			wrong += f(ARGS(c[i])) != EXACT(ARGS(c[i]));                             \
		return 100.0 * (double)wrong / (double)n;                                    \
	}                                                                                \
	static double kind##_ns(fn_type f, const case_type *c, size_t n)                 \
	{                                                                                \
		double t[RUNS];                                                              \
		for (int k = 0; k < RUNS; k++) {                                             \
			size_t hits = 0;                                                         \
			double t0 = bench_now();                                                 \
			for (size_t i = 0; i < n; i++)                                           \
				hits += f(ARGS(c[i]));                                               \
			t[k] = bench_now() - t0;                                                 \
			bench_sink += hits;                                                      \
		}                                                                            \
		return bench_median(t, RUNS) * 1e9 / (double)n;                              \
	}

typedef bool (*point_fn)(vec2s p, fp_tri t);
typedef bool (*circle_fn)(fp_circle c, fp_tri t);
#define POINT_ARGS(x) (x).p, (x).t
#define CIRCLE_ARGS(x) (x).c, (x).t
CASE_MEASURES(point, point_fn, point_case, POINT_ARGS, fp_point_in_tri)
CASE_MEASURES(circle, circle_fn, circle_case, CIRCLE_ARGS, fp_circle_tri)

static void point_rows(const point_case *rnd, const point_case *edge, size_t n)
{
	static const struct {
		const char *name;
		point_fn f;
	} fns[] = {
		{"fp_point_in_tri", fp_point_in_tri},
		{"fp_variant_point_in_tri_signs", fp_variant_point_in_tri_signs},
		{"fp_variant_point_in_tri_areas_eq", fp_variant_point_in_tri_areas_eq},
		{"fp_variant_point_in_tri_areas_tol", fp_variant_point_in_tri_areas_tol},
		{"fp_variant_point_in_tri_normals", fp_variant_point_in_tri_normals},
		{"fp_variant_point_in_tri_sides", fp_variant_point_in_tri_sides},
	};
	for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++) {
		bool exact = k == 0;
		row w = {fns[k].name, exact ? 0.0 : point_wrong(fns[k].f, rnd, n),
		         exact ? 0.0 : point_wrong(fns[k].f, edge, n), point_ns(fns[k].f, rnd, n)};
		row_print(&w);
	}
}

typedef fp_status (*tri_fn)(fp_tri a, fp_tri b, fp_tri_opts o, bool *hit);

static const fp_tri_opts seed_opts = {0.0, true, true};

static double tri_wrong(tri_fn f, const tri_case *c, size_t n)
{
	size_t wrong = 0;
	for (size_t i = 0; i < n; i++) {
		bool h = false, exact = false;
		fp_status s = f(c[i].a, c[i].b, seed_opts, &h);
		fp_status se = fp_tri_collide(c[i].a, c[i].b, seed_opts, &exact);
		wrong += s != se || h != exact;
	}
	return 100.0 * (double)wrong / (double)n;
}

static double tri_ns(tri_fn f, const tri_case *c, size_t n)
{
	double t[RUNS];
	for (int k = 0; k < RUNS; k++) {
		size_t hits = 0;
		double t0 = bench_now();
		for (size_t i = 0; i < n; i++) {
			bool h = false;
			f(c[i].a, c[i].b, seed_opts, &h);
			hits += h;
		}
		t[k] = bench_now() - t0;
		bench_sink += hits;
	}
	return bench_median(t, RUNS) * 1e9 / (double)n;
}

static bool variant_circle(fp_circle c, fp_tri t)
{
	return fp_variant_circle_tri_stage(c, t) != FP_STAGE_NONE;
}

static void pair_rows(bench_rng *r)
{
	tri_case *trnd = malloc(CASES * sizeof *trnd), *tedge = malloc(CASES * sizeof *tedge);
	circle_case *crnd = malloc(CASES * sizeof *crnd), *cedge = malloc(CASES * sizeof *cedge);
	if (!trnd || !tedge || !crnd || !cedge) {
		fprintf(stderr, "bench_accuracy: out of memory\n");
		exit(1);
	}
	make_tris(r, trnd, tedge, CASES);
	make_circles(r, crnd, cedge, CASES);
	row rows[] = {
		{"fp_tri_collide", 0.0, 0.0, tri_ns(fp_tri_collide, trnd, CASES)},
		{"fp_variant_tri_collide", tri_wrong(fp_variant_tri_collide, trnd, CASES),
		 tri_wrong(fp_variant_tri_collide, tedge, CASES),
		 tri_ns(fp_variant_tri_collide, trnd, CASES)},
		{"fp_circle_tri", 0.0, 0.0, circle_ns(fp_circle_tri, crnd, CASES)},
		{"fp_variant_circle_tri_stage", circle_wrong(variant_circle, crnd, CASES),
		 circle_wrong(variant_circle, cedge, CASES), circle_ns(variant_circle, crnd, CASES)},
	};
	for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++)
		row_print(&rows[k]);
	free(trnd);
	free(tedge);
	free(crnd);
	free(cedge);
}

int main(void)
{
	bench_rng r = {SEED};
	point_case *rnd = malloc(CASES * sizeof *rnd), *edge = malloc(CASES * sizeof *edge);
	if (!rnd || !edge) {
		fprintf(stderr, "bench_accuracy: out of memory\n");
		return 1;
	}
	make_points(&r, rnd, edge, CASES);
	printf("bench_accuracy: %d random and %d near-boundary cases per method, seed %u\n", CASES,
	       CASES, SEED);
	printf("(wrong: answers that differ from the exact function's)\n\n");
	printf("%-34s %12s %12s %12s\n", "method", "wrong random", "wrong near", "time");
	point_rows(rnd, edge, CASES);
	pair_rows(&r);
	free(rnd);
	free(edge);
	printf("(sink %llu)\n", (unsigned long long)bench_sink);
	return 0;
}
