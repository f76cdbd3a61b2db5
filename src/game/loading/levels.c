/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#define _POSIX_C_SOURCE 200809L
#include "levels.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* Tiled maps saved as JSON (.tmj) or TMX (.tmx). */
static bool is_level(const char *name)
{
	size_t n = strlen(name);
	return n > 4 && name[0] != '.' &&
	       (strcmp(name + n - 4, ".tmj") == 0 || strcmp(name + n - 4, ".tmx") == 0);
}

/* The smallest level name greater than after (or the smallest at all when
 * after is NULL), so levels go in name order without a sorted list. */
static bool pick(const char *dir, const char *after, char *best, size_t bestlen)
{
	DIR *d = opendir(dir);
	if (d == NULL)
		return false;
	best[0] = '\0';
	for (struct dirent *e; (e = readdir(d)) != NULL;) {
		if (!is_level(e->d_name) || strlen(e->d_name) >= bestlen)
			continue;
		if (after != NULL && strcmp(e->d_name, after) <= 0)
			continue;
		if (best[0] == '\0' || strcmp(e->d_name, best) < 0)
			snprintf(best, bestlen, "%s", e->d_name);
	}
	closedir(d);
	return best[0] != '\0';
}

static bool join(char *out, size_t outlen, const char *dir, const char *name)
{
	int n = snprintf(out, outlen, "%s/%s", dir, name);
	return n > 0 && (size_t)n < outlen;
}

bool levels_first(const char *const *dirs, size_t ndirs, char *out, size_t outlen, char *err,
                  size_t errlen)
{
	char name[256];
	for (size_t i = 0; i < ndirs; i++) {
		if (dirs[i][0] != '\0' && pick(dirs[i], NULL, name, sizeof name) &&
		    join(out, outlen, dirs[i], name))
			return true;
	}
	int n = snprintf(err, errlen, "no level given and no .tmj or .tmx in");
	for (size_t i = 0; i < ndirs && n > 0 && (size_t)n < errlen; i++)
		n += snprintf(err + n, errlen - (size_t)n, "%s%s", i == 0 ? " " : i + 1 < ndirs ? ", " : " or ",
		              dirs[i][0] != '\0' ? dirs[i] : "(no executable path)");
	return false;
}

/* The directory of path into dir ("." for a bare name); false when it
 * does not fit. */
static bool dir_of(const char *path, char *dir, size_t dirlen)
{
	const char *slash = strrchr(path, '/');
	size_t dlen = slash ? (size_t)(slash - path) : 1;
	if (dlen >= dirlen)
		return false;
	if (slash == NULL)
		snprintf(dir, dirlen, ".");
	else if (dlen == 0)
		snprintf(dir, dirlen, "/");
	else
		snprintf(dir, dirlen, "%.*s", (int)dlen, path);
	return true;
}

bool levels_next(const char *current, char *out, size_t outlen)
{
	char dir[1024], name[256];
	const char *slash = strrchr(current, '/');
	const char *base = slash ? slash + 1 : current;
	if (!dir_of(current, dir, sizeof dir))
		return false;
	if (!pick(dir, base, name, sizeof name) && !pick(dir, NULL, name, sizeof name))
		return false;
	return join(out, outlen, dir, name);
}

static int by_path(const void *a, const void *b)
{
	return strcmp(((const levels_entry *)a)->path, ((const levels_entry *)b)->path);
}

/* The level's title, or why it cannot be played. */
static void read_title(levels_entry *e)
{
	level lv;
	char err[512];
	const char *slash = strrchr(e->path, '/');
	snprintf(e->title, sizeof e->title, "%.*s", LEVEL_STRING_MAX, slash ? slash + 1 : e->path);
	if (!level_load(e->path, &lv, err, sizeof err)) {
		snprintf(e->error, sizeof e->error, "%s", err);
		return;
	}
	if (lv.title[0] != '\0')
		snprintf(e->title, sizeof e->title, "%s", lv.title);
	level_free(&lv);
}

bool levels_read(levels_list *l, const char *current)
{
	char dir[1024];
	*l = (levels_list){0};
	DIR *d = dir_of(current, dir, sizeof dir) ? opendir(dir) : NULL;
	l->entry = d ? calloc(LEVELS_LIST_MAX, sizeof *l->entry) : NULL;
	if (l->entry == NULL) {
		if (d != NULL)
			closedir(d);
		return false;
	}
	for (struct dirent *e; l->count < LEVELS_LIST_MAX && (e = readdir(d)) != NULL;)
		if (is_level(e->d_name) &&
		    join(l->entry[l->count].path, sizeof l->entry[0].path, dir, e->d_name))
			l->count++;
	closedir(d);
	qsort(l->entry, l->count, sizeof *l->entry, by_path);
	for (size_t i = 0; i < l->count; i++)
		read_title(&l->entry[i]);
	return true;
}

void levels_list_free(levels_list *l)
{
	free(l->entry);
	*l = (levels_list){0};
}
