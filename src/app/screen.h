/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* screen.h: what a screen of the game is (title, level select, playing,
 * paused, won, lost): one file each (screen_*.c) defining its entry, listed
 * in screens.c. Each entry holds everything about its screen: its menu's
 * items and where each leads, where the session's requests lead from it
 * (pause, a level played, won, lost), what opening it and one tick of the
 * run's clock do, and how it is drawn. The session and the loops ask the
 * screen showing (flow.h) and never name one. */
#ifndef APP_SCREEN_H
#define APP_SCREEN_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL2/SDL.h>

#include "frame.h"
#include "menu.h"
#include "session.h"

/* What a screen draws with: the renderer, whose output size is the window
 * in pixels, the fonts, the measured tick rate, and where the menu's items
 * were drawn (for the mouse), which draw fills in. */
typedef struct screen_view {
	SDL_Renderer *r;
	const frame_fonts *f;
	double ticks_per_second;
	menu_hits *hits;
} screen_view;

/* A fixed menu's items and their count: .items = SCREEN_ITEMS(items). */
#define SCREEN_ITEMS(a) (a), .count = sizeof(a) / sizeof((a)[0])

typedef struct screen_def {
	const char *name;
	const char *heading; /* over the world: its big line, and the hint at */
	const char *hint;    /* the bottom (screens_draw_over_world) */
	bool world;      /* it shows the session's world: the world's keys
	                    (restart, next) act here */
	bool menu;       /* it shows a menu: the menu keys take the arrows,
	                    Enter and Esc */
	const char *music; /* the song it plays (songs.h); NULL: the level's */
	/* Its menu (NULL for none, or for one built when it opens: built). */
	const menu_item *items;
	size_t count;
	/* The menu the session built when it opened; NULL: the fixed items. */
	const menu_item *(*built)(const session *s, size_t *count);
	/* Where the session's requests lead from here (screen names; NULL:
	 * nowhere, the request is dropped). */
	const char *on_pause;  /* the pause action */
	const char *on_play;   /* a level (re)started */
	const char *on_won;    /* the world won, or lost, while shown */
	const char *on_lost;
	const char *on_end;    /* the next level asked on the last one, won */
	/* Shown: builds what it shows (a list, a scene); NULL for nothing. */
	void (*open)(session *s);
	/* A menu key pressed; returns the screen it leads to, or NULL to stay.
	 * NULL: screens_menu_input. */
	const char *(*input)(session *s, menu_key key);
	/* One tick of the run's clock; returns true when the world stepped. */
	bool (*update)(session *s);
	/* The session's latest state, in window pixels. Changes nothing, does
	 * not present. */
	void (*draw)(const screen_view *v, const session *s);
} screen_def;

#endif
