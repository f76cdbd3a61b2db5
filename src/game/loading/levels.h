/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* levels.h: which level files a run plays: the default first level, the
 * one N (next) goes on to, and the list the level select shows. */
#ifndef GAME_LEVELS_H
#define GAME_LEVELS_H

#include <stdbool.h>
#include <stddef.h>

#include "level.h"

/* Levels the level select lists at most (of a directory holding more, the
 * first this many the directory listing gives). */
#define LEVELS_LIST_MAX 256

typedef struct levels_entry {
	char path[1024];
	char title[LEVEL_STRING_MAX + 1]; /* the map's title, or its file name */
	char error[512];                  /* why it cannot be played; "" if it can */
} levels_entry;

typedef struct levels_list {
	levels_entry *entry; /* by file name */
	size_t count;
} levels_list;

/* The first level (.tmj or .tmx, by name) of the first of dirs holding one
 * ("" entries are skipped). Returns false with a message naming the
 * directories looked in ("" as "(no executable path)"). */
bool levels_first(const char *const *dirs, size_t ndirs, char *out, size_t outlen, char *err,
                  size_t errlen);

/* The level (.tmj or .tmx) after current (by name, wrapping to the first) in
 * current's directory. Returns false when the directory cannot be listed or holds no
 * level; current itself counts, so a lone level is its own next. */
bool levels_next(const char *current, char *out, size_t outlen);

/* Every level (.tmj or .tmx) of current's directory, by name, each loaded
 * once for its title (a bad one keeps its message). Returns false with an
 * empty list when the directory cannot be listed or out of memory. */
bool levels_read(levels_list *l, const char *current);

/* Frees the list; safe on a zeroed one. */
void levels_list_free(levels_list *l);

#endif
