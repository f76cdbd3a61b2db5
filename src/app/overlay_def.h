/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* overlay_def.h: what an overlay is: a drawing over the world (or a panel)
 * in the overlays table (overlays.h), given what it may show. The
 * overlays include this; the table includes the overlays. */
#ifndef APP_OVERLAY_DEF_H
#define APP_OVERLAY_DEF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "frame_clock.h"
#include "projection.h"
#include "world.h"

struct SDL_Renderer;
struct text;

/* Where the HUD comes in the overlays' drawing order (overlay_def.z):
 * overlays below it are drawn under the HUD, the others over it. */
#define OVERLAY_Z_HUD 50

/* One row of the help panel: keys, and what they do. */
typedef struct overlay_row {
	char keys[96];
	const char *line;
} overlay_row;

/* What an overlay may show. */
typedef struct overlay_scene {
	const world *w;
	struct text *font;       /* the panels' text */
	double ticks_per_second; /* measured by the caller: the stats panel shows it */
	frame_figures frames;    /* likewise; all zero when no window presents */
	const projection *pr;    /* the view's: map ground to window pixels */
	float view_w, view_h;    /* the picture, window pixels: where panels go */
	float ui;                /* the UI's scale: panels' sizes are times it */
	const overlay_row *help; /* the help panel's rows, and the keys that */
	size_t help_rows;        /* close it */
	const char *help_close;
	uint64_t shown; /* the overlays drawn with this one (overlays_bit): one
	                   may leave out what another drawn after it covers */
	uint64_t picture; /* a number no other picture drawn has (0: none): the
	                     overlays share what they find in one picture */
} overlay_scene;

typedef void overlay_draw_fn(struct SDL_Renderer *r, const overlay_scene *sc);

/* The point of the map's ground a click at window pixel at picks on the
 * overlay as drawn in sc (whose font may be NULL); false when at is not on
 * it. */
typedef bool overlay_pick_fn(const overlay_scene *sc, vec2s at, vec2s *ground);

/* Starts, beside the caller, work that the overlay's draw of the same
 * picture (sc->picture) takes instead of doing it itself: called before
 * the world is drawn, sc's projection the one the view is to draw
 * through. That draw always follows, and does the work itself when what
 * was started does not fit what it is given. */
typedef void overlay_prepare_fn(const overlay_scene *sc);

typedef struct overlay_def {
	overlay_draw_fn *draw;
	int z;      /* drawing order, lowest first; the HUD is drawn at
	               OVERLAY_Z_HUD */
	bool pairs; /* it draws the broadphase's candidate pairs, which the
	               world records only while it is shown */
	overlay_pick_fn *pick; /* NULL: a click on it picks nothing */
	overlay_prepare_fn *prepare; /* NULL: its draw does all its work */
} overlay_def;

#endif
