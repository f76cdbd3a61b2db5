/* screen.h: the screens of the game (title, level select, playing, paused,
 * won, lost) as states of a session, one file each (screen_*.c), listed in
 * screens.c. Each entry holds everything about its screen: what a menu key
 * does there, what one tick of the run's clock does, and how it is drawn.
 * The loops and the session call through the table and never ask which
 * screen is showing. */
#ifndef APP_SCREEN_H
#define APP_SCREEN_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL2/SDL.h>

#include "frame.h"
#include "menu.h"
#include "session.h"

/* The menu keys every screen answers (the menu-* actions of the table). */
typedef enum menu_key {
	MENU_UP,
	MENU_DOWN,
	MENU_SELECT,
	MENU_BACK,
} menu_key;

/* What a screen draws with: the renderer, whose output size is the window
 * in pixels, the fonts, the measured tick rate, and where the menu's items
 * were drawn (for the mouse), which draw fills in. */
typedef struct screen_view {
	SDL_Renderer *r;
	const frame_fonts *f;
	double ticks_per_second;
	menu_hits *hits;
} screen_view;

typedef struct screen_def {
	const char *name;
	const char *heading; /* over the world: its big line, and the hint at */
	const char *hint;    /* the bottom (screens_draw_over_world) */
	bool world;      /* it shows the session's world: the world's keys
	                    (restart, next) act here */
	bool menu;       /* it shows a menu: the menu keys take the arrows,
	                    Enter and Esc */
	const char *music; /* the song it plays (songs.h); NULL: the level's */
	/* A menu key pressed (input scripts, keys, mouse, controller). */
	void (*input)(session *s, menu_key key);
	/* A fixed menu's items and the one menu-back chooses, for
	 * screens_menu_input; NULL for a screen whose input builds its own. */
	const menu_item *items;
	size_t count;
	size_t back;
	/* One tick of the run's clock; returns true when the world stepped. */
	bool (*update)(session *s);
	/* The session's latest state, in window pixels. Does not present. */
	void (*draw)(const screen_view *v, session *s);
} screen_def;

/* The screen with that id; the table holds one entry per screen_id. */
const screen_def *screens_at(screen_id id);

/* The input of a screen with a fixed menu (its entry's items): up and
 * down move the highlight, select chooses the highlighted item, back the
 * entry's back item. */
void screens_menu_input(session *s, menu_key key);

/* What menu items choose that the session has no single call for. */
void screens_show_levels(session *s);
void screens_show_title(session *s);
void screens_resume(session *s);

/* Updates that screens share: the world steps (returns true), or nothing
 * moves (returns false). */
bool screens_step_world(session *s);
bool screens_stand_still(session *s);

/* What the paused, won and lost screens draw: the world as playing shows
 * it, darkened, the entry's heading, up to two lines under it (NULL for
 * none), its menu and its hint at the bottom. */
void screens_draw_over_world(const screen_view *v, session *s, const char *line1,
                             const char *line2);

/* screens_draw_over_world with no lines. */
void screens_draw_menu_over_world(const screen_view *v, session *s);

extern const screen_def screen_title;
extern const screen_def screen_levels;
extern const screen_def screen_playing;
extern const screen_def screen_paused;
extern const screen_def screen_won;
extern const screen_def screen_lost;

#endif
