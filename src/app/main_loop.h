/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* main_loop.h: the game in a window, one frame at a time: events, the fixed
 * ticks real time calls for, sound, and the picture. The desktop calls
 * main_loop_frame in a loop; the browser calls it from its frame callback. */
#ifndef APP_MAIN_LOOP_H
#define APP_MAIN_LOOP_H

#include <stdbool.h>
#include <stdint.h>

#include "frame.h"
#include "frame_clock.h"
#include "input.h"
#include "session.h"
#include "sound.h"
#include "tick_rate.h"
#include "window.h"

typedef struct main_loop {
	session *s;
	window *win;
	frame_fonts *f; /* made again at each frame's UI scale */
	input in;
	sound snd;
	tick_rate tps;
	menu_hits hits;
	frame_clock clock;
	double acc;       /* real time not yet stepped, in seconds */
	uint64_t last;    /* the performance counter at the last frame */
	double presented; /* when the last frame was presented, seconds */
	bool paced;       /* the caller paces the frames: main_loop_frame never waits */
	unsigned frames;  /* frames presented, counted up to the sound's opening */
	bool sound_tried; /* sound_open called, in the second frame */
} main_loop;

/* Opens the controllers for a session shown in win (the sound follows
 * in the second frame, once the first picture is shown). paced:
 * the caller spaces the frames (the browser's frame callback); otherwise,
 * without vsync, each frame waits out a display refresh unless
 * --no-vsync asks to run free. */
void main_loop_init(main_loop *m, session *s, window *win, frame_fonts *f, bool paced);

/* One frame: handles the events, steps the world, plays what was heard,
 * fits the fonts to the window's UI scale, draws and presents, and notes
 * the frame's time (the session's frame_ms and frame_rate). False, with
 * nothing drawn, once the session is over or the fonts cannot be made. */
bool main_loop_frame(main_loop *m);

/* Closes what main_loop_init opened. */
void main_loop_fini(main_loop *m);

#endif
