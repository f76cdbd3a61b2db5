/* bench_broadphase.c: all overlapping pairs of N moving boxes per step, ours
 * against Box2D's b2BroadPhase and Chipmunk's cpBBTree, for N = 1,000,
 * 10,000 and 100,000.
 *
 * The scene: world side sqrt(32 N), centres uniform, half extents in
 * [0.5, 2], each box moving at a random velocity of at most 0.2 per step
 * (bouncing off the walls) and turning by at most 0.02 rad per step. Every
 * method replays the same seeded scene: 10 warm-up steps, then the mean over
 * 100 steps (20 at 100,000). Ours is timed as the game's collision step
 * (fp_footprints_of for every box, then fp_broadphase_box_pairs) and as the
 * broadphase call alone; at 1,000 and 10,000 its pairs are checked against
 * the all-pairs loop.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <footprint/broadphase.h>

#include "bench_util.h"
#include "peers.h"

#define WARMUP 10
#define MAX_STEPS 100
#define SEED 424242u

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

typedef struct timing {
	double step_ms;   /* the whole step, mean */
	double inner_ms;  /* ours: the broadphase call alone, mean */
	double step_med;  /* medians of the same: robust on a shared machine */
	double inner_med;
	double step_cpu;  /* CPU time of the whole step, mean: preemption excluded */
	double inner_cpu;
	size_t pairs;     /* overlapping pairs found in the last step */
	size_t tested;    /* ours: candidates the narrow phase tested then */
	bool ran;
} timing;

static size_t pairs_all(const fp_footprint *fp, size_t n)
{
	size_t count = 0;
	for (size_t i = 0; i < n; i++)
		for (size_t j = i + 1; j < n; j++)
			count += fp_footprint_overlap(&fp[i], &fp[j]);
	return count;
}

/* Our pairs equal the all-pairs loop's: same count, and every one of ours is
 * a real overlap with a < b, in order (so none is repeated). */
static bool pairs_check(const fp_footprint *fp, size_t n, const fp_pair *p, size_t count)
{
	for (size_t k = 0; k < count; k++) {
		bool ordered = p[k].a < p[k].b && p[k].b < n &&
		               (k == 0 || p[k - 1].a < p[k].a ||
		                (p[k - 1].a == p[k].a && p[k - 1].b < p[k].b));
		if (!ordered || !fp_footprint_overlap(&fp[p[k].a], &fp[p[k].b])) {
			fprintf(stderr, "bench_broadphase: n=%zu pair %zu (%u, %u) is wrong\n", n, k,
			        p[k].a, p[k].b);
			return false;
		}
	}
	size_t truth = pairs_all(fp, n);
	if (truth != count)
		fprintf(stderr, "bench_broadphase: n=%zu: %zu pairs, all-pairs finds %zu\n", n, count,
		        truth);
	return truth == count;
}

static timing run_ours(scene *s, int steps, bool check, bool *ok)
{
	timing t = {0, 0, 0, 0, 0, 0, 0, 0, true};
	fp_broadphase *bp = fp_broadphase_create();
	fp_footprint *fp = malloc(s->n * sizeof *fp);
	if (!bp || !fp) {
		fprintf(stderr, "bench_broadphase: out of memory\n");
		exit(1);
	}
	scene_reset(s);
	const fp_pair *p = NULL;
	double whole[MAX_STEPS], call[MAX_STEPS];
	for (int k = 0; k < WARMUP + steps; k++) {
		scene_move(s);
		double c0 = bench_cpu(), t0 = bench_now();
		fp_footprints_of(s->box, s->n, fp);
		double c1 = bench_cpu(), t1 = bench_now();
		p = fp_broadphase_box_pairs(bp, fp, s->n, &t.pairs);
		double t2 = bench_now(), c2 = bench_cpu();
		if (k >= WARMUP) {
			t.step_ms += (t2 - t0) * 1e3 / steps;
			t.inner_ms += (t2 - t1) * 1e3 / steps;
			whole[k - WARMUP] = (t2 - t0) * 1e3;
			call[k - WARMUP] = (t2 - t1) * 1e3;
			t.step_cpu += (c2 - c0) * 1e3 / steps;
			t.inner_cpu += (c2 - c1) * 1e3 / steps;
		}
		bench_sink += t.pairs;
	}
	t.tested = fp_broadphase_tested(bp);
	t.step_med = bench_median(whole, (size_t)steps);
	t.inner_med = bench_median(call, (size_t)steps);
	*ok = p && (!check || pairs_check(fp, s->n, p, t.pairs));
	free(fp);
	fp_broadphase_destroy(bp);
	return t;
}

/* A peer's world through the same steps. */
static timing run_peer(scene *s, int steps, peer_world *(*create)(const fp_box *, size_t),
                       size_t (*step)(peer_world *, const fp_box *, size_t),
                       void (*destroy)(peer_world *))
{
	timing t = {0, 0, 0, 0, 0, 0, 0, 0, false};
	scene_reset(s);
	peer_world *w = create(s->box, s->n);
	if (!w)
		return t;
	t.ran = true;
	double whole[MAX_STEPS];
	for (int k = 0; k < WARMUP + steps; k++) {
		scene_move(s);
		double c0 = bench_cpu(), t0 = bench_now();
		t.pairs = step(w, s->box, s->n);
		double t1 = bench_now(), c1 = bench_cpu();
		if (k >= WARMUP) {
			t.step_ms += (t1 - t0) * 1e3 / steps;
			whole[k - WARMUP] = (t1 - t0) * 1e3;
			t.step_cpu += (c1 - c0) * 1e3 / steps;
		}
		bench_sink += t.pairs;
	}
	destroy(w);
	t.step_med = bench_median(whole, (size_t)steps);
	return t;
}

/* A row of the table and its RESULT lines; key names the figure. */
static void report(const char *who, const char *key, size_t n, timing t, const timing *ours)
{
	char name[96];
	if (!t.ran) {
		printf("  %-34s (peer not installed)\n", who);
		return;
	}
	printf("  %-34s %8.3f %8.3f %8.3f %7zu", who, t.step_ms, t.step_med, t.step_cpu, t.pairs);
	if (ours && t.step_ms > 0.0)
		printf("   %.3f (cpu %.3f)", ours->step_ms / t.step_ms, ours->step_cpu / t.step_cpu);
	printf("\n");
	snprintf(name, sizeof name, "broadphase_%s_%zu", key, n);
	bench_result(name, t.step_ms, "ms/step");
	snprintf(name, sizeof name, "broadphase_%s_%zu_median", key, n);
	bench_result(name, t.step_med, "ms/step");
	snprintf(name, sizeof name, "broadphase_%s_%zu_cpu", key, n);
	bench_result(name, t.step_cpu, "ms/step");
	if (ours && t.step_ms > 0.0) {
		snprintf(name, sizeof name, "ratio_broadphase_ours_vs_%s_%zu", key, n);
		bench_result(name, ours->step_ms / t.step_ms, "ratio");
	}
}

static bool bench_size(size_t n, int steps, bool check)
{
	scene s;
	if (!scene_init(&s, n)) {
		fprintf(stderr, "bench_broadphase: out of memory\n");
		return false;
	}
	printf("\nN = %zu boxes, world side %.1f, %d steps after %d warm-up; ms per step: mean,\n"
	       "median, and CPU time (mean; without the time preempted)\n", n, (double)s.side, steps,
	       WARMUP);
	printf("  %-34s %8s %8s %8s %7s   %s\n", "", "mean", "median", "cpu", "pairs",
	       "ours/theirs (mean)");
	bool ok = true;
	timing ours = run_ours(&s, steps, check, &ok);
	timing inner = {ours.inner_ms, 0, ours.inner_med, 0, ours.inner_cpu, 0,
	                ours.pairs, ours.tested, true};
	timing box2d = run_peer(&s, steps, peer_box2d_world, peer_box2d_world_step,
	                        peer_box2d_world_free);
	timing chip = run_peer(&s, steps, peer_chipmunk_world, peer_chipmunk_world_step,
	                       peer_chipmunk_world_free);
	report("ours: footprints + broadphase", "ours_step", n, ours, NULL);
	report("ours: broadphase call alone", "ours_call", n, inner, NULL);
	report("Box2D b2BroadPhase + b2TestOverlap", "box2d", n, box2d, &ours);
	report("Chipmunk cpBBTree + cpCollide", "chipmunk", n, chip, &ours);
	printf("  ours tested %zu candidate pairs exactly in the last step\n", ours.tested);
	if (box2d.ran && box2d.step_ms > 0.0) {
		char key[64];
		printf("  the broadphase call alone / Box2D's step: %.3f\n", inner.step_ms / box2d.step_ms);
		snprintf(key, sizeof key, "ratio_broadphase_call_vs_box2d_%zu", n);
		bench_result(key, inner.step_ms / box2d.step_ms, "ratio");
	}
	if (check)
		printf("  all-pairs check: %s\n", ok ? "same pairs" : "DIFFERENT (see stderr)");
	char name[64];
	snprintf(name, sizeof name, "broadphase_pairs_%zu", n);
	bench_result(name, (double)ours.pairs, "pairs");
	scene_fini(&s);
	return ok;
}

int main(int argc, char **argv)
{
	bool quick = argc > 1 && !strcmp(argv[1], "--quick");
	printf("bench_broadphase: peers: Box2D %s, Chipmunk %s\n",
	       peer_box2d_found() ? "found" : "MISSING", peer_chipmunk_found() ? "found" : "MISSING");
	bool ok = bench_size(1000, 100, true);
	ok = bench_size(10000, quick ? 20 : 100, true) && ok;
	if (!quick)
		ok = bench_size(100000, 20, false) && ok;
	printf("(sink %llu)\n", (unsigned long long)bench_sink);
	return ok ? 0 : 1;
}
