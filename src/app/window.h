/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* window.h: the game's window: opened at the size the player left it (or
 * the level's, fitted to the screen), full screen when asked (desktop
 * mode, the window first made to cover the display so the picture is whole
 * where no window manager does full screen), paused when it loses focus; its size, full screen and mute kept in
 * the preference directory beside the saved progress (settings.h). */
#ifndef APP_WINDOW_H
#define APP_WINDOW_H

#include <stdbool.h>

#include <SDL2/SDL.h>

#include "session.h"
#include "settings.h"

typedef struct window {
	SDL_Window *win;
	SDL_Renderer *r;
	bool vsync;
	char *pref;       /* SDL's preference directory, or NULL */
	settings kept;    /* as read, or as last saved */
	settings now;     /* as the window and the player have them now */
	bool fullscreen;  /* what the window was last set to */
	SDL_Rect back;    /* its place and size before full screen */
	char title[300];  /* the window's title as last set */
} window;

/* Starts SDL's video, reads the settings and opens the window, the session
 * told to keep progress and to start with the settings' mute and full
 * screen (--mute mutes too). Returns 0, or the exit status with a message
 * on stderr: 2 when SDL found no real display (only its offscreen or dummy
 * driver), 1 when SDL fails. Anything opened is closed again on failure. */
int window_open(window *w, session *s);

/* What the window does with an event: a new size is remembered, and
 * losing focus while playing pauses (the pause action, so a record keeps
 * it). */
void window_event(window *w, session *s, const SDL_Event *e);

/* Carries out the player's wishes (full screen), names the level playing
 * in the title, and saves the settings when full screen or mute changed. */
void window_sync(window *w, session *s);

/* Saves the settings when they changed, closes the window and SDL. */
void window_close(window *w, session *s);

#endif
