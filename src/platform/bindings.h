/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* bindings.h: keys, controller buttons, the mouse wheel and closing the
 * window bound to a program's actions, one table a program (its actions
 * known by name). A key may ask for modifiers and for conditions the
 * program defines (the game's "menu": the screen showing has a menu); the
 * help and README labels are made from the same table. */
#ifndef PLATFORM_BINDINGS_H
#define PLATFORM_BINDINGS_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL2/SDL.h>

/* Keys one binding can have. */
#define BINDING_KEYS 4

/* The controller button of a binding: .pad = BINDING_PAD(START). */
#define BINDING_PAD(button) (SDL_CONTROLLER_BUTTON_##button + 1)

typedef struct binding_key {
	SDL_Keycode key; /* SDLK_UNKNOWN (0): no key */
	Uint16 mods;     /* KMOD_SHIFT, KMOD_CTRL, KMOD_ALT, KMOD_GUI that must be
	                    held (either side); others held are ignored */
	unsigned when;   /* conditions (bits of the table's) that must all hold;
	                    0: always */
} binding_key;

typedef struct binding {
	const char *action;             /* the action's name in the program */
	binding_key keys[BINDING_KEYS]; /* when two keys match, the one asking
	                                   more wins: modifiers first, then
	                                   conditions */
	int pad;                        /* BINDING_PAD(...), or 0 for no button */
	int wheel;                      /* the mouse wheel turned up (1) or down
	                                   (-1) does it; 0 neither */
	bool on_close;                  /* closing the window does it */
} binding;

/* A condition a key may ask for, as labels name it ("menu"). */
typedef struct binding_condition {
	unsigned when;
	const char *name;
} binding_condition;

typedef struct bindings {
	const binding *at;
	size_t count;
	const binding_condition *conditions;
	size_t condition_count;
} bindings;

/* The binding key does, with modifiers mods held and the conditions now
 * holding; false for none. */
bool bindings_for_key(const bindings *b, SDL_Keycode key, Uint16 mods, unsigned now, size_t *i);

/* The binding of a controller button; false for none. */
bool bindings_for_button(const bindings *b, int button, size_t *i);

/* The binding of the mouse wheel turned up (dir > 0) or down (dir < 0);
 * false for none. */
bool bindings_for_wheel(const bindings *b, int dir, size_t *i);

/* The binding closing the window does; false for none. */
bool bindings_for_close(const bindings *b, size_t *i);

/* The binding of the action named action, or NULL. */
const binding *bindings_of(const bindings *b, const char *action);

/* True when every key of e asks for condition when (the game's menu keys). */
bool bindings_only_when(const binding *e, unsigned when);

/* e's keys, button and wheel as help shows them ("W / Up", "Shift+P",
 * "Up (menu) / W (menu) / pad D-pad up", "P / Esc / pad Start",
 * "- / wheel down"), cut to fit len; empty for NULL or none. */
void bindings_label(const bindings *b, const binding *e, char *buf, size_t len);

#endif
