/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* progress.h: the player's saved progress, best score, best time and most
 * stars per level, kept in one small text file in a directory the caller chooses (the
 * game passes SDL_GetPrefPath("footprints", "footprints")). No SDL here.
 *
 * The file is replaced atomically (temporary file, fsync, rename, fsync of
 * the directory): a crash or a kill at any moment leaves either the old file
 * or the new one, never a mix. A damaged or foreign file is reported, renamed
 * aside (PROGRESS_FILE.bad-<UTC time>, never deleted) and progress starts
 * fresh.
 */
#ifndef GAME_PROGRESS_H
#define GAME_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define PROGRESS_FILE "progress.txt"
#define PROGRESS_MAGIC "footprints-progress"
#define PROGRESS_VERSION 2 /* written; version 1 files (no stars) still load */
#define PROGRESS_MAX_LEVELS 256 /* entries kept; a longer file is damaged */
#define PROGRESS_KEY_MAX 128    /* a level key's length, with its NUL */
#define PROGRESS_STARS_MAX 3

/* One level's best run. Only completed runs are recorded. */
typedef struct progress_entry {
	char level[PROGRESS_KEY_MAX]; /* the level's file name, without directories */
	int32_t best_score;           /* highest score of a completed run */
	uint32_t best_ms;             /* shortest completion time, milliseconds */
	int32_t stars;                /* most stars of a completed run, 1 to 3 (a
	                                 version 1 file's levels count 1) */
} progress_entry;

typedef struct progress {
	progress_entry entry[PROGRESS_MAX_LEVELS];
	size_t count;
} progress;

typedef enum progress_status {
	PROGRESS_LOADED = 0, /* the file was read */
	PROGRESS_FRESH = 1,  /* no file yet: progress is empty */
	PROGRESS_SET_ASIDE = 2, /* damaged or foreign: renamed aside, progress is empty */
	PROGRESS_FAILED = 3  /* could not read or set aside: progress is empty */
} progress_status;

/* Empty progress. */
void progress_init(progress *p);

/* Reads dir/PROGRESS_FILE into p (dir with or without a trailing '/').
 * Anything but PROGRESS_LOADED leaves p empty; PROGRESS_SET_ASIDE and
 * PROGRESS_FAILED also put "file:line: reason" in err and print it on
 * stderr. */
progress_status progress_load(progress *p, const char *dir, char *err, size_t errlen);

/* Replaces dir/PROGRESS_FILE with p atomically. Returns false with the file
 * and the reason in err when it could not (the old file is then intact). */
bool progress_save(const progress *p, const char *dir, char *err, size_t errlen);

/* Writes p in the file format to f. Returns false when a write failed. */
bool progress_write(const progress *p, FILE *f);

/* The entry of that level, or NULL. */
const progress_entry *progress_find(const progress *p, const char *level);

/* Records a completed run: keeps the higher score, the shorter time and
 * the more stars (clamped to 1..3). Returns true when any improved (or the level is new), false when
 * nothing changed or the key is unusable (empty, too long, a control
 * character) or progress already holds PROGRESS_MAX_LEVELS levels. */
bool progress_record(progress *p, const char *level, int32_t score, uint32_t ms,
                     int32_t stars);

/* The key progress uses for a level path: its file name without
 * directories, copied into out (truncated to outlen). */
void progress_key(const char *level_path, char *out, size_t outlen);

#endif
