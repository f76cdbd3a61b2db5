/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "input.h"

#include <string.h>

#include "actions.h"
#include "keymap.h"

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

/* The action of binding *b of the key map when found; false when none. */
static bool action_of(bool found, const size_t *b, size_t *i)
{
	const char *name = found ? keymap()->at[*b].action : NULL;
	return name != NULL && actions_find(name, strlen(name), i);
}

/* What pressing (or releasing) action i gives: a held control is down until
 * released; a trigger is recorded as a press and its release at once, as
 * what it does happens on the press. */
static size_t press(size_t i, bool down, input_action *out)
{
	if (actions_drives(actions_at(i))) {
		out[0] = (input_action){i, down};
		return 1;
	}
	if (!down)
		return 0;
	out[0] = (input_action){i, true};
	out[1] = (input_action){i, false};
	return 2;
}

/* The held control key pressed, forgotten (false when it pressed none). */
static bool key_let_go(input *in, SDL_Keycode key, size_t *action)
{
	for (size_t k = 0; k < in->key_count; k++) {
		if (in->keys[k].key == key) {
			*action = in->keys[k].action;
			in->keys[k] = in->keys[--in->key_count];
			return true;
		}
	}
	return false;
}

static size_t key_event(input *in, const SDL_KeyboardEvent *k, unsigned now, input_action *out)
{
	size_t i, b = 0;
	bool down = k->type == SDL_KEYDOWN;
	/* A release lets go of the control its key pressed, and only that: a
	 * trigger acted on its press. */
	if (k->repeat)
		return 0;
	if (!down)
		return key_let_go(in, k->keysym.sym, &i) ? press(i, false, out) : 0;
	if (!action_of(bindings_for_key(keymap(), k->keysym.sym, k->keysym.mod, now, &b), &b, &i))
		return 0;
	if (actions_drives(actions_at(i))) {
		if (in->key_count == INPUT_MAX_KEYS)
			return 0;
		in->keys[in->key_count++] = (input_key){k->keysym.sym, i};
	}
	return press(i, true, out);
}

static size_t button_event(const SDL_ControllerButtonEvent *b, input_action *out)
{
	size_t i, at = 0;
	if (!action_of(bindings_for_button(keymap(), b->button, &at), &at, &i))
		return 0;
	return press(i, b->type == SDL_CONTROLLERBUTTONDOWN, out);
}

/* A turn of the wheel is a press and its release. */
static size_t wheel_event(const SDL_MouseWheelEvent *m, input_action *out)
{
	size_t i, b = 0;
	int dir = m->direction == SDL_MOUSEWHEEL_FLIPPED ? -m->y : m->y;
	if (!action_of(bindings_for_wheel(keymap(), dir, &b), &b, &i))
		return 0;
	return press(i, true, out);
}

/* Closing the window is a press with no release: the run ends on it. */
static size_t close_event(input_action *out)
{
	size_t i, b = 0;
	if (!action_of(bindings_for_close(keymap(), &b), &b, &i))
		return 0;
	out[0] = (input_action){i, true};
	return 1;
}

size_t input_event(input *in, const SDL_Event *e, unsigned now, input_action *out,
                   size_t max)
{
	if (max < 2)
		return 0;
	switch (e->type) {
	case SDL_QUIT:
		return close_event(out);
	case SDL_KEYDOWN:
	case SDL_KEYUP:
		return key_event(in, &e->key, now, out);
	case SDL_CONTROLLERDEVICEADDED:
		pad_added(in, e->cdevice.which);
		return 0;
	case SDL_CONTROLLERDEVICEREMOVED:
		pad_removed(in, e->cdevice.which);
		return 0;
	case SDL_CONTROLLERBUTTONDOWN:
	case SDL_CONTROLLERBUTTONUP:
		return button_event(&e->cbutton, out);
	case SDL_MOUSEWHEEL:
		return wheel_event(&e->wheel, out);
	default:
		return 0;
	}
}

/* Presses of the action named name, appended to out at *n (room for max). */
static void press_named(const char *name, input_action *out, size_t *n, size_t max)
{
	size_t i;
	if (*n + 2 <= max && actions_find(name, strlen(name), &i))
		*n += press(i, true, out + *n);
}

/* The point of a mouse event, and whether it clicked; false for other
 * events. */
static bool mouse_at(const SDL_Event *e, float *x, float *y, bool *click)
{
	*click = e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT;
	if (*click) {
		*x = (float)e->button.x;
		*y = (float)e->button.y;
	} else if (e->type == SDL_MOUSEMOTION) {
		*x = (float)e->motion.x;
		*y = (float)e->motion.y;
	}
	return *click || e->type == SDL_MOUSEMOTION;
}

size_t input_mouse(const SDL_Event *e, const menu_hits *hits, size_t selected,
                   bool in_menu, input_action *out, size_t max)
{
	size_t n = 0, item;
	float x = 0.0f, y = 0.0f;
	bool click = false;
	if (!in_menu || hits == NULL)
		return 0;
	if (e->type == SDL_MOUSEWHEEL && e->wheel.y != 0) {
		press_named(e->wheel.y > 0 ? "menu-up" : "menu-down", out, &n, max);
		return n;
	}
	if (!mouse_at(e, &x, &y, &click) || !menu_hit(hits, x, y, &item))
		return 0;
	for (; item > selected && n + 4 <= max; selected++)
		press_named("menu-down", out, &n, max);
	for (; item < selected && n + 4 <= max; selected--)
		press_named("menu-up", out, &n, max);
	if (click && item == selected)
		press_named("menu-select", out, &n, max);
	return n;
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
	size_t n = 0;
	for (size_t i = 0; i < actions_count() && n < max; i++) {
		const action_def *a = actions_at(i);
		if (!actions_drives(a))
			continue;
		/* Pressed when the sticks go past half way in its direction. */
		bool now = a->drive.throttle * c.throttle + a->drive.turn * c.turn > PRESS;
		if (now != ((in->pad_held & actions_bit(i)) != 0)) {
			in->pad_held ^= actions_bit(i);
			out[n++] = (input_action){i, now};
		}
	}
	return n;
}
