/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* events.h: what happened in one world step, as data. The simulation only
 * reports its events; the presentation decides how they look and sound, so
 * stepping stays silent and deterministic. A step's events are a set, one
 * bit a kind, in world.events; stats lines list them by name. */
#ifndef GAME_EVENTS_H
#define GAME_EVENTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The kinds, in the order stats lines list them. */
typedef enum world_event {
	WORLD_EVENT_PICKUP,  /* the player collected at least one pickup */
	WORLD_EVENT_OVERLAP, /* the player began to overlap another actor */
	WORLD_EVENT_WON,     /* the last pickup was taken */
	WORLD_EVENT_LOST,    /* the player's energy ran out */
	WORLD_EVENT_WALL,    /* a solid began to cut the player's motion short (a
	                        bump: not every tick it pushes) */
	WORLD_EVENT_SEEN,    /* a guard began to see the player */
	WORLD_EVENT_COUNT
} world_event;

/* A set of events: bit (1 << kind). */
typedef uint32_t world_events;

_Static_assert(WORLD_EVENT_COUNT <= 32, "world_events holds one bit a kind");

static inline world_events world_event_bit(world_event e)
{
	return (world_events)1 << e;
}

static inline bool world_events_has(world_events set, world_event e)
{
	return (set & world_event_bit(e)) != 0;
}

/* The kind's name in stats lines ("pickup", ...); NULL past the last. */
const char *world_event_name(world_event e);

/* The set as a JSON array of names, ["pickup","won"], into buf (len bytes,
 * cut when too small); returns what snprintf would. */
int world_events_json(world_events set, char *buf, size_t len);

#endif
