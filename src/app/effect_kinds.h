/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* effect_kinds.h: the table of effect kinds (effect_def.h), one entry a
 * kind, in effect_kinds.c. */
#ifndef APP_EFFECT_KINDS_H
#define APP_EFFECT_KINDS_H

#include <stddef.h>

#include "effect_def.h"

/* How many kinds there are, and kind i (NULL past the last). */
size_t effect_kinds_count(void);
const effect_def *effect_kind_at(size_t i);

#endif
