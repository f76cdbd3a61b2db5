/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_input: the lab's actions, one table (lab_input.c) of what each does
 * and its hint, and their keys as a binding table (bindings.h), the game's
 * mechanism; SDL events turned into lab_state actions through them. */
#ifndef LAB_INPUT_H
#define LAB_INPUT_H

#include <stddef.h>

#include <SDL2/SDL.h>

#include "bindings.h"
#include "lab_state.h"

typedef enum lab_action {
	LAB_ACTION_NONE,   /* nothing beyond what the state already did */
	LAB_ACTION_SAVE,   /* write the state file */
	LAB_ACTION_QUIT    /* leave the lab (a key or the window closed) */
} lab_action;

/* The longest hint line lab_input_hints writes, with its terminator. */
#define LAB_HINT_LEN 96

/* Applies the event to s. Mouse coordinates are the renderer's logical
 * ones (SDL converts them when a logical size is set). */
lab_action lab_input_event(lab_state *s, const SDL_Event *e);

/* The lab's key bindings, one an action of its table. */
const bindings *lab_input_bindings(void);

/* The keys and what they do, as the panel shows them, made from the
 * tables: each action's keys (bindings_label) then its hint, actions with
 * the same hint run together ("W/A/S/D move"), the scene keys only up to
 * the last scene; wrapped into lines of at most width characters. Writes
 * at most max lines; returns how many it wrote. */
int lab_input_hints(char (*lines)[LAB_HINT_LEN], int max, size_t width);

#endif
