/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "bindings.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The modifier groups a key may ask for, in the order labels name them. */
static const struct {
	Uint16 mod;
	const char *name;
} mod_groups[] = {{KMOD_CTRL, "Ctrl"}, {KMOD_ALT, "Alt"}, {KMOD_SHIFT, "Shift"}, {KMOD_GUI, "GUI"}};

#define MOD_GROUPS (sizeof mod_groups / sizeof mod_groups[0])

/* How much a key asks for: -1 when it does not match, else its modifier
 * groups and conditions, a modifier counting more than any conditions: a
 * chord held is meant (Shift+P beats P, Alt+Enter in a menu is full
 * screen). */
static int match(const bindings *b, const binding_key *k, SDL_Keycode key, Uint16 mods,
                 unsigned now)
{
	if (k->key == SDLK_UNKNOWN || k->key != key || (k->when & now) != k->when)
		return -1;
	int asks = 0;
	for (size_t c = 0; c < b->condition_count; c++)
		asks += (k->when & b->conditions[c].when) != 0;
	for (size_t g = 0; g < MOD_GROUPS; g++) {
		if ((k->mods & mod_groups[g].mod) == 0)
			continue;
		if ((mods & mod_groups[g].mod) == 0)
			return -1;
		asks += 1 + (int)b->condition_count;
	}
	return asks;
}

bool bindings_for_key(const bindings *b, SDL_Keycode key, Uint16 mods, unsigned now, size_t *i)
{
	int best = -1;
	for (size_t a = 0; a < b->count; a++) {
		for (int k = 0; k < BINDING_KEYS; k++) {
			int m = match(b, &b->at[a].keys[k], key, mods, now);
			if (m > best) {
				best = m;
				*i = a;
			}
		}
	}
	return best >= 0;
}

bool bindings_for_button(const bindings *b, int button, size_t *i)
{
	for (*i = 0; *i < b->count; ++*i)
		if (b->at[*i].pad != 0 && b->at[*i].pad - 1 == button)
			return true;
	return false;
}

bool bindings_for_wheel(const bindings *b, int dir, size_t *i)
{
	for (*i = 0; *i < b->count; ++*i)
		if (dir != 0 && b->at[*i].wheel == (dir > 0 ? 1 : -1))
			return true;
	return false;
}

bool bindings_for_close(const bindings *b, size_t *i)
{
	for (*i = 0; *i < b->count; ++*i)
		if (b->at[*i].on_close)
			return true;
	return false;
}

const binding *bindings_of(const bindings *b, const char *action)
{
	for (size_t i = 0; i < b->count; i++)
		if (strcmp(b->at[i].action, action) == 0)
			return &b->at[i];
	return NULL;
}

bool bindings_only_when(const binding *e, unsigned when)
{
	bool any = false;
	for (int k = 0; k < BINDING_KEYS; k++) {
		if (e->keys[k].key == SDLK_UNKNOWN)
			continue;
		if ((e->keys[k].when & when) == 0)
			return false;
		any = true;
	}
	return any;
}

/* Appends s to buf (of len), cut to fit; *at may pass len once cut. */
static void put(char *buf, size_t len, size_t *at, const char *s)
{
	if (*at < len)
		snprintf(buf + *at, len - *at, "%s", s);
	*at += strlen(s);
}

/* Short names where SDL's are long. */
static const char *key_name(SDL_Keycode key)
{
	return key == SDLK_ESCAPE ? "Esc" : key == SDLK_RETURN ? "Enter" : SDL_GetKeyName(key);
}

/* A button's name as the help shows it: SDL's, capitalised, and the
 * direction pad spelt out. */
static void button_name(int button, char *buf, size_t len)
{
	const char *name = SDL_GameControllerGetStringForButton(button);
	if (name != NULL && strncmp(name, "dp", 2) == 0)
		snprintf(buf, len, "D-pad %s", name + 2);
	else
		snprintf(buf, len, "%s", name != NULL ? name : "?");
	buf[0] = (char)toupper((unsigned char)buf[0]);
}

static void put_key(const bindings *b, char *buf, size_t len, size_t *at, const binding_key *k)
{
	for (size_t g = 0; g < MOD_GROUPS; g++) {
		if ((k->mods & mod_groups[g].mod) != 0) {
			put(buf, len, at, mod_groups[g].name);
			put(buf, len, at, "+");
		}
	}
	put(buf, len, at, key_name(k->key));
	for (size_t c = 0; c < b->condition_count; c++) {
		if ((k->when & b->conditions[c].when) != 0) {
			put(buf, len, at, " (");
			put(buf, len, at, b->conditions[c].name);
			put(buf, len, at, ")");
		}
	}
}

void bindings_label(const bindings *b, const binding *e, char *buf, size_t len)
{
	size_t at = 0;
	if (len > 0)
		buf[0] = '\0';
	if (e == NULL)
		return;
	for (int k = 0; k < BINDING_KEYS; k++) {
		if (e->keys[k].key == SDLK_UNKNOWN)
			continue;
		put(buf, len, &at, at > 0 ? " / " : "");
		put_key(b, buf, len, &at, &e->keys[k]);
	}
	if (e->wheel != 0) {
		put(buf, len, &at, at > 0 ? " / " : "");
		put(buf, len, &at, e->wheel > 0 ? "wheel up" : "wheel down");
	}
	if (e->pad == 0)
		return;
	char button[32];
	button_name(e->pad - 1, button, sizeof button);
	put(buf, len, &at, at > 0 ? " / pad " : "pad ");
	put(buf, len, &at, button);
}
