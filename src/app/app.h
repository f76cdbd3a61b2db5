/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* app.h: the game, in a window or headless. */
#ifndef APP_APP_H
#define APP_APP_H

#include "options.h"

/* Runs the game on the level at path as opt says (on the title first with
 * opt->menu). Returns the exit status: 0 done, 2 a bad level, script or
 * output file, or no display for a window (the message, naming the file,
 * already on stderr; no window was opened), 1 when SDL fails or the
 * screenshot, record or stats file could not be written. */
int app_run(const app_options *opt, const char *path);

#endif
