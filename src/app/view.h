/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* view.h: the ways the world can be shown, one entry each (view.c), each
 * a renderer of the same world through the session's one camera: top-down
 * and 3D. The overlays draw over either through the projection the view
 * gives. `V` goes to the next entry, `--view NAME` starts in one; a view
 * is known by its index in the table. */
#ifndef APP_VIEW_H
#define APP_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "view_def.h"

/* How many views there are. */
size_t views_count(void);

/* What the build left out, as the player is told when V finds no other
 * view ("3D view not available in this build"), or NULL. */
const char *views_missing(void);

/* View i, or NULL when i >= views_count(). */
const view_def *view_at(size_t i);

/* The view named by name; false for none. */
bool views_find(const char *name, size_t *i);

/* The names joined by sep ("2d|3d"), cut to fit len. */
void views_names(const char *sep, char *buf, size_t len);

#endif
