/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_report: the panel's rows for the lab's state (SDL-free). */
#ifndef LAB_REPORT_H
#define LAB_REPORT_H

#include "lab_state.h"
#include "lab_verdicts.h"

/* Every verdict for the state's current scene: its heading, its scene's
 * rows, then the selected handle's exact value. */
void lab_report(const lab_state *s, lab_verdicts *out);

#endif
