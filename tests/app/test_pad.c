/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* A controller drives the game: SDL's virtual joystick, seen as a game
 * controller, takes a headless session from the title (A) through the
 * level select (A) into a level, drives it with the left stick and the
 * right trigger, turns it with the stick, backs it up with the left
 * trigger, pauses it (Start), moves the pause menu's highlight (D-pad
 * down) and resumes (B). Events go through input.h as the window's loop
 * sends them. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include <SDL2/SDL.h>

#include "flow.h"
#include "input.h"
#include "keymap.h"
#include "run.h"
#include "screens.h"
#include "session.h"

static const char *data;
static SDL_Joystick *pad;
static input in;

/* What the window's loop does with the events waiting, then a tick. */
static void tick(session *s)
{
	input_action acts[8];
	SDL_JoystickUpdate();
	for (SDL_Event e; SDL_PollEvent(&e);) {
		size_t n = input_event(&in, &e, flow_in_menu(s) ? WHEN_MENU : 0u, acts, 8);
		for (size_t i = 0; i < n; i++)
			flow_act(s, acts[i].action, acts[i].down);
	}
	s->analog = input_analog(&in);
	flow_tick(s);
}

static void ticks(session *s, int n)
{
	for (int k = 0; k < n; k++)
		tick(s);
}

static void button(session *s, SDL_GameControllerButton b)
{
	assert_int_equal(SDL_JoystickSetVirtualButton(pad, b, 1), 0);
	ticks(s, 2);
	assert_int_equal(SDL_JoystickSetVirtualButton(pad, b, 0), 0);
	ticks(s, 2);
}

static void axis(SDL_GameControllerAxis a, Sint16 v)
{
	assert_int_equal(SDL_JoystickSetVirtualAxis(pad, a, v), 0);
}

static const char *screen(const session *s)
{
	return screens_at(s->screen)->name;
}

static float dist(vec2s a, vec2s b)
{
	return hypotf(a.x - b.x, a.y - b.y);
}

static void a_pad_plays(void **state)
{
	(void)state;
	char path[512], err[512] = "";
	snprintf(path, sizeof path, "%s/tint.tmj", data);
	/* named on the command line, so its level select opens it */
	app_options o = {.headless = true, .menu = true, .level = path, .seed = OPTIONS_DEFAULT_SEED};
	session s;
	if (!flow_init(&s, &o, path, err, sizeof err))
		fail_msg("flow_init(%s): %s", path, err);
	ticks(&s, 5);
	assert_string_equal(screen(&s), "title");
	assert_non_null(in.pads[0]);
	button(&s, SDL_CONTROLLER_BUTTON_A);
	assert_string_equal(screen(&s), "levels");
	button(&s, SDL_CONTROLLER_BUTTON_A);
	assert_string_equal(screen(&s), "playing");

	const fp_box *p = &s.w.actors[s.w.player].box;
	vec2s at = p->center;
	axis(SDL_CONTROLLER_AXIS_LEFTY, -32767);
	ticks(&s, 20);
	axis(SDL_CONTROLLER_AXIS_LEFTY, 0);
	assert_true(dist(p->center, at) > 20.0f);

	float angle = p->angle;
	axis(SDL_CONTROLLER_AXIS_LEFTX, 32767);
	ticks(&s, 10);
	axis(SDL_CONTROLLER_AXIS_LEFTX, 0);
	assert_true(fabsf(p->angle - angle) > 0.2f);

	at = p->center;
	axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32767);
	ticks(&s, 10);
	axis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 0);
	vec2s ahead = p->center;
	assert_true(dist(ahead, at) > 10.0f);
	axis(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 32767);
	ticks(&s, 10);
	axis(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 0);
	assert_true(dist(p->center, at) < dist(ahead, at));

	button(&s, SDL_CONTROLLER_BUTTON_START);
	assert_string_equal(screen(&s), "paused");
	size_t item = s.menu_item;
	button(&s, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
	assert_int_equal(s.menu_item, item + 1);
	uint64_t still = s.w.tick;
	ticks(&s, 10);
	assert_int_equal(s.w.tick, still);
	button(&s, SDL_CONTROLLER_BUTTON_B);
	assert_string_equal(screen(&s), "playing");
	assert_true(session_fini(&s));
}

static int setup(void **state)
{
	(void)state;
	SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
	if (SDL_Init(SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS) != 0)
		fail_msg("SDL_Init: %s", SDL_GetError());
	int i = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
	                                  SDL_CONTROLLER_BUTTON_MAX, 0);
	if (i < 0 || (pad = SDL_JoystickOpen(i)) == NULL)
		fail_msg("virtual joystick: %s", SDL_GetError());
	input_init(&in, false);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	input_fini(&in);
	SDL_JoystickClose(pad);
	SDL_Quit();
	return 0;
}

int main(int argc, char **argv)
{
	run_args(argc, argv, 1, "DATA_DIR");
	data = argv[1];
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(a_pad_plays, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
