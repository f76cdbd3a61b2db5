/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* sounds.h: which sound each event of the world (events.h) and each cue
 * of the menus ("menu-move", "menu-choose") makes, one entry each in
 * sounds.c, loudest first: the event's name as stats lines give it, and the
 * recipe the program makes its sound from (sound_synth.h). The sound player
 * and the tests read this one table. */
#ifndef APP_SOUNDS_H
#define APP_SOUNDS_H

#include <stddef.h>

#include "sound_synth.h"

typedef struct sound_def {
	const char *event; /* world_event_name of the event, or the cue's name */
	sound_recipe recipe;
} sound_def;

/* How many entries there are. */
size_t sounds_count(void);

/* Entry i, or NULL when i >= sounds_count(). */
const sound_def *sounds_at(size_t i);

/* The entry of the event named name, or NULL when it makes no sound. */
const sound_def *sounds_for(const char *name);

#endif
