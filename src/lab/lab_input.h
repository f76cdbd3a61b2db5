/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_input: SDL events turned into lab_state actions. */
#ifndef LAB_INPUT_H
#define LAB_INPUT_H

#include <SDL2/SDL.h>

#include "lab_state.h"

typedef enum lab_action {
	LAB_ACTION_NONE,   /* nothing beyond what the state already did */
	LAB_ACTION_SAVE,   /* F5 or Ctrl+S: write the state file */
	LAB_ACTION_QUIT    /* Escape or the window closed */
} lab_action;

/* Applies the event to s. Mouse coordinates are the renderer's logical
 * ones (SDL converts them when a logical size is set). */
lab_action lab_input_event(lab_state *s, const SDL_Event *e);

#endif
