/* bench_pairs.c: ns per pair of the exact tests, the seed variants and the
 * peers (Box2D, Chipmunk) on the same 1,000,000 box pairs and 1,000,000
 * circle-box pairs, and how often each answer differs from the exact one.
 *
 *   bench_pairs                   the full table and RESULT lines
 *   bench_pairs --short MODE N    one pass of MODE over N pairs (overlap,
 *                                 circle; none is their setup alone) or N
 *                                 boxes (footprint, footprints; boxes is
 *                                 theirs), for callgrind instruction counts
 *                                 (bench/callgrind.sh subtracts the setup)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <footprint/collide.h>
#include <footprint/variants.h>

#include "bench_util.h"
#include "pair_scene.h"
#include "peers.h"

#define PAIRS 1000000
#define CHUNK 65536
#define RUNS 5
#define SEED 20261122u

/* One timed method: prepare turns a chunk into the method's own shapes
 * (untimed; NULL for ours), run answers every pair of the chunk. */
typedef struct method {
	const char *name;   /* the RESULT name */
	const char *what;   /* what a row of the table measures */
	const char *unit;   /* ns/pair or ns/box */
	int kind;           /* which exact answers it is compared with */
	void *(*prepare)(const pair_scene *s);
	void (*release)(void *prep);
	size_t (*run)(const pair_scene *s, const void *prep, uint8_t *hit);
	double time[RUNS];  /* seconds, summed over the chunks */
	size_t hits, diff, peer_only, ours_only;
	double max_gap;     /* largest gap between shapes of a differing pair */
} method;

enum { KIND_NONE, KIND_BOXES, KIND_CIRCLES };

static size_t run_footprint_overlap(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	size_t hits = 0;
	for (size_t i = 0; i < s->n; i++) {
		bool h = fp_footprint_overlap(&s->fa[i], &s->fb[i]);
		hits += h;
		if (hit)
			hit[i] = h;
	}
	return hits;
}

static size_t run_circle_footprint(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	size_t hits = 0;
	for (size_t i = 0; i < s->n; i++) {
		bool h = fp_circle_footprint(s->circle[i], &s->fc[i]);
		hits += h;
		if (hit)
			hit[i] = h;
	}
	return hits;
}

static size_t run_sat(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	size_t hits = 0;
	for (size_t i = 0; i < s->n; i++) {
		bool h = fp_variant_box_overlap_sat(&s->fa[i], &s->fb[i]);
		hits += h;
		if (hit)
			hit[i] = h;
	}
	return hits;
}

static size_t run_box_overlap(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	size_t hits = 0;
	for (size_t i = 0; i < s->n; i++) {
		bool h = fp_box_overlap(s->a[i], s->b[i]);
		hits += h;
		if (hit)
			hit[i] = h;
	}
	return hits;
}

static size_t run_circle_box(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	size_t hits = 0;
	for (size_t i = 0; i < s->n; i++) {
		bool h = fp_circle_box(s->circle[i], s->cbox[i]);
		hits += h;
		if (hit)
			hit[i] = h;
	}
	return hits;
}

/* The loop a caller making footprints one at a time writes: source and
 * destination as restrict pointers, so that the compiler may build each
 * footprint where it belongs (GCC does; without restrict, each goes through
 * a temporary and an 84-byte copy). Nothing else: no reading back. */
static void footprints_one_by_one(const fp_box *restrict in, size_t n, fp_footprint *restrict out)
{
	for (size_t i = 0; i < n; i++)
		out[i] = fp_footprint_of(in[i]);
}

/* Both footprint passes give the number of boxes as their "hits". */
static size_t run_footprint_of(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	(void)hit;
	footprints_one_by_one(s->a, s->n, s->scratch);
	return s->n;
}

static size_t run_footprints_of(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	(void)hit;
	fp_footprints_of(s->a, s->n, s->scratch);
	return s->n;
}

static size_t run_tri_overlap(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	(void)hit;
	size_t hits = 0;
	for (size_t i = 0; i < s->n; i++)
		hits += fp_tri_overlap(s->ta[i], s->tb[i]);
	return hits;
}

static const fp_tri_opts seed_opts = {0.0, true, true};

static size_t run_tri_collide(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	(void)hit;
	size_t hits = 0;
	for (size_t i = 0; i < s->n; i++) {
		bool h = false;
		fp_tri_collide(s->ta[i], s->tb[i], seed_opts, &h);
		hits += h;
	}
	return hits;
}

static size_t run_variant_tri_collide(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	(void)hit;
	size_t hits = 0;
	for (size_t i = 0; i < s->n; i++) {
		bool h = false;
		fp_variant_tri_collide(s->ta[i], s->tb[i], seed_opts, &h);
		hits += h;
	}
	return hits;
}

static size_t run_circle_tri(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	(void)hit;
	size_t hits = 0;
	for (size_t i = 0; i < s->n; i++)
		hits += fp_circle_tri(s->circle[i], s->tc[i]);
	return hits;
}

static size_t run_variant_circle_tri(const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)prep;
	(void)hit;
	size_t hits = 0;
	for (size_t i = 0; i < s->n; i++)
		hits += fp_variant_circle_tri_stage(s->circle[i], s->tc[i]) != FP_STAGE_NONE;
	return hits;
}

/* The peers: two prepared shape sets per chunk. */
typedef struct peer_prep {
	peer_shapes *x, *y;
	void (*release)(peer_shapes *s);
} peer_prep;

static void *prep_pair(peer_shapes *x, peer_shapes *y, void (*release)(peer_shapes *))
{
	peer_prep *p = malloc(sizeof *p);
	if (!p || !x || !y) {
		release(x);
		release(y);
		free(p);
		return NULL;
	}
	p->x = x;
	p->y = y;
	p->release = release;
	return p;
}

static void prep_release(void *prep)
{
	peer_prep *p = prep;
	if (!p)
		return;
	p->release(p->x);
	p->release(p->y);
	free(p);
}

static void *prep_box2d_boxes(const pair_scene *s)
{
	return prep_pair(peer_box2d_boxes(s->a, s->n), peer_box2d_boxes(s->b, s->n), peer_box2d_free);
}

static void *prep_box2d_circles(const pair_scene *s)
{
	return prep_pair(peer_box2d_boxes(s->cbox, s->n), peer_box2d_circles(s->circle, s->n),
	                 peer_box2d_free);
}

static void *prep_chipmunk_boxes(const pair_scene *s)
{
	return prep_pair(peer_chipmunk_boxes(s->a, s->n), peer_chipmunk_boxes(s->b, s->n),
	                 peer_chipmunk_free);
}

static void *prep_chipmunk_circles(const pair_scene *s)
{
	return prep_pair(peer_chipmunk_boxes(s->cbox, s->n), peer_chipmunk_circles(s->circle, s->n),
	                 peer_chipmunk_free);
}

static size_t run_b2_polygons(const pair_scene *s, const void *prep, uint8_t *hit)
{
	const peer_prep *p = prep;
	return peer_box2d_collide_polygons(p->x, p->y, s->n, hit);
}

static size_t run_b2_overlap(const pair_scene *s, const void *prep, uint8_t *hit)
{
	const peer_prep *p = prep;
	return peer_box2d_test_overlap(p->x, p->y, s->n, hit);
}

static size_t run_b2_circle(const pair_scene *s, const void *prep, uint8_t *hit)
{
	const peer_prep *p = prep;
	return peer_box2d_collide_polygon_circle(p->x, p->y, s->n, hit);
}

static size_t run_cp_collide(const pair_scene *s, const void *prep, uint8_t *hit)
{
	const peer_prep *p = prep;
	return peer_chipmunk_collide(p->x, p->y, s->n, hit);
}

#define METHOD(n, w, u, k, p, r, f) \
	{.name = n, .what = w, .unit = u, .kind = k, .prepare = p, .release = r, .run = f}

/* Box methods first, then circles; peers last in each group. The first of
 * each kind is the exact reference the others are compared with. */
static method methods[] = {
	METHOD("fp_footprint_overlap", "exact box pair, footprints", "ns/pair", KIND_BOXES, NULL, NULL,
	 run_footprint_overlap),
	METHOD("fp_box_overlap", "exact box pair, from angles", "ns/pair", KIND_BOXES, NULL, NULL,
	 run_box_overlap),
	METHOD("fp_variant_box_overlap_sat", "float SAT baseline", "ns/pair", KIND_BOXES, NULL, NULL,
	 run_sat),
	METHOD("fp_footprint_of", "footprint of a box", "ns/box", KIND_NONE, NULL, NULL, run_footprint_of),
	METHOD("fp_footprints_of", "footprints, one call for all", "ns/box", KIND_NONE, NULL, NULL,
	 run_footprints_of),
	METHOD("fp_tri_overlap", "exact triangle pair", "ns/pair", KIND_NONE, NULL, NULL, run_tri_overlap),
	METHOD("fp_tri_collide", "exact seed triangle test", "ns/pair", KIND_NONE, NULL, NULL,
	 run_tri_collide),
	METHOD("fp_variant_tri_collide", "seed triangle test, float", "ns/pair", KIND_NONE, NULL, NULL,
	 run_variant_tri_collide),
	METHOD("box2d_b2CollidePolygons", "Box2D b2CollidePolygons", "ns/pair", KIND_BOXES,
	 prep_box2d_boxes, prep_release, run_b2_polygons),
	METHOD("box2d_b2TestOverlap", "Box2D b2TestOverlap", "ns/pair", KIND_BOXES, prep_box2d_boxes,
	 prep_release, run_b2_overlap),
	METHOD("chipmunk_cpShapesCollide_box", "Chipmunk cpShapesCollide", "ns/pair", KIND_BOXES,
	 prep_chipmunk_boxes, prep_release, run_cp_collide),
	METHOD("fp_circle_footprint", "exact circle-box, footprints", "ns/pair", KIND_CIRCLES, NULL, NULL,
	 run_circle_footprint),
	METHOD("fp_circle_box", "exact circle-box, from angles", "ns/pair", KIND_CIRCLES, NULL, NULL,
	 run_circle_box),
	METHOD("fp_circle_tri", "exact circle-triangle", "ns/pair", KIND_NONE, NULL, NULL, run_circle_tri),
	METHOD("fp_variant_circle_tri_stage", "seed circle-triangle, float", "ns/pair", KIND_NONE, NULL,
	 NULL, run_variant_circle_tri),
	METHOD("box2d_b2CollidePolygonAndCircle", "Box2D b2CollidePolygonAndCircle", "ns/pair",
	 KIND_CIRCLES, prep_box2d_circles, prep_release, run_b2_circle),
	METHOD("chipmunk_cpShapesCollide_circle", "Chipmunk cpShapesCollide", "ns/pair", KIND_CIRCLES,
	 prep_chipmunk_circles, prep_release, run_cp_collide),
};
#define METHOD_COUNT (sizeof methods / sizeof methods[0])

static bool method_found(const method *m)
{
	if (m->prepare == prep_box2d_boxes || m->prepare == prep_box2d_circles)
		return peer_box2d_found();
	if (m->prepare == prep_chipmunk_boxes || m->prepare == prep_chipmunk_circles)
		return peer_chipmunk_found();
	return true;
}

/* Compares a method's answers with the exact ones, keeping the gap of the
 * shapes of every pair they disagree on. */
static void method_compare(method *m, const pair_scene *s, const uint8_t *hit, const uint8_t *exact)
{
	for (size_t i = 0; i < s->n; i++) {
		if (hit[i] == exact[i])
			continue;
		m->diff++;
		m->peer_only += hit[i];
		m->ours_only += exact[i];
		double gap = m->kind == KIND_BOXES ? pair_gap_boxes(&s->fa[i], &s->fb[i])
		                                   : pair_gap_circle(s->circle[i], &s->fc[i]);
		if (gap > m->max_gap)
			m->max_gap = gap;
	}
}

/* Times every method on one chunk, RUNS times each, then checks answers. */
static void chunk_measure(const pair_scene *s, uint8_t *hit, uint8_t *exact_box,
                          uint8_t *exact_circle)
{
	run_footprint_overlap(s, NULL, exact_box);
	run_circle_footprint(s, NULL, exact_circle);
	for (size_t k = 0; k < METHOD_COUNT; k++) {
		method *m = &methods[k];
		if (!method_found(m))
			continue;
		void *prep = m->prepare ? m->prepare(s) : NULL;
		if (m->prepare && !prep) {
			fprintf(stderr, "bench_pairs: %s: out of memory preparing shapes\n", m->name);
			exit(1);
		}
		for (int r = 0; r < RUNS; r++) {
			double t0 = bench_now();
			size_t h = m->run(s, prep, NULL);
			m->time[r] += bench_now() - t0;
			if (r == 0)
				m->hits += h;
			bench_sink += h;
		}
		if (m->kind != KIND_NONE) {
			m->run(s, prep, hit);
			method_compare(m, s, hit, m->kind == KIND_BOXES ? exact_box : exact_circle);
		}
		if (m->release)
			m->release(prep);
	}
}

static double method_ns(method *m)
{
	return bench_median(m->time, RUNS) * 1e9 / PAIRS;
}

static double method_ns_of(const char *name)
{
	for (size_t k = 0; k < METHOD_COUNT; k++)
		if (!strcmp(methods[k].name, name))
			return method_ns(&methods[k]);
	return 0.0;
}

static void print_ratio(const char *ours, const char *theirs)
{
	char name[128];
	double a = method_ns_of(ours), b = method_ns_of(theirs);
	if (b <= 0.0)
		return;
	snprintf(name, sizeof name, "ratio_%s_vs_%s", ours, theirs);
	printf("  %-30s / %-32s = %.3f\n", ours, theirs, a / b);
	bench_result(name, a / b, "ratio");
}

static void print_method(method *m)
{
	if (!method_found(m)) {
		printf("%-34s  (peer not installed)\n", m->what);
		return;
	}
	double ns = method_ns(m);
	printf("%-34s %9.2f %-8s %8zu", m->what, ns, m->unit, m->hits);
	if (m->kind != KIND_NONE)
		printf("  %6zu (+%zu -%zu, gap <= %.3g)", m->diff, m->peer_only, m->ours_only,
		       m->max_gap);
	printf("\n");
}

static void print_results(void)
{
	printf("\n%-34s %9s %-8s %8s  %s\n", "method", "time", "unit", "hits",
	       "differ from exact (+ says hit, - says miss; largest gap between shapes)");
	for (size_t k = 0; k < METHOD_COUNT; k++)
		print_method(&methods[k]);
	printf("\nratios ours / theirs (ns per pair, same pairs, same run):\n");
	print_ratio("fp_footprint_overlap", "box2d_b2CollidePolygons");
	print_ratio("fp_footprint_overlap", "box2d_b2TestOverlap");
	print_ratio("fp_footprint_overlap", "chipmunk_cpShapesCollide_box");
	print_ratio("fp_circle_footprint", "box2d_b2CollidePolygonAndCircle");
	print_ratio("fp_circle_footprint", "chipmunk_cpShapesCollide_circle");
	printf("\n");
	for (size_t k = 0; k < METHOD_COUNT; k++) {
		method *m = &methods[k];
		char name[128];
		if (!method_found(m))
			continue;
		snprintf(name, sizeof name, "%s_ns", m->name);
		bench_result(name, method_ns(m), m->unit);
		if (m->kind != KIND_NONE && m->run != run_footprint_overlap &&
		    m->run != run_circle_footprint) {
			snprintf(name, sizeof name, "%s_differ", m->name);
			bench_result(name, (double)m->diff, "pairs");
			snprintf(name, sizeof name, "%s_differ_max_gap", m->name);
			bench_result(name, m->max_gap, "units");
		}
	}
}

static void print_header(void)
{
	printf("bench_pairs: %d box pairs and %d circle-box pairs, seed %u, median of %d runs\n",
	       PAIRS, PAIRS, SEED, RUNS);
	printf("peers: Box2D %s, Chipmunk %s\n",
	       peer_box2d_found() ? "2.4.1 (found)" : "MISSING (not built in)",
	       peer_chipmunk_found() ? "7 (found)" : "MISSING (not built in)");
	if (peer_box2d_found())
		printf("Box2D's polygons carry a skin of %g: pairs closer than that differ.\n",
		       peer_box2d_skin());
}

static int full_run(void)
{
	pair_scene s;
	uint8_t *hit = malloc(CHUNK), *exact_box = malloc(CHUNK), *exact_circle = malloc(CHUNK);
	if (!pair_scene_init(&s, CHUNK) || !hit || !exact_box || !exact_circle) {
		fprintf(stderr, "bench_pairs: out of memory\n");
		return 1;
	}
	print_header();
	bench_rng r = {SEED};
	for (size_t done = 0; done < PAIRS; done += CHUNK) {
		size_t n = PAIRS - done < CHUNK ? PAIRS - done : CHUNK;
		pair_scene_fill(&s, &r, n);
		chunk_measure(&s, hit, exact_box, exact_circle);
	}
	print_results();
	printf("(sink %llu)\n", (unsigned long long)bench_sink);
	pair_scene_fini(&s);
	free(hit);
	free(exact_box);
	free(exact_circle);
	return 0;
}

/* The short modes: each one pass over n pairs (or boxes), and the setup-only
 * modes callgrind.sh subtracts from them. The footprint modes fill boxes
 * alone, so no footprint is made before the pass. */
typedef struct short_mode {
	const char *name;
	bool boxes_only;
	size_t (*run)(const pair_scene *s, const void *prep, uint8_t *hit);
} short_mode;

static const short_mode short_modes[] = {
	{ "overlap", false, run_footprint_overlap },
	{ "circle", false, run_circle_footprint },
	{ "none", false, NULL },
	{ "footprint", true, run_footprint_of },
	{ "footprints", true, run_footprints_of },
	{ "boxes", true, NULL },
};

/* One pass of one test: callgrind's subject. */
static int short_run(const char *name, long n)
{
	const short_mode *m = NULL;
	for (size_t i = 0; i < sizeof short_modes / sizeof short_modes[0]; i++) {
		if (!strcmp(name, short_modes[i].name))
			m = &short_modes[i];
	}
	if (m == NULL) {
		fprintf(stderr, "bench_pairs --short: mode '%s' is not overlap, circle, none, "
		        "footprint, footprints or boxes\n", name);
		return 2;
	}
	pair_scene s;
	if (n < 0 || !pair_scene_init(&s, (size_t)n + 1)) {
		fprintf(stderr, "bench_pairs --short: bad count or out of memory\n");
		return 1;
	}
	bench_rng r = {SEED};
	if (m->boxes_only) {
		s.n = (size_t)n;
		for (size_t i = 0; i < s.n; i++)
			s.a[i] = bench_pair_box(&r);
	} else {
		pair_scene_fill(&s, &r, (size_t)n);
	}
	size_t hits = m->run ? m->run(&s, NULL, NULL) : 0;
	printf("%s %ld: %zu hits (boxes done in the footprint modes)\n", name, n, hits);
	pair_scene_fini(&s);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 4 && !strcmp(argv[1], "--short"))
		return short_run(argv[2], strtol(argv[3], NULL, 10));
	if (argc != 1) {
		fprintf(stderr, "usage: %s [--short MODE N]\n", argv[0]);
		return 2;
	}
	return full_run();
}
