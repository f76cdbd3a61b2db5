/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* settings.c: the settings file, one setting a line after a first line
 * naming the format, closed by "end" so a file cut short is told from a
 * complete one:
 *
 *   footprints-settings 1
 *   window 1280 720
 *   fullscreen 0
 *   mute 1
 *   music 70
 *   effects 100
 *   shake 1
 *   ui_scale 100
 *   all_levels 0
 *   end
 *
 * Every setting may be left out (it keeps its default); none may repeat. */
#define _POSIX_C_SOURCE 200809L
#include "settings.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "atomic_file.h"
#include "error_text.h"
#include "file_read.h"
#include "set_aside.h"

#define SETTINGS_PATH_MAX 4096
#define SETTINGS_TEXT_MAX 4096 /* bytes a settings file may hold */

/* Each setting of the file: its name, how many whole numbers follow it,
 * their range, and the field of settings they fill (a bool when 0..1). */
typedef struct setting_def {
	const char *name;
	int values;
	long lo, hi;
	size_t at[2];
	bool is_bool;
} setting_def;

#define AT(f) offsetof(settings, f)
static const setting_def table[] = {
	{"window", 2, 0, SETTINGS_WINDOW_MAX, {AT(window_w), AT(window_h)}, false},
	{"fullscreen", 1, 0, 1, {AT(fullscreen)}, true},
	{"mute", 1, 0, 1, {AT(muted)}, true},
	{"music", 1, 0, SETTINGS_VOLUME_MAX, {AT(music_volume)}, false},
	{"effects", 1, 0, SETTINGS_VOLUME_MAX, {AT(effects_volume)}, false},
	{"shake", 1, 0, 1, {AT(camera_shake)}, true},
	{"ui_scale", 1, SETTINGS_SCALE_MIN, SETTINGS_SCALE_MAX, {AT(ui_scale)}, false},
	{"all_levels", 1, 0, 1, {AT(all_levels)}, true},
};
#define COUNT (sizeof table / sizeof table[0])

settings settings_defaults(void)
{
	return (settings){.music_volume = 70, .effects_volume = 100, .camera_shake = true,
	                  .ui_scale = 100};
}

static long get(const settings *st, const setting_def *d, int i)
{
	const char *p = (const char *)st + d->at[i];
	return d->is_bool ? (long)*(const bool *)p : (long)*(const int *)p;
}

static void put(settings *st, const setting_def *d, int i, long v)
{
	char *p = (char *)st + d->at[i];
	if (d->is_bool)
		*(bool *)p = v != 0;
	else
		*(int *)p = (int)v;
}

bool settings_same(const settings *a, const settings *b)
{
	for (size_t k = 0; k < COUNT; k++)
		for (int i = 0; i < table[k].values; i++)
			if (get(a, &table[k], i) != get(b, &table[k], i))
				return false;
	return true;
}

static bool write_settings(FILE *f, const void *data)
{
	const settings *st = data;
	bool ok = fprintf(f, "%s %d\n", SETTINGS_MAGIC, SETTINGS_VERSION) > 0;
	for (size_t k = 0; ok && k < COUNT; k++) {
		ok = fprintf(f, "%s %ld", table[k].name, get(st, &table[k], 0)) > 0;
		if (ok && table[k].values == 2)
			ok = fprintf(f, " %ld", get(st, &table[k], 1)) > 0;
		ok = ok && fputc('\n', f) != EOF;
	}
	return ok && fputs("end\n", f) >= 0;
}

/* Whole numbers in [lo, hi], separated by single spaces, filling out[n]
 * from s to its end. */
static bool numbers(const char *s, long lo, long hi, long *out, int n)
{
	for (int i = 0; i < n; i++) {
		char *end;
		errno = 0;
		if (*s < '0' || *s > '9')
			return false;
		out[i] = strtol(s, &end, 10);
		if (errno != 0 || out[i] < lo || out[i] > hi || *end != (i + 1 < n ? ' ' : '\0'))
			return false;
		s = end + (i + 1 < n);
	}
	return true;
}

/* A window's two sizes are both 0 (none saved) or each at least the least. */
static bool window_ok(const long *v)
{
	return (v[0] == 0 && v[1] == 0) || (v[0] >= SETTINGS_WINDOW_MIN && v[1] >= SETTINGS_WINDOW_MIN);
}

static void say_range(const setting_def *d, char *why, size_t whylen)
{
	if (d->values == 2)
		error_set(why, whylen, "'%s' wants two sizes, both 0 or each %d to %d", d->name,
		          SETTINGS_WINDOW_MIN, SETTINGS_WINDOW_MAX);
	else if (d->is_bool)
		error_set(why, whylen, "'%s' wants 0 or 1", d->name);
	else
		error_set(why, whylen, "'%s' wants %ld to %ld", d->name, d->lo, d->hi);
}

/* One "name values" line into st; seen keeps which names came already. */
static bool setting(settings *st, const char *line, unsigned *seen, char *why, size_t whylen)
{
	size_t len = strcspn(line, " ");
	long v[2];
	for (unsigned k = 0; k < COUNT; k++) {
		const setting_def *d = &table[k];
		if (strlen(d->name) != len || strncmp(line, d->name, len) != 0)
			continue;
		if ((*seen & (1u << k)) != 0) {
			error_set(why, whylen, "'%s' given twice", d->name);
			return false;
		}
		*seen |= 1u << k;
		bool ok = line[len] == ' ' && numbers(line + len + 1, d->lo, d->hi, v, d->values);
		if (!ok || (d->values == 2 && !window_ok(v))) {
			say_range(d, why, whylen);
			return false;
		}
		for (int i = 0; i < d->values; i++)
			put(st, d, i, v[i]);
		return true;
	}
	error_set(why, whylen, "unknown setting '%.*s'", (int)(len < 40 ? len : 40), line);
	return false;
}

/* One line of the file: the first names the format, then settings up to
 * "end", then nothing. */
static bool one_line(settings *st, const char *line, unsigned n, unsigned *seen, bool *ended,
                     char *why, size_t whylen)
{
	size_t mlen = strlen(SETTINGS_MAGIC);
	if (n == 1 && !(strncmp(line, SETTINGS_MAGIC " ", mlen + 1) == 0 &&
	                atoi(line + mlen + 1) == SETTINGS_VERSION)) {
		error_set(why, whylen, "not a settings file (expected '%s %d')", SETTINGS_MAGIC,
		          SETTINGS_VERSION);
		return false;
	}
	if (n > 1 && *ended) {
		error_set(why, whylen, "text after the 'end' line");
		return false;
	}
	if (n > 1 && strcmp(line, "end") == 0)
		*ended = true;
	else if (n > 1)
		return setting(st, line, seen, why, whylen);
	return true;
}

static bool settings_parse(settings *st, const char *text, char *err, size_t errlen)
{
	char line[128], why[160] = "";
	unsigned seen = 0, n = 0;
	bool ended = false, ok = true;
	*st = settings_defaults();
	for (const char *p = text; ok && *p != '\0';) {
		size_t len = strcspn(p, "\n");
		n++;
		if (p[len] != '\n' || len >= sizeof line) {
			error_set(why, sizeof why, p[len] == '\n' ? "line too long" : "cut short (no newline)");
			ok = false;
			break;
		}
		snprintf(line, sizeof line, "%.*s", (int)len, p);
		p += len + 1;
		ok = one_line(st, line, n, &seen, &ended, why, sizeof why);
	}
	if (ok && n == 0)
		error_set(why, sizeof why, "empty file");
	else if (ok && !ended)
		error_set(why, sizeof why, "no 'end' line: the file was cut short");
	ok = ok && ended;
	if (!ok) {
		*st = settings_defaults();
		error_set(err, errlen, "%u: %s", n > 0 ? n : 1, why);
	}
	return ok;
}

settings_status settings_load(settings *st, const char *dir, char *err, size_t errlen)
{
	char path[SETTINGS_PATH_MAX], aside[SETTINGS_PATH_MAX + 64], why[256];
	*st = settings_defaults();
	error_set(err, errlen, "%s", "");
	if (!set_aside_join(path, sizeof path, dir, SETTINGS_FILE)) {
		error_set(err, errlen, "%s: directory name too long", dir);
		fprintf(stderr, "settings: %s\n", err);
		return SETTINGS_FAILED;
	}
	if (access(path, F_OK) != 0 && errno == ENOENT)
		return SETTINGS_FRESH;
	size_t len = 0;
	/* why reads "LINE: reason" after the path's colon, or " reason". */
	why[0] = ' ';
	char *text = file_read(path, SETTINGS_TEXT_MAX, &len, why + 1, sizeof why - 1);
	bool ok = text != NULL;
	if (ok && strlen(text) != len)
		error_set(why, sizeof why, " holds a NUL byte");
	ok = ok && strlen(text) == len && settings_parse(st, text, why, sizeof why);
	free(text);
	if (ok)
		return SETTINGS_LOADED;
	if (!set_aside(path, aside, sizeof aside)) {
		error_set(err, errlen, "%s:%s; could not set it aside: %s", path, why, strerror(errno));
		fprintf(stderr, "settings: %s\n", err);
		return SETTINGS_FAILED;
	}
	error_set(err, errlen, "%s:%s; set aside as %s, using the defaults", path, why, aside);
	fprintf(stderr, "settings: %s\n", err);
	return SETTINGS_SET_ASIDE;
}

bool settings_save(const settings *st, const char *dir, char *err, size_t errlen)
{
	return atomic_file_save(dir, SETTINGS_FILE, write_settings, st, err, errlen);
}
