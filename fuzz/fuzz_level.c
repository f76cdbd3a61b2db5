/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* fuzz_level: arbitrary bytes as a level file, JSON or TMX. The loader must
 * refuse what it cannot use with a message, never crash, leak or read out of
 * bounds; a level it accepts must build a world that steps and frees
 * cleanly, and the rule of solids (tests/game/wall_rule.h: the player
 * overlaps no solid, no moving solid the player or another solid) must hold
 * after every step.
 *
 * An input may carry a template too: the map, then a line
 * "----template----", then the text every template the map names reads as
 * (a .tx or .tj file); without that line every template is missing. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "level.h"
#include "wall_rule.h"
#include "world.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char template_mark[] = "\n----template----\n";

typedef struct fuzz_template {
	const char *text; /* NULL: the input has none */
	size_t len;
} fuzz_template;

/* Every template path reads as the input's template part. */
static char *read_template(void *ctx, const char *path, size_t max, size_t *len, char *why,
                           size_t whylen)
{
	const fuzz_template *t = ctx;
	(void)path;
	if (!t->text || t->len > max) {
		snprintf(why, whylen, "%s", t->text ? "larger than the limit" : "cannot open: none given");
		return NULL;
	}
	char *copy = malloc(t->len + 1);
	if (!copy) {
		snprintf(why, whylen, "out of memory");
		return NULL;
	}
	memcpy(copy, t->text, t->len);
	copy[t->len] = '\0';
	*len = t->len;
	return copy;
}

/* Splits the input at the first template line. */
static size_t split(const uint8_t *data, size_t size, fuzz_template *t)
{
	size_t k = sizeof template_mark - 1;
	*t = (fuzz_template){0};
	for (size_t i = 0; i + k <= size; i++) {
		if (memcmp(data + i, template_mark, k) == 0) {
			t->text = (const char *)data + i + k;
			t->len = size - i - k;
			return i;
		}
	}
	return size;
}

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
		char why[512];
		if (!wall_rule_holds(&w, why, sizeof why)) {
			fprintf(stderr, "fuzz_level: the rule of solids broke: %s\n", why);
			abort();
		}
	}
	world_fini(&w);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	level lv;
	char err[512];
	err[0] = '\0';
	fuzz_template t;
	size_t map_len = split(data, size, &t);
	level_files files = {.read = read_template, .ctx = &t};
	bool ok = level_parse_with((const char *)data, map_len, "fuzz.tmj", &files, &lv, err,
	                           sizeof err);
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
