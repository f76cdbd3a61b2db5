/* Keys and game controllers to actions and commands: the key map the help
 * overlay lists, and a virtual controller plugged in, moved and unplugged
 * (SDL's virtual joystick, so no device is needed). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "actions.h"
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

static const struct {
	SDL_Keycode sym;
	Uint16 mod;
	bool paused;
	const char *want;
} presses[] = {
	{SDLK_p, 0, false, "pause"},
	{SDLK_p, KMOD_LSHIFT, false, "overlay-pairs"},
	{SDLK_ESCAPE, 0, false, "pause"},
	{SDLK_ESCAPE, 0, true, "quit"},
	{SDLK_q, 0, false, "quit"},
	{SDLK_r, 0, false, "restart"},
	{SDLK_n, 0, false, "next"},
	{SDLK_t, 0, false, "overlay-triangles"},
	{SDLK_e, 0, false, "overlay-edges"},
	{SDLK_b, 0, false, "overlay-bounds"},
	{SDLK_F3, 0, false, "overlay-stats"},
	{SDLK_F1, 0, false, "help"},
};

static void keys_trigger_actions(void **state)
{
	(void)state;
	input in;
	input_init(&in, false);
	for (size_t i = 0; i < sizeof presses / sizeof presses[0]; i++) {
		SDL_Event e = key(SDL_KEYDOWN, presses[i].sym, presses[i].mod, 0);
		input_action out[4];
		size_t n = input_event(&in, &e, presses[i].paused ? WHEN_PAUSED : 0u, out, 4);
		size_t want = action_named(presses[i].want);
		if (n != 2 || out[0].action != want || !out[0].down || out[1].down)
			fail_msg("key %s (mod %u, paused %d): %zu actions, first %s, wanted %s",
			         SDL_GetKeyName(presses[i].sym), presses[i].mod, presses[i].paused, n,
			         n ? actions_at(out[0].action)->name : "-", presses[i].want);
		SDL_Event up = key(SDL_KEYUP, presses[i].sym, presses[i].mod, 0);
		assert_int_equal(input_event(&in, &up, 0, out, 4), 0);
	}
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
	/* A button no action has does nothing. */
	e.type = e.cbutton.type = SDL_CONTROLLERBUTTONDOWN;
	e.cbutton.button = SDL_CONTROLLER_BUTTON_A;
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
		cmocka_unit_test(button_start_pauses),
		cmocka_unit_test(wheel_zooms),
		cmocka_unit_test(controller_hot_plug),
		cmocka_unit_test(controller_digital_when_recording),
	};
	int failed = cmocka_run_group_tests_name("input", tests, NULL, NULL);
	SDL_Quit();
	return failed;
}
