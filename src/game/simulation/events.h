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

/* The kinds, in the order stats lines list them: X(ID, name in stats
 * lines) gives WORLD_EVENT_ID. */
#define WORLD_EVENTS(X)                                                       \
	X(PICKUP, pickup)   /* the player collected at least one pickup */        \
	X(OVERLAP, overlap) /* the player began to overlap another actor */       \
	X(WON, won)         /* the last pickup was taken */                       \
	X(LOST, lost)       /* the player's energy ran out */                     \
	X(WALL, wall)       /* a solid began to cut the player's motion short (a  \
	                       bump: not every tick it pushes) */                 \
	X(SEEN, seen)       /* a guard began to see the player */

typedef enum world_event {
#define WORLD_EVENT_ID(id, name) WORLD_EVENT_##id,
	WORLD_EVENTS(WORLD_EVENT_ID)
#undef WORLD_EVENT_ID
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
