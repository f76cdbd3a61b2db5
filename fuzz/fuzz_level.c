/* fuzz_level: arbitrary bytes as a level file. The loader must refuse what
 * it cannot use with a message, never crash, leak or read out of bounds; a
 * level it accepts must build a world that steps and frees cleanly. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "level.h"
#include "world.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Enough steps to move, turn, patrol and collect, few enough to stay fast. */
#define FUZZ_LEVEL_STEPS 30

/* Runs an accepted level: steering from the input's first bytes, so the
 * player does not sit still. */
static void step_world(const level *lv, const uint8_t *data, size_t size)
{
	world w;
	char err[256];
	if (!world_init(&w, lv, 1, 0, err, sizeof err))
		return;
	for (int i = 0; i < FUZZ_LEVEL_STEPS; i++) {
		uint8_t b = size ? data[(size_t)i % size] : 0;
		commands cmd = { (float)(b % 3) - 1.0f, (float)(b / 3 % 3) - 1.0f };
		world_step(&w, cmd);
	}
	world_fini(&w);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	level lv;
	char err[512];
	err[0] = '\0';
	bool ok = level_parse((const char *)data, size, "fuzz.tmj", &lv, err, sizeof err);
	if (!ok) {
		/* A refusal must say what is wrong, naming the file. */
		if (strncmp(err, "fuzz.tmj", 8) != 0) {
			fprintf(stderr, "fuzz_level: refusal without the file name: '%s'\n", err);
			abort();
		}
		level_free(&lv);
		return 0;
	}
	step_world(&lv, data, size);
	level_free(&lv);
	return 0;
}
