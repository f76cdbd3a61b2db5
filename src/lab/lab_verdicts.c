/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "lab_verdicts.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>


void lab_verdicts_add(lab_verdicts *v, lab_mark mark, const char *label, const char *fmt, ...)
{
	if (v->count >= LAB_ROWS_MAX)
		return;
	lab_row *r = &v->row[v->count++];
	snprintf(r->label, sizeof r->label, "%s", label);
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(r->value, sizeof r->value, fmt, ap);
	va_end(ap);
	r->mark = mark;
	if (mark == LAB_MARK_DISAGREE)
		v->disagreements++;
}

void lab_verdicts_note(lab_verdicts *v, lab_mark mark, const char *label)
{
	lab_verdicts_add(v, mark, label, "%s", "");
}

void lab_verdicts_variant(lab_verdicts *v, const char *label, bool got, bool exact,
	const char *yes, const char *no)
{
	if (got == exact)
		lab_verdicts_add(v, LAB_MARK_AGREE, label, "%s", got ? yes : no);
	else
		lab_verdicts_add(v, LAB_MARK_DISAGREE, label, "%s  DIFFERS", got ? yes : no);
}

const lab_row *lab_verdicts_find(const lab_verdicts *v, const char *prefix)
{
	size_t n = strlen(prefix);
	for (int i = 0; i < v->count; ++i)
		if (strncmp(v->row[i].label, prefix, n) == 0)
			return &v->row[i];
	return NULL;
}
