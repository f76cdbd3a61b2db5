/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* behaviour.h: the table of behaviours (behaviour_def.h says what an entry
 * holds and how one is added). */
#ifndef GAME_BEHAVIOUR_H
#define GAME_BEHAVIOUR_H

#include <stdbool.h>
#include <stddef.h>

#include "behaviour_def.h"

/* Every behaviour, indexed by its id. */
extern const behaviour_def *const behaviour_table[BEHAVIOUR_COUNT];

/* The behaviour a level may ask for by that name; false when there is none
 * (the player's own name included). */
bool behaviour_named(const char *name, behaviour *out);

/* The names a level may use, in table order, for messages: "static, spin,
 * patrol or wander" (truncated to len). */
void behaviour_names(char *out, size_t len);

#endif
