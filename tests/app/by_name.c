/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "by_name.h"

#include <setjmp.h>
#include <stdarg.h>
#include <string.h>

#include <cmocka.h>

#include "actions.h"
#include "overlays.h"

size_t action_named(const char *name)
{
	size_t i = 0;
	if (!actions_find(name, strlen(name), &i))
		fail_msg("no action '%s' in the action table", name);
	return i;
}

uint64_t overlays_named(const char *list)
{
	uint64_t bits = 0;
	for (const char *p = list; *p != '\0';) {
		size_t len = strcspn(p, ","), i = 0;
		if (!overlays_find(p, len, &i))
			fail_msg("no overlay '%.*s' in the overlays table", (int)len, p);
		bits |= overlays_bit(i);
		p += len + (p[len] == ',');
	}
	return bits;
}
