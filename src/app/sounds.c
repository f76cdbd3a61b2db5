/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "sounds.h"

#include <string.h>

/* Short, distinct and soft (sines and triangles, no squares): a pickup
 * chimes up a fifth, an overlap hums low, a win climbs an arpeggio, a loss
 * slides down, a wall thuds, a guard's sight bleeps; the menus tick and
 * chime. Loudest first: won, lost, pickup, overlap, a guard's sight, then
 * the wall and the menus, so a bump never drowns a pickup (the sound tests
 * check the order). An entry whose event the world does not report (yet) is
 * never played. */
static const sound_def table[] = {
	{"won", {{{WAVE_TRIANGLE, 523.0f, 523.0f, 0.1f}, {WAVE_TRIANGLE, 659.0f, 659.0f, 0.1f},
	          {WAVE_TRIANGLE, 784.0f, 784.0f, 0.1f}, {WAVE_SINE, 1047.0f, 1047.0f, 0.45f}},
	         0.5f}},
	{"lost", {{{WAVE_TRIANGLE, 392.0f, 330.0f, 0.2f}, {WAVE_TRIANGLE, 311.0f, 196.0f, 0.5f}},
	          0.45f}},
	{"pickup", {{{WAVE_SINE, 1047.0f, 1047.0f, 0.07f}, {WAVE_SINE, 1568.0f, 1568.0f, 0.2f}},
	            0.4f}},
	{"overlap", {{{WAVE_TRIANGLE, 220.0f, 150.0f, 0.2f}}, 0.3f}},
	{"seen", {{{WAVE_SINE, 1568.0f, 1568.0f, 0.05f}, {WAVE_SINE, 1175.0f, 1175.0f, 0.05f}}, 0.29f}},
	{"wall", {{{WAVE_SINE, 150.0f, 60.0f, 0.12f}}, 0.25f}},
	{"menu-choose", {{{WAVE_SINE, 660.0f, 660.0f, 0.05f}, {WAVE_SINE, 990.0f, 990.0f, 0.12f}},
	                 0.22f}},
	{"menu-move", {{{WAVE_SINE, 880.0f, 880.0f, 0.05f}}, 0.12f}},
};

#define COUNT (sizeof table / sizeof table[0])

size_t sounds_count(void)
{
	return COUNT;
}

const sound_def *sounds_at(size_t i)
{
	return i < COUNT ? &table[i] : NULL;
}

const sound_def *sounds_for(const char *name)
{
	for (size_t i = 0; name != NULL && i < COUNT; i++)
		if (strcmp(table[i].event, name) == 0)
			return &table[i];
	return NULL;
}
