/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* sound_synth.h: the game's sound effects are made by the program from
 * short recipes (sounds.c), not read from files: a recipe is a few notes,
 * each a wave sliding from one pitch to another, so anyone can change a
 * sound by editing numbers, the tree holds no binary audio, and the build
 * needs no tool to make it. No SDL here. */
#ifndef APP_SOUND_SYNTH_H
#define APP_SOUND_SYNTH_H

#include <stddef.h>
#include <stdint.h>

#define SOUND_RATE 44100     /* samples a second, one channel */
#define SOUND_NOTES 4        /* notes a recipe holds at most */
#define SOUND_SECONDS_MAX 2.0f /* a recipe's whole length at most */

typedef enum sound_wave {
	WAVE_NONE,     /* an unused note (ends the recipe) */
	WAVE_SINE,
	WAVE_SQUARE,
	WAVE_TRIANGLE,
	WAVE_NOISE,    /* white noise; the pitch is ignored */
} sound_wave;

typedef struct sound_note {
	sound_wave wave;
	float from_hz, to_hz; /* the pitch slides linearly over the note */
	float seconds;
} sound_note;

typedef struct sound_recipe {
	sound_note notes[SOUND_NOTES]; /* played one after the other */
	float volume;                  /* peak, 0 to 1 */
} sound_recipe;

/* How many samples the recipe makes: the sum of its notes (up to the first
 * WAVE_NONE), capped at SOUND_SECONDS_MAX; 0 for a bad recipe (a length or
 * pitch not finite or negative, a volume outside 0..1). */
size_t sound_synth_length(const sound_recipe *rc);

/* Writes the recipe's first n samples (at most sound_synth_length) to out:
 * each note rises in 4 ms and fades to nothing by its end, so notes never
 * click; the same recipe always gives the same samples. */
void sound_synth(const sound_recipe *rc, int16_t *out, size_t n);

#endif
