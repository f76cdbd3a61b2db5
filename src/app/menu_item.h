/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* menu_item.h: a menu's item and the keys every menu answers, without SDL
 * (menu.h draws them). */
#ifndef APP_MENU_ITEM_H
#define APP_MENU_ITEM_H

#include <stdbool.h>

struct session;

/* The menu keys every screen answers (the menu-* actions). */
typedef enum menu_key {
	MENU_NONE,
	MENU_UP,
	MENU_DOWN,
	MENU_SELECT,
	MENU_BACK,
} menu_key;

typedef struct menu_item {
	const char *label;
	const char *note; /* drawn at the right end of its row, or NULL */
	void (*choose)(struct session *s); /* what choosing it does, or NULL */
	const char *next; /* the screen it leads to (its name), or NULL */
	bool back;        /* menu-back (Esc) chooses it */
} menu_item;

#endif
