/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* progress.c: saved progress in a line-based text file.
 *
 *   footprints-progress 2
 *   best <score> <milliseconds> <stars> <level key to the end of the line>
 *   ...
 *   end
 *
 * Version 1 files, whose lines have no stars, still load (1 star each).
 *
 * The "end" line makes a file cut at a line boundary detectable; the atomic
 * replace in progress_save is what keeps such a file from ever being left
 * by a crash, the check is for files damaged some other way. */
#define _POSIX_C_SOURCE 200809L
#include "progress.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "atomic_file.h"
#include "error_text.h"
#include "set_aside.h"

#define PROGRESS_PATH_MAX 4096
/* "best " + 11-char score + " " + 10-char ms + " " + stars + " " + key +
 * '\n', rounded up. */
#define PROGRESS_LINE_MAX (PROGRESS_KEY_MAX + 64)

typedef enum parse_result {
	PARSE_OK,
	PARSE_DAMAGED,
	PARSE_IO
} parse_result;

static bool key_usable(const char *key)
{
	size_t n = strnlen(key, PROGRESS_KEY_MAX);
	if (n == 0 || n == PROGRESS_KEY_MAX)
		return false;
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)key[i];
		if (ch < 0x20 || ch == 0x7f)
			return false;
	}
	return true;
}

void progress_init(progress *p)
{
	p->count = 0;
}

/* The index of that level's entry, or p->count. */
static size_t find_index(const progress *p, const char *level)
{
	size_t i = 0;
	while (i < p->count && strcmp(p->entry[i].level, level) != 0)
		i++;
	return i;
}

const progress_entry *progress_find(const progress *p, const char *level)
{
	size_t i = find_index(p, level);
	return i < p->count ? &p->entry[i] : NULL;
}

bool progress_record(progress *p, const char *level, int32_t score, uint32_t ms,
                     int32_t stars)
{
	if (!key_usable(level))
		return false;
	stars = stars < 1 ? 1 : stars > PROGRESS_STARS_MAX ? PROGRESS_STARS_MAX : stars;
	size_t i = find_index(p, level);
	if (i == p->count) {
		if (p->count == PROGRESS_MAX_LEVELS)
			return false;
		progress_entry *e = &p->entry[p->count++];
		strcpy(e->level, level);
		e->best_score = score;
		e->best_ms = ms;
		e->stars = stars;
		return true;
	}
	progress_entry *e = &p->entry[i];
	bool better = score > e->best_score || ms < e->best_ms || stars > e->stars;
	if (stars > e->stars)
		e->stars = stars;
	if (score > e->best_score)
		e->best_score = score;
	if (ms < e->best_ms)
		e->best_ms = ms;
	return better;
}

void progress_key(const char *level_path, char *out, size_t outlen)
{
	if (outlen == 0)
		return;
	const char *slash = strrchr(level_path, '/');
	const char *name = slash ? slash + 1 : level_path;
	snprintf(out, outlen, "%s", name);
}

bool progress_write(const progress *p, FILE *f)
{
	if (fprintf(f, "%s %d\n", PROGRESS_MAGIC, PROGRESS_VERSION) < 0)
		return false;
	for (size_t i = 0; i < p->count; i++) {
		const progress_entry *e = &p->entry[i];
		if (fprintf(f, "best %" PRId32 " %" PRIu32 " %" PRId32 " %s\n", e->best_score,
		            e->best_ms, e->stars, e->level) < 0)
			return false;
	}
	return fputs("end\n", f) >= 0;
}

/* Reads a decimal integer in [lo, hi] at *s (no leading blanks, no '+'),
 * followed by one space; advances *s past the space. */
static bool parse_field(const char **s, long long lo, long long hi, long long *out)
{
	const char *c = *s;
	if (!(*c == '-' || (*c >= '0' && *c <= '9')))
		return false;
	char *end;
	errno = 0;
	long long v = strtoll(c, &end, 10);
	if (errno != 0 || end == c || *end != ' ' || v < lo || v > hi)
		return false;
	*out = v;
	*s = end + 1;
	return true;
}

/* One "best ..." line (newline already removed) of a file of that version
 * into p. */
static bool parse_entry(progress *p, int version, const char *line, char *why, size_t whylen)
{
	long long score, ms, stars = 1;
	const char *s = line;
	if (strncmp(s, "best ", 5) != 0) {
		error_set(why, whylen, "expected 'best <score> <ms>%s <level>' or 'end'",
		          version > 1 ? " <stars>" : "");
		return false;
	}
	s += 5;
	if (!parse_field(&s, INT32_MIN, INT32_MAX, &score)) {
		error_set(why, whylen, "bad score field");
		return false;
	}
	if (*s == '-' || !parse_field(&s, 0, UINT32_MAX, &ms)) {
		error_set(why, whylen, "bad time field (milliseconds)");
		return false;
	}
	if (version > 1 && !parse_field(&s, 1, PROGRESS_STARS_MAX, &stars)) {
		error_set(why, whylen, "bad stars field (1 to %d)", PROGRESS_STARS_MAX);
		return false;
	}
	if (!key_usable(s)) {
		error_set(why, whylen, "bad level field (empty, over %d bytes or a control character)",
		          PROGRESS_KEY_MAX - 1);
		return false;
	}
	if (progress_find(p, s)) {
		error_set(why, whylen, "level '%s' listed twice", s);
		return false;
	}
	if (p->count == PROGRESS_MAX_LEVELS) {
		error_set(why, whylen, "more than %d levels", PROGRESS_MAX_LEVELS);
		return false;
	}
	progress_record(p, s, (int32_t)score, (uint32_t)ms, (int32_t)stars);
	return true;
}

/* Reads one line without its '\n'; false at EOF. A line too long or
 * without its newline is reported in why (and *damaged set). */
static bool read_line(FILE *f, char *buf, size_t len, bool *damaged, char *why, size_t whylen)
{
	if (!fgets(buf, (int)len, f))
		return false;
	size_t n = strlen(buf);
	if (n == 0 || buf[n - 1] != '\n') {
		*damaged = true;
		error_set(why, whylen, feof(f) ? "line cut short (no newline)" :
		          "line too long or holds a NUL byte");
		return false;
	}
	buf[n - 1] = '\0';
	return true;
}

/* The header line; its version (1 or PROGRESS_VERSION) into *version. */
static parse_result parse_magic(const char *line, int *version, char *why, size_t whylen)
{
	size_t mlen = strlen(PROGRESS_MAGIC);
	if (strncmp(line, PROGRESS_MAGIC, mlen) != 0 || line[mlen] != ' ') {
		error_set(why, whylen, "not a Footprints progress file (expected '%s %d')",
		          PROGRESS_MAGIC, PROGRESS_VERSION);
		return PARSE_DAMAGED;
	}
	const char *v = line + mlen + 1;
	*version = strcmp(v, "1") == 0 ? 1 : strcmp(v, "2") == 0 ? 2 : 0;
	if (*version == 0) {
		error_set(why, whylen, "unsupported version '%.20s' (this game reads 1 to %d)",
		          line + mlen + 1, PROGRESS_VERSION);
		return PARSE_DAMAGED;
	}
	return PARSE_OK;
}

/* Parses the whole file; *lineno is the line the verdict is about. */
static parse_result parse_file(progress *p, FILE *f, size_t *lineno, char *why, size_t whylen)
{
	char line[PROGRESS_LINE_MAX];
	bool damaged = false;
	bool ended = false;
	int version = 0;
	*lineno = 0;
	while (read_line(f, line, sizeof line, &damaged, why, whylen)) {
		++*lineno;
		if (*lineno == 1) {
			if (parse_magic(line, &version, why, whylen) != PARSE_OK)
				return PARSE_DAMAGED;
		} else if (ended) {
			error_set(why, whylen, "text after the 'end' line");
			return PARSE_DAMAGED;
		} else if (strcmp(line, "end") == 0) {
			ended = true;
		} else if (!parse_entry(p, version, line, why, whylen)) {
			return PARSE_DAMAGED;
		}
	}
	if (ferror(f)) {
		error_set(why, whylen, "read error: %s", strerror(errno));
		return PARSE_IO;
	}
	++*lineno;
	if (damaged)
		return PARSE_DAMAGED;
	if (*lineno == 1) {
		error_set(why, whylen, "empty file");
		return PARSE_DAMAGED;
	}
	if (!ended) {
		error_set(why, whylen, "no 'end' line: the file was cut short");
		return PARSE_DAMAGED;
	}
	return PARSE_OK;
}

progress_status progress_load(progress *p, const char *dir, char *err, size_t errlen)
{
	char path[PROGRESS_PATH_MAX];
	progress_init(p);
	error_set(err, errlen, "%s", "");
	if (!set_aside_join(path, sizeof path, dir, PROGRESS_FILE)) {
		error_set(err, errlen, "%s: directory name too long", dir);
		fprintf(stderr, "progress: %s\n", err);
		return PROGRESS_FAILED;
	}
	FILE *f = fopen(path, "rb");
	if (!f) {
		if (errno == ENOENT)
			return PROGRESS_FRESH;
		error_set(err, errlen, "%s: %s", path, strerror(errno));
		fprintf(stderr, "progress: %s\n", err);
		return PROGRESS_FAILED;
	}
	char why[256];
	size_t lineno;
	parse_result r = parse_file(p, f, &lineno, why, sizeof why);
	fclose(f);
	if (r == PARSE_OK)
		return PROGRESS_LOADED;
	progress_init(p);
	if (r == PARSE_IO) {
		error_set(err, errlen, "%s: %s", path, why);
		fprintf(stderr, "progress: %s\n", err);
		return PROGRESS_FAILED;
	}
	char aside[PROGRESS_PATH_MAX + 64];
	if (!set_aside(path, aside, sizeof aside)) {
		error_set(err, errlen, "%s:%zu: %s; could not set it aside: %s", path, lineno, why,
		          strerror(errno));
		fprintf(stderr, "progress: %s\n", err);
		return PROGRESS_FAILED;
	}
	error_set(err, errlen, "%s:%zu: %s; set aside as %s, starting fresh", path, lineno, why,
	          aside);
	fprintf(stderr, "progress: %s\n", err);
	return PROGRESS_SET_ASIDE;
}

static bool write_progress(FILE *f, const void *p)
{
	return progress_write(p, f);
}

bool progress_save(const progress *p, const char *dir, char *err, size_t errlen)
{
	return atomic_file_save(dir, PROGRESS_FILE, write_progress, p, err, errlen);
}
