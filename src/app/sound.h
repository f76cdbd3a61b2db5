/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* sound.h: the window's sound: the world's events of each step (events.h)
 * and the menus' cues played through SDL2_mixer as the sounds table says
 * (sounds.h), and the music of the songs table (songs.h) looping under
 * them. The simulation stays silent; headless runs open no sound at all. */
#ifndef APP_SOUND_H
#define APP_SOUND_H

#include <stdbool.h>

#include <SDL2/SDL.h>
#include <SDL2/SDL_mixer.h>

#include "events.h"

#define SOUND_CUES_MAX 16  /* entries of the sounds table the player holds */
#define SOUND_SONGS_MAX 8  /* entries of the songs table the player holds */
#define SOUND_FADE_MS 600  /* one song fades into the next over this long */

typedef struct sound {
	bool open;                           /* an audio device is playing */
	Mix_Chunk *cue[SOUND_CUES_MAX];      /* the sounds table's, by index */
	Mix_Chunk *song[SOUND_SONGS_MAX];    /* the songs table's, by index,
	                                        NULL until first played */
	const char *playing;                 /* the song looping, or NULL */
} sound;

/* Opens the audio device and makes every sound (each song is made when
 * first played). Without a device
 * (or when it fails) the game plays silently: false, and stderr says so
 * once. */
bool sound_open(sound *snd);

/* Plays the sound of each event in the set (nothing when not open). */
void sound_play(sound *snd, world_events events);

/* Plays the sounds table's entry named name once; nothing for a name the
 * table lacks. */
void sound_cue(sound *snd, const char *name);

/* Loops the songs table's song named name, fading from the one before;
 * NULL, or a name the table lacks, fades the music out. The same song
 * again goes on where it is. */
void sound_music(sound *snd, const char *name);

/* The music's and the effects' loudness, each 0 to 100; muted silences
 * both (the music goes on unheard, so unmuting resumes it). Called each
 * frame: it also moves a change of song along. */
void sound_volumes(sound *snd, int music, int effects, bool muted);

/* Stops and frees everything; safe on a sound that did not open. */
void sound_close(sound *snd);

#endif
