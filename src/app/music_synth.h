/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* music_synth.h: the game's music is made by the program, like its sound
 * effects (sound_synth.h): a song is a few bars of chords, and voices (a
 * bass, a pad, an arpeggio) that play the chord tones their patterns name
 * on a sixteenth-note grid. The result is one loop whose end runs into its
 * start without a seam: a note or an echo that rings past the end is heard
 * at the start. No SDL here. */
#ifndef APP_MUSIC_SYNTH_H
#define APP_MUSIC_SYNTH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sound_synth.h"

#define MUSIC_BARS_MAX 8    /* bars a song holds at most */
#define MUSIC_VOICES_MAX 4  /* voices a song holds at most */
#define MUSIC_STEPS 16      /* steps a bar: sixteenth notes of a 4/4 bar */

/* One voice. Its pattern has a character a step, repeated over the loop:
 * '0' to '3' start the chord's tone of that index, '+' its root an octave
 * up, '=' the whole chord, '.' nothing; a note lasts gate steps. */
typedef struct music_voice {
	const char *pattern;  /* NULL: an unused voice */
	sound_wave wave;      /* sine or triangle */
	int octave;           /* added to the chord's octave */
	float gate;           /* steps a note is held */
	float attack, decay;  /* seconds: the rise, and the fall to 1/e while held */
	float release;        /* seconds of fading after the gate */
	float volume;         /* its share of the mix */
	float echo;           /* how much of it the delay repeats, 0..1 */
} music_voice;

typedef struct music_song {
	float bpm;                         /* quarter notes a minute */
	int bars;                          /* 1..MUSIC_BARS_MAX */
	int chords[MUSIC_BARS_MAX][4];     /* each bar's chord, MIDI note numbers */
	music_voice voices[MUSIC_VOICES_MAX];
	float delay_steps;                 /* the echo comes this many steps later */
	float feedback;                    /* each echo's share of the one before */
	float peak;                        /* the loop's loudest sample, 0..1 */
} music_song;

/* Samples in one loop at SOUND_RATE: a whole number of steps; 0 for a bad
 * song (bpm not in 30..300, bars not in 1..MUSIC_BARS_MAX, a peak outside
 * 0..1). */
size_t music_synth_length(const music_song *song);

/* Writes the loop (music_synth_length samples) to out: the same song
 * always gives the same samples, the loudest at the song's peak. Returns
 * false, out untouched, for a bad song or no memory. */
bool music_synth(const music_song *song, int16_t *out, size_t n);

#endif
