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

typedef enum action {
	ACTION_FORWARD,
	ACTION_BACK,
	ACTION_LEFT,
	ACTION_RIGHT,
	ACTION_PAUSE,
	ACTION_RESTART,
	ACTION_NEXT,
	ACTION_QUIT,
	ACTION_OVERLAY_TRIANGLES,
	ACTION_OVERLAY_EDGES,
	ACTION_OVERLAY_BOUNDS,
	ACTION_OVERLAY_PAIRS,
	ACTION_OVERLAY_STATS,
	ACTION_HELP,
	ACTION_COUNT
} action;

typedef struct script_event {
	uint64_t tick;
	action act;
	bool down;
} script_event;

typedef struct script {
	script_event *events; /* in file order; ticks never decrease */
	size_t count;
	size_t next;          /* the first event not yet taken */
} script;

/* The script's name of an action ("forward", "overlay-edges", ...). */
const char *action_name(action a);

/* The action named by the len bytes at s; false for an unknown name. */
bool action_parse(const char *s, size_t len, action *out);

/* Parses a whole script from text; name is used in messages. Returns false
 * with "NAME:LINE: what is wrong" in err on a bad line (tick not a whole
 * number from 1, tick smaller than the line before, unknown action, neither
 * down nor up, extra words) or when out of memory. */
bool script_parse(script *s, const char *name, const char *text, char *err, size_t errlen);

/* Reads and parses the file at path; false with a message naming the file
 * (and line) when it cannot be read or is bad. */
bool script_load(script *s, const char *path, char *err, size_t errlen);

void script_fini(script *s);

/* The next event due at or before tick, taken (NULL when none is due). */
const script_event *script_take(script *s, uint64_t tick);

/* True when every event has been taken. */
bool script_done(const script *s);

/* Writes one event line in the format script_parse reads; false on a write
 * error. */
bool script_write(FILE *f, uint64_t tick, action a, bool down);

#endif
