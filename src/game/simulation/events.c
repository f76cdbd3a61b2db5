/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "events.h"

#include <stdio.h>

static const char *const names[WORLD_EVENT_COUNT] = {
#define WORLD_EVENT_NAME(id, name) #name,
	WORLD_EVENTS(WORLD_EVENT_NAME)
#undef WORLD_EVENT_NAME
};

const char *world_event_name(world_event e)
{
	return (unsigned)e < WORLD_EVENT_COUNT ? names[e] : NULL;
}

int world_events_json(world_events set, char *buf, size_t len)
{
	int n = snprintf(buf, len, "[");
	const char *sep = "";
	for (int e = 0; e < WORLD_EVENT_COUNT; e++) {
		if (!world_events_has(set, (world_event)e))
			continue;
		size_t at = n >= 0 && (size_t)n < len ? (size_t)n : len;
		n += snprintf(buf + at, len - at, "%s\"%s\"", sep, names[e]);
		sep = ",";
	}
	size_t at = n >= 0 && (size_t)n < len ? (size_t)n : len;
	return n + snprintf(buf + at, len - at, "]");
}
