#include "audio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL2/SDL.h>

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

bool audio_open(void)
{
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
	return true;
}

/* The samples wrapped as a mono 16-bit WAV in memory, which the mixer
 * converts to the device's format as it loads it. */
Mix_Chunk *audio_sound(const int16_t *samples, size_t n, uint32_t rate)
{
	size_t bytes = 44 + 2 * n;
	uint8_t *wav = n > 0 ? calloc(1, bytes) : NULL;
	if (wav == NULL)
		return NULL;
	memcpy(wav, "RIFF\0\0\0\0WAVEfmt ", 16);
	put32(wav + 4, (uint32_t)(bytes - 8));
	put32(wav + 16, 16);
	put16(wav + 20, 1); /* PCM */
	put16(wav + 22, 1); /* one channel */
	put32(wav + 24, rate);
	put32(wav + 28, rate * 2);
	put16(wav + 32, 2);
	put16(wav + 34, 16);
	memcpy(wav + 36, "data", 4);
	put32(wav + 40, (uint32_t)(2 * n));
	for (size_t i = 0; i < n; i++)
		put16(wav + 44 + 2 * i, (uint16_t)samples[i]);
	Mix_Chunk *c = Mix_LoadWAV_RW(SDL_RWFromConstMem(wav, (int)bytes), 1);
	free(wav);
	return c;
}

void audio_play(Mix_Chunk *c)
{
	if (c != NULL)
		Mix_PlayChannel(-1, c, 0);
}

void audio_close(void)
{
	Mix_HaltChannel(-1);
	Mix_CloseAudio();
	SDL_QuitSubSystem(SDL_INIT_AUDIO);
}
