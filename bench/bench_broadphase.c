/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* bench_broadphase.c: all overlapping pairs of N moving boxes per step, ours
 * (with 1 and 2 workers) against Box2D's b2BroadPhase and Chipmunk's
 * cpBBTree, N from 1,000 to 300,000; then the batch pair test on the
 * broadphase's own candidates, region queries (fp_broadphase_query_aabb
 * against Box2D's tree query) at 10,000 and 100,000 boxes, and the inputs
 * that are quadratic for a plain grid (broadphase_bench.h).
 *
 *   bench_broadphase [--quick] [--plot FILE.svg]
 *   bench_broadphase --short N STEPS
 *
 * The moving scene: world side sqrt(32 N), centres uniform, half extents in
 * [0.5, 2], each box moving at a random velocity of at most 0.2 per step
 * (bouncing off the walls) and turning by at most 0.02 rad per step. Every
 * method replays the same seeded scene: warm-up steps, then the mean and
 * median over the timed steps. Ours is timed as the game's collision step
 * (fp_footprints_of for every box, then fp_broadphase_box_pairs) and as the
 * broadphase call alone; at 1,000 and 10,000 its pairs are checked against
 * the all-pairs loop. --plot writes the median ms per step against N,
 * log-log, with gnuplot; --quick runs 1,000 and 10,000 only. --short runs
 * STEPS steps of the scene at N boxes, one worker, untimed and without
 * peers: under callgrind (--toggle-collect=fp_broadphase_box_pairs) its
 * instructions over STEPS are a call's.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <footprint/broadphase.h>

#include "bench_util.h"
#include "broadphase_bench.h"
#include "peers.h"

#define SEED 424242u
#define MAX_STEPS 100

typedef struct scene {
	size_t n;
	float side;
	fp_box *box;
	vec2s *velocity;
	float *spin;
	bench_rng rng;
} scene;

static bool scene_init(scene *s, size_t n)
{
	s->n = n;
	s->side = sqrtf(32.0f * (float)n);
	s->box = malloc(n * sizeof *s->box);
	s->velocity = malloc(n * sizeof *s->velocity);
	s->spin = malloc(n * sizeof *s->spin);
	return s->box && s->velocity && s->spin;
}

static void scene_fini(scene *s)
{
	free(s->box);
	free(s->velocity);
	free(s->spin);
}

/* The scene at step 0, the same for every method. */
static void scene_reset(scene *s)
{
	s->rng.s = SEED + s->n;
	for (size_t i = 0; i < s->n; i++) {
		fp_box *b = &s->box[i];
		b->center.x = bench_uniform(&s->rng, 0.0f, s->side);
		b->center.y = bench_uniform(&s->rng, 0.0f, s->side);
		b->half.x = bench_uniform(&s->rng, 0.5f, 2.0f);
		b->half.y = bench_uniform(&s->rng, 0.5f, 2.0f);
		b->angle = bench_uniform(&s->rng, 0.0f, 6.2831853f);
		float speed = bench_uniform(&s->rng, 0.0f, 0.2f);
		float heading = bench_uniform(&s->rng, 0.0f, 6.2831853f);
		s->velocity[i].x = speed * cosf(heading);
		s->velocity[i].y = speed * sinf(heading);
		s->spin[i] = bench_uniform(&s->rng, -0.02f, 0.02f);
	}
}

static void scene_move(scene *s)
{
	for (size_t i = 0; i < s->n; i++) {
		fp_box *b = &s->box[i];
		b->center.x += s->velocity[i].x;
		b->center.y += s->velocity[i].y;
		b->angle += s->spin[i];
		if (b->center.x < 0.0f || b->center.x > s->side)
			s->velocity[i].x = -s->velocity[i].x;
		if (b->center.y < 0.0f || b->center.y > s->side)
			s->velocity[i].y = -s->velocity[i].y;
	}
}

/* How many steps to time at n boxes (peers at 300,000 take a second a
 * step), and how many to run before. */
static int steps_for(size_t n)
{
	return n <= 10000 ? 100 : n <= 100000 ? 50 : 5;
}

static int warmup_for(size_t n)
{
	return n <= 100000 ? 10 : 3;
}

/* One method's figures: the whole step, and for ours the call alone. */
typedef struct timing {
	double step_ms, step_med, step_cpu; /* mean, median, CPU mean (calling thread) */
	double call_ms, call_med, call_cpu;
	size_t pairs; /* overlapping pairs found in the last step */
	bool ran;
} timing;

/* Per-step times, collected and summarised. */
typedef struct samples {
	double wall[MAX_STEPS], cpu[MAX_STEPS];
	int count;
} samples;

static void sample_add(samples *s, double wall0, double wall1, double cpu0, double cpu1)
{
	s->wall[s->count] = (wall1 - wall0) * 1e3;
	s->cpu[s->count] = (cpu1 - cpu0) * 1e3;
	s->count++;
}

static void sample_sum(samples *s, double *mean, double *median, double *cpu)
{
	double w = 0, c = 0;
	for (int k = 0; k < s->count; k++) {
		w += s->wall[k];
		c += s->cpu[k];
	}
	*mean = w / s->count;
	*cpu = c / s->count;
	*median = bench_median(s->wall, (size_t)s->count);
}

/* Ours through the scene with `workers` workers; the pairs of the last
 * step checked against all pairs when check. The last step's footprints
 * are handed over through keep (for the batch figures) when it is not
 * NULL. */
static timing run_ours(scene *s, unsigned workers, bool check, bool *ok, bench_last *keep)
{
	timing t = {0};
	fp_broadphase *bp = fp_broadphase_create();
	fp_footprint *fp = malloc(s->n * sizeof *fp);
	if (!bp || !fp || !fp_broadphase_set_workers(bp, workers)) {
		fprintf(stderr, "bench_broadphase: out of memory or threads\n");
		exit(1);
	}
	scene_reset(s);
	const fp_pair *p = NULL;
	samples step = {0}, call = {0};
	int warm = warmup_for(s->n), steps = steps_for(s->n);
	for (int k = 0; k < warm + steps; k++) {
		scene_move(s);
		double c0 = bench_cpu(), t0 = bench_now();
		fp_footprints_of(s->box, s->n, fp);
		double c1 = bench_cpu(), t1 = bench_now();
		p = fp_broadphase_box_pairs(bp, fp, s->n, &t.pairs);
		double t2 = bench_now(), c2 = bench_cpu();
		if (k >= warm) {
			sample_add(&step, t0, t2, c0, c2);
			sample_add(&call, t1, t2, c1, c2);
		}
		bench_sink += t.pairs;
	}
	sample_sum(&step, &t.step_ms, &t.step_med, &t.step_cpu);
	sample_sum(&call, &t.call_ms, &t.call_med, &t.call_cpu);
	t.ran = true;
	*ok = p && (!check || bench_pairs_check(fp, s->n, p, t.pairs));
	if (keep) {
		keep->fp = fp;
		keep->n = s->n;
	} else {
		free(fp);
	}
	fp_broadphase_destroy(bp);
	return t;
}

/* A peer's world through the same steps. */
static timing run_peer(scene *s, peer_world *(*create)(const fp_box *, size_t),
                       size_t (*step)(peer_world *, const fp_box *, size_t),
                       void (*destroy)(peer_world *))
{
	timing t = {0};
	scene_reset(s);
	peer_world *w = create(s->box, s->n);
	if (!w)
		return t;
	samples all = {0};
	int warm = warmup_for(s->n), steps = steps_for(s->n);
	for (int k = 0; k < warm + steps; k++) {
		scene_move(s);
		double c0 = bench_cpu(), t0 = bench_now();
		t.pairs = step(w, s->box, s->n);
		double t1 = bench_now(), c1 = bench_cpu();
		if (k >= warm)
			sample_add(&all, t0, t1, c0, c1);
		bench_sink += t.pairs;
	}
	destroy(w);
	sample_sum(&all, &t.step_ms, &t.step_med, &t.step_cpu);
	t.ran = true;
	return t;
}

/* A row of the table and its RESULT lines; key names the figure. */
static void report(const char *who, const char *key, size_t n, double mean, double median,
                   double cpu, size_t pairs)
{
	char name[96];
	printf("  %-40s %9.3f %9.3f %9.3f %8zu\n", who, mean, median, cpu, pairs);
	snprintf(name, sizeof name, "broadphase_%s_%zu", key, n);
	bench_result(name, mean, "ms/step");
	snprintf(name, sizeof name, "broadphase_%s_%zu_median", key, n);
	bench_result(name, median, "ms/step");
	snprintf(name, sizeof name, "broadphase_%s_%zu_cpu", key, n);
	bench_result(name, cpu, "ms/step");
}

static void ratio(const char *what, const char *key, size_t n, double value)
{
	char name[96];
	printf("  %-56s %.3f\n", what, value);
	snprintf(name, sizeof name, "ratio_%s_%zu", key, n);
	bench_result(name, value, "ratio");
}

/* The ratios docs/performance.md quotes, of this run's medians (steadier than the
 * means on a shared machine). */
static void ratios(size_t n, const timing *one, const timing *two, const timing *box2d,
                   const timing *chip)
{
	if (box2d->ran) {
		ratio("ours (whole step) / Box2D, medians", "broadphase_ours_vs_box2d", n,
		      one->step_med / box2d->step_med);
		ratio("ours (broadphase call) / Box2D, medians", "broadphase_call_vs_box2d", n,
		      one->call_med / box2d->step_med);
	}
	if (chip->ran)
		ratio("ours (whole step) / Chipmunk, medians", "broadphase_ours_vs_chipmunk", n,
		      one->step_med / chip->step_med);
	ratio("broadphase call, 1 worker / 2 workers, medians", "broadphase_workers_speedup", n,
	      one->call_med / two->call_med);
}

/* One size: every method, its table and ratios; the plot's row. */
static bool bench_size(size_t n, bench_plot_row *row, bench_last *keep)
{
	scene s;
	if (!scene_init(&s, n)) {
		fprintf(stderr, "bench_broadphase: out of memory\n");
		return false;
	}
	bool check = n <= 10000, ok1 = true, ok2 = true;
	printf("\nN = %zu boxes, world side %.1f, %d steps after %d warm-up; ms per step: mean,\n"
	       "median, and CPU time of the calling thread (mean; without the time preempted)\n",
	       n, (double)s.side, steps_for(n), warmup_for(n));
	printf("  %-40s %9s %9s %9s %8s\n", "", "mean", "median", "cpu", "pairs");
	timing one = run_ours(&s, 1, check, &ok1, NULL);
	timing two = run_ours(&s, 2, check, &ok2, keep);
	timing box2d = run_peer(&s, peer_box2d_world, peer_box2d_world_step, peer_box2d_world_free);
	timing chip = run_peer(&s, peer_chipmunk_world, peer_chipmunk_world_step,
	                       peer_chipmunk_world_free);
	report("ours: footprints + pairs, 1 worker", "ours_step", n, one.step_ms, one.step_med,
	       one.step_cpu, one.pairs);
	report("ours: the broadphase call, 1 worker", "ours_call", n, one.call_ms, one.call_med,
	       one.call_cpu, one.pairs);
	report("ours: footprints + pairs, 2 workers", "ours_step_2w", n, two.step_ms, two.step_med,
	       two.step_cpu, two.pairs);
	report("ours: the broadphase call, 2 workers", "ours_call_2w", n, two.call_ms, two.call_med,
	       two.call_cpu, two.pairs);
	if (box2d.ran)
		report("Box2D b2BroadPhase + b2TestOverlap", "box2d", n, box2d.step_ms, box2d.step_med,
		       box2d.step_cpu, box2d.pairs);
	else
		printf("  %-40s (peer not installed)\n", "Box2D b2BroadPhase + b2TestOverlap");
	if (chip.ran)
		report("Chipmunk cpBBTree + cpCollide", "chipmunk", n, chip.step_ms, chip.step_med,
		       chip.step_cpu, chip.pairs);
	else
		printf("  %-40s (peer not installed)\n", "Chipmunk cpBBTree + cpCollide");
	ratios(n, &one, &two, &box2d, &chip);
	if (check)
		printf("  all-pairs check: %s\n", ok1 && ok2 ? "same pairs" : "DIFFERENT (see stderr)");
	char name[64];
	snprintf(name, sizeof name, "broadphase_pairs_%zu", n);
	bench_result(name, (double)one.pairs, "pairs");
	*row = (bench_plot_row){n, one.step_med, two.step_med, box2d.ran ? box2d.step_med : 0,
	                        chip.ran ? chip.step_med : 0};
	scene_fini(&s);
	return ok1 && ok2;
}

/* Region queries a size, and the regions' half sides (a few boxes, a
 * camera's view). */
#define QUERIES 2000
static const float query_half[] = {2.0f, 16.0f};

/* fp_broadphase_query_aabb per call against Box2D's tree query with its
 * pair test, on the moving scene at n boxes after its warm-up: the same
 * square regions, centred uniformly over the world, for both. */
static void bench_queries(size_t n)
{
	scene s;
	fp_broadphase *bp = fp_broadphase_create();
	fp_footprint *fp = malloc(n * sizeof *fp);
	fp_aabb *region = malloc(QUERIES * sizeof *region);
	if (!scene_init(&s, n) || !bp || !fp || !region) {
		fprintf(stderr, "bench_broadphase: out of memory\n");
		exit(1);
	}
	scene_reset(&s);
	peer_world *w = peer_box2d_world(s.box, n);
	for (int k = 0; k < warmup_for(n); k++) {
		scene_move(&s);
		if (w)
			peer_box2d_world_step(w, s.box, n);
	}
	fp_footprints_of(s.box, n, fp);
	size_t pairs;
	fp_broadphase_box_pairs(bp, fp, n, &pairs);
	printf("\nRegion queries among N = %zu boxes, %d squares a size; microseconds a query "
	       "(median of 5 rounds) and boxes found\n", n, QUERIES);
	bench_rng rng = {SEED ^ 0x9e3779b9u};
	for (size_t h = 0; h < sizeof query_half / sizeof query_half[0]; h++) {
		for (int k = 0; k < QUERIES; k++) {
			float x = bench_uniform(&rng, 0.0f, s.side), y = bench_uniform(&rng, 0.0f, s.side);
			region[k] = (fp_aabb){{{x - query_half[h], y - query_half[h]}},
			                      {{x + query_half[h], y + query_half[h]}}};
		}
		double ours[5], peer[5];
		size_t found = 0, peer_found = 0;
		for (int round = 0; round < 5; round++) {
			double t0 = bench_now();
			found = 0;
			for (int k = 0; k < QUERIES; k++) {
				size_t c;
				fp_broadphase_query_aabb(bp, region[k], &c);
				found += c;
			}
			double t1 = bench_now();
			peer_found = w ? peer_box2d_world_query(w, region, QUERIES) : 0;
			double t2 = bench_now();
			ours[round] = (t1 - t0) * 1e6 / QUERIES;
			peer[round] = (t2 - t1) * 1e6 / QUERIES;
			bench_sink += found + peer_found;
		}
		double mo = bench_median(ours, 5), mp = bench_median(peer, 5);
		char who[80], key[64];
		snprintf(who, sizeof who, "ours: fp_broadphase_query_aabb, half side %g",
		         (double)query_half[h]);
		printf("  %-56s %9.3f %8zu\n", who, mo, found);
		snprintf(key, sizeof key, "broadphase_query_%g_%zu", (double)query_half[h], n);
		bench_result(key, mo, "us/query");
		if (!w) {
			printf("  %-56s (peer not installed)\n", "Box2D b2BroadPhase::Query + b2TestOverlap");
			continue;
		}
		printf("  %-56s %9.3f %8zu\n", "Box2D b2BroadPhase::Query + b2TestOverlap", mp,
		       peer_found);
		snprintf(key, sizeof key, "broadphase_query_%g_vs_box2d", (double)query_half[h]);
		ratio("ours / Box2D, region query, medians", key, n, mo / mp);
	}
	if (w)
		peer_box2d_world_free(w);
	fp_broadphase_destroy(bp);
	free(fp);
	free(region);
	scene_fini(&s);
}

/* --short: STEPS calls on the scene at n boxes, one worker. */
static int run_short(size_t n, int steps)
{
	scene s;
	fp_broadphase *bp = fp_broadphase_create();
	fp_footprint *fp = malloc(n * sizeof *fp);
	if (!scene_init(&s, n) || !bp || !fp) {
		fprintf(stderr, "bench_broadphase: out of memory\n");
		return 1;
	}
	scene_reset(&s);
	size_t pairs = 0;
	for (int k = 0; k < steps; k++) {
		scene_move(&s);
		fp_footprints_of(s.box, n, fp);
		fp_broadphase_box_pairs(bp, fp, n, &pairs);
	}
	printf("bench_broadphase --short: %d calls at %zu boxes, %zu pairs in the last\n", steps, n,
	       pairs);
	fp_broadphase_destroy(bp);
	free(fp);
	scene_fini(&s);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 4 && !strcmp(argv[1], "--short")) {
		long n = strtol(argv[2], NULL, 10), steps = strtol(argv[3], NULL, 10);
		if (n > 0 && steps > 0 && steps <= 100000)
			return run_short((size_t)n, (int)steps);
	}
	bool quick = false;
	const char *plot = NULL;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--quick"))
			quick = true;
		else if (!strcmp(argv[i], "--plot") && i + 1 < argc)
			plot = argv[++i];
		else {
			fprintf(stderr, "usage: %s [--quick] [--plot FILE.svg] | --short N STEPS\n",
			        argv[0]);
			return 2;
		}
	}
	printf("bench_broadphase: peers: Box2D %s, Chipmunk %s\n",
	       peer_box2d_found() ? "found" : "MISSING", peer_chipmunk_found() ? "found" : "MISSING");
	static const size_t full[] = {1000, 3000, 10000, 30000, 100000, 300000};
	static const size_t brief[] = {1000, 10000};
	const size_t *sizes = quick ? brief : full;
	size_t count = quick ? 2 : 6;
	bench_plot_row rows[6];
	bool ok = true;
	for (size_t k = 0; k < count; k++) {
		bench_last last = {0};
		bool batch = sizes[k] == 10000 || sizes[k] == 100000;
		ok = bench_size(sizes[k], &rows[k], batch ? &last : NULL) && ok;
		if (batch)
			bench_batch(&last);
	}
	bench_queries(10000);
	if (!quick)
		bench_queries(100000);
	bench_adversarial(quick);
	if (plot)
		bench_plot(plot, rows, count);
	printf("(sink %llu)\n", (unsigned long long)bench_sink);
	return ok ? 0 : 1;
}
