/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* bench_frames [--view 2d|3d|overview] [--overlays none|all|LIST]
 *              [--stress N] [--size WxH] [--frames N] LEVEL
 * bench_frames --all [--frames N] LEVEL
 * The game's frames in a real window (needs a display: bench/frames.sh
 * starts a private Xvfb), vsync off: each frame one world step, then the
 * picture (world, overlays, HUD) drawn, presented and finished. Prints the
 * wall time of a frame (median and 95th percentile, ms, against 60 Hz's
 * 16.7 ms) and the process's CPU time a frame, all threads (Mesa's
 * llvmpipe rasterizes on threads of its own), which a busy machine
 * inflates less. --all runs every level of LEVEL's directory (the shipped
 * levels: assets/levels/) in the three views, with no overlays and with all,
 * at 1280x720, and prints a table and the worst p95. --overlays LIST names
 * the overlays shown (--overlay's names, comma-separated), to see what each
 * costs. Every REFERENCE_EVERY frames, between two, it times reference.h's
 * fixed work and prints its median (reference_ms): this shared machine's
 * speed in the same run, to tell a slow spell from a slow frame. */
#define _POSIX_C_SOURCE 200809L
#include <sys/resource.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL2/SDL.h>

#include "bench_util.h"
#include "flow.h"
#include "frame.h"
#include "heap.h"
#include "levels.h"
#include "options.h"
#include "overlays.h"
#include "reference.h"
#include "renderer.h"
#include "session.h"
#include "view.h"
#include "world_types.h"

#define WARMUP 30
#define REFERENCE_EVERY 10
/* Frames a run may time: enough for a 95th percentile, few enough to keep. */
#define FRAMES_MIN 20
#define FRAMES_MAX 1000000
#define BUDGET_MS (1000.0 / 60.0)

/* One way of looking: a view of the table and the 3D camera's goal. */
typedef struct look {
	const char *name; /* in --view and the table */
	const char *view; /* view.h's name */
	bool overview;
} look;

static const look looks[] = {
	{"2d", "2d", false},
	{"3d", "3d", false},
	{"overview", "3d", true},
};

#define LOOKS (sizeof looks / sizeof looks[0])

typedef struct config {
	size_t look;
	uint64_t overlays;
	const char *overlays_named; /* as --overlays said it */
	size_t stress;
	int w, h;
	int frames;
	bool all;
	const char *level;
} config;

typedef struct figures {
	double median, p95, cpu;
	double reference; /* reference_ms's median in the run */
} figures;

/* The machine's speed, timed between frames. */
static reference speed;

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* The process's CPU seconds, every thread's. */
static double process_cpu(void)
{
	struct rusage u;
	getrusage(RUSAGE_SELF, &u);
	return (double)u.ru_utime.tv_sec + 1e-6 * (double)u.ru_utime.tv_usec +
	       (double)u.ru_stime.tv_sec + 1e-6 * (double)u.ru_stime.tv_usec;
}

/* Every overlay of the table but the help, which covers the picture. */
static uint64_t all_overlays(void)
{
	uint64_t bits = 0;
	for (size_t i = 0; i < overlays_count(); i++)
		if (overlays_at(i) != &overlay_def_help)
			bits |= overlays_bit(i);
	return bits;
}

/* The overlays --overlays names: none, all, or a comma-separated list of
 * --overlay's names. */
static uint64_t overlays_named(const char *spec)
{
	if (strcmp(spec, "all") == 0)
		return all_overlays();
	uint64_t bits = 0;
	for (const char *at = spec; strcmp(spec, "none") != 0 && *at != '\0';) {
		size_t len = strcspn(at, ","), i;
		if (!overlays_find(at, len, &i)) {
			fprintf(stderr, "bench_frames: --overlays: '%.*s' is not an overlay\n", (int)len, at);
			exit(2);
		}
		bits |= overlays_bit(i);
		at += len + (at[len] == ',');
	}
	return bits;
}

/* One frame of s on r: the camera framing the picture, a step, the
 * picture, presented and finished. */
static void one_frame(SDL_Renderer *r, const frame_fonts *f, session *s)
{
	int w = 0, h = 0;
	SDL_GetRendererOutputSize(r, &w, &h);
	session_resize(s, (float)w, (float)h);
	flow_tick(s);
	frame_draw(r, f, s, 60.0);
	SDL_RenderPresent(r);
	/* The picture is finished before the clock stops. */
	SDL_RenderReadPixels(r, &(SDL_Rect){0, 0, 1, 1}, SDL_PIXELFORMAT_ARGB8888, &(uint32_t){0}, 4);
	for (SDL_Event e; SDL_PollEvent(&e);)
		;
}

static bool time_frames(SDL_Renderer *r, const frame_fonts *f, const config *c, const char *path,
                        figures *out)
{
	app_options o = {.headless = true, .seed = 1, .stress = c->stress};
	o.overlays = c->overlays;
	views_find(looks[c->look].view, &o.view);
	session s;
	char err[512];
	if (!flow_init(&s, &o, path, err, sizeof err)) {
		fprintf(stderr, "bench_frames: %s\n", err);
		return false;
	}
	s.cam.overview = looks[c->look].overview;
	size_t refs = 0;
	double *ms = malloc((size_t)c->frames * sizeof *ms), cpu0 = 0.0, ref_ms = 0.0;
	double *ref = malloc(((size_t)c->frames / REFERENCE_EVERY + 1) * sizeof *ref);
	if (ms == NULL || ref == NULL)
		exit(1);
	for (int i = -WARMUP; i < c->frames; i++) {
		if (i == 0)
			cpu0 = process_cpu();
		double t0 = bench_now();
		one_frame(r, f, &s);
		if (i >= 0)
			ms[i] = (bench_now() - t0) * 1000.0;
		if (i >= 0 && i % REFERENCE_EVERY == 0)
			ref_ms += ref[refs++] = reference_ms(&speed);
	}
	/* The reference's time is not the frames'. */
	out->cpu = ((process_cpu() - cpu0) * 1000.0 - ref_ms) / c->frames;
	qsort(ms, (size_t)c->frames, sizeof *ms, by_value);
	out->median = ms[c->frames / 2];
	out->p95 = ms[c->frames * 95 / 100];
	out->reference = bench_median(ref, refs);
	free(ms);
	free(ref);
	session_fini(&s);
	return true;
}

static void usage(void)
{
	fprintf(stderr, "usage: bench_frames [--view 2d|3d|overview] [--overlays none|all|LIST] "
	                "[--stress N] [--size WxH] [--frames N] LEVEL\n"
	                "       bench_frames --all [--frames N] LEVEL\n");
	exit(2);
}

static const char *value(int argc, char **argv, int *i)
{
	if (*i + 1 >= argc)
		usage();
	return argv[++*i];
}

static size_t look_named(const char *name)
{
	for (size_t k = 0; k < LOOKS; k++)
		if (strcmp(looks[k].name, name) == 0)
			return k;
	fprintf(stderr, "bench_frames: --view: '%s' is not 2d, 3d or overview\n", name);
	exit(2);
}

/* Exits with status 2 and err's message when ok is false. */
static void check(bool ok, const char *err)
{
	if (!ok) {
		fprintf(stderr, "bench_frames: %s\n", err);
		exit(2);
	}
}

static config parse(int argc, char **argv)
{
	config c = {.w = 1280, .h = 720, .frames = 300, .overlays_named = "none"};
	char err[256];
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		uint64_t n = 0;
		if (strcmp(a, "--view") == 0)
			c.look = look_named(value(argc, argv, &i));
		else if (strcmp(a, "--overlays") == 0)
			c.overlays = overlays_named(c.overlays_named = value(argc, argv, &i));
		else if (strcmp(a, "--stress") == 0) {
			check(options_count(a, value(argc, argv, &i), WORLD_STRESS_MAX, &n, err, sizeof err),
			      err);
			c.stress = (size_t)n;
		} else if (strcmp(a, "--size") == 0)
			check(options_size(value(argc, argv, &i), &c.w, &c.h, err, sizeof err), err);
		else if (strcmp(a, "--frames") == 0) {
			check(options_count(a, value(argc, argv, &i), FRAMES_MAX, &n, err, sizeof err), err);
			check(n >= FRAMES_MIN, "--frames: at least 20 frames, for a 95th percentile");
			c.frames = (int)n;
		} else if (strcmp(a, "--all") == 0)
			c.all = true;
		else if (a[0] == '-')
			usage();
		else
			c.level = a;
	}
	if (c.level == NULL)
		usage();
	return c;
}

static void report(const figures *g)
{
	bench_result("frame_ms_median", g->median, "ms");
	bench_result("frame_ms_p95", g->p95, "ms");
	bench_result("frame_cpu_ms", g->cpu, "ms");
	bench_result("frame_p95_over_budget", g->p95 / BUDGET_MS, "ratio");
	bench_result("reference_ms", g->reference, "ms");
}

static int run_one(SDL_Renderer *r, const frame_fonts *f, const config *c)
{
	figures g;
	if (!time_frames(r, f, c, c->level, &g))
		return 1;
	printf("%s, view %s, overlays %s, %zu stress actors, %dx%d, %d frames\n", c->level,
	       looks[c->look].name, c->overlays_named, c->stress, c->w, c->h, c->frames);
	report(&g);
	return 0;
}

static int run_all(SDL_Renderer *r, const frame_fonts *f, config c)
{
	levels_list l = {0};
	if (!levels_read(&l, c.level)) {
		fprintf(stderr, "bench_frames: cannot list the levels\n");
		return 1;
	}
	printf("%-28s %-9s %-8s %10s %10s %10s %10s\n", "level", "view", "overlays", "median ms",
	       "p95 ms", "CPU ms", "ref ms");
	figures worst = {0};
	const char *worst_at = "";
	int status = 0;
	double *refs = malloc(l.count * LOOKS * 2 * sizeof *refs);
	size_t runs = 0;
	if (refs == NULL)
		exit(1);
	for (size_t i = 0; i < l.count; i++)
		for (c.look = 0; c.look < LOOKS; c.look++)
			for (int ov = 0; ov < 2; ov++) {
				c.overlays = ov != 0 ? all_overlays() : 0;
				figures g;
				if (!time_frames(r, f, &c, l.entry[i].path, &g)) {
					status = 1;
					continue;
				}
				const char *name = strrchr(l.entry[i].path, '/');
				name = name != NULL ? name + 1 : l.entry[i].path;
				printf("%-28s %-9s %-8s %10.2f %10.2f %10.2f %10.3f\n", name,
				       looks[c.look].name, ov ? "all" : "none", g.median, g.p95, g.cpu,
				       g.reference);
				fflush(stdout);
				refs[runs++] = g.reference;
				if (g.p95 > worst.p95) {
					worst = g;
					worst_at = strrchr(l.entry[i].path, '/');
				}
			}
	printf("worst p95: %.2f ms (%s)\n", worst.p95, worst_at);
	bench_result("frame_ms_p95_worst", worst.p95, "ms");
	bench_result("frame_p95_worst_over_budget", worst.p95 / BUDGET_MS, "ratio");
	bench_result("reference_ms", runs > 0 ? bench_median(refs, runs) : 0.0, "ms");
	free(refs);
	levels_list_free(&l);
	return status;
}

int main(int argc, char **argv)
{
	config c = parse(argc, argv);
	if (c.all) {
		c.w = 1280;
		c.h = 720;
	}
	if (SDL_Init(SDL_INIT_VIDEO) != 0) {
		fprintf(stderr, "bench_frames: no display: %s\n", SDL_GetError());
		return 1;
	}
	renderer_prefer_gl();
	heap_keep_freed();
	SDL_SetHint(SDL_HINT_RENDER_VSYNC, "0");
	SDL_Window *win = SDL_CreateWindow("bench_frames", 0, 0, c.w, c.h, SDL_WINDOW_OPENGL);
	/* The game's window's renderer (the hint above takes its vsync off). */
	SDL_Renderer *r = win ? renderer_for_window(win) : NULL;
	frame_fonts f = {0};
	if (r == NULL || !frame_fonts_fit(&f, r, 1.0f)) {
		fprintf(stderr, "bench_frames: no renderer: %s\n", SDL_GetError());
		return 1;
	}
	if (!reference_init(&speed)) {
		fprintf(stderr, "bench_frames: out of memory\n");
		return 1;
	}
	SDL_RendererInfo info;
	SDL_GetRendererInfo(r, &info);
	printf("bench_frames: renderer %s, vsync off, %d frames a run after %d unmeasured\n",
	       info.name, c.frames, WARMUP);
	int status = c.all ? run_all(r, &f, c) : run_one(r, &f, &c);
	reference_fini(&speed);
	frame_fonts_destroy(&f);
	SDL_DestroyRenderer(r);
	SDL_DestroyWindow(win);
	SDL_Quit();
	return status;
}
