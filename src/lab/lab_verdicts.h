/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* lab_verdicts: what every method of the library says about the scene.
 *
 * SDL-free: a list of text rows, each marked for the panel's colours, plus
 * which shapes the exact tests say are touching (the fill colours).
 */
#ifndef LAB_VERDICTS_H
#define LAB_VERDICTS_H

#include <stdbool.h>

#define LAB_ROWS_MAX 32
#define LAB_ROW_CHARS 64
#define LAB_SHAPES_MAX 4

typedef enum lab_mark {
	LAB_MARK_HEADING,  /* a group title */
	LAB_MARK_EXACT,    /* an exact public function: the reference */
	LAB_MARK_AGREE,    /* a variant that gives the exact answer */
	LAB_MARK_DISAGREE, /* a variant that does not: the panel's warning colour */
	LAB_MARK_DECIDES,  /* a stage of seed 001 that decided */
	LAB_MARK_INFO      /* a stage that did not decide, or a note */
} lab_mark;

/* A row is a label and, for a verdict, its value (the panel aligns them). */
typedef struct lab_row {
	lab_mark mark;
	char label[LAB_ROW_CHARS];
	char value[LAB_ROW_CHARS];
} lab_row;

/* touch[i] is the exact answer for the scene's i-th shape, as the scene's
 * file says (it fills that shape red or blue). */
typedef struct lab_verdicts {
	int count;
	lab_row row[LAB_ROWS_MAX];
	bool touch[LAB_SHAPES_MAX];
	int disagreements;   /* rows marked LAB_MARK_DISAGREE */
} lab_verdicts;

/* Appends a row: the label, and the value formatted from fmt. Past
 * LAB_ROWS_MAX rows nothing is added. */
void lab_verdicts_add(lab_verdicts *v, lab_mark mark, const char *label, const char *fmt,
	...) __attribute__((format(printf, 4, 5)));

/* Appends a row with a label only: a heading or a note. */
void lab_verdicts_note(lab_verdicts *v, lab_mark mark, const char *label);

/* Appends a seed variant's row: its answer (yes or no), marked as agreeing
 * with the exact answer or, with "DIFFERS", not. */
void lab_verdicts_variant(lab_verdicts *v, const char *label, bool got, bool exact,
	const char *yes, const char *no);

/* The first row whose label starts with prefix, or NULL: for tests. */
const lab_row *lab_verdicts_find(const lab_verdicts *v, const char *prefix);

#endif
