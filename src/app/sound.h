/* sound.h: the window's sound: the world's events of each step (events.h)
 * played through SDL2_mixer as the sounds table says (sounds.h). The
 * simulation stays silent; headless runs open no sound at all. */
#ifndef APP_SOUND_H
#define APP_SOUND_H

#include <stdbool.h>

#include <SDL2/SDL.h>
#include <SDL2/SDL_mixer.h>

#include "events.h"

typedef struct sound {
	bool open;                            /* an audio device is playing */
	Mix_Chunk *chunk[WORLD_EVENT_COUNT];  /* NULL: the event makes no sound */
} sound;

/* Opens the audio device and makes every sound. Without a device (or when
 * it fails) the game plays silently: false, and stderr says so once. */
bool sound_open(sound *snd);

/* Plays the sound of each event in the set (nothing when not open). */
void sound_play(sound *snd, world_events events);

/* Stops and frees everything; safe on a sound that did not open. */
void sound_close(sound *snd);

#endif
