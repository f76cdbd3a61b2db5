/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* menu.h: what the screens share: a menu of items drawn in window pixels
 * (the renderer's output size, whatever the level's size), the places its
 * items were drawn for the mouse, and the highlighted item's moves. */
#ifndef APP_MENU_H
#define APP_MENU_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL2/SDL.h>

#include "menu_item.h"
#include "text.h"

/* Items a menu shows at once; a longer menu scrolls with its highlight. */
#define MENU_SHOWN_MAX 32

typedef struct menu_hits {
	SDL_FRect rect[MENU_SHOWN_MAX]; /* window pixels */
	size_t item[MENU_SHOWN_MAX];
	size_t count;
} menu_hits;

/* A menu's items, the one highlighted, and the band of the window it may
 * take (top and bottom, window pixels). */
typedef struct menu {
	const menu_item *items;
	size_t count;
	size_t selected;
	float top, bottom;
} menu;

/* The item at window pixel (x, y) in the last menu drawn; false for none. */
bool menu_hit(const menu_hits *h, float x, float y, size_t *item);

/* Moves *selected one item up or down (wrapping) for "up" and "down"
 * (count items); false, nothing moved, for any other key or no items. */
bool menu_step(size_t *selected, size_t count, bool up, bool down);

/* Drops the logical size (the world's map pixels) so drawing is in window
 * pixels, and gives the window's size in pixels. */
void menu_window_pixels(SDL_Renderer *r, float *w, float *h);

/* The height of a menu's row in font: its line and the padding. */
float menu_row_height(text *font);

/* Draws the rows of m, centred, from its top down, the highlighted one on
 * a band (only those that fit, around the highlight; a scroll bar beside
 * them when not all fit), and notes where each was drawn in hits (which
 * may be NULL). Returns the bottom of the last row. */
float menu_draw(SDL_Renderer *r, text *font, const menu *m, menu_hits *hits);

/* Darkens everything drawn so far. */
void menu_shade(SDL_Renderer *r);

/* Draws the string centred on the window at height y; returns the y under
 * it. */
float menu_centred(SDL_Renderer *r, text *t, float y, SDL_Color c, const char *s);

#define MENU_WHITE ((SDL_Color){240, 240, 240, 255})
#define MENU_GOLD ((SDL_Color){255, 214, 90, 255})
#define MENU_DIM ((SDL_Color){150, 156, 170, 255})
#define MENU_WARN ((SDL_Color){255, 110, 90, 255})

#endif
