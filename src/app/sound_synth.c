/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "sound_synth.h"

#include <math.h>

#define TAU 6.28318530717958647692
#define ATTACK_SECONDS 0.004

static size_t note_samples(const sound_note *n)
{
	return (size_t)(n->seconds * (float)SOUND_RATE);
}

static int note_ok(const sound_note *n)
{
	return isfinite(n->seconds) && n->seconds >= 0.0f && isfinite(n->from_hz) &&
	       n->from_hz >= 0.0f && isfinite(n->to_hz) && n->to_hz >= 0.0f;
}

size_t sound_synth_length(const sound_recipe *rc)
{
	size_t total = 0, cap = (size_t)(SOUND_SECONDS_MAX * (float)SOUND_RATE);
	if (!(rc->volume >= 0.0f && rc->volume <= 1.0f))
		return 0;
	for (int i = 0; i < SOUND_NOTES && rc->notes[i].wave != WAVE_NONE; i++) {
		if (!note_ok(&rc->notes[i]))
			return 0;
		total += note_samples(&rc->notes[i]);
	}
	return total < cap ? total : cap;
}

/* One sample of the wave at phase (in turns, [0, 1)); noise from its own
 * generator, seeded the same for every sound. */
static double wave(sound_wave w, double phase, uint32_t *noise)
{
	switch (w) {
	case WAVE_SQUARE:
		return phase < 0.5 ? 0.6 : -0.6; /* quieter: squares sound louder */
	case WAVE_TRIANGLE:
		return phase < 0.5 ? 4.0 * phase - 1.0 : 3.0 - 4.0 * phase;
	case WAVE_NOISE:
		*noise ^= *noise << 13;
		*noise ^= *noise >> 17;
		*noise ^= *noise << 5;
		return (double)*noise / 2147483648.0 - 1.0;
	default:
		return sin(TAU * phase);
	}
}

/* Rises over the attack, then falls as the square of what is left. */
static double envelope(size_t i, size_t len)
{
	double t = (double)i / SOUND_RATE, left = 1.0 - (double)i / (double)len;
	double rise = t < ATTACK_SECONDS ? t / ATTACK_SECONDS : 1.0;
	return rise * left * left;
}

void sound_synth(const sound_recipe *rc, int16_t *out, size_t n)
{
	size_t at = 0, have = sound_synth_length(rc);
	uint32_t noise = 0x9e3779b9u;
	n = n < have ? n : have;
	for (int k = 0; k < SOUND_NOTES && at < n && rc->notes[k].wave != WAVE_NONE; k++) {
		const sound_note *note = &rc->notes[k];
		size_t len = note_samples(note);
		double phase = 0.0, from = (double)note->from_hz, to = (double)note->to_hz;
		for (size_t i = 0; i < len && at < n; i++, at++) {
			double hz = from + (to - from) * (double)i / (double)len;
			double v = wave(note->wave, phase, &noise) * envelope(i, len) * (double)rc->volume;
			out[at] = (int16_t)lround(v * 32767.0);
			phase += hz / SOUND_RATE;
			phase -= floor(phase);
		}
	}
}
