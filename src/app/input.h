/* input.h: keyboard, mouse wheel and game controllers to actions and analog
 * commands. Keys, buttons and the wheel do what the action table
 * (actions.h) says. The sticks and triggers are analog: the left stick
 * turns and drives, the right trigger drives forward, the left trigger
 * back. Controllers are hot-plugged. */
#ifndef APP_INPUT_H
#define APP_INPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL2/SDL.h>

#include "world.h"

#define INPUT_MAX_PADS 4

/* The sticks and triggers, as the help overlay describes them. */
#define INPUT_PAD_HELP "left stick drives, triggers go"

typedef struct input_action {
	size_t action; /* its index in the action table */
	bool down;
} input_action;

typedef struct input {
	SDL_GameController *pads[INPUT_MAX_PADS];
	/* With digital_pads the sticks become presses of the held controls
	 * (drive forward, back, turn left, right), so a recorded script replays
	 * the run exactly. */
	bool digital_pads;
	uint64_t pad_held; /* actions_bit of each held control the sticks press */
} input;

void input_init(input *in, bool digital_pads);

/* Closes the controllers still open. */
void input_fini(input *in);

/* The actions one event stands for, written to out (at most max); returns
 * how many. now, the WHEN_* conditions that hold (actions_now), changes
 * what some keys do (Escape pauses, or quits while paused). Controller
 * hot-plug is handled here. */
size_t input_event(input *in, const SDL_Event *e, unsigned now, input_action *out,
                   size_t max);

/* The analog commands of the open controllers (zero with digital_pads). */
commands input_analog(const input *in);

/* With digital_pads: the presses and releases the sticks made since the last
 * call, written to out; returns how many. */
size_t input_pad_actions(input *in, input_action *out, size_t max);

#endif
