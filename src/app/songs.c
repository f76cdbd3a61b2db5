/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "songs.h"

#include <string.h>

/* Voices shared by the songs: a round bass, a slow pad holding each bar's
 * chord, and a plucked arpeggio that the delay repeats. Chords sit around
 * the octave below middle C; the voices move them by octaves. */
#define BASS(p, gate) {p, WAVE_TRIANGLE, 0, gate, 0.01f, 0.9f, 0.08f, 0.55f, 0.0f}
#define PAD(p) {p, WAVE_SINE, 1, 16.0f, 0.45f, 4.0f, 0.5f, 0.09f, 0.0f}
#define ARP(p, wave, octave, gate, decay, volume) \
	{p, wave, octave, gate, 0.006f, decay, 0.12f, volume, 0.6f}

#define CMAJ7 {48, 52, 55, 59}
#define AM7 {45, 48, 52, 55}
#define FMAJ7 {41, 45, 48, 52}
#define G6 {43, 47, 50, 52}
#define G {43, 47, 50, 55}
#define DM7 {50, 53, 57, 60}
#define BBMAJ7 {46, 50, 53, 57}
#define C {48, 52, 55, 60}
#define A7 {45, 49, 52, 55}
#define DM7_LOW {38, 41, 45, 48}
#define GM7 {43, 46, 50, 53}
#define C7 {48, 52, 55, 58}

static const song_def table[] = {
	/* The title and the menus: I, vi, IV, V in C, unhurried. */
	{"menu", {96.0f, 4, {CMAJ7, AM7, FMAJ7, G6},
	          {BASS("0.......0.....+.", 6.0f), PAD("=..............."),
	           ARP("0.1.2.3.+.3.2.1.", WAVE_TRIANGLE, 1, 1.5f, 0.3f, 0.2f)},
	          3.0f, 0.35f, 0.45f}},
	/* A level with little moving: A minor, slow, sparse notes. */
	{"calm", {80.0f, 4, {AM7, FMAJ7, CMAJ7, G},
	          {BASS("0...............", 10.0f), PAD("=..............."),
	           ARP("0...2...1...3.2.", WAVE_SINE, 2, 3.0f, 0.5f, 0.22f)},
	          6.0f, 0.4f, 0.4f}},
	/* A crowded level: D minor, quicker, eighth-note bass. */
	{"busy", {126.0f, 4, {DM7, BBMAJ7, C, A7},
	          {BASS("0.0.+.0.0.0.+.0.", 1.5f), PAD("=.......=......."),
	           ARP("0123+3210123+321", WAVE_TRIANGLE, 1, 0.9f, 0.15f, 0.16f)},
	          3.0f, 0.3f, 0.45f}},
	/* The ending: F major, eight slow bars that come home. */
	{"ending", {72.0f, 8, {FMAJ7, AM7, DM7_LOW, BBMAJ7, GM7, C7, FMAJ7, FMAJ7},
	            {BASS("0.......2.......", 8.0f), PAD("=..............."),
	             ARP("0.1.2.3.2.1.0.+.", WAVE_SINE, 2, 2.0f, 0.45f, 0.2f)},
	            4.0f, 0.4f, 0.45f}},
};

#define COUNT (sizeof table / sizeof table[0])

const song_def *songs_at(size_t i)
{
	return i < COUNT ? &table[i] : NULL;
}

bool songs_find(const char *name, size_t *i)
{
	*i = 0;
	while (name != NULL && *i < COUNT && strcmp(table[*i].name, name) != 0)
		++*i;
	return name != NULL && *i < COUNT;
}
