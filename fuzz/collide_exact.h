/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* collide_exact.h: the fuzz case's answers against the independent exact
 * reference of tests/collide/exact_ref.c (expansion arithmetic for the
 * triangle predicates, 128-bit integers for circles on a 1/16 grid). */
#ifndef FUZZ_COLLIDE_EXACT_H
#define FUZZ_COLLIDE_EXACT_H

#include "fuzz_case.h"

/* Every exact answer of the case that the reference can decide equals the
 * library's; a difference is a violation. */
void check_exact(const fuzz_case *k);

#endif
