/* input.h: keyboard and game controllers to actions and analog commands.
 *
 * Keys: W/Up forward, S/Down back, A/Left turn left, D/Right turn right;
 * P pause (and resume), Escape pause (Escape again quits), Q quits;
 * R restart, N next level; T triangles, E edges, B bounds, Shift+P
 * pairs, F3 stats panel, F1 help. P alone is pause, as the issue asks, so
 * the pairs overlay takes Shift+P.
 * Controllers (hot-plugged): left stick turns and drives, right trigger
 * forward, left trigger back, Start pauses. */
#ifndef APP_INPUT_H
#define APP_INPUT_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL2/SDL.h>

#include "script.h"
#include "world.h"

#define INPUT_MAX_PADS 4

typedef struct input_action {
	action act;
	bool down;
} input_action;

typedef struct input {
	SDL_GameController *pads[INPUT_MAX_PADS];
	/* With digital_pads the sticks become forward/back/left/right presses, so
	 * a recorded script replays the run exactly. */
	bool digital_pads;
	bool pad_held[4];
} input;

void input_init(input *in, bool digital_pads);

/* Closes the controllers still open. */
void input_fini(input *in);

/* The actions one event stands for, written to out (at most max); returns
 * how many. paused changes what Escape and Q mean. Controller hot-plug is
 * handled here. */
size_t input_event(input *in, const SDL_Event *e, bool paused, input_action *out,
                   size_t max);

/* The analog commands of the open controllers (zero with digital_pads). */
commands input_analog(const input *in);

/* With digital_pads: the presses and releases the sticks made since the last
 * call, written to out; returns how many. */
size_t input_pad_actions(input *in, input_action *out, size_t max);

#endif
