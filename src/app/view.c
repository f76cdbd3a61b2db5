/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "view.h"

#include <stdio.h>
#include <string.h>

#include "config.h"
#include "view_top.h"
#if FOOTPRINTS_VIEW_3D
#include "view_3d.h"
#endif

/* The first is the one a run starts in unless --view says otherwise, and
 * the one shown when a renderer cannot draw another. */
static const view_def table[] = {
	{.name = "2d", .title = "top-down", .draw = view_top_draw, .zoom = camera_zoom_top,
	 .home = camera_home_top, .project = projection_of_top},
#if FOOTPRINTS_VIEW_3D
	{.name = "3d", .title = "3D", .needs_gl = true, .draw = view_3d_draw_shaded,
	 .zoom = camera_zoom_3d, .home = camera_home_3d, .project = projection_of_3d},
#endif
};

#define COUNT (sizeof table / sizeof table[0])

size_t views_count(void)
{
	return COUNT;
}

const view_def *view_at(size_t i)
{
	return i < COUNT ? &table[i] : NULL;
}

const char *views_missing(void)
{
	return FOOTPRINTS_VIEW_3D ? NULL : "3D view not available in this build";
}

bool views_find(const char *name, size_t *i)
{
	for (*i = 0; *i < COUNT; ++*i)
		if (strcmp(table[*i].name, name) == 0)
			return true;
	return false;
}

void views_names(const char *sep, char *buf, size_t len)
{
	size_t at = 0;
	if (len > 0)
		buf[0] = '\0';
	for (size_t i = 0; i < COUNT && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s", i > 0 ? sep : "", table[i].name);
}
