/* lab: footprints --lab, the seeds' demos live, side by side. */
#ifndef LAB_H
#define LAB_H

#include "options.h"

/* Runs the lab as the options say: a window, or with opt->headless one
 * frame rendered to opt->screenshot (PNG) and the verdicts printed to
 * stdout. opt->lab_file is read first (a missing file is fine in a window:
 * F5 creates it). Returns the exit status: 0, 1 when SDL fails, 2 for a bad
 * state file (the message, naming file, line and field, goes to stderr) or
 * a window where there is no display. */
int lab_run(const app_options *opt);

#endif
