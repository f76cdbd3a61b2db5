/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "lab.h"

#include <stdio.h>
#include <stdlib.h>

#include <SDL2/SDL.h>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include "display.h"
#include "lab_file.h"
#include "lab_input.h"
#include "lab_render.h"
#include "lab_state.h"
#include "lab_report.h"
#include "screenshot.h"
#include "text.h"

#define LAB_TEXT_PX 14
#define LAB_DEFAULT_FILE "footprints-lab.txt"

static bool file_exists(const char *path)
{
	FILE *f = fopen(path, "r");
	if (f)
		fclose(f);
	return f != NULL;
}

/* The state file, when there is one; a window may start a new file. */
static bool load(const lab_options *opt, lab_state *s)
{
	char err[512];
	if (!opt->file)
		return true;
	if (!opt->headless && !file_exists(opt->file))
		return true;
	if (lab_file_read(opt->file, s, err, sizeof err))
		return true;
	fprintf(stderr, "footprints: %s\n", err);
	return false;
}

static void print_verdicts(const lab_verdicts *v)
{
	for (int i = 0; i < v->count; ++i)
		printf("%-30s %s\n", v->row[i].label, v->row[i].value);
}

/* One frame on a software renderer, saved as PNG; false with the reason on
 * stderr. */
static bool screenshot(const lab_state *s, const lab_verdicts *v, const char *path)
{
	SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, LAB_VIEW_W, LAB_VIEW_H, 32,
		SDL_PIXELFORMAT_ARGB8888);
	SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
	if (!r) {
		fprintf(stderr, "footprints: lab: cannot render headless: %s\n", SDL_GetError());
		SDL_FreeSurface(surf);
		return false;
	}
	text *t = text_create(r, LAB_TEXT_PX);
	lab_render(r, t, s, v, "");
	char err[512];
	bool ok = screenshot_save(r, path, err, sizeof err);
	if (!ok)
		fprintf(stderr, "footprints: %s\n", err);
	text_destroy(t);
	SDL_DestroyRenderer(r);
	SDL_FreeSurface(surf);
	return ok;
}

static int run_headless(const lab_options *opt, const lab_state *s)
{
	lab_verdicts v;
	lab_report(s, &v);
	print_verdicts(&v);
	if (opt->screenshot && !screenshot(s, &v, opt->screenshot))
		return 1;
	return 0;
}

static void save(const char *path, const lab_state *s, char *status, size_t size)
{
	char err[512];
	if (lab_file_write(path, s, err, sizeof err))
		snprintf(status, size, "saved %s", path);
	else
		snprintf(status, size, "NOT saved: %s", err);
}

/* The lab in its window: what each frame needs. */
typedef struct lab_window {
	SDL_Window *w;
	SDL_Renderer *r;
	text *t;
	lab_state s;
	char path[1024];
	char status[1100];
} lab_window;

/* One frame: the picture, then the events (wait: blocks until the first
 * one comes); false once the lab is asked to quit. */
static bool lab_frame(lab_window *lw, bool wait)
{
	lab_verdicts v;
	lab_report(&lw->s, &v);
	lab_render(lw->r, lw->t, &lw->s, &v, lw->status);
	SDL_RenderPresent(lw->r);
	SDL_Event e;
	bool more = wait ? SDL_WaitEvent(&e) != 0 : SDL_PollEvent(&e) != 0;
	bool quit = wait && !more;
	for (; more; more = SDL_PollEvent(&e) != 0) {
		lab_action a = lab_input_event(&lw->s, &e);
		if (a == LAB_ACTION_SAVE)
			save(lw->path, &lw->s, lw->status, sizeof lw->status);
		quit = quit || a == LAB_ACTION_QUIT;
	}
	return !quit;
}

#ifndef __EMSCRIPTEN__
static void lab_window_close(lab_window *lw)
{
	text_destroy(lw->t);
	SDL_DestroyRenderer(lw->r);
	SDL_DestroyWindow(lw->w);
	SDL_Quit();
	free(lw);
}
#else
/* The page's frame callback: one frame, never blocking. A page has
 * nowhere to quit to: quitting the lab opens the game's page. */
static void web_frame(void *arg)
{
	lab_window *lw = arg;
	static bool first = true;
	if (first) {
		first = false;
		printf("footprints: lab first frame at %.0f ms\n", emscripten_get_now());
		fflush(stdout);
	}
	if (!lab_frame(lw, false))
		emscripten_run_script("location.href = location.pathname;");
}
#endif

/* Runs the frames in the open window, until quit on the desktop; in the
 * browser it hands them to the page and returns, leaving the window open. */
static void run_frames(lab_window *lw)
{
#ifdef __EMSCRIPTEN__
	emscripten_set_main_loop_arg(web_frame, lw, 0, 0);
#else
	while (lab_frame(lw, true))
		;
	lab_window_close(lw);
#endif
}

static int run_window(const lab_options *opt, const lab_state *s)
{
	display_name_class();
	if (SDL_Init(SDL_INIT_VIDEO) != 0) {
		fprintf(stderr, "footprints: lab: SDL_Init: %s\n", SDL_GetError());
		return 1;
	}
	if (display_missing()) {
		SDL_Quit();
		return 2;
	}
	SDL_Window *w = SDL_CreateWindow("footprints lab", SDL_WINDOWPOS_CENTERED,
		SDL_WINDOWPOS_CENTERED, LAB_VIEW_W, LAB_VIEW_H, SDL_WINDOW_RESIZABLE);
	SDL_Renderer *r = w ? SDL_CreateRenderer(w, -1, SDL_RENDERER_PRESENTVSYNC) : NULL;
	if (w && !r)
		r = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE);
	lab_window *lw = r ? calloc(1, sizeof *lw) : NULL;
	if (!lw) {
		fprintf(stderr, "footprints: lab: no window: %s\n", r ? "out of memory" : SDL_GetError());
		if (r)
			SDL_DestroyRenderer(r);
		if (w)
			SDL_DestroyWindow(w);
		SDL_Quit();
		return 1;
	}
	/* Mouse events then arrive in logical pixels whatever the window size. */
	SDL_RenderSetLogicalSize(r, LAB_VIEW_W, LAB_VIEW_H);
	*lw = (lab_window){.w = w, .r = r, .t = text_create(r, LAB_TEXT_PX), .s = *s};
	snprintf(lw->path, sizeof lw->path, "%s", opt->file ? opt->file : LAB_DEFAULT_FILE);
	snprintf(lw->status, sizeof lw->status, "state file: %s", lw->path);
	run_frames(lw);
	return 0;
}

int lab_run(const lab_options *opt)
{
	lab_state s;
	lab_state_init(&s);
	if (!load(opt, &s))
		return 2;
	if (opt->headless)
		return run_headless(opt, &s);
	return run_window(opt, &s);
}
