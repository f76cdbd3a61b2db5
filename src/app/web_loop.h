/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* web_loop.h: the game in the browser, which must get control back after
 * every frame: the session lives on, and the page's frame callback runs
 * main_loop_frame. Quit has nowhere to go there: it returns to the title. */
#ifndef APP_WEB_LOOP_H
#define APP_WEB_LOOP_H

#include "options.h"

/* Opens the session on the level at path (copying opt and path) and its
 * window, and sets the page's frame callback running it. Returns 0 with
 * the game running, or app_run's exit status when it could not start. */
int web_loop_start(const app_options *opt, const char *path);

#endif
