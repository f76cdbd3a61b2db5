/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* frame.h: one picture of a session: the world, the overlays it has on, the
 * HUD; and saving the renderer's picture as PNG. */
#ifndef APP_FRAME_H
#define APP_FRAME_H

#include <stdbool.h>

#include <SDL2/SDL.h>

#include "menu.h"
#include "session.h"
#include "text.h"

typedef struct frame_fonts {
	text *small;  /* HUD, stats panel, help, hints */
	text *medium; /* menu items */
	text *big;    /* headings: level complete, lost, paused */
	text *huge;   /* the title */
	float ui;     /* the UI scale they were made for (frame_ui) */
	SDL_Renderer *r; /* the renderer they were made for: destroying them
	                    frees its pixel layer (pixel_layer.h) too */
} frame_fonts;

/* The UI's scale for a picture view_h pixels tall with the player's scale
 * setting (percent): 1 at 720 px, growing with the height, never below
 * FRAME_UI_MIN, so text stays readable in a small window. */
#define FRAME_UI_MIN 0.8f
float frame_ui(float view_h, int percent);

/* Makes f's fonts for renderer r at UI scale ui, unless they are made for
 * it already; false when out of memory (f is then empty). Destroy them
 * before r. */
bool frame_fonts_fit(frame_fonts *f, SDL_Renderer *r, float ui);
void frame_fonts_destroy(frame_fonts *f);

/* A headless frame: the map's size, or FRAME_HEADLESS_BIG for a map wider or
 * taller than FRAME_HEADLESS_MAX (the camera scrolls over it). */
#define FRAME_HEADLESS_MAX_W 1920
#define FRAME_HEADLESS_MAX_H 1080
#define FRAME_HEADLESS_BIG_W 1280
#define FRAME_HEADLESS_BIG_H 720

/* The size in pixels of a headless frame of w. */
void frame_headless_size(const world *w, int *fw, int *fh);

/* Draws the session's latest state in its view, filling r's output (window
 * pixels): the world through the session's camera (session_resize told it
 * the size), the overlays, the HUD; ticks_per_second only shows in the
 * stats panel. A view r cannot draw (3D without OpenGL) shows top-down
 * with a note. Changes nothing in s; does not present. */
void frame_draw(SDL_Renderer *r, const frame_fonts *f, const session *s, double ticks_per_second);

/* The point of the map's ground that a click at window pixel at picks on
 * an overlay shown (the minimap), as frame_draw drew them at UI scale ui;
 * false when it is on none that picks. */
bool frame_pick(const session *s, float ui, vec2s at, vec2s *ground);

#endif
