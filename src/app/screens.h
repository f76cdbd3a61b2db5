/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* screens.h: the table of the game's screens (screens.c lists them, each
 * defined in its screen_*.c; what a screen is: screen.h), and what the
 * screens share. A screen is known by its index in the table or its name;
 * the first is where a run with --menu starts. */
#ifndef APP_SCREENS_H
#define APP_SCREENS_H

#include <stdbool.h>
#include <stddef.h>

#include "screen.h"

/* Screen i; past the end, the first. */
const screen_def *screens_at(size_t i);

/* The screen named name; false for none. */
bool screens_find(const char *name, size_t *i);

/* A menu key on the screen showing: up and down move the highlight, select
 * chooses the highlighted item, back the item marked back. Returns the
 * screen the chosen item leads to, or NULL. */
const char *screens_menu_input(session *s, menu_key key);

/* Updates that screens share: the world steps (returns true), or nothing
 * moves (returns false). */
bool screens_step_world(session *s);
bool screens_stand_still(session *s);

/* What the paused, won and lost screens draw: the world as playing shows
 * it, darkened, the entry's heading, the count lines under it, its menu
 * and its hint at the bottom. */
void screens_draw_over_world(const screen_view *v, const session *s, const char *const *lines,
                             size_t count);

/* screens_draw_over_world with no lines. */
void screens_draw_menu_over_world(const screen_view *v, const session *s);

/* The message of a problem (a level that cannot be played) over the hint
 * line at hint_y. */
void screens_draw_message(const screen_view *v, const session *s, float hint_y);

#endif
