/* main_loop.h: the game in a window, one frame at a time: events, the fixed
 * ticks real time calls for, sound, and the picture. The desktop calls
 * main_loop_frame in a loop; the browser calls it from its frame callback. */
#ifndef APP_MAIN_LOOP_H
#define APP_MAIN_LOOP_H

#include <stdbool.h>
#include <stdint.h>

#include "frame.h"
#include "input.h"
#include "session.h"
#include "sound.h"
#include "tick_rate.h"
#include "window.h"

typedef struct main_loop {
	session *s;
	window *win;
	const frame_fonts *f;
	input in;
	sound snd;
	tick_rate tps;
	menu_hits hits;
	double acc;    /* real time not yet stepped, in seconds */
	uint64_t last; /* the performance counter at the last frame */
} main_loop;

/* Opens the sound and the controllers for a session shown in win. */
void main_loop_init(main_loop *m, session *s, window *win, const frame_fonts *f);

/* One frame: handles the events, steps the world, plays what was heard and
 * draws. False, with nothing drawn, once the session is over. */
bool main_loop_frame(main_loop *m);

/* Closes what main_loop_init opened. */
void main_loop_fini(main_loop *m);

#endif
