#include "sound.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sounds.h"

/* Mixing channels: enough for every event of a few steps at once. */
#define CHANNELS 16

static void put32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static void put16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

/* The recipe made, wrapped as a mono 16-bit WAV in memory, which the mixer
 * converts to the device's format as it loads it. */
static Mix_Chunk *make(const sound_recipe *rc)
{
	size_t n = sound_synth_length(rc), bytes = 44 + 2 * n;
	uint8_t *wav = n > 0 ? calloc(1, bytes) : NULL;
	int16_t *samples = n > 0 ? malloc(2 * n) : NULL;
	Mix_Chunk *c = NULL;
	if (wav != NULL && samples != NULL) {
		sound_synth(rc, samples, n);
		memcpy(wav, "RIFF\0\0\0\0WAVEfmt ", 16);
		put32(wav + 4, (uint32_t)(bytes - 8));
		put32(wav + 16, 16);
		put16(wav + 20, 1); /* PCM */
		put16(wav + 22, 1); /* one channel */
		put32(wav + 24, SOUND_RATE);
		put32(wav + 28, SOUND_RATE * 2);
		put16(wav + 32, 2);
		put16(wav + 34, 16);
		memcpy(wav + 36, "data", 4);
		put32(wav + 40, (uint32_t)(2 * n));
		for (size_t i = 0; i < n; i++)
			put16(wav + 44 + 2 * i, (uint16_t)samples[i]);
		c = Mix_LoadWAV_RW(SDL_RWFromConstMem(wav, (int)bytes), 1);
	}
	free(samples);
	free(wav);
	return c;
}

bool sound_open(sound *snd)
{
	*snd = (sound){0};
	if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
		fprintf(stderr, "footprints: no audio device (%s): playing without sound\n",
		        SDL_GetError());
		return false;
	}
	if (Mix_OpenAudio(44100, AUDIO_S16SYS, 2, 1024) != 0) {
		fprintf(stderr, "footprints: no audio device (%s): playing without sound\n",
		        Mix_GetError());
		SDL_QuitSubSystem(SDL_INIT_AUDIO);
		return false;
	}
	Mix_AllocateChannels(CHANNELS);
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
		if (world_events_has(events, (world_event)e) && snd->chunk[e] != NULL)
			Mix_PlayChannel(-1, snd->chunk[e], 0);
}

void sound_close(sound *snd)
{
	if (!snd->open)
		return;
	Mix_HaltChannel(-1);
	for (int e = 0; e < WORLD_EVENT_COUNT; e++)
		if (snd->chunk[e] != NULL)
			Mix_FreeChunk(snd->chunk[e]);
	Mix_CloseAudio();
	SDL_QuitSubSystem(SDL_INIT_AUDIO);
	*snd = (sound){0};
}
