/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* bench_pairs.c: ns per pair of the exact tests, the seed variants and the
 * peers (Box2D, Chipmunk) on the same 1,000,000 box pairs and 1,000,000
 * circle-box pairs, ns per ray of the exact ray cast and Box2D's on
 * 1,000,000 segments at the first boxes of the pairs, and how often each
 * answer differs from the exact one.
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

#include <footprint/broadphase.h>
#include <footprint/ray.h>
#include "variants.h"

#include "bench_util.h"
#include "pair_scene.h"
#include "peers.h"

#define PAIRS 1000000
#define CHUNK 65536
#define RUNS 5
#define SEED 20261122u

/* One timed method: prepare turns a chunk into the method's own shapes
 * (untimed; NULL for ours), run answers every pair of the chunk. */
typedef struct method method;

/* A peer's pair call on its prepared shapes (peers.h). */
typedef size_t (*peer_call)(const peer_shapes *a, const peer_shapes *b, size_t n, uint8_t *hit);

struct method {
	const char *name;   /* the RESULT name */
	const char *what;   /* what a row of the table measures */
	const char *unit;   /* ns/pair or ns/box */
	int kind;           /* which exact answers it is compared with */
	void *(*prepare)(const pair_scene *s);
	void (*release)(void *prep);
	size_t (*run)(const method *m, const pair_scene *s, const void *prep, uint8_t *hit);
	peer_call peer;     /* a peer's method: its call */
	double time[RUNS];  /* seconds, summed over the chunks */
	size_t hits, diff, peer_only, ours_only;
	double max_gap;     /* largest gap between shapes of a differing pair */
};

enum { KIND_NONE, KIND_BOXES, KIND_CIRCLES, KIND_RAYS, KIND_COUNT };

/* A timed loop: how many of the chunk's pairs TEST(i) says hit, each
 * answer kept in hit[i] when hit is not NULL (the check's run). A macro,
 * as C has no templates: each method is its own loop, with its test
 * inlined or called as it would be by a caller of the library. */
#define PAIR_LOOP(name, TEST)                                                   \
	static size_t name(const method *m, const pair_scene *s, const void *prep, \
	                   uint8_t *hit)                                           \
	{                                                                        \
		(void)m;                                                             \
		(void)prep;                                                          \
		size_t hits = 0;                                                     \
		for (size_t i = 0; i < s->n; i++) {                                  \
			bool h = (TEST);                                                 \
			hits += h;                                                       \
			if (hit)                                                         \
				hit[i] = h;                                                  \
		}                                                                    \
		return hits;                                                         \
	}

static const fp_tri_opts seed_opts = {0.0, true, true};

/* fp_tri_collide's answer (or its variant's) as one bool. */
static inline bool tri_collide_hit(fp_status (*f)(fp_tri, fp_tri, fp_tri_opts, bool *), fp_tri a,
                                   fp_tri b)
{
	bool h = false;
	f(a, b, seed_opts, &h);
	return h;
}

PAIR_LOOP(run_footprint_overlap, fp_footprint_overlap(&s->fa[i], &s->fb[i]))
PAIR_LOOP(run_circle_footprint, fp_circle_footprint(s->circle[i], &s->fc[i]))
PAIR_LOOP(run_ray_footprint, fp_ray_footprint(s->ray_from[i], s->ray_to[i], &s->fa[i]).hit)
PAIR_LOOP(run_sat, fp_variant_box_overlap_sat(&s->fa[i], &s->fb[i]))
PAIR_LOOP(run_box_overlap, fp_box_overlap(s->a[i], s->b[i]))
PAIR_LOOP(run_circle_box, fp_circle_box(s->circle[i], s->cbox[i]))
PAIR_LOOP(run_tri_overlap, fp_tri_overlap(s->ta[i], s->tb[i]))
PAIR_LOOP(run_tri_collide, tri_collide_hit(fp_tri_collide, s->ta[i], s->tb[i]))
PAIR_LOOP(run_variant_tri_collide, tri_collide_hit(fp_variant_tri_collide, s->ta[i], s->tb[i]))
PAIR_LOOP(run_circle_tri, fp_circle_tri(s->circle[i], s->tc[i]))
PAIR_LOOP(run_variant_circle_tri,
          fp_variant_circle_tri_stage(s->circle[i], s->tc[i]) != FP_STAGE_NONE)

/* The loop a caller making footprints one at a time writes: source and
 * destination as restrict pointers, so that the compiler may build each
 * footprint where it belongs (GCC does; without restrict, each goes through
 * a temporary and an 84-byte copy). Nothing else: no reading back. */
static void footprints_one_by_one(const fp_box *restrict in, size_t n, fp_footprint *restrict out)
{
	for (size_t i = 0; i < n; i++)
		out[i] = fp_footprint_of(in[i]);
}

/* Footprints, one call a box or one for all; both give the number of boxes
 * as their "hits". */
#define FOOTPRINT_PASS(name, MAKE)                                              \
	static size_t name(const method *m, const pair_scene *s, const void *prep, \
	                   uint8_t *hit)                                           \
	{                                                                        \
		(void)m;                                                             \
		(void)prep;                                                          \
		(void)hit;                                                           \
		MAKE(s->a, s->n, s->scratch);                                        \
		return s->n;                                                         \
	}

FOOTPRINT_PASS(run_footprint_of, footprints_one_by_one)
FOOTPRINT_PASS(run_footprints_of, fp_footprints_of)

/* The batch test's chunk: both footprints of every pair in one array, and
 * the pairs naming them (made before timing, as the peers' shapes are). */
typedef struct batch_prep {
	fp_footprint *fp;
	fp_pair *pair;
	bool *hit;
} batch_prep;

static void batch_release(void *prep)
{
	batch_prep *b = prep;
	if (b) {
		free(b->fp);
		free(b->pair);
		free(b->hit);
	}
	free(b);
}

static void *batch_prepare(const pair_scene *s)
{
	batch_prep *b = calloc(1, sizeof *b);
	if (!b || !(b->fp = malloc(2 * s->n * sizeof *b->fp)) ||
	    !(b->pair = malloc(s->n * sizeof *b->pair)) || !(b->hit = malloc(s->n))) {
		batch_release(b);
		return NULL;
	}
	for (size_t i = 0; i < s->n; i++) {
		b->fp[2 * i] = s->fa[i];
		b->fp[2 * i + 1] = s->fb[i];
		b->pair[i].a = (uint32_t)(2 * i);
		b->pair[i].b = (uint32_t)(2 * i + 1);
	}
	return b;
}

static size_t run_batch(const method *m, const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)m;
	const batch_prep *b = prep;
	size_t hits = fp_footprint_overlap_batch(b->fp, 2 * s->n, b->pair, s->n, b->hit);
	for (size_t i = 0; hit && i < s->n; i++)
		hit[i] = b->hit[i];
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

/* Box2D's ray casts: the boxes a[i] as its polygons. */
static void *prep_box2d_rays(const pair_scene *s)
{
	return peer_box2d_boxes(s->a, s->n);
}

static void release_box2d_rays(void *prep)
{
	peer_box2d_free(prep);
}

static size_t run_box2d_rays(const method *m, const pair_scene *s, const void *prep, uint8_t *hit)
{
	(void)m;
	return peer_box2d_ray_cast(prep, s->ray_from, s->ray_to, s->n, hit);
}

/* A peer's method: its call on the chunk's prepared shape sets. */
static size_t run_peer(const method *m, const pair_scene *s, const void *prep, uint8_t *hit)
{
	const peer_prep *p = prep;
	return m->peer(p->x, p->y, s->n, hit);
}

#define METHOD(n, w, u, k, p, r, f) \
	{.name = n, .what = w, .unit = u, .kind = k, .prepare = p, .release = r, .run = f}
#define PEER(n, w, k, p, call)                                                                 \
	{.name = n, .what = w, .unit = "ns/pair", .kind = k, .prepare = p, .release = prep_release, \
	 .run = run_peer, .peer = call}

/* Box methods first, then circles; peers last in each group. The first of
 * each kind is the exact reference the others are compared with. */
static method methods[] = {
	METHOD("fp_footprint_overlap", "exact box pair, footprints", "ns/pair", KIND_BOXES, NULL, NULL,
	 run_footprint_overlap),
	METHOD("fp_box_overlap", "exact box pair, from angles", "ns/pair", KIND_BOXES, NULL, NULL,
	 run_box_overlap),
	METHOD("fp_variant_box_overlap_sat", "float SAT baseline", "ns/pair", KIND_BOXES, NULL, NULL,
	 run_sat),
	METHOD("fp_footprint_overlap_batch", "exact box pairs, batch", "ns/pair", KIND_BOXES,
	 batch_prepare, batch_release, run_batch),
	METHOD("fp_footprint_of", "footprint of a box", "ns/box", KIND_NONE, NULL, NULL, run_footprint_of),
	METHOD("fp_footprints_of", "footprints, one call for all", "ns/box", KIND_NONE, NULL, NULL,
	 run_footprints_of),
	METHOD("fp_tri_overlap", "exact triangle pair", "ns/pair", KIND_NONE, NULL, NULL, run_tri_overlap),
	METHOD("fp_tri_collide", "exact seed triangle test", "ns/pair", KIND_NONE, NULL, NULL,
	 run_tri_collide),
	METHOD("fp_variant_tri_collide", "seed triangle test, float", "ns/pair", KIND_NONE, NULL, NULL,
	 run_variant_tri_collide),
	PEER("box2d_b2CollidePolygons", "Box2D b2CollidePolygons", KIND_BOXES, prep_box2d_boxes,
	     peer_box2d_collide_polygons),
	PEER("box2d_b2TestOverlap", "Box2D b2TestOverlap", KIND_BOXES, prep_box2d_boxes,
	     peer_box2d_test_overlap),
	PEER("chipmunk_cpShapesCollide_box", "Chipmunk cpShapesCollide", KIND_BOXES,
	     prep_chipmunk_boxes, peer_chipmunk_collide),
	METHOD("fp_circle_footprint", "exact circle-box, footprints", "ns/pair", KIND_CIRCLES, NULL, NULL,
	 run_circle_footprint),
	METHOD("fp_circle_box", "exact circle-box, from angles", "ns/pair", KIND_CIRCLES, NULL, NULL,
	 run_circle_box),
	METHOD("fp_circle_tri", "exact circle-triangle", "ns/pair", KIND_NONE, NULL, NULL, run_circle_tri),
	METHOD("fp_variant_circle_tri_stage", "seed circle-triangle, float", "ns/pair", KIND_NONE, NULL,
	 NULL, run_variant_circle_tri),
	PEER("box2d_b2CollidePolygonAndCircle", "Box2D b2CollidePolygonAndCircle", KIND_CIRCLES,
	     prep_box2d_circles, peer_box2d_collide_polygon_circle),
	PEER("chipmunk_cpShapesCollide_circle", "Chipmunk cpShapesCollide", KIND_CIRCLES,
	     prep_chipmunk_circles, peer_chipmunk_collide),
	METHOD("fp_ray_footprint", "exact ray cast at a box", "ns/ray", KIND_RAYS, NULL, NULL,
	 run_ray_footprint),
	METHOD("box2d_b2PolygonShape_RayCast", "Box2D b2PolygonShape::RayCast", "ns/ray", KIND_RAYS,
	 prep_box2d_rays, release_box2d_rays, run_box2d_rays),
};
#define METHOD_COUNT (sizeof methods / sizeof methods[0])

static bool method_found(const method *m)
{
	if (m->prepare == prep_box2d_boxes || m->prepare == prep_box2d_circles ||
	    m->prepare == prep_box2d_rays)
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
		if (m->kind == KIND_RAYS)
			continue; /* no gap between a segment and a box is measured */
		double gap = m->kind == KIND_BOXES ? pair_gap_boxes(&s->fa[i], &s->fb[i])
		                                   : pair_gap_circle(s->circle[i], &s->fc[i]);
		if (gap > m->max_gap)
			m->max_gap = gap;
	}
}

/* Times every method on one chunk, RUNS times each, then checks answers. */
static void chunk_measure(const pair_scene *s, uint8_t *hit, uint8_t *const exact[KIND_COUNT])
{
	run_footprint_overlap(NULL, s, NULL, exact[KIND_BOXES]);
	run_circle_footprint(NULL, s, NULL, exact[KIND_CIRCLES]);
	run_ray_footprint(NULL, s, NULL, exact[KIND_RAYS]);
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
			size_t h = m->run(m, s, prep, NULL);
			m->time[r] += bench_now() - t0;
			if (r == 0)
				m->hits += h;
			bench_sink += h;
		}
		if (m->kind != KIND_NONE) {
			m->run(m, s, prep, hit);
			method_compare(m, s, hit, exact[m->kind]);
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
	if (m->kind == KIND_RAYS)
		printf("  %6zu (+%zu -%zu)", m->diff, m->peer_only, m->ours_only);
	else if (m->kind != KIND_NONE)
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
	print_ratio("fp_footprint_overlap_batch", "fp_variant_box_overlap_sat");
	print_ratio("fp_footprint_overlap", "box2d_b2CollidePolygons");
	print_ratio("fp_footprint_overlap", "box2d_b2TestOverlap");
	print_ratio("fp_footprint_overlap", "chipmunk_cpShapesCollide_box");
	print_ratio("fp_circle_footprint", "box2d_b2CollidePolygonAndCircle");
	print_ratio("fp_circle_footprint", "chipmunk_cpShapesCollide_circle");
	print_ratio("fp_ray_footprint", "box2d_b2PolygonShape_RayCast");
	printf("\n");
	for (size_t k = 0; k < METHOD_COUNT; k++) {
		method *m = &methods[k];
		char name[128];
		if (!method_found(m))
			continue;
		snprintf(name, sizeof name, "%s_ns", m->name);
		bench_result(name, method_ns(m), m->unit);
		if (m->kind == KIND_NONE || m->run == run_footprint_overlap ||
		    m->run == run_circle_footprint || m->run == run_ray_footprint)
			continue; /* nothing to compare, or the exact answers themselves */
		snprintf(name, sizeof name, "%s_differ", m->name);
		bench_result(name, (double)m->diff, m->kind == KIND_RAYS ? "rays" : "pairs");
		if (m->kind != KIND_RAYS) {
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
	uint8_t *hit = malloc(CHUNK), *exact[KIND_COUNT] = {NULL};
	bool room = hit != NULL;
	for (int k = KIND_BOXES; k < KIND_COUNT; k++)
		room = (exact[k] = malloc(CHUNK)) != NULL && room;
	if (!pair_scene_init(&s, CHUNK) || !room) {
		fprintf(stderr, "bench_pairs: out of memory\n");
		return 1;
	}
	print_header();
	bench_rng r = {SEED};
	for (size_t done = 0; done < PAIRS; done += CHUNK) {
		size_t n = PAIRS - done < CHUNK ? PAIRS - done : CHUNK;
		pair_scene_fill(&s, &r, n);
		chunk_measure(&s, hit, exact);
	}
	print_results();
	printf("(sink %llu)\n", (unsigned long long)bench_sink);
	pair_scene_fini(&s);
	free(hit);
	for (int k = 0; k < KIND_COUNT; k++)
		free(exact[k]);
	return 0;
}

/* The short modes: each one pass over n pairs (or boxes), and the setup-only
 * modes callgrind.sh subtracts from them. The footprint modes fill boxes
 * alone, so no footprint is made before the pass. */
typedef struct short_mode {
	const char *name;
	size_t (*run)(const method *m, const pair_scene *s, const void *prep, uint8_t *hit);
} short_mode;

/* Over pairs of both kinds, the scene filled. */
static const short_mode pair_modes[] = {
	{ "overlap", run_footprint_overlap }, { "circle", run_circle_footprint }, { "none", NULL },
};

/* Over boxes alone. */
static const short_mode box_modes[] = {
	{ "footprint", run_footprint_of }, { "footprints", run_footprints_of }, { "boxes", NULL },
};

static const short_mode *mode_named(const short_mode *t, size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(name, t[i].name))
			return &t[i];
	return NULL;
}

/* One pass of one test: callgrind's subject. */
static int short_run(const char *name, long n)
{
	const short_mode *m = mode_named(box_modes, sizeof box_modes / sizeof box_modes[0], name);
	bool boxes_only = m != NULL;
	if (!m)
		m = mode_named(pair_modes, sizeof pair_modes / sizeof pair_modes[0], name);
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
	if (boxes_only) {
		s.n = (size_t)n;
		for (size_t i = 0; i < s.n; i++)
			s.a[i] = bench_pair_box(&r);
	} else {
		pair_scene_fill(&s, &r, (size_t)n);
	}
	size_t hits = m->run ? m->run(NULL, &s, NULL, NULL) : 0;
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
