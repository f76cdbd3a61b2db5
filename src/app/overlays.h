/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* overlays.h: the debug overlays, one line each in src/app/meson.build's
 * `overlays` (overlay_list.h, generated): its --overlay name, the action
 * that shows and hides it (in input scripts and key bindings) and that
 * action's help line. Each line names an overlay_def (overlay_def.h)
 * called overlay_def_NAME, defined in the overlay's own file,
 * overlay_NAME.c. --overlay, the action table (actions.c), the help and the
 * man page's lists read this one list; an overlay is known by its index in
 * it. */
#ifndef APP_OVERLAYS_H
#define APP_OVERLAYS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "overlay_def.h"
#include "overlay_list.h"

#define OVERLAYS(X) OVERLAY_LIST(X)

#define OVERLAY_DECLARE(name, action, help) extern const overlay_def overlay_def_##name;
OVERLAYS(OVERLAY_DECLARE)

#define OVERLAY_INDEX(name, action, help) OVERLAY_INDEX_##name,
enum { OVERLAYS(OVERLAY_INDEX) OVERLAYS_COUNT };

/* The bit of overlay i in a session's set of overlays shown. */
static inline uint64_t overlays_bit(size_t i)
{
	return (uint64_t)1 << i;
}

/* How many overlays there are. */
size_t overlays_count(void);

/* Overlay i, or NULL when i >= overlays_count(). */
const overlay_def *overlays_at(size_t i);

/* The --overlay name of overlay i, or NULL. */
const char *overlays_name(size_t i);

/* The overlay named by the len bytes at name in --overlay; false for none. */
bool overlays_find(const char *name, size_t len, size_t *i);

/* Writes the overlays' indices to order (room for overlays_count()), in
 * drawing order; returns how many. */
size_t overlays_order(size_t *order);

/* The --overlay names joined by sep ("triangles,edges,..."), cut to fit
 * len. */
void overlays_names(const char *sep, char *buf, size_t len);

/* True when an overlay in the set shown draws the broadphase's pairs. */
bool overlays_pairs(uint64_t shown);

#endif
