#include "input.h"

/* Sticks closer to rest than this count as at rest. */
#define DEADZONE 0.2f
/* Beyond this a stick counts as a press in digital mode. */
#define PRESS 0.5f

void input_init(input *in, bool digital_pads)
{
	*in = (input){.digital_pads = digital_pads};
}

void input_fini(input *in)
{
	for (int i = 0; i < INPUT_MAX_PADS; i++) {
		if (in->pads[i] != NULL)
			SDL_GameControllerClose(in->pads[i]);
		in->pads[i] = NULL;
	}
}

static void pad_added(input *in, int device)
{
	if (!SDL_IsGameController(device))
		return;
	for (int i = 0; i < INPUT_MAX_PADS; i++) {
		if (in->pads[i] == NULL) {
			in->pads[i] = SDL_GameControllerOpen(device);
			return;
		}
	}
}

static void pad_removed(input *in, SDL_JoystickID id)
{
	for (int i = 0; i < INPUT_MAX_PADS; i++) {
		SDL_Joystick *j = in->pads[i] ? SDL_GameControllerGetJoystick(in->pads[i]) : NULL;
		if (j != NULL && SDL_JoystickInstanceID(j) == id) {
			SDL_GameControllerClose(in->pads[i]);
			in->pads[i] = NULL;
		}
	}
}

static bool drive_key(SDL_Keycode k, action *a)
{
	switch (k) {
	case SDLK_w: case SDLK_UP: *a = ACTION_FORWARD; return true;
	case SDLK_s: case SDLK_DOWN: *a = ACTION_BACK; return true;
	case SDLK_a: case SDLK_LEFT: *a = ACTION_LEFT; return true;
	case SDLK_d: case SDLK_RIGHT: *a = ACTION_RIGHT; return true;
	default: return false;
	}
}

/* A key press that is not driving: the action it triggers, if any. */
static bool press_key(const SDL_KeyboardEvent *k, bool paused, action *a)
{
	bool shift = (k->keysym.mod & KMOD_SHIFT) != 0;
	switch (k->keysym.sym) {
	case SDLK_p: *a = shift ? ACTION_OVERLAY_PAIRS : ACTION_PAUSE; return true;
	case SDLK_ESCAPE: *a = paused ? ACTION_QUIT : ACTION_PAUSE; return true;
	case SDLK_q: *a = ACTION_QUIT; return true;
	case SDLK_r: *a = ACTION_RESTART; return true;
	case SDLK_n: *a = ACTION_NEXT; return true;
	case SDLK_t: *a = ACTION_OVERLAY_TRIANGLES; return true;
	case SDLK_e: *a = ACTION_OVERLAY_EDGES; return true;
	case SDLK_b: *a = ACTION_OVERLAY_BOUNDS; return true;
	case SDLK_F3: *a = ACTION_OVERLAY_STATS; return true;
	case SDLK_F1: *a = ACTION_HELP; return true;
	default: return false;
	}
}

static size_t key_event(const SDL_KeyboardEvent *k, bool paused, input_action *out)
{
	bool down = k->type == SDL_KEYDOWN;
	action a;
	if (drive_key(k->keysym.sym, &a)) {
		if (k->repeat)
			return 0;
		out[0] = (input_action){a, down};
		return 1;
	}
	if (!down || k->repeat || !press_key(k, paused, &a))
		return 0;
	/* Triggers are recorded as a press and its release at once: what they
	 * do happens on the press. */
	out[0] = (input_action){a, true};
	out[1] = (input_action){a, false};
	return 2;
}

size_t input_event(input *in, const SDL_Event *e, bool paused, input_action *out,
                   size_t max)
{
	if (max < 2)
		return 0;
	switch (e->type) {
	case SDL_QUIT:
		out[0] = (input_action){ACTION_QUIT, true};
		return 1;
	case SDL_KEYDOWN:
	case SDL_KEYUP:
		return key_event(&e->key, paused, out);
	case SDL_CONTROLLERDEVICEADDED:
		pad_added(in, e->cdevice.which);
		return 0;
	case SDL_CONTROLLERDEVICEREMOVED:
		pad_removed(in, e->cdevice.which);
		return 0;
	case SDL_CONTROLLERBUTTONDOWN:
		if (e->cbutton.button != SDL_CONTROLLER_BUTTON_START)
			return 0;
		out[0] = (input_action){ACTION_PAUSE, true};
		out[1] = (input_action){ACTION_PAUSE, false};
		return 2;
	default:
		return 0;
	}
}

static float axis(SDL_GameController *p, SDL_GameControllerAxis a)
{
	float v = (float)SDL_GameControllerGetAxis(p, a) / 32767.0f;
	if (v > -DEADZONE && v < DEADZONE)
		return 0.0f;
	return v < -1.0f ? -1.0f : v > 1.0f ? 1.0f : v;
}

static commands pads_sum(const input *in)
{
	commands c = {0.0f, 0.0f};
	for (int i = 0; i < INPUT_MAX_PADS; i++) {
		SDL_GameController *p = in->pads[i];
		if (p == NULL)
			continue;
		/* Stick up is negative y: forward. */
		c.throttle += -axis(p, SDL_CONTROLLER_AXIS_LEFTY) +
		              axis(p, SDL_CONTROLLER_AXIS_TRIGGERRIGHT) -
		              axis(p, SDL_CONTROLLER_AXIS_TRIGGERLEFT);
		c.turn += axis(p, SDL_CONTROLLER_AXIS_LEFTX);
	}
	return c;
}

commands input_analog(const input *in)
{
	if (in->digital_pads)
		return (commands){0.0f, 0.0f};
	return pads_sum(in);
}

size_t input_pad_actions(input *in, input_action *out, size_t max)
{
	if (!in->digital_pads)
		return 0;
	commands c = pads_sum(in);
	bool now[4] = {c.throttle > PRESS, c.throttle < -PRESS, c.turn < -PRESS, c.turn > PRESS};
	size_t n = 0;
	for (int a = 0; a < 4 && n < max; a++) {
		if (now[a] != in->pad_held[a]) {
			in->pad_held[a] = now[a];
			out[n++] = (input_action){(action)a, now[a]};
		}
	}
	return n;
}
