/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* input.h: keyboard, mouse wheel and game controllers to actions and analog
 * commands. Keys, buttons and the wheel do what the key map (keymap.h)
 * binds them to in the action table (actions.h). The sticks and triggers are analog: the left stick
 * turns and drives, the right trigger drives forward, the left trigger
 * back. Controllers are hot-plugged. */
#ifndef APP_INPUT_H
#define APP_INPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL2/SDL.h>

#include "menu.h"
#include "world.h"

#define INPUT_MAX_PADS 4
/* Keys held down on a held control at once that input remembers. */
#define INPUT_MAX_KEYS 16

/* The sticks and triggers, as the help overlay describes them. */
#define INPUT_PAD_HELP "left stick steers; right trigger drives, left backs up"

typedef struct input_action {
	size_t action; /* its index in the action table */
	bool down;
} input_action;

/* A key down on a held control, and that control's action. */
typedef struct input_key {
	SDL_Keycode key;
	size_t action;
} input_key;

typedef struct input {
	SDL_GameController *pads[INPUT_MAX_PADS];
	/* With digital_pads the sticks become presses of the held controls
	 * (drive forward, back, turn left, right), so a recorded script replays
	 * the run exactly. */
	bool digital_pads;
	uint64_t pad_held; /* actions_bit of each held control the sticks press */
	/* The keys down on a held control and its action, so a key let go
	 * releases what it pressed even when it now means another action (W
	 * is menu-up once a menu shows). */
	input_key keys[INPUT_MAX_KEYS];
	size_t key_count;
} input;

void input_init(input *in, bool digital_pads);

/* Closes the controllers still open. */
void input_fini(input *in);

/* The actions one event stands for, written to out (at most max); returns
 * how many. now, the WHEN_* conditions that hold (keymap.h), changes
 * what some keys do (Escape pauses, or goes back in a menu). Controller
 * hot-plug is handled here. */
size_t input_event(input *in, const SDL_Event *e, unsigned now, input_action *out,
                   size_t max);

/* The menu actions a mouse event stands for, written to out (at most max),
 * when a menu shows (in_menu; hits, where its items were drawn, and
 * selected, the one highlighted): over an item, presses of menu-up or
 * menu-down that move the highlight there; a left click on one, those and
 * menu-select; the wheel, one press up or down. Returns how many, so
 * records replay what the mouse did. */
size_t input_mouse(const SDL_Event *e, const menu_hits *hits, size_t selected,
                   bool in_menu, input_action *out, size_t max);

/* The analog commands of the open controllers (zero with digital_pads). */
commands input_analog(const input *in);

/* With digital_pads: the presses and releases the sticks made since the last
 * call, written to out; returns how many. */
size_t input_pad_actions(input *in, input_action *out, size_t max);

#endif
