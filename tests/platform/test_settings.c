/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* test_settings.c: the window and sound settings file round trips, keeps
 * the defaults for what it leaves out, and a damaged file is reported with
 * its line, set aside with its bytes intact, and never fatal. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "test_main.h"

#include "settings.h"

/* A fresh directory under /tmp for one case; its path in dir. */
static void fresh_dir(char *dir, size_t len)
{
	snprintf(dir, len, "/tmp/fp-settings-XXXXXX");
	if (mkdtemp(dir) == NULL)
		fail_msg("mkdtemp failed");
}

/* Deletes every file of dir, then dir; returns how many files had names
 * starting with prefix. */
static int clear_dir(const char *dir, const char *prefix)
{
	DIR *d = opendir(dir);
	assert_non_null(d);
	int found = 0;
	char path[4200];
	for (struct dirent *e; (e = readdir(d)) != NULL;) {
		if (e->d_name[0] == '.')
			continue;
		found += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		unlink(path);
	}
	closedir(d);
	rmdir(dir);
	return found;
}

static void put_file(const char *dir, const char *text, size_t len)
{
	char path[4200];
	snprintf(path, sizeof path, "%s/" SETTINGS_FILE, dir);
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

static void round_trip(void **state)
{
	(void)state;
	char dir[64], err[512], path[4200], text[256] = "";
	settings st = {1280, 720, true, true, 35, 80, false, 150, true}, back;
	fresh_dir(dir, sizeof dir);
	assert_true(settings_save(&st, dir, err, sizeof err));
	assert_int_equal(settings_load(&back, dir, err, sizeof err), SETTINGS_LOADED);
	assert_true(back.window_w == 1280 && back.window_h == 720 && back.fullscreen && back.muted);
	assert_true(back.music_volume == 35 && back.effects_volume == 80 && !back.camera_shake &&
	            back.ui_scale == 150 && back.all_levels);
	snprintf(path, sizeof path, "%s/" SETTINGS_FILE, dir);
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	size_t n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[n] = '\0';
	assert_string_equal(text, "footprints-settings 1\nwindow 1280 720\nfullscreen 1\nmute 1\n"
	                          "music 35\neffects 80\nshake 0\nui_scale 150\nall_levels 1\nend\n");
	assert_int_equal(clear_dir(dir, SETTINGS_FILE ".tmp"), 0);
}

static void defaults(void **state)
{
	(void)state;
	char dir[64], err[512];
	settings st = {1, 1, true, true, 1, 1, false, 80, false};
	fresh_dir(dir, sizeof dir);
	assert_int_equal(settings_load(&st, dir, err, sizeof err), SETTINGS_FRESH);
	assert_true(st.window_w == 0 && st.window_h == 0 && !st.fullscreen && !st.muted);
	settings d = settings_defaults();
	assert_true(st.music_volume == d.music_volume && st.effects_volume == d.effects_volume &&
	            st.camera_shake == d.camera_shake && st.ui_scale == d.ui_scale);
	assert_true(d.music_volume > 0 && d.effects_volume > 0 && d.ui_scale == 100);
	/* What a file leaves out keeps its default. */
	const char *only_mute = "footprints-settings 1\nmute 1\nend\n";
	put_file(dir, only_mute, strlen(only_mute));
	assert_int_equal(settings_load(&st, dir, err, sizeof err), SETTINGS_LOADED);
	assert_true(st.window_w == 0 && !st.fullscreen && st.muted);
	/* A file in the format written before the volumes, shake and scale
	 * loads, with their defaults. */
	const char *older = "footprints-settings 1\nwindow 1280 720\nfullscreen 0\nmute 0\nend\n";
	put_file(dir, older, strlen(older));
	assert_int_equal(settings_load(&st, dir, err, sizeof err), SETTINGS_LOADED);
	assert_true(st.window_w == 1280 && st.music_volume == d.music_volume &&
	            st.effects_volume == d.effects_volume && st.camera_shake && st.ui_scale == 100 &&
	            !st.all_levels);
	clear_dir(dir, "");
}

typedef struct damaged {
	const char *text;
	size_t len; /* 0: strlen(text) */
	const char *why;
} damaged;

static const damaged cases[] = {
	{"", 0, "1: empty file"},
	{"footprints-progress 1\nend\n", 0, "1: not a settings file"},
	{"footprints-settings 2\nend\n", 0, "1: not a settings file"},
	{"footprints-settings 1\nwindow 10 10\nend\n", 0, "2: 'window' wants two sizes"},
	{"footprints-settings 1\nwindow 800\nend\n", 0, "2: 'window' wants two sizes"},
	{"footprints-settings 1\nwindow 800 99999\nend\n", 0, "2: 'window' wants two sizes"},
	{"footprints-settings 1\nwindow -800 600\nend\n", 0, "2: 'window' wants two sizes"},
	{"footprints-settings 1\nmute 2\nend\n", 0, "2: 'mute' wants 0 or 1"},
	{"footprints-settings 1\nmute  1\nend\n", 0, "2: 'mute' wants 0 or 1"},
	{"footprints-settings 1\nfullscreen 1\nfullscreen 0\nend\n", 0, "3: 'fullscreen' given twice"},
	{"footprints-settings 1\ncolour 1\nend\n", 0, "2: unknown setting 'colour'"},
	{"footprints-settings 1\nmusic 101\nend\n", 0, "2: 'music' wants 0 to 100"},
	{"footprints-settings 1\neffects -1\nend\n", 0, "2: 'effects' wants 0 to 100"},
	{"footprints-settings 1\neffects 50\neffects 50\nend\n", 0, "3: 'effects' given twice"},
	{"footprints-settings 1\nshake 2\nend\n", 0, "2: 'shake' wants 0 or 1"},
	{"footprints-settings 1\nui_scale 74\nend\n", 0, "2: 'ui_scale' wants 75 to 200"},
	{"footprints-settings 1\nui_scale 1.5\nend\n", 0, "2: 'ui_scale' wants 75 to 200"},
	{"footprints-settings 1\nmusic 70\neffects 10", 0, "3: cut short"},
	{"footprints-settings 1\nmute 1\n", 0, "no 'end' line"},
	{"footprints-settings 1\nall_levels 2\nend\n", 0, "2: 'all_levels' wants 0 or 1"},
	{"footprints-settings 1\nall_levels 1\nall_levels 1\nend\n", 0, "3: 'all_levels' given twice"},
	{"footprints-settings 1\nall_levels 1\nen", 0, "3: cut short"},
	{"footprints-settings 1\nend\nmute 1\n", 0, "3: text after the 'end' line"},
	{"footprints-settings 1\nmute 1\nend", 0, "3: cut short"},
	{"footprints-settings 1\nmute 1\0\nend\n", 34, "holds a NUL byte"},
};

static void damaged_set_aside(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char dir[64], err[512];
		settings st = {1, 1, true, true, 1, 1, false, 80, true};
		size_t len = cases[i].len ? cases[i].len : strlen(cases[i].text);
		fresh_dir(dir, sizeof dir);
		put_file(dir, cases[i].text, len);
		settings_status got = settings_load(&st, dir, err, sizeof err);
		bool ok = got == SETTINGS_SET_ASIDE && strstr(err, cases[i].why) != NULL &&
		          strstr(err, SETTINGS_FILE) != NULL && strstr(err, "set aside as") != NULL &&
		          st.window_w == 0 && !st.fullscreen && !st.muted && st.music_volume == 70 &&
		          st.ui_scale == 100 && !st.all_levels;
		/* The file is gone from its name and kept beside it, and a new
		 * load starts fresh. */
		ok = ok && settings_load(&st, dir, err, sizeof err) == SETTINGS_FRESH;
		int aside = clear_dir(dir, SETTINGS_FILE ".bad-");
		if (!ok || aside != 1)
			fail_msg("case %zu: status %d, %d set aside, err '%s', wanted '%s'", i, (int)got,
			         aside, err, cases[i].why);
	}
}

static void oversized_set_aside(void **state)
{
	(void)state;
	char dir[64], err[512], big[5000];
	settings st;
	memset(big, '#', sizeof big);
	fresh_dir(dir, sizeof dir);
	put_file(dir, big, sizeof big);
	assert_int_equal(settings_load(&st, dir, err, sizeof err), SETTINGS_SET_ASIDE);
	assert_non_null(strstr(err, "larger than the limit"));
	assert_int_equal(clear_dir(dir, SETTINGS_FILE ".bad-"), 1);
}

static void save_failure_named(void **state)
{
	(void)state;
	char err[512] = "";
	settings st = {800, 600, false, false, 70, 100, true, 100, false};
	assert_false(settings_save(&st, "/nonexistent-dir-for-settings", err, sizeof err));
	assert_non_null(strstr(err, "/nonexistent-dir-for-settings/" SETTINGS_FILE));
}

TEST_MAIN("settings",
	cmocka_unit_test(round_trip), cmocka_unit_test(defaults), cmocka_unit_test(damaged_set_aside),
	cmocka_unit_test(oversized_set_aside), cmocka_unit_test(save_failure_named))
