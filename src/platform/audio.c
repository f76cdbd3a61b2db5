/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "audio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL2/SDL.h>

/* Mixing channels: enough for every event of a few steps at once, and two
 * kept for the music so one loop fades out while the next fades in. */
#define CHANNELS 16
#define MUSIC_CHANNELS 2

static int music_channel; /* the music channel that plays the loop now */
static uint32_t fade_start, fade_length; /* SDL_GetTicks ms of the last switch */
static float volume_music = 1.0f, volume_effects = 1.0f;

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
	Mix_ReserveChannels(MUSIC_CHANNELS);
	music_channel = 0;
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

static int level(float v)
{
	v = v < 0.0f ? 0.0f : v > 1.0f ? 1.0f : v;
	return (int)(v * (float)MIX_MAX_VOLUME + 0.5f);
}

/* The channels' volumes at this moment: the music's loop rising from
 * nothing, the one before falling to it and stopped at the end. The fade
 * is ours, not the mixer's, so a volume set during it is obeyed. */
static void apply(void)
{
	uint32_t gone = SDL_GetTicks() - fade_start;
	float f = gone >= fade_length ? 1.0f : (float)gone / (float)fade_length;
	int before = (music_channel + 1) % MUSIC_CHANNELS;
	Mix_Volume(music_channel, level(volume_music * f));
	Mix_Volume(before, level(volume_music * (1.0f - f)));
	if (f >= 1.0f)
		Mix_HaltChannel(before);
	for (int ch = MUSIC_CHANNELS; ch < CHANNELS; ch++)
		Mix_Volume(ch, level(volume_effects));
}

void audio_loop(Mix_Chunk *c, int fade_ms)
{
	if (c == NULL) {
		for (int ch = 0; ch < MUSIC_CHANNELS; ch++)
			Mix_HaltChannel(ch);
		return;
	}
	music_channel = (music_channel + 1) % MUSIC_CHANNELS;
	Mix_HaltChannel(music_channel);
	Mix_Volume(music_channel, 0);
	Mix_PlayChannel(music_channel, c, -1);
	fade_start = SDL_GetTicks();
	fade_length = fade_ms > 0 ? (uint32_t)fade_ms : 1u;
	apply();
}

void audio_volumes(float music, float effects)
{
	volume_music = music;
	volume_effects = effects;
	apply();
}

void audio_close(void)
{
	Mix_HaltChannel(-1);
	Mix_CloseAudio();
	SDL_QuitSubSystem(SDL_INIT_AUDIO);
}
