/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* behaviour.c: the table of behaviours, from meson.build's list; each entry
 * is defined at the end of its own file. */
#include "behaviour.h"

#include <stdio.h>
#include <string.h>

const behaviour_def *const behaviour_table[BEHAVIOUR_COUNT] = {
#define BEHAVIOUR_ENTRY(ID, name) [BEHAVIOUR_##ID] = &behaviour_##name,
	BEHAVIOUR_LIST(BEHAVIOUR_ENTRY)
#undef BEHAVIOUR_ENTRY
};

bool behaviour_named(const char *name, behaviour *out)
{
	for (int k = 0; k < BEHAVIOUR_COUNT; k++) {
		const behaviour_def *b = behaviour_table[k];
		if (!b->for_player && strcmp(name, b->name) == 0) {
			*out = (behaviour)k;
			return true;
		}
	}
	return false;
}

void behaviour_names(char *out, size_t len)
{
	size_t at = 0, left = 0;
	for (int k = 0; k < BEHAVIOUR_COUNT; k++)
		left += !behaviour_table[k]->for_player;
	for (int k = 0; k < BEHAVIOUR_COUNT && at < len; k++) {
		if (behaviour_table[k]->for_player)
			continue;
		left--;
		const char *sep = at == 0 ? "" : left == 0 ? " or " : ", ";
		at += (size_t)snprintf(out + at, len - at, "%s%s", sep, behaviour_table[k]->name);
	}
}
