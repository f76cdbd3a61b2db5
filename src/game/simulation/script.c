/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "script.h"

#include <stdlib.h>
#include <string.h>

#include "file_read.h"

/* A script longer than this is refused rather than read into memory. */
#define SCRIPT_MAX_BYTES (64u << 20)

/* The action vocab names by the len bytes at w. */
static bool find_action(const script_vocab *vocab, const char *w, size_t len, unsigned *out)
{
	for (size_t i = 0; i < vocab->count; i++) {
		const char *name = vocab->name(i);
		if (strlen(name) == len && memcmp(name, w, len) == 0) {
			*out = (unsigned)i;
			return true;
		}
	}
	return false;
}

/* "unknown ACTION 'w' (the names vocab knows)", cut to fit why. */
static void unknown_action(const script_vocab *vocab, const char *w, size_t len, char *why,
                           size_t whylen)
{
	int at = snprintf(why, whylen, "unknown ACTION '%.*s' (", (int)len, w);
	for (size_t i = 0; i < vocab->count && at >= 0 && (size_t)at < whylen; i++)
		at += snprintf(why + at, whylen - (size_t)at, "%s%s", i > 0 ? " " : "", vocab->name(i));
	if (at >= 0 && (size_t)at < whylen)
		snprintf(why + at, whylen - (size_t)at, ")");
}

/* The next word of a line (no whitespace, '#' ends the line). */
static const char *word(const char **p, size_t *len)
{
	const char *s = *p;
	while (*s == ' ' || *s == '\t' || *s == '\r')
		s++;
	size_t n = strcspn(s, " \t\r#");
	*p = s + n;
	*len = n;
	return n > 0 ? s : NULL;
}

static bool parse_tick(const char *w, size_t len, uint64_t *out)
{
	if (len == 0 || len > 19)
		return false;
	uint64_t v = 0;
	for (size_t i = 0; i < len; i++) {
		if (w[i] < '0' || w[i] > '9')
			return false;
		v = v * 10 + (uint64_t)(w[i] - '0');
	}
	*out = v;
	return v >= 1;
}

static bool push(script *s, size_t *cap, script_event e)
{
	if (s->count == *cap) {
		size_t ncap = *cap ? *cap * 2 : 64;
		script_event *ne = realloc(s->events, ncap * sizeof *ne);
		if (ne == NULL)
			return false;
		s->events = ne;
		*cap = ncap;
	}
	s->events[s->count++] = e;
	return true;
}

/* One line (without its newline): an event, or nothing for a blank or
 * comment line. Returns NULL, or what is wrong (in why when it names the
 * line's own words). */
static const char *parse_line(const char *line, const script_vocab *vocab, uint64_t prev,
                              bool *have, script_event *e, char *why, size_t whylen)
{
	const char *p = line;
	size_t n1, n2, n3, n4;
	const char *w1 = word(&p, &n1);
	*have = false;
	if (w1 == NULL)
		return NULL;
	const char *w2 = word(&p, &n2);
	const char *w3 = w2 ? word(&p, &n3) : NULL;
	if (w3 == NULL)
		return "expected 'TICK ACTION down|up'";
	if (word(&p, &n4) != NULL)
		return "extra words after down|up";
	if (!parse_tick(w1, n1, &e->tick))
		return "TICK must be a whole number from 1";
	if (e->tick < prev)
		return "TICK is smaller than the line before's";
	if (!find_action(vocab, w2, n2, &e->action)) {
		unknown_action(vocab, w2, n2, why, whylen);
		return why;
	}
	bool down = n3 == 4 && memcmp(w3, "down", 4) == 0;
	bool up = n3 == 2 && memcmp(w3, "up", 2) == 0;
	if (!down && !up)
		return "the third word must be 'down' or 'up'";
	e->down = down;
	*have = true;
	return NULL;
}

bool script_parse(script *s, const script_vocab *vocab, const char *name, const char *text,
                  char *err, size_t errlen)
{
	*s = (script){0};
	size_t cap = 0, lineno = 0;
	uint64_t prev = 1;
	char line[256], why_buf[512];
	for (const char *p = text; *p != '\0';) {
		size_t n = strcspn(p, "\n");
		lineno++;
		const char *why = "line too long";
		bool have = false;
		script_event e;
		if (n < sizeof line) {
			memcpy(line, p, n);
			line[n] = '\0';
			why = parse_line(line, vocab, prev, &have, &e, why_buf, sizeof why_buf);
		}
		if (why == NULL && have && !push(s, &cap, e))
			why = "out of memory";
		if (why != NULL) {
			snprintf(err, errlen, "%s:%zu: %s", name, lineno, why);
			script_fini(s);
			return false;
		}
		if (have)
			prev = e.tick;
		p += n + (p[n] == '\n');
	}
	return true;
}

static char *read_all(const char *path, char *err, size_t errlen)
{
	size_t len;
	char why[192];
	char *buf = file_read(path, SCRIPT_MAX_BYTES, &len, why, sizeof why);
	if (buf == NULL) {
		snprintf(err, errlen, "%s: %s", path, why);
		return NULL;
	}
	if (memchr(buf, '\0', len) != NULL) {
		snprintf(err, errlen, "%s: cannot be read as text", path);
		free(buf);
		return NULL;
	}
	return buf;
}

bool script_load(script *s, const script_vocab *vocab, const char *path, char *err,
                 size_t errlen)
{
	*s = (script){0};
	char *text = read_all(path, err, errlen);
	if (text == NULL)
		return false;
	bool ok = script_parse(s, vocab, path, text, err, errlen);
	free(text);
	return ok;
}

void script_fini(script *s)
{
	free(s->events);
	*s = (script){0};
}

const script_event *script_take(script *s, uint64_t tick)
{
	if (s->next >= s->count || s->events[s->next].tick > tick)
		return NULL;
	return &s->events[s->next++];
}

bool script_done(const script *s)
{
	return s->next >= s->count;
}

bool script_write(FILE *f, uint64_t tick, const char *name, bool down)
{
	return fprintf(f, "%llu %s %s\n", (unsigned long long)tick, name, down ? "down" : "up") > 0;
}
