/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* help.h: the help panel's rows, from the action table and the key map:
 * every action that acts while playing (the menus show their own keys)
 * with its keys, then notes on the controller and on what solids look
 * like. */
#ifndef APP_HELP_H
#define APP_HELP_H

#include <stddef.h>

#include "overlay_def.h"

/* Room for every row. */
#define HELP_ROWS_MAX 72

/* Writes the rows to rows (room for HELP_ROWS_MAX); returns how many. */
size_t help_rows(overlay_row *rows);

/* The keys that close the help: its own action's. */
void help_closing(char *buf, size_t len);

#endif
