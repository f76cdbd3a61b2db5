#include "sound.h"

#include <stdlib.h>

#include "audio.h"
#include "sounds.h"

/* The recipe made into a sound of the device. */
static Mix_Chunk *make(const sound_recipe *rc)
{
	size_t n = sound_synth_length(rc);
	int16_t *samples = n > 0 ? malloc(2 * n) : NULL;
	Mix_Chunk *c = NULL;
	if (samples != NULL) {
		sound_synth(rc, samples, n);
		c = audio_sound(samples, n, SOUND_RATE);
	}
	free(samples);
	return c;
}

bool sound_open(sound *snd)
{
	*snd = (sound){0};
	if (!audio_open())
		return false;
	snd->open = true;
	for (int e = 0; e < WORLD_EVENT_COUNT; e++) {
		const sound_def *d = sounds_for(world_event_name((world_event)e));
		snd->chunk[e] = d != NULL ? make(&d->recipe) : NULL;
	}
	return true;
}

void sound_play(sound *snd, world_events events)
{
	for (int e = 0; snd->open && e < WORLD_EVENT_COUNT; e++)
		if (world_events_has(events, (world_event)e))
			audio_play(snd->chunk[e]);
}

void sound_close(sound *snd)
{
	if (!snd->open)
		return;
	Mix_HaltChannel(-1);
	for (int e = 0; e < WORLD_EVENT_COUNT; e++)
		if (snd->chunk[e] != NULL)
			Mix_FreeChunk(snd->chunk[e]);
	audio_close();
	*snd = (sound){0};
}
