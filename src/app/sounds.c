#include "sounds.h"

#include <string.h>

/* Short and distinct: a pickup chimes up, an overlap buzzes low, a win
 * climbs an arpeggio, a loss slides down, a wall thuds, a guard's sight
 * bleeps. An entry whose event the world does not report (yet) is never
 * played. */
static const sound_def table[] = {
	{"pickup", {{{WAVE_SQUARE, 988.0f, 988.0f, 0.06f}, {WAVE_SQUARE, 1319.0f, 1319.0f, 0.12f}},
	            0.35f}},
	{"overlap", {{{WAVE_SQUARE, 180.0f, 110.0f, 0.18f}}, 0.4f}},
	{"won", {{{WAVE_TRIANGLE, 523.0f, 523.0f, 0.1f}, {WAVE_TRIANGLE, 659.0f, 659.0f, 0.1f},
	          {WAVE_TRIANGLE, 784.0f, 784.0f, 0.1f}, {WAVE_TRIANGLE, 1047.0f, 1047.0f, 0.35f}},
	         0.6f}},
	{"lost", {{{WAVE_TRIANGLE, 392.0f, 330.0f, 0.18f}, {WAVE_TRIANGLE, 311.0f, 196.0f, 0.5f}},
	          0.6f}},
	{"wall", {{{WAVE_NOISE, 0.0f, 0.0f, 0.03f}, {WAVE_SINE, 110.0f, 55.0f, 0.09f}}, 0.5f}},
	{"seen", {{{WAVE_SQUARE, 1568.0f, 1568.0f, 0.05f}, {WAVE_SQUARE, 1175.0f, 1175.0f, 0.05f}},
	          0.3f}},
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
