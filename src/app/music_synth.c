/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "music_synth.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>

#define TAU 6.28318530717958647692
/* Passes of the delay around the loop: the echoes of the loop's end reach
 * its start, and after this many they are below hearing. */
#define ECHO_PASSES 4

static double step_samples(const music_song *song)
{
	return (double)SOUND_RATE * 60.0 / (double)song->bpm / 4.0;
}

size_t music_synth_length(const music_song *song)
{
	if (!(song->bpm >= 30.0f && song->bpm <= 300.0f) || song->bars < 1 ||
	    song->bars > MUSIC_BARS_MAX || !(song->peak >= 0.0f && song->peak <= 1.0f))
		return 0;
	return (size_t)lround(step_samples(song)) * MUSIC_STEPS * (size_t)song->bars;
}

static double hz(int midi)
{
	return 440.0 * pow(2.0, (double)(midi - 69) / 12.0);
}

static double wave(sound_wave w, double phase)
{
	if (w == WAVE_TRIANGLE)
		return phase < 0.5 ? 4.0 * phase - 1.0 : 3.0 - 4.0 * phase;
	return sin(TAU * phase);
}

/* Rises over the attack, falls toward nothing while held, then fades out
 * over the release. */
static double envelope(const music_voice *v, double t, double held)
{
	double a = v->attack > 0.0f ? t / (double)v->attack : 1.0;
	double e = (a < 1.0 ? a : 1.0) * (v->decay > 0.0f ? exp(-t / (double)v->decay) : 1.0);
	if (t > held && v->release > 0.0f)
		e *= 1.0 - (t - held) / (double)v->release;
	return e > 0.0 ? e : 0.0;
}

/* Adds one note of the voice starting at sample at, wrapping round the
 * loop of n samples. */
static void note(const music_voice *v, int midi, size_t at, double step, float *out, size_t n)
{
	double held = (double)v->gate * step / SOUND_RATE, f = hz(midi), phase = 0.0;
	size_t len = (size_t)((held + (double)v->release) * SOUND_RATE);
	for (size_t i = 0; i < len; i++) {
		double t = (double)i / SOUND_RATE;
		out[(at + i) % n] += (float)(wave(v->wave, phase) * envelope(v, t, held) * (double)v->volume);
		phase += f / SOUND_RATE;
		phase -= floor(phase);
	}
}

/* Every note of the voice over the loop, into out. */
static void voice(const music_song *song, const music_voice *v, float *out, size_t n)
{
	double step = step_samples(song);
	size_t plen = 0, steps = (size_t)song->bars * MUSIC_STEPS;
	while (v->pattern[plen] != '\0')
		plen++;
	for (size_t s = 0; plen > 0 && s < steps; s++) {
		char c = v->pattern[s % plen];
		const int *chord = song->chords[s / MUSIC_STEPS];
		size_t at = (size_t)lround((double)s * step);
		int shift = 12 * v->octave;
		if (c >= '0' && c <= '3')
			note(v, chord[c - '0'] + shift, at, step, out, n);
		else if (c == '+')
			note(v, chord[0] + shift + 12, at, step, out, n);
		else if (c == '=')
			for (int k = 0; k < 4; k++)
				note(v, chord[k] + shift, at, step, out, n);
	}
}

/* The echoes of wet added to out: each a delay later and feedback
 * quieter, round the loop. */
static void echo(const float *wet, float *out, size_t n, size_t delay, float feedback)
{
	float *line = calloc(n, sizeof *line);
	if (line == NULL)
		return;
	for (int pass = 0; pass < ECHO_PASSES; pass++)
		for (size_t i = 0; i < n; i++)
			line[i] = feedback * (wet[(i + n - delay) % n] + line[(i + n - delay) % n]);
	for (size_t i = 0; i < n; i++)
		out[i] += line[i];
	free(line);
}

static void normalise(const float *mix, float peak, int16_t *out, size_t n)
{
	float top = 0.0f;
	for (size_t i = 0; i < n; i++)
		top = fabsf(mix[i]) > top ? fabsf(mix[i]) : top;
	double k = top > 0.0f ? (double)peak / (double)top : 0.0;
	for (size_t i = 0; i < n; i++)
		out[i] = (int16_t)lround((double)mix[i] * k * 32767.0);
}

bool music_synth(const music_song *song, int16_t *out, size_t n)
{
	size_t len = music_synth_length(song);
	if (len == 0 || n < len)
		return false;
	float *mix = calloc(len, sizeof *mix), *wet = calloc(len, sizeof *wet);
	float *dry = calloc(len, sizeof *dry);
	bool ok = mix != NULL && wet != NULL && dry != NULL;
	for (int k = 0; ok && k < MUSIC_VOICES_MAX && song->voices[k].pattern != NULL; k++) {
		const music_voice *v = &song->voices[k];
		for (size_t i = 0; i < len; i++)
			dry[i] = 0.0f;
		voice(song, v, dry, len);
		for (size_t i = 0; i < len; i++) {
			mix[i] += dry[i];
			wet[i] += dry[i] * v->echo;
		}
	}
	size_t delay = (size_t)lround((double)song->delay_steps * step_samples(song)) % len;
	if (ok && song->feedback > 0.0f && song->feedback < 1.0f && delay > 0)
		echo(wet, mix, len, delay, song->feedback);
	if (ok)
		normalise(mix, song->peak, out, len);
	free(mix);
	free(wet);
	free(dry);
	return ok;
}
