/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* keymap.h: the game's keys, controller buttons and mouse wheel, one
 * binding (bindings.h) an action of the action table (actions.h), named
 * as scripts name it. Input, the help, the title and the README's key
 * table read it. */
#ifndef APP_KEYMAP_H
#define APP_KEYMAP_H

#include <stddef.h>

#include "bindings.h"

/* Conditions a key can ask for. */
typedef enum keymap_when {
	WHEN_MENU = 1 << 0, /* the screen showing has a menu (screen.h) */
} keymap_when;

/* The game's bindings. */
const bindings *keymap(void);

/* The keys, button and wheel of the action named action, as help shows
 * them (bindings_label); empty when it has none. */
void keymap_label(const char *action, char *buf, size_t len);

#endif
