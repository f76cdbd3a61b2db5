/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "app.h"

#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>

#include "flow.h"
#include "frame.h"
#include "input.h"
#include "keymap.h"
#include "renderer.h"
#include "screenshot.h"
#include "session.h"
#include "music.h"
#include "sound.h"
#include "view.h"
#include "window.h"

/* A frame longer than this (a debugger stop, a dragged window) is cut to
 * it, so the simulation never runs a burst of catch-up steps. */
#define MAX_FRAME_SECONDS 0.25
/* Without vsync, frames are spaced at least a display refresh apart, at
 * this rate when the display does not say its own. */
#define FALLBACK_HZ 60

typedef struct rate {
	uint64_t start;
	uint64_t ticks;
	double per_second;
} rate;

static void rate_count(rate *r, uint64_t ticks)
{
	uint64_t now = SDL_GetPerformanceCounter(), f = SDL_GetPerformanceFrequency();
	r->ticks += ticks;
	if (r->start == 0)
		r->start = now;
	double dt = (double)(now - r->start) / (double)f;
	/* Until half a second has passed the figure covers what there is. */
	if (dt > 0.0 && (dt >= 0.5 || r->per_second == 0.0))
		r->per_second = (double)r->ticks / dt;
	if (dt >= 0.5) {
		r->start = now;
		r->ticks = 0;
	}
}

static int finish(SDL_Renderer *r, const frame_fonts *f, session *s, double tps)
{
	char err[512];
	flow_draw(r, f, s, tps, NULL);
	if (s->opt->screenshot != NULL && !screenshot_save(r, s->opt->screenshot, err, sizeof err)) {
		fprintf(stderr, "footprints: %s\n", err);
		return 1;
	}
	return 0;
}

/* Headless: steps as fast as it can and draws only the last frame, which is
 * the same picture a window of the frame's size would show at that tick;
 * the renderer is made then, for the view shown. */
static int run_headless(session *s)
{
	int w = 0, h = 0;
	frame_headless_size(&s->w, &w, &h);
	session_resize(s, (float)w, (float)h);
	rate tps = {0};
	while (!session_over(s))
		rate_count(&tps, flow_tick(s));
	renderer_headless sh;
	frame_fonts f = {0};
	int status = 1;
	bool gl = view_at(s->view)->needs_gl;
	if (!renderer_headless_open(&sh, w, h, gl) || !frame_fonts_create(&f, sh.r)) {
		fprintf(stderr, "footprints: headless renderer%s: %s\n",
		        gl ? " (OpenGL, SDL's offscreen driver)" : "", SDL_GetError());
		goto out;
	}
	status = finish(sh.r, &f, s, tps.per_second);
out:
	frame_fonts_destroy(&f);
	renderer_headless_close(&sh);
	return status;
}

static void act(session *s, const input_action *acts, size_t n)
{
	for (size_t i = 0; i < n; i++)
		flow_act(s, acts[i].action, acts[i].down);
}

static void handle_events(session *s, input *in, window *win, const menu_hits *hits)
{
	/* Room for a click's walk across every item shown, and its select. */
	input_action acts[2 * MENU_SHOWN_MAX + 4];
	for (SDL_Event e; SDL_PollEvent(&e);) {
		window_event(win, s, &e);
		bool in_menu = flow_in_menu(s);
		size_t n = input_event(in, &e, in_menu ? WHEN_MENU : 0u, acts, 8);
		act(s, acts, n);
		n = input_mouse(&e, hits, s->menu_item, in_menu, acts, sizeof acts / sizeof acts[0]);
		act(s, acts, n);
	}
	act(s, acts, input_pad_actions(in, acts, 8));
	s->analog = input_analog(in);
}

/* Fixed ticks of WORLD_DT from an accumulator of real time; the picture
 * shows the latest state and never feeds back into the ticks. */
static uint64_t advance(session *s, double *acc, double frame)
{
	uint64_t steps = 0;
	*acc += frame > MAX_FRAME_SECONDS ? MAX_FRAME_SECONDS : frame;
	while (*acc >= (double)WORLD_DT && !session_over(s)) {
		steps += flow_tick(s);
		*acc -= (double)WORLD_DT;
	}
	return steps;
}

/* The music the session asks for at the volumes it asks for, and the
 * sounds of what happened since the last frame. */
static void play_sound(sound *snd, session *s)
{
	static const char *const cue_names[SESSION_CUE_COUNT] = {
		[SESSION_CUE_MOVE] = "menu-move", [SESSION_CUE_CHOOSE] = "menu-choose"};
	sound_volumes(snd, s->music_volume, s->effects_volume, session_silent(s));
	sound_music(snd, music_for(s));
	world_events heard = session_take_events(s);
	unsigned cues = session_take_cues(s);
	sound_play(snd, heard);
	for (int c = 0; c < SESSION_CUE_COUNT; c++)
		if ((cues & (1u << c)) != 0)
			sound_cue(snd, cue_names[c]);
}

static double seconds(void)
{
	return (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
}

/* The display's refresh interval, seconds. */
static double refresh_interval(SDL_Window *w)
{
	SDL_DisplayMode m;
	int i = SDL_GetWindowDisplayIndex(w);
	int hz = i >= 0 && SDL_GetCurrentDisplayMode(i, &m) == 0 && m.refresh_rate > 0
	                 ? m.refresh_rate
	                 : FALLBACK_HZ;
	return 1.0 / (double)hz;
}

/* Notes a frame presented now, which took since *last: the stats panel's
 * figures and the next tick's stats line; without vsync (unless asked to
 * run free), waits out the rest of a display refresh first, so no more
 * frames are drawn than the display shows. */
static void frame_presented(session *s, const window *win, frame_clock *clock, double *last)
{
	if (!win->vsync && !s->opt->no_vsync) {
		double wait = *last + refresh_interval(win->win) - seconds();
		if (wait > 0.0)
			SDL_Delay((Uint32)(wait * 1000.0));
	}
	double now = seconds();
	s->frame_ms = (now - *last) * 1000.0;
	frame_clock_add(clock, now, s->frame_ms);
	s->frame_rate = frame_clock_figures(clock, now);
	*last = now;
}

static int window_loop(session *s, window *win, const frame_fonts *f)
{
	frame_clock clock = {0};
	double presented = seconds();
	input in;
	sound snd;
	sound_open(&snd);
	input_init(&in, s->record != NULL);
	rate tps = {0};
	menu_hits hits = {0};
	double acc = 0.0;
	uint64_t last = SDL_GetPerformanceCounter();
	while (!session_over(s)) {
		uint64_t now = SDL_GetPerformanceCounter();
		double frame = (double)(now - last) / (double)SDL_GetPerformanceFrequency();
		last = now;
		int ww = 0, wh = 0;
		SDL_GetRendererOutputSize(win->r, &ww, &wh);
		session_resize(s, (float)ww, (float)wh);
		handle_events(s, &in, win, &hits);
		rate_count(&tps, advance(s, &acc, frame));
		play_sound(&snd, s);
		window_sync(win, s);
		if (session_over(s))
			break;
		flow_draw(win->r, f, s, tps.per_second, &hits);
		SDL_RenderPresent(win->r);
		frame_presented(s, win, &clock, &presented);
	}
	input_fini(&in);
	sound_close(&snd);
	return finish(win->r, f, s, tps.per_second);
}

static int run_window(session *s)
{
	window win;
	int status = window_open(&win, s);
	if (status != 0)
		return status;
	frame_fonts f = {0};
	status = 1;
	if (frame_fonts_create(&f, win.r))
		status = window_loop(s, &win, &f);
	else
		fprintf(stderr, "footprints: cannot open a window: %s\n", SDL_GetError());
	frame_fonts_destroy(&f);
	window_close(&win, s);
	return status;
}

int app_run(const app_options *opt, const char *path)
{
	session s;
	char err[1024];
	/* The level, script and output files are checked before any window. */
	if (!flow_init(&s, opt, path, err, sizeof err)) {
		fprintf(stderr, "footprints: %s\n", err);
		return 2;
	}
	IMG_Init(IMG_INIT_PNG);
	int status = opt->headless ? run_headless(&s) : run_window(&s);
	if (!session_fini(&s) && status == 0)
		status = 1;
	if (TTF_WasInit())
		TTF_Quit();
	IMG_Quit();
	return status;
}
