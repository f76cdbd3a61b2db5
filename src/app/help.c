/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "help.h"

#include <stdio.h>

#include "actions.h"
#include "input.h"
#include "keymap.h"

/* Rows after the actions': the controller's sticks, and how a solid looks. */
static const struct {
	const char *keys, *line;
} notes[] = {
	{"Controller", INPUT_PAD_HELP},
	{"Hatched", "a wall or door: nothing goes through it"},
};

#define NOTES (sizeof notes / sizeof notes[0])
_Static_assert(ACTIONS_MAX + NOTES <= HELP_ROWS_MAX, "room for every row");

size_t help_rows(overlay_row *rows)
{
	size_t n = 0;
	for (size_t i = 0; i < actions_count(); i++) {
		const action_def *a = actions_at(i);
		const binding *b = bindings_of(keymap(), a->name);
		if (b != NULL && bindings_only_when(b, WHEN_MENU))
			continue;
		bindings_label(keymap(), b, rows[n].keys, sizeof rows[n].keys);
		rows[n++].line = a->help;
	}
	for (size_t k = 0; k < NOTES; k++) {
		snprintf(rows[n].keys, sizeof rows[n].keys, "%s", notes[k].keys);
		rows[n++].line = notes[k].line;
	}
	return n;
}

void help_closing(char *buf, size_t len)
{
	keymap_label("help", buf, len);
	if (buf[0] == '\0')
		snprintf(buf, len, "?");
}
