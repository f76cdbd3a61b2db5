/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Keys, the mouse and game controllers to actions and commands: the key map
 * the help overlay lists, in menus and out, the mouse over a menu, and a
 * virtual controller plugged in, moved and unplugged (SDL's virtual
 * joystick, so no device is needed). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "actions.h"
#include "keymap.h"
#include "by_name.h"
#include "input.h"

static SDL_Event key(Uint32 type, SDL_Keycode sym, Uint16 mod, Uint8 repeat)
{
	SDL_Event e = {.type = type};
	e.key.type = type;
	e.key.keysym.sym = sym;
	e.key.keysym.mod = mod;
	e.key.repeat = repeat;
	e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
	return e;
}

/* Keys while playing. */
static const struct {
	SDL_Keycode sym;
	Uint16 mod;
	const char *want;
} presses[] = {
	{SDLK_p, 0, "pause"}, {SDLK_p, KMOD_LSHIFT, "overlay-pairs"}, {SDLK_ESCAPE, 0, "pause"},
	{SDLK_q, 0, "quit"}, {SDLK_r, 0, "restart"}, {SDLK_n, 0, "next"}, {SDLK_m, 0, "mute"},
	{SDLK_RETURN, KMOD_LALT, "fullscreen"}, {SDLK_t, 0, "overlay-triangles"},
	{SDLK_e, 0, "overlay-edges"}, {SDLK_b, 0, "overlay-bounds"}, {SDLK_F3, 0, "overlay-stats"},
	{SDLK_F1, 0, "help"},
};

/* Keys while a menu shows, by SDL's names for them: the arrows and W, S
 * move, Enter chooses, Esc goes back; Alt+Enter is still full screen. */
static const char *const menu_presses[][2] = {
	{"Escape", "menu-back"},  {"Backspace", "menu-back"}, {"Up", "menu-up"},
	{"W", "menu-up"},         {"Down", "menu-down"},      {"S", "menu-down"},
	{"Return", "menu-select"}, {"Keypad Enter", "menu-select"}, {"F11", "fullscreen"},
	{"Q", "quit"},
};

/* One press of sym with mod held and the conditions now: the action
 * pressed and released at once, and nothing on letting go. */
static void expect_press(SDL_Keycode sym, Uint16 mod, unsigned now, const char *want)
{
	input in;
	input_init(&in, false);
	input_action out[4];
	SDL_Event e = key(SDL_KEYDOWN, sym, mod, 0), up = key(SDL_KEYUP, sym, mod, 0);
	size_t n = input_event(&in, &e, now, out, 4);
	if (n != 2 || out[0].action != action_named(want) || !out[0].down || out[1].down)
		fail_msg("key %s (mod %u, now %u): %zu actions, first %s, wanted %s",
		         SDL_GetKeyName(sym), mod, now, n, n ? actions_at(out[0].action)->name : "-",
		         want);
	assert_int_equal(input_event(&in, &up, 0, out, 4), 0);
}

static void keys_trigger_actions(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof presses / sizeof presses[0]; i++)
		expect_press(presses[i].sym, presses[i].mod, 0, presses[i].want);
	for (size_t i = 0; i < sizeof menu_presses / sizeof menu_presses[0]; i++)
		expect_press(SDL_GetKeyFromName(menu_presses[i][0]), 0, WHEN_MENU, menu_presses[i][1]);
	expect_press(SDLK_RETURN, KMOD_RALT, WHEN_MENU, "fullscreen");
}

static void keys_drive(void **state)
{
	(void)state;
	static const struct {
		SDL_Keycode sym;
		const char *want;
	} drive[] = {{SDLK_w, "forward"}, {SDLK_UP, "forward"},  {SDLK_s, "back"},
	             {SDLK_DOWN, "back"}, {SDLK_a, "left"},      {SDLK_LEFT, "left"},
	             {SDLK_d, "right"},   {SDLK_RIGHT, "right"}};
	input in;
	input_init(&in, false);
	for (size_t i = 0; i < sizeof drive / sizeof drive[0]; i++) {
		input_action out[4];
		SDL_Event down = key(SDL_KEYDOWN, drive[i].sym, 0, 0);
		SDL_Event again = key(SDL_KEYDOWN, drive[i].sym, 0, 1);
		SDL_Event up = key(SDL_KEYUP, drive[i].sym, 0, 0);
		size_t want = action_named(drive[i].want);
		assert_int_equal(input_event(&in, &down, 0, out, 4), 1);
		if (out[0].action != want || !out[0].down)
			fail_msg("key %s: %s, wanted %s down", SDL_GetKeyName(drive[i].sym),
			         actions_at(out[0].action)->name, drive[i].want);
		/* Auto-repeat is not a new press. */
		assert_int_equal(input_event(&in, &again, 0, out, 4), 0);
		assert_int_equal(input_event(&in, &up, 0, out, 4), 1);
		assert_int_equal(out[0].action, want);
		assert_false(out[0].down);
	}
	SDL_Event quit = {.type = SDL_QUIT};
	input_action out[4];
	assert_int_equal(input_event(&in, &quit, 0, out, 4), 1);
	assert_int_equal(out[0].action, action_named("quit"));
}

/* W held while playing and let go in a menu, where W means menu-up,
 * releases the forward control it pressed. */
static void key_let_go_in_a_menu(void **state)
{
	(void)state;
	SDL_Event down = key(SDL_KEYDOWN, SDLK_w, 0, 0), up = key(SDL_KEYUP, SDLK_w, 0, 0);
	input_action out[4];
	input in;
	input_init(&in, false);
	assert_int_equal(input_event(&in, &down, 0, out, 4), 1);
	assert_int_equal(out[0].action, action_named("forward"));
	assert_int_equal(input_event(&in, &up, WHEN_MENU, out, 4), 1);
	assert_int_equal(out[0].action, action_named("forward"));
	assert_false(out[0].down);
	/* Pressed in the menu, W is menu-up, and its release does nothing. */
	assert_int_equal(input_event(&in, &down, WHEN_MENU, out, 4), 2);
	assert_int_equal(out[0].action, action_named("menu-up"));
	assert_int_equal(input_event(&in, &up, WHEN_MENU, out, 4), 0);
}

/* Three items drawn 40 pixels tall from y = 100; the highlight on the
 * first. */
static const menu_hits three = {
	.rect = {{10, 100, 200, 40}, {10, 140, 200, 40}, {10, 180, 200, 40}},
	.item = {0, 1, 2},
	.count = 3,
};

static void mouse_over_a_menu(void **state)
{
	(void)state;
	input_action out[16];
	SDL_Event move = {.type = SDL_MOUSEMOTION};
	move.motion.x = 50;
	move.motion.y = 190;
	/* Over the third item: two presses of menu-down. */
	assert_int_equal(input_mouse(&move, &three, 0, true, out, 16), 4);
	assert_int_equal(out[0].action, action_named("menu-down"));
	assert_true(out[0].down && !out[1].down && out[2].down);
	/* No menu showing, or off every item: nothing. */
	assert_int_equal(input_mouse(&move, &three, 0, false, out, 16), 0);
	move.motion.x = 300;
	assert_int_equal(input_mouse(&move, &three, 0, true, out, 16), 0);
	/* A click on the first item with the third lit: two ups and a select. */
	SDL_Event click = {.type = SDL_MOUSEBUTTONDOWN};
	click.button.button = SDL_BUTTON_LEFT;
	click.button.x = 20;
	click.button.y = 101;
	assert_int_equal(input_mouse(&click, &three, 2, true, out, 16), 6);
	assert_int_equal(out[0].action, action_named("menu-up"));
	assert_int_equal(out[2].action, action_named("menu-up"));
	assert_int_equal(out[4].action, action_named("menu-select"));
	/* The wheel moves one item. */
	SDL_Event wheel = {.type = SDL_MOUSEWHEEL};
	wheel.wheel.y = -1;
	assert_int_equal(input_mouse(&wheel, &three, 0, true, out, 16), 2);
	assert_int_equal(out[0].action, action_named("menu-down"));
}

static void button_start_pauses(void **state)
{
	(void)state;
	input in;
	input_init(&in, false);
	input_action out[4];
	SDL_Event e = {.type = SDL_CONTROLLERBUTTONDOWN};
	e.cbutton.type = SDL_CONTROLLERBUTTONDOWN;
	e.cbutton.button = SDL_CONTROLLER_BUTTON_START;
	assert_int_equal(input_event(&in, &e, 0, out, 4), 2);
	assert_int_equal(out[0].action, action_named("pause"));
	assert_true(out[0].down && !out[1].down);
	e.type = e.cbutton.type = SDL_CONTROLLERBUTTONUP;
	assert_int_equal(input_event(&in, &e, 0, out, 4), 0);
	/* The pad's A chooses a menu item; a button no action has does
	 * nothing. */
	e.type = e.cbutton.type = SDL_CONTROLLERBUTTONDOWN;
	e.cbutton.button = SDL_CONTROLLER_BUTTON_A;
	assert_int_equal(input_event(&in, &e, 0, out, 4), 2);
	assert_int_equal(out[0].action, action_named("menu-select"));
	e.cbutton.button = SDL_CONTROLLER_BUTTON_RIGHTSHOULDER;
	assert_int_equal(input_event(&in, &e, 0, out, 4), 0);
}

/* The wheel turned up zooms in, down zooms out, whichever way the system
 * flips it; each turn is a press and its release; sideways does nothing. */
static void wheel_zooms(void **state)
{
	(void)state;
	static const struct {
		Sint32 x, y;
		Uint32 direction;
		const char *action; /* NULL: none */
	} turns[] = {
		{0, 2, SDL_MOUSEWHEEL_NORMAL, "zoom-in"},
		{0, -1, SDL_MOUSEWHEEL_NORMAL, "zoom-out"},
		{0, 2, SDL_MOUSEWHEEL_FLIPPED, "zoom-out"},
		{1, 0, SDL_MOUSEWHEEL_NORMAL, NULL},
	};
	input in;
	input_init(&in, false);
	for (size_t i = 0; i < sizeof turns / sizeof turns[0]; i++) {
		SDL_Event e = {.wheel = {.type = SDL_MOUSEWHEEL, .x = turns[i].x, .y = turns[i].y,
		                         .direction = turns[i].direction}};
		input_action out[4];
		size_t n = input_event(&in, &e, 0, out, 4);
		assert_int_equal(n, turns[i].action ? 2 : 0);
		if (n == 2)
			assert_true(out[0].action == action_named(turns[i].action) && out[0].down &&
			            out[1].action == out[0].action && !out[1].down);
	}
}

/* Feeds every pending controller event to in. */
static void pump(input *in)
{
	SDL_GameControllerUpdate();
	SDL_PumpEvents();
	input_action out[8];
	for (SDL_Event e; SDL_PollEvent(&e);)
		input_event(in, &e, 0, out, 8);
}

/* A virtual controller plugged into an input. */
typedef struct pad {
	input in;
	int device;
	SDL_Joystick *joystick;
} pad;

static void plug(pad *p, bool digital)
{
	SDL_VirtualJoystickDesc d = {.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION,
	                             .type = SDL_JOYSTICK_TYPE_GAMECONTROLLER,
	                             .naxes = SDL_CONTROLLER_AXIS_MAX,
	                             .nbuttons = SDL_CONTROLLER_BUTTON_MAX,
	                             .name = "test pad"};
	input_init(&p->in, digital);
	p->device = SDL_JoystickAttachVirtualEx(&d);
	if (p->device < 0)
		fail_msg("virtual joystick: %s", SDL_GetError());
	pump(&p->in);
	assert_non_null(p->in.pads[0]);
	p->joystick = SDL_GameControllerGetJoystick(p->in.pads[0]);
}

static void set_axis(pad *p, SDL_GameControllerAxis a, Sint16 v)
{
	/* The automatic mapping of a virtual controller puts its axes in
	 * SDL_GameControllerAxis order. */
	assert_int_equal(SDL_JoystickSetVirtualAxis(p->joystick, (int)a, v), 0);
	pump(&p->in);
}

static void controller_hot_plug(void **state)
{
	(void)state;
	pad p;
	plug(&p, false);
	set_axis(&p, SDL_CONTROLLER_AXIS_LEFTY, -32767);
	commands c = input_analog(&p.in);
	if (!(c.throttle > 0.99f && c.turn == 0.0f))
		fail_msg("stick up: throttle %.3f turn %.3f, wanted 1 and 0", (double)c.throttle,
		         (double)c.turn);
	set_axis(&p, SDL_CONTROLLER_AXIS_LEFTY, 0);
	set_axis(&p, SDL_CONTROLLER_AXIS_LEFTX, 16000);
	set_axis(&p, SDL_CONTROLLER_AXIS_TRIGGERLEFT, 32767);
	c = input_analog(&p.in);
	if (!(c.throttle < -0.99f && c.turn > 0.45f && c.turn < 0.5f))
		fail_msg("stick half right, left trigger: throttle %.3f turn %.3f", (double)c.throttle,
		         (double)c.turn);
	/* A stick barely off centre is at rest. A virtual trigger's raw axis
	 * spans the full range: released is its minimum. */
	set_axis(&p, SDL_CONTROLLER_AXIS_LEFTX, 3000);
	set_axis(&p, SDL_CONTROLLER_AXIS_TRIGGERLEFT, -32768);
	c = input_analog(&p.in);
	if (!(c.throttle == 0.0f && c.turn == 0.0f))
		fail_msg("at rest: throttle %.3f turn %.3f", (double)c.throttle, (double)c.turn);
	assert_int_equal(SDL_JoystickDetachVirtual(p.device), 0);
	pump(&p.in);
	assert_null(p.in.pads[0]);
	input_fini(&p.in);
}

/* While recording, sticks become presses so the record replays exactly. */
static void controller_digital_when_recording(void **state)
{
	(void)state;
	pad p;
	plug(&p, true);
	input_action out[8];
	set_axis(&p, SDL_CONTROLLER_AXIS_LEFTX, -30000);
	commands c = input_analog(&p.in);
	assert_true(c.throttle == 0.0f && c.turn == 0.0f);
	size_t n = input_pad_actions(&p.in, out, 8);
	assert_int_equal(n, 1);
	assert_int_equal(out[0].action, action_named("left"));
	assert_true(out[0].down);
	assert_int_equal(input_pad_actions(&p.in, out, 8), 0);
	set_axis(&p, SDL_CONTROLLER_AXIS_LEFTX, 0);
	n = input_pad_actions(&p.in, out, 8);
	assert_int_equal(n, 1);
	assert_int_equal(out[0].action, action_named("left"));
	assert_false(out[0].down);
	SDL_JoystickDetachVirtual(p.device);
	pump(&p.in);
	input_fini(&p.in);
}

int main(void)
{
	if (SDL_Init(SDL_INIT_GAMECONTROLLER) != 0) {
		fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
		return 1;
	}
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(keys_trigger_actions),
		cmocka_unit_test(keys_drive),
		cmocka_unit_test(key_let_go_in_a_menu),
		cmocka_unit_test(mouse_over_a_menu),
		cmocka_unit_test(button_start_pauses),
		cmocka_unit_test(wheel_zooms),
		cmocka_unit_test(controller_hot_plug),
		cmocka_unit_test(controller_digital_when_recording),
	};
	int failed = cmocka_run_group_tests_name("input", tests, NULL, NULL);
	SDL_Quit();
	return failed;
}
