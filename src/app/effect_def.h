/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* effect_def.h: what an effect kind is (an entry of effect_kinds.c's
 * table, effects.h): the world event that starts one and where, how long
 * it lasts, how far it shakes the camera, and how it draws at an age. */
#ifndef APP_EFFECT_DEF_H
#define APP_EFFECT_DEF_H

#include <stddef.h>
#include <stdint.h>

#include <cglm/struct.h>

#include "batch.h"
#include "projection.h"
#include "text.h"
#include "world.h"

/* The cause of a kind started on a level's first tick, not by an event. */
#define EFFECT_ON_START WORLD_EVENT_COUNT

/* One effect showing: its kind (its index in the table), the world tick
 * it began, where (map pixels) and its own random seed. */
typedef struct effect {
	size_t kind;
	uint64_t born;
	vec2s at;
	uint64_t seed;
} effect;

/* What an effect draws on: shapes into b (window pixels, drawn blended
 * under the text), the view's projection of the ground, the font for
 * words, the picture's size and the UI's scale. */
typedef struct effect_canvas {
	batch *b;
	const projection *pr;
	const world *w;
	text *font;
	float view_w, view_h;
	float ui;
} effect_canvas;

typedef struct effect_def {
	const char *name;
	unsigned cause;   /* the world_event that starts one, or EFFECT_ON_START */
	uint32_t ticks;   /* how long one lasts */
	float shake;      /* window pixels the camera shakes at its start (0: none) */
	/* Where one starts in w (map pixels). */
	vec2s (*where)(const world *w);
	/* Its shapes at age in [0, 1) of its life. */
	void (*draw)(const effect_canvas *c, const effect *e, float age);
	/* Its words over every shape; NULL for none. */
	void (*write)(const effect_canvas *c, const effect *e, float age);
} effect_def;

#endif
