/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* actions.h: everything the player can do, one entry each in actions.c:
 * its name in input scripts, its help line, and what it does (a held
 * control, a trigger done on the session, a menu key passed to the screen
 * showing, or showing and hiding an overlay of overlays.h, whose lines are
 * the table's last entries). Which keys, buttons and wheel turns do an
 * action is the key map's business (keymap.h), by the action's name; scripts,
 * --help, the help overlay and the README's key table read both. An action
 * is known by its index in the table. No SDL here. */
#ifndef APP_ACTIONS_H
#define APP_ACTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "menu_item.h"
#include "script.h"
#include "world.h"

/* A session keeps held controls as bits of a uint64_t, one an action, so
 * the table holds at most this many. */
#define ACTIONS_MAX 64

struct session;

typedef struct action_def {
	const char *name; /* in input scripts: "forward", "overlay-edges" */
	const char *help; /* its line in the help overlay and README */
	/* What it does, exactly one of: */
	commands drive;                      /* a held control: added to the
	                                        commands while held */
	void (*trigger)(struct session *s);  /* done on each press */
	menu_key menu;                       /* passed to the screen showing on
	                                        each press */
	size_t overlay;                      /* 1 + the overlay (overlays.h) each
	                                        press shows or hides; 0 none */
} action_def;

/* How many actions there are. */
size_t actions_count(void);

/* Action i, or NULL when i >= actions_count(). */
const action_def *actions_at(size_t i);

/* The bit of action i in a session's held set. */
static inline uint64_t actions_bit(size_t i)
{
	return (uint64_t)1 << i;
}

/* True when a is a held control (its drive is not zero). */
static inline bool actions_drives(const action_def *a)
{
	return a->drive.throttle != 0.0f || a->drive.turn != 0.0f;
}

/* The action named by the len bytes at name in scripts; false for none. */
bool actions_find(const char *name, size_t len, size_t *i);

/* The names scripts use, for script_parse. */
const script_vocab *actions_vocab(void);

/* The sum of the drives of the held controls (actions_bit of each), not
 * yet clamped: the session adds the sticks and clamps to [-1, 1]. */
commands actions_commands(uint64_t held);

#endif
