/* settings.h: what the player chose about the window and the sound (its
 * size, full screen, mute), kept in one small text file in a directory the
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

typedef struct settings {
	int window_w, window_h; /* the window's size when not full screen; 0 0:
	                           none saved yet */
	bool fullscreen;
	bool muted;
} settings;

typedef enum settings_status {
	SETTINGS_LOADED = 0,    /* the file was read */
	SETTINGS_FRESH = 1,     /* no file yet: the defaults */
	SETTINGS_SET_ASIDE = 2, /* damaged or foreign: renamed aside, the defaults */
	SETTINGS_FAILED = 3     /* could not read or set aside: the defaults */
} settings_status;

/* Reads dir/SETTINGS_FILE into st. Anything but SETTINGS_LOADED leaves the
 * defaults (no size, windowed, sound on); SETTINGS_SET_ASIDE and
 * SETTINGS_FAILED also put "file:line: reason" in err and on stderr. */
settings_status settings_load(settings *st, const char *dir, char *err, size_t errlen);

/* Replaces dir/SETTINGS_FILE with st atomically; false with the file and
 * the reason in err when it could not (the old file is then intact). */
bool settings_save(const settings *st, const char *dir, char *err, size_t errlen);

/* Parses the whole text of a settings file into st; false with "LINE:
 * reason" in err on the first fault (st then holds the defaults). */
bool settings_parse(settings *st, const char *text, char *err, size_t errlen);

#endif
