/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* audio.h: the sound device, through SDL2_mixer, and sounds made from
 * samples in memory. Without a device the program plays silently. */
#ifndef PLATFORM_AUDIO_H
#define PLATFORM_AUDIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL2/SDL_mixer.h>

/* Opens the audio device. Without one (or when it fails): false, and
 * stderr says the program plays without sound. */
bool audio_open(void);

/* A sound of n mono 16-bit samples at rate per second, converted to the
 * device's format; NULL when it cannot be made (no samples, no memory). */
Mix_Chunk *audio_sound(const int16_t *samples, size_t n, uint32_t rate);

/* Plays a sound once on a free channel (never one of the music's); a NULL
 * sound plays nothing. */
void audio_play(Mix_Chunk *c);

/* Plays a sound over and over on the music's channels, fading it in over
 * fade_ms while whatever played there fades out: the loop's last sample
 * runs into its first with no gap. NULL stops the music. */
void audio_loop(Mix_Chunk *c, int fade_ms);

/* The loudness of the music's channels and of every other, each 0 (none)
 * to 1 (as made); also moves the music's fade on, so call it each frame. */
void audio_volumes(float music, float effects);

/* Stops every sound and closes the device (after audio_open succeeded). */
void audio_close(void);

#endif
