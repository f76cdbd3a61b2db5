/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "lab.h"

#include <stdio.h>

#include <SDL2/SDL.h>

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

static void loop(SDL_Renderer *r, const char *path, lab_state *s)
{
	text *t = text_create(r, LAB_TEXT_PX);
	char status[600];
	snprintf(status, sizeof status, "state file: %s", path);
	for (;;) {
		lab_verdicts v;
		lab_report(s, &v);
		lab_render(r, t, s, &v, status);
		SDL_RenderPresent(r);
		SDL_Event e;
		if (!SDL_WaitEvent(&e))
			break;
		bool quit = false;
		do {
			lab_action a = lab_input_event(s, &e);
			if (a == LAB_ACTION_SAVE)
				save(path, s, status, sizeof status);
			quit = quit || a == LAB_ACTION_QUIT;
		} while (SDL_PollEvent(&e));
		if (quit)
			break;
	}
	text_destroy(t);
}

static int run_window(const lab_options *opt, lab_state *s)
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
	if (!r) {
		fprintf(stderr, "footprints: lab: no window: %s\n", SDL_GetError());
		if (w)
			SDL_DestroyWindow(w);
		SDL_Quit();
		return 1;
	}
	/* Mouse events then arrive in logical pixels whatever the window size. */
	SDL_RenderSetLogicalSize(r, LAB_VIEW_W, LAB_VIEW_H);
	loop(r, opt->file ? opt->file : LAB_DEFAULT_FILE, s);
	SDL_DestroyRenderer(r);
	SDL_DestroyWindow(w);
	SDL_Quit();
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
