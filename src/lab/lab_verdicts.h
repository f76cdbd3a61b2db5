/* lab_verdicts: what every method of the library says about the scene.
 *
 * SDL-free: a list of text rows, each marked for the panel's colours, plus
 * which shapes the exact tests say are touching (the fill colours).
 */
#ifndef LAB_VERDICTS_H
#define LAB_VERDICTS_H

#include <stdbool.h>

#include "lab_state.h"

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

/* touch[i] is the exact answer for the scene's i-th shape:
 * scene 1: [0] triangle holds the point;
 * scene 2: [0] and [1] the triangles overlap;
 * scene 3: [0] and [1] circle and triangle overlap;
 * scene 4: [0] box a, [1] box b, [2] circle: touches another shape;
 * scene 5: [0] other point, [1] AABB, [2] circle, [3] line: holds the point. */
typedef struct lab_verdicts {
	int count;
	lab_row row[LAB_ROWS_MAX];
	bool touch[LAB_SHAPES_MAX];
	int disagreements;   /* rows marked LAB_MARK_DISAGREE */
} lab_verdicts;

/* Every verdict for the state's current scene. */
void lab_verdicts_of(const lab_state *s, lab_verdicts *out);

/* The first row whose label starts with prefix, or NULL: for tests. */
const lab_row *lab_verdicts_find(const lab_verdicts *v, const char *prefix);

#endif
