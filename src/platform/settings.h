/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* settings.h: what the player chose about the window, the sound and the
 * picture (size, full screen, mute, volumes, camera shake, UI scale), kept in one small text file in a directory the
 * caller chooses, beside the saved progress (the game passes
 * SDL_GetPrefPath("footprints", "footprints")). No SDL here.
 *
 * Written like progress.h's file: replaced atomically (atomic_file.h), and
 * a damaged or foreign file is reported, renamed aside (SETTINGS_FILE.bad-
 * <UTC time>, never deleted) and the defaults are used: never fatal. */
#ifndef PLATFORM_SETTINGS_H
#define PLATFORM_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define SETTINGS_FILE "settings.txt"
#define SETTINGS_MAGIC "footprints-settings"
#define SETTINGS_VERSION 1
#define SETTINGS_WINDOW_MIN 64    /* a window side, pixels */
#define SETTINGS_WINDOW_MAX 16384
#define SETTINGS_VOLUME_MAX 100   /* a volume: 0 (silent) to 100 (full) */
#define SETTINGS_SCALE_MIN 75     /* the UI scale, percent */
#define SETTINGS_SCALE_MAX 200

typedef struct settings {
	int window_w, window_h; /* the window's size when not full screen; 0 0:
	                           none saved yet */
	bool fullscreen;
	bool muted;
	int music_volume;   /* 0..SETTINGS_VOLUME_MAX */
	int effects_volume; /* 0..SETTINGS_VOLUME_MAX */
	bool camera_shake;  /* the view may shake on a hit */
	int ui_scale;       /* percent, SETTINGS_SCALE_MIN..SETTINGS_SCALE_MAX */
	bool all_levels;    /* every level open in the level select, finished
	                       or not (for testing; only the file sets it) */
} settings;

/* What a player who never chose has: no size saved, windowed, sound on at
 * 70 music and 100 effects, the camera shaking, the UI at 100%, the levels
 * opening in order. */
settings settings_defaults(void);

/* Whether a and b hold the same settings. */
bool settings_same(const settings *a, const settings *b);

typedef enum settings_status {
	SETTINGS_LOADED = 0,    /* the file was read */
	SETTINGS_FRESH = 1,     /* no file yet: the defaults */
	SETTINGS_SET_ASIDE = 2, /* damaged or foreign: renamed aside, the defaults */
	SETTINGS_FAILED = 3     /* could not read or set aside: the defaults */
} settings_status;

/* Reads dir/SETTINGS_FILE into st; a setting the file leaves out (a file
 * written before the setting existed) keeps its default. Anything but
 * SETTINGS_LOADED leaves settings_defaults(); SETTINGS_SET_ASIDE and
 * SETTINGS_FAILED also put "file:line: reason" in err and on stderr. */
settings_status settings_load(settings *st, const char *dir, char *err, size_t errlen);

/* Replaces dir/SETTINGS_FILE with st atomically; false with the file and
 * the reason in err when it could not (the old file is then intact). */
bool settings_save(const settings *st, const char *dir, char *err, size_t errlen);

#endif
