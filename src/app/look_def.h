/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_def.h: what a look is: how one kind of actor is drawn over its
 * footprint, in the looks table (looks.h). A look draws through a pen
 * (look_pen.h) that serves both views: the top view paints each part's top
 * in the order drawn, the 3D view stands each part up from its low to its
 * high z. The looks include this; the table includes the looks. */
#ifndef APP_LOOK_DEF_H
#define APP_LOOK_DEF_H

#include "look_pen.h"

typedef struct look_def {
	const char *name;         /* the `look` property's value */
	void (*draw)(look_pen *p); /* the base first (look_pen_base), then
	                              what lies on it, lowest first */
} look_def;

#endif
