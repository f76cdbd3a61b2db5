/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Test helpers shared by the collide suite: counted, named failures.
 *
 * A test records every failing case with report_fail() (printed at once with
 * the values) and ends with report_done(), which fails the cmocka test when
 * any case failed. Seeing every failure beats stopping at the first one when
 * a library bug shows up in many cases at once.
 */
#ifndef COLLIDE_TEST_REPORT_H
#define COLLIDE_TEST_REPORT_H

#include <stdbool.h>

#include <footprint/collide.h>

/* Prints every failure from now on (the oracle lists every failing line). */
void report_print_all(void);

/* Records and prints one failing case (printf format). */
void report_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Records a failure unless got == want; the message names the case. */
bool report_bool(bool got, bool want, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Fails the running cmocka test if any case failed since the last call. */
void report_done(const char *what);

/* Writes "(x, y)" with both coordinates as exact hex floats into buf. */
const char *report_vec(char buf[64], vec2s p);

/* Writes "[(..), (..), (..)]" into buf. */
const char *report_tri(char buf[200], fp_tri t);

#endif
