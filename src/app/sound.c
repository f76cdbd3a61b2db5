/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "sound.h"

#include <stdlib.h>
#include <string.h>

#include "audio.h"
#include "songs.h"
#include "sounds.h"

/* Samples made by the program (n of them) as a sound of the device. */
static Mix_Chunk *wrap(int16_t *samples, size_t n)
{
	Mix_Chunk *c = samples != NULL ? audio_sound(samples, n, SOUND_RATE) : NULL;
	free(samples);
	return c;
}

/* The recipe made into a sound of the device. */
static Mix_Chunk *make(const sound_recipe *rc)
{
	size_t n = sound_synth_length(rc);
	int16_t *samples = n > 0 ? malloc(2 * n) : NULL;
	if (samples != NULL)
		sound_synth(rc, samples, n);
	return wrap(samples, n);
}

/* The song made into one loop of the device. */
static Mix_Chunk *make_song(const music_song *song)
{
	size_t n = music_synth_length(song);
	int16_t *samples = n > 0 ? malloc(2 * n) : NULL;
	if (samples != NULL && !music_synth(song, samples, n)) {
		free(samples);
		samples = NULL;
	}
	return wrap(samples, n);
}

bool sound_open(sound *snd)
{
	*snd = (sound){0};
	if (!audio_open())
		return false;
	snd->open = true;
	for (size_t i = 0; i < sounds_count() && i < SOUND_CUES_MAX; i++)
		snd->cue[i] = make(&sounds_at(i)->recipe);
	return true;
}

void sound_cue(sound *snd, const char *name)
{
	for (size_t i = 0; snd->open && i < sounds_count() && i < SOUND_CUES_MAX; i++)
		if (strcmp(sounds_at(i)->event, name) == 0)
			audio_play(snd->cue[i]);
}

void sound_play(sound *snd, world_events events)
{
	for (int e = 0; snd->open && e < WORLD_EVENT_COUNT; e++)
		if (world_events_has(events, (world_event)e))
			sound_cue(snd, world_event_name((world_event)e));
}

void sound_music(sound *snd, const char *name)
{
	size_t i;
	bool found = songs_find(name, &i) && i < SOUND_SONGS_MAX;
	const char *now = found ? songs_at(i)->name : NULL;
	if (!snd->open || now == snd->playing)
		return;
	snd->playing = now;
	/* Each song is made when first played: a start makes only its own. */
	if (found && snd->song[i] == NULL)
		snd->song[i] = make_song(&songs_at(i)->song);
	audio_loop(found ? snd->song[i] : NULL, SOUND_FADE_MS);
}

void sound_volumes(sound *snd, int music, int effects, bool muted)
{
	if (snd->open)
		audio_volumes(muted ? 0.0f : (float)music / 100.0f, muted ? 0.0f : (float)effects / 100.0f);
}

void sound_close(sound *snd)
{
	if (!snd->open)
		return;
	Mix_HaltChannel(-1);
	for (size_t i = 0; i < SOUND_CUES_MAX; i++)
		if (snd->cue[i] != NULL)
			Mix_FreeChunk(snd->cue[i]);
	for (size_t i = 0; i < SOUND_SONGS_MAX; i++)
		if (snd->song[i] != NULL)
			Mix_FreeChunk(snd->song[i]);
	audio_close();
	*snd = (sound){0};
}
