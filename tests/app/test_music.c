/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The songs table and the music the program makes from it: each song is a
 * loop of a few seconds, peaks where its entry says, is the same samples
 * every time, and runs from its last sample into its first as smoothly as
 * anywhere inside it; a bad song makes no music. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "songs.h"

/* How far sample i strays from the line through the two before it: what
 * a click at a seam would make large. */
static long bend(const int16_t *a, size_t n, size_t i)
{
	long p2 = a[(i + n - 2) % n], p1 = a[(i + n - 1) % n];
	return labs((long)a[i] - (2 * p1 - p2));
}

static void check_song(const song_def *d)
{
	size_t n = music_synth_length(&d->song);
	int16_t *a = calloc(n + 1, sizeof *a), *b = calloc(n + 1, sizeof *b);
	assert_non_null(a);
	assert_non_null(b);
	assert_true(music_synth(&d->song, a, n));
	assert_true(music_synth(&d->song, b, n));
	int peak = 0;
	long inside = 0;
	for (size_t k = 0; k < n; k++) {
		peak = abs(a[k]) > peak ? abs(a[k]) : peak;
		if (k >= 2)
			inside = bend(a, n, k) > inside ? bend(a, n, k) : inside;
	}
	long seam = bend(a, n, 0) > bend(a, n, 1) ? bend(a, n, 0) : bend(a, n, 1);
	long want = lround(32767.0 * (double)d->song.peak);
	if (n < 2 * SOUND_RATE || n > 30 * SOUND_RATE || labs(peak - want) > 1 || seam > inside ||
	    memcmp(a, b, n * sizeof *a) != 0)
		fail_msg("'%s': %zu samples, peak %d (wanted %ld), bend at the seam %ld, inside %ld",
		         d->name, n, peak, want, seam, inside);
	free(a);
	free(b);
}

static void songs_loop(void **state)
{
	(void)state;
	size_t n = 0;
	for (; songs_at(n) != NULL; n++)
		check_song(songs_at(n));
	assert_true(n >= 4);
}

static void the_game_finds_its_songs(void **state)
{
	(void)state;
	static const char *const wanted[] = {"menu", "calm", "busy", "ending"};
	size_t i;
	for (size_t k = 0; k < sizeof wanted / sizeof wanted[0]; k++)
		if (!songs_find(wanted[k], &i) || strcmp(songs_at(i)->name, wanted[k]) != 0)
			fail_msg("no song '%s'", wanted[k]);
	assert_false(songs_find("no such song", &i));
	assert_false(songs_find(NULL, &i));
}

static void bad_songs_are_silent(void **state)
{
	(void)state;
	music_song slow = {.bpm = 10.0f, .bars = 1, .peak = 0.5f};
	music_song long_one = {.bpm = 100.0f, .bars = MUSIC_BARS_MAX + 1, .peak = 0.5f};
	music_song loud = {.bpm = 100.0f, .bars = 1, .peak = 1.5f};
	music_song quiet_nan = {.bpm = NAN, .bars = 1, .peak = 0.5f};
	int16_t out[4] = {1, 2, 3, 4};
	assert_int_equal(music_synth_length(&slow), 0);
	assert_int_equal(music_synth_length(&long_one), 0);
	assert_int_equal(music_synth_length(&loud), 0);
	assert_int_equal(music_synth_length(&quiet_nan), 0);
	assert_false(music_synth(&loud, out, 4));
	assert_int_equal(out[0], 1);
}

int main(void)
{
	static const struct CMUnitTest tests[] = {cmocka_unit_test(songs_loop),
	                                          cmocka_unit_test(the_game_finds_its_songs),
	                                          cmocka_unit_test(bad_songs_are_silent)};
	return cmocka_run_group_tests_name("music", tests, NULL, NULL);
}
