/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* script.h: input scripts, the format of --input and --record. One event a
 * line, "TICK ACTION down|up", '#' starts a comment, blank lines are fine.
 * TICK counts simulation steps from 1 over the whole run (restarts and level
 * changes do not reset it); an event at tick T applies just before step T.
 * No SDL here: the simulation's tests read scripts too. */
#ifndef GAME_SCRIPT_H
#define GAME_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* The actions a script may name. The caller owns them: the simulation knows
 * none by name, and an event keeps the index of the one its line named. */
typedef struct script_vocab {
	size_t count;                       /* actions are 0 .. count - 1 */
	const char *(*name)(size_t action); /* an action's name in scripts */
} script_vocab;

typedef struct script_event {
	uint64_t tick;
	unsigned action; /* an index into the vocabulary the script was read with */
	bool down;
} script_event;

typedef struct script {
	script_event *events; /* in file order; ticks never decrease */
	size_t count;
	size_t next;          /* the first event not yet taken */
} script;

/* Parses a whole script from text, its actions named from vocab; name is
 * used in messages. Returns false with "NAME:LINE: what is wrong" in err on a
 * bad line (tick not a whole number from 1, tick smaller than the line
 * before, an action vocab does not name, neither down nor up, extra words)
 * or when out of memory. */
bool script_parse(script *s, const script_vocab *vocab, const char *name, const char *text,
                  char *err, size_t errlen);

/* Reads and parses the file at path; false with a message naming the file
 * (and line) when it cannot be read or is bad. */
bool script_load(script *s, const script_vocab *vocab, const char *path, char *err,
                 size_t errlen);

void script_fini(script *s);

/* The next event due at or before tick, taken (NULL when none is due). */
const script_event *script_take(script *s, uint64_t tick);

/* True when every event has been taken. */
bool script_done(const script *s);

/* Writes one event line, of the action named name, in the format
 * script_parse reads; false on a write error. */
bool script_write(FILE *f, uint64_t tick, const char *name, bool down);

#endif
