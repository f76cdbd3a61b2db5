/* bench_view [LEVEL] [ACTORS] [FRAMES]: the game's frames in a real window
 * (needs a display: bench/view.sh starts a private Xvfb), the level filled
 * with wandering actors up to ACTORS (default 2000): each frame one world
 * step, the picture drawn (world, HUD), presented and finished, vsync off.
 * Prints the milliseconds a frame takes in the top-down view (the baseline,
 * same run) and in the 3D view from the chase and the overview camera
 * (which sees every actor): wall time (median and 95th percentile; its
 * share of 60 Hz's 16.7 ms) and the process's CPU time, all threads
 * (Mesa's llvmpipe rasterizes on its own), which a busy machine inflates
 * less. */
#define _POSIX_C_SOURCE 200809L
#include <time.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL2/SDL.h>

#include "bench_util.h"
#include "frame.h"
#include "renderer.h"
#include "flow.h"
#include "session.h"
#include "view.h"

#define WINDOW_W 1280
#define WINDOW_H 720
#define WARMUP 30

typedef struct run {
	const char *name;
	const char *view;
	bool overview;
} run;

static const run runs[] = {
	{"top-down (baseline)", "2d", false},
	{"3D, chase camera", "3d", false},
	{"3D, overview of every actor", "3d", true},
};

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double process_cpu(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Frames of s in its view: the median and 95th percentile of their wall
 * times, and their mean CPU time, ms. */
static void time_frames(SDL_Renderer *r, const frame_fonts *f, session *s, int frames,
                        double *median, double *p95, double *cpu)
{
	double cpu0 = 0.0;
	double *ms = malloc((size_t)frames * sizeof *ms);
	if (ms == NULL)
		exit(1);
	int w = 0, h = 0;
	SDL_GetRendererOutputSize(r, &w, &h);
	session_resize(s, (float)w, (float)h);
	for (int i = -WARMUP; i < frames; i++) {
		if (i == 0)
			cpu0 = process_cpu();
		double t0 = bench_now();
		flow_tick(s);
		frame_draw(r, f, s, 60.0);
		SDL_RenderPresent(r);
		/* The picture is finished before the clock stops. */
		SDL_RenderReadPixels(r, &(SDL_Rect){0, 0, 1, 1}, SDL_PIXELFORMAT_ARGB8888,
		                     &(uint32_t){0}, 4);
		if (i >= 0)
			ms[i] = (bench_now() - t0) * 1000.0;
		for (SDL_Event e; SDL_PollEvent(&e);)
			;
	}
	*cpu = (process_cpu() - cpu0) * 1000.0 / frames;
	qsort(ms, (size_t)frames, sizeof *ms, by_value);
	*median = ms[frames / 2];
	*p95 = ms[frames * 95 / 100];
	free(ms);
}

int main(int argc, char **argv)
{
	const char *path = argc > 1 ? argv[1] : "assets/levels/03-the-crowd.tmj";
	long actors = argc > 2 ? strtol(argv[2], NULL, 10) : 2000;
	int frames = argc > 3 ? atoi(argv[3]) : 300;
	char err[512];
	level lv;
	if (!level_load(path, &lv, err, sizeof err) || actors < (long)lv.actor_count || frames < 20) {
		fprintf(stderr, "usage: bench_view [LEVEL] [ACTORS] [FRAMES]: %s\n", err);
		return 2;
	}
	size_t stress = (size_t)actors - lv.actor_count;
	level_free(&lv);
	if (SDL_Init(SDL_INIT_VIDEO) != 0) {
		fprintf(stderr, "bench_view: no display: %s\n", SDL_GetError());
		return 1;
	}
	renderer_prefer_gl();
	SDL_Window *win = SDL_CreateWindow("bench_view", 0, 0, WINDOW_W, WINDOW_H, SDL_WINDOW_OPENGL);
	SDL_Renderer *r = win ? SDL_CreateRenderer(win, -1, 0) : NULL;
	frame_fonts f = {0};
	if (r == NULL || !frame_fonts_create(&f, r)) {
		fprintf(stderr, "bench_view: no renderer: %s\n", SDL_GetError());
		return 1;
	}
	SDL_RendererInfo info;
	SDL_GetRendererInfo(r, &info);
	printf("bench_view: %s, %ld actors, %dx%d window, renderer %s, %d frames each, vsync off\n",
	       path, actors, WINDOW_W, WINDOW_H, info.name, frames);
	printf("%-30s %10s %10s %11s %12s\n", "view", "median ms", "p95 ms", "of 16.7 ms",
	       "CPU ms");
	double base = 0.0;
	for (size_t k = 0; k < sizeof runs / sizeof runs[0]; k++) {
		app_options o = {.headless = true, .seed = 1, .stress = stress};
		views_find(runs[k].view, &o.view);
		session s;
		if (!flow_init(&s, &o, path, err, sizeof err)) {
			fprintf(stderr, "bench_view: %s\n", err);
			return 1;
		}
		s.cam.overview = runs[k].overview;
		double median, p95, cpu;
		time_frames(r, &f, &s, frames, &median, &p95, &cpu);
		base = k == 0 ? median : base;
		printf("%-30s %10.2f %10.2f %10.0f%% %12.2f\n", runs[k].name, median, p95,
		       100.0 * median / (1000.0 / 60.0), cpu);
		char name[64];
		snprintf(name, sizeof name, "view_%s%s_frame", runs[k].view,
		         runs[k].overview ? "_overview" : "");
		bench_result(name, median, "ms");
		char cpu_name[80];
		snprintf(cpu_name, sizeof cpu_name, "%s_cpu", name);
		bench_result(cpu_name, cpu, "ms");
		if (k > 0) {
			strcat(name, "_over_2d");
			bench_result(name, median / base, "ratio");
		}
		session_fini(&s);
	}
	frame_fonts_destroy(&f);
	SDL_DestroyRenderer(r);
	SDL_DestroyWindow(win);
	SDL_Quit();
	return 0;
}
