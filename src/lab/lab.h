/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab: footprints --lab, the seeds' demos live, side by side. */
#ifndef LAB_H
#define LAB_H

#include <stdbool.h>

/* What the command line asks of the lab. */
typedef struct lab_options {
	const char *file;       /* its state file, or NULL for none */
	bool headless;          /* one frame, no window */
	const char *screenshot; /* PNG of that frame, or NULL */
} lab_options;

/* Runs the lab as the options say: a window, or with opt->headless one
 * frame rendered to opt->screenshot (PNG) and the verdicts printed to
 * stdout. opt->file is read first (a missing file is fine in a window:
 * F5 creates it). Returns the exit status: 0, 1 when SDL fails, 2 for a bad
 * state file (the message, naming file, line and field, goes to stderr) or
 * a window where there is no display. */
int lab_run(const lab_options *opt);

#endif
