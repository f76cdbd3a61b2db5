/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* songs.h: the game's music, one entry each in songs.c: the song's name
 * (what a screen or a level asks for) and the recipe the program makes its
 * loop from (music_synth.h). The music player and the tests read this one
 * table. */
#ifndef APP_SONGS_H
#define APP_SONGS_H

#include <stdbool.h>
#include <stddef.h>

#include "music_synth.h"

typedef struct song_def {
	const char *name;
	music_song song;
} song_def;

/* Entry i, or NULL past the last. */
const song_def *songs_at(size_t i);

/* The index of the song named name in *i; false when there is none. */
bool songs_find(const char *name, size_t *i);

#endif
