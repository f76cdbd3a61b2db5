/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The sounds table and the recipes the program makes its sounds from:
 * every event the world reports and each menu cue has a sound, loudest
 * first, a bump below a pickup; each sound is short, not
 * silent, within its volume, fades out to nothing, and is the same samples
 * every time; a bad recipe makes no sound rather than noise. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "events.h"
#include "sounds.h"

static void every_event_sounds(void **state)
{
	(void)state;
	for (int e = 0; e < WORLD_EVENT_COUNT; e++)
		if (sounds_for(world_event_name((world_event)e)) == NULL)
			fail_msg("event '%s' has no sound", world_event_name((world_event)e));
	assert_non_null(sounds_for("menu-move"));
	assert_non_null(sounds_for("menu-choose"));
	assert_null(sounds_for("no such event"));
	assert_null(sounds_at(sounds_count()));
}

static void recipes_are_short_and_sound(void **state)
{
	(void)state;
	for (size_t i = 0; i < sounds_count(); i++) {
		const sound_def *d = sounds_at(i);
		size_t n = sound_synth_length(&d->recipe);
		int16_t *a = calloc(n + 1, sizeof *a), *b = calloc(n + 1, sizeof *b);
		assert_non_null(a);
		assert_non_null(b);
		sound_synth(&d->recipe, a, n);
		sound_synth(&d->recipe, b, n);
		int peak = 0;
		for (size_t k = 0; k < n; k++)
			peak = abs(a[k]) > peak ? abs(a[k]) : peak;
		double limit = 32767.0 * (double)d->recipe.volume + 1.0;
		if (n < SOUND_RATE / 20 || n > SOUND_RATE || peak < 1000 || peak > limit ||
		    abs(a[n - 1]) > 200 || memcmp(a, b, n * sizeof *a) != 0)
			fail_msg("'%s': %zu samples, peak %d (limit %.0f), last %d", d->event, n, peak,
			         limit, a[n - 1]);
		free(a);
		free(b);
	}
}

/* The peak of the entry's samples. */
static int peak_of(const sound_def *d)
{
	size_t n = sound_synth_length(&d->recipe);
	int16_t *a = calloc(n + 1, sizeof *a);
	int peak = 0;
	assert_non_null(a);
	sound_synth(&d->recipe, a, n);
	for (size_t k = 0; k < n; k++)
		peak = abs(a[k]) > peak ? abs(a[k]) : peak;
	free(a);
	return peak;
}

/* The table is ordered loudest first, and a bump is quieter than a pickup. */
static void loudness_in_order(void **state)
{
	(void)state;
	for (size_t i = 1; i < sounds_count(); i++)
		if (peak_of(sounds_at(i)) > peak_of(sounds_at(i - 1)))
			fail_msg("'%s' (peak %d) is louder than '%s' (peak %d) before it",
			         sounds_at(i)->event, peak_of(sounds_at(i)), sounds_at(i - 1)->event,
			         peak_of(sounds_at(i - 1)));
	assert_true(peak_of(sounds_for("wall")) < peak_of(sounds_for("pickup")));
}

static void bad_recipes_are_silent(void **state)
{
	(void)state;
	sound_recipe loud = {{{WAVE_SINE, 440.0f, 440.0f, 0.1f}}, 1.5f};
	sound_recipe nan_pitch = {{{WAVE_SINE, NAN, 440.0f, 0.1f}}, 0.5f};
	sound_recipe negative = {{{WAVE_SINE, 440.0f, 440.0f, -1.0f}}, 0.5f};
	sound_recipe forever = {{{WAVE_SINE, 440.0f, 440.0f, 1e9f}}, 0.5f};
	assert_int_equal(sound_synth_length(&loud), 0);
	assert_int_equal(sound_synth_length(&nan_pitch), 0);
	assert_int_equal(sound_synth_length(&negative), 0);
	assert_int_equal(sound_synth_length(&forever), (size_t)(SOUND_SECONDS_MAX * SOUND_RATE));
}

int main(void)
{
	static const struct CMUnitTest tests[] = {cmocka_unit_test(every_event_sounds),
	                                          cmocka_unit_test(recipes_are_short_and_sound),
	                                          cmocka_unit_test(loudness_in_order),
	                                          cmocka_unit_test(bad_recipes_are_silent)};
	return cmocka_run_group_tests_name("sound", tests, NULL, NULL);
}
