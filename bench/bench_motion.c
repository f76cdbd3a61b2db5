/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* bench_motion.c: ns per call of fp_motion_sweep and fp_motion_clear on the
 * motions a game asks about each tick, beside the work of one sample
 * (fp_footprint_of and fp_footprint_overlap) measured in the same run.
 *
 * Each scene is 4,096 motions of a box with half extents in [4, 12]: at the
 * player's default speed (160 units/s, 2.7 units a 1/60 s tick) or at
 * 5,000 units/s (83 units a tick), against 8 obstacles (walls 400 units
 * long and 2 to 8 thick, and boxes), made before timing. The median of 5
 * runs of CPU time (time preempted on a shared machine does not count) is
 * printed with the samples each call decided.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <footprint/motion.h>

#include "bench_util.h"

#define MOTIONS 4096
#define OBSTACLES 8
#define RUNS 5
#define SEED 20261123u

static const float TICK_SLOW = 160.0f / 60.0f, TICK_FAST = 5000.0f / 60.0f;
static const float TAU_F = 6.2831853f;

typedef struct motion {
	fp_box from, to;
	fp_footprint obs[OBSTACLES];
} motion;

typedef struct scene {
	const char *name; /* the RESULT name */
	const char *what;
	void (*make)(bench_rng *r, motion *m);
	bool clear;       /* time fp_motion_clear instead of fp_motion_sweep */
} scene;

static fp_box box(float cx, float cy, float hx, float hy, float angle)
{
	return (fp_box){ .center = { { cx, cy } }, .half = { { hx, hy } }, .angle = angle };
}

static fp_box mover(bench_rng *r)
{
	return box(0, 0, bench_uniform(r, 4, 12), bench_uniform(r, 4, 12), bench_uniform(r, 0, TAU_F));
}

/* The box's extent along the unit vector (nx, ny). */
static float extent(fp_box b, float nx, float ny)
{
	float c = cosf(b.angle), s = sinf(b.angle);
	return b.half.x * fabsf(c * nx + s * ny) + b.half.y * fabsf(-s * nx + c * ny);
}

/* Obstacles i.. placed far from the motion's bounds. */
static void far_obstacles(bench_rng *r, motion *m, int i)
{
	fp_aabb reach = fp_motion_bounds(m->from, m->to);
	for (; i < OBSTACLES; i++) {
		float x = reach.max.x + bench_uniform(r, 20, 200), y = bench_uniform(r, -200, 200);
		m->obs[i] = fp_footprint_of(box(x, y, bench_uniform(r, 2, 20), bench_uniform(r, 2, 20),
		                                bench_uniform(r, 0, TAU_F)));
	}
}

/* A wall at angle phi through the origin, the box on its negative side
 * with the given gap, moving len at angle alpha from the wall's normal and
 * turning by turn. */
static void at_wall(bench_rng *r, motion *m, float phi, float gap, float alpha, float len, float turn)
{
	float th = bench_uniform(r, 1, 4), ux = cosf(phi), uy = sinf(phi), nx = -uy, ny = ux;
	fp_box b = mover(r);
	float back = th + extent(b, nx, ny) + gap, along = bench_uniform(r, -50, 50);
	b.center = (vec2s){ { -nx * back + ux * along, -ny * back + uy * along } };
	m->from = m->to = b;
	m->to.center.x += len * (cosf(alpha) * nx + sinf(alpha) * ux);
	m->to.center.y += len * (cosf(alpha) * ny + sinf(alpha) * uy);
	m->to.angle += turn;
	m->obs[0] = fp_footprint_of(box(0, 0, 200, th, phi));
	far_obstacles(r, m, 1);
}

static void make_free(bench_rng *r, motion *m)
{
	m->from = m->to = mover(r);
	float a = bench_uniform(r, 0, TAU_F);
	m->to.center = (vec2s){ { TICK_SLOW * cosf(a), TICK_SLOW * sinf(a) } };
	m->to.angle += bench_uniform(r, -0.05f, 0.05f);
	far_obstacles(r, m, 0);
}

static void make_fast_axis(bench_rng *r, motion *m)
{
	at_wall(r, m, 0, bench_uniform(r, 10, 60), bench_uniform(r, -1, 1), TICK_FAST, 0);
}

static void make_fast_turned(bench_rng *r, motion *m)
{
	at_wall(r, m, bench_uniform(r, 0, TAU_F), bench_uniform(r, 10, 60), bench_uniform(r, -1, 1),
	        TICK_FAST, 0);
}

static void make_pushing(bench_rng *r, motion *m)
{
	at_wall(r, m, 0, 0x1p-10f, bench_uniform(r, -1, 1), TICK_SLOW, 0);
}

static void make_sliding(bench_rng *r, motion *m)
{
	at_wall(r, m, 0, 0x1p-10f, 1.5707964f, TICK_SLOW, 0);
}

/* A turn at 180 degrees/s with a corner just off the wall. */
static void make_turning(bench_rng *r, motion *m)
{
	at_wall(r, m, bench_uniform(r, 0, TAU_F), 0x1p-10f, 0, 0, 3.1415927f / 60.0f);
}

static const scene scenes[] = {
	{ "motion_free", "free: 2.7 units, 8 obstacles away", make_free, false },
	{ "motion_wall_fast", "83 units into a wall, stopped", make_fast_axis, false },
	{ "motion_turned_wall_fast", "83 units into a turned wall", make_fast_turned, false },
	{ "motion_pushing", "2.7 units into a wall, at it", make_pushing, false },
	{ "motion_sliding", "2.7 units along a wall, at it", make_sliding, false },
	{ "motion_turning", "turning into a wall, at it", make_turning, false },
	{ "motion_clear_pushing", "fp_motion_clear, into a wall", make_pushing, true },
};
enum { SCENES = sizeof scenes / sizeof scenes[0] };

/* Sweeps every motion once; adds the samples and statuses to the counts. */
static void run_scene(const scene *sc, const motion *m, long *samples, int status[5])
{
	for (int i = 0; i < MOTIONS; i++) {
		if (sc->clear) {
			bench_sink += fp_motion_clear(m[i].from, m[i].to, m[i].obs, OBSTACLES);
			continue;
		}
		fp_motion_result res = fp_motion_sweep(m[i].from, m[i].to, m[i].obs, OBSTACLES);
		bench_sink += res.samples;
		if (samples) {
			*samples += res.samples;
			status[res.status]++;
		}
	}
}

/* One sample's work: a footprint made and tested against an obstacle. */
static void run_baseline(const motion *m)
{
	for (int i = 0; i < MOTIONS; i++) {
		fp_footprint f = fp_footprint_of(m[i].from);
		bench_sink += fp_footprint_overlap(&f, &m[i].obs[0]);
	}
}

static double time_ns(const scene *sc, const motion *m)
{
	double t[RUNS];
	for (int k = 0; k < RUNS; k++) {
		double t0 = bench_cpu();
		if (sc)
			run_scene(sc, m, NULL, NULL);
		else
			run_baseline(m);
		t[k] = bench_cpu() - t0;
	}
	return bench_median(t, RUNS) * 1e9 / MOTIONS;
}

int main(void)
{
	motion *m = malloc(MOTIONS * sizeof *m);
	if (!m) {
		fprintf(stderr, "bench_motion: out of memory\n");
		return 1;
	}
	printf("bench_motion: %d motions a scene, %d obstacles each, median CPU time of %d runs\n\n",
	       MOTIONS, OBSTACLES, RUNS);
	printf("%-36s %9s %9s %8s %8s %9s\n", "scene", "ns/call", "samples", "reached", "blocked",
	       "x sample");
	bench_rng r = { SEED };
	double base = 0.0;
	for (int s = 0; s < SCENES; s++) {
		for (int i = 0; i < MOTIONS; i++)
			scenes[s].make(&r, &m[i]);
		if (s == 0)
			base = time_ns(NULL, m);
		long samples = 0;
		int status[5] = { 0 };
		run_scene(&scenes[s], m, &samples, status);
		double ns = time_ns(&scenes[s], m);
		char name[96];
		snprintf(name, sizeof name, "%s_ns", scenes[s].name);
		printf("%-36s %9.1f %9.2f %8d %8d %9.1f\n", scenes[s].what, ns,
		       scenes[s].clear ? (double)NAN : (double)samples / MOTIONS, status[FP_MOTION_REACHED],
		       status[FP_MOTION_BLOCKED], ns / base);
		bench_result(name, ns, "ns/call");
		if (!scenes[s].clear) {
			snprintf(name, sizeof name, "%s_samples", scenes[s].name);
			bench_result(name, (double)samples / MOTIONS, "samples/call");
		}
	}
	printf("\none sample's work, fp_footprint_of + fp_footprint_overlap: %.1f ns "
	       "(the 'x sample' column divides by it)\n", base);
	bench_result("motion_sample_baseline_ns", base, "ns");
	printf("(sink %llu)\n", (unsigned long long)bench_sink);
	free(m);
	return 0;
}
