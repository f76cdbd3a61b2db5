/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "main_loop.h"

#include "flow.h"
#include "keymap.h"
#include "music.h"

/* A frame longer than this (a debugger stop, a dragged window) is cut to
 * it, so the simulation never runs a burst of catch-up steps. */
#define MAX_FRAME_SECONDS 0.25
/* Without vsync, frames are spaced at least a display refresh apart, at
 * this rate when the display does not say its own. */
#define FALLBACK_HZ 60

static void act(session *s, const input_action *acts, size_t n)
{
	for (size_t i = 0; i < n; i++)
		flow_act(s, acts[i].action, acts[i].down);
}

/* A left click on an overlay that picks a point of the map (the minimap)
 * while playing: the camera looks there until the player moves. */
static void click_overlay(session *s, float ui, const SDL_Event *e, bool in_menu)
{
	vec2s ground;
	if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT || in_menu ||
	    !s->shows_world)
		return;
	if (frame_pick(s, ui, (vec2s){{(float)e->button.x, (float)e->button.y}}, &ground))
		camera_look(&s->cam, &s->w, ground);
}

static void handle_events(session *s, input *in, window *win, const menu_hits *hits, float ui)
{
	/* Room for a click's walk across every item shown, and its select. */
	input_action acts[2 * MENU_SHOWN_MAX + 4];
	for (SDL_Event e; SDL_PollEvent(&e);) {
		window_event(win, s, &e);
		bool in_menu = flow_in_menu(s);
		click_overlay(s, ui, &e, in_menu);
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
	SDL_DisplayMode d;
	int i = SDL_GetWindowDisplayIndex(w);
	int hz = i >= 0 && SDL_GetCurrentDisplayMode(i, &d) == 0 && d.refresh_rate > 0
	                 ? d.refresh_rate
	                 : FALLBACK_HZ;
	return 1.0 / (double)hz;
}

/* Notes a frame presented now, which took since the last: the stats
 * panel's figures and the next tick's stats line; without vsync (unless
 * asked to run free, or the caller paces the frames), waits out the rest
 * of a display refresh first, so no more frames are drawn than the display
 * shows. */
static void frame_presented(main_loop *m)
{
	session *s = m->s;
	if (!m->paced && !m->win->vsync && !s->opt->no_vsync) {
		double wait = m->presented + refresh_interval(m->win->win) - seconds();
		if (wait > 0.0)
			SDL_Delay((Uint32)(wait * 1000.0));
	}
	double now = seconds();
	s->frame_ms = (now - m->presented) * 1000.0;
	frame_clock_add(&m->clock, now, s->frame_ms);
	s->frame_rate = frame_clock_figures(&m->clock, now);
	m->presented = now;
}

void main_loop_init(main_loop *m, session *s, window *win, frame_fonts *f, bool paced)
{
	*m = (main_loop){.s = s, .win = win, .f = f, .paced = paced};
	m->presented = seconds();
	input_init(&m->in, s->record != NULL);
	m->last = SDL_GetPerformanceCounter();
}

bool main_loop_frame(main_loop *m)
{
	session *s = m->s;
	uint64_t now = SDL_GetPerformanceCounter();
	double frame = (double)(now - m->last) / (double)SDL_GetPerformanceFrequency();
	m->last = now;
	int ww = 0, wh = 0;
	SDL_GetRendererOutputSize(m->win->r, &ww, &wh);
	session_resize(s, (float)ww, (float)wh);
	handle_events(s, &m->in, m->win, &m->hits, m->f->ui);
	tick_rate_count(&m->tps, advance(s, &m->acc, frame));
	/* Opening the sound (the device, and making the cues' sounds) takes
	 * half a second or more in the browser, which shows a frame's picture
	 * only once the frame's callback has returned: it opens in the second
	 * frame, the first picture shown, before that frame's sounds play. */
	if (!m->sound_tried && m->frames++ > 0) {
		m->sound_tried = true;
		sound_open(&m->snd);
	}
	play_sound(&m->snd, s);
	window_sync(m->win, s);
	if (session_over(s))
		return false;
	if (!frame_fonts_fit(m->f, m->win->r, frame_ui((float)wh, s->ui_scale)))
		return false;
	flow_draw(m->win->r, m->f, s, m->tps.per_second, &m->hits);
	SDL_RenderPresent(m->win->r);
	frame_presented(m);
	return true;
}

void main_loop_fini(main_loop *m)
{
	input_fini(&m->in);
	sound_close(&m->snd);
}
