/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broken_maps.c: the broken maps written out from good.tmj and their edits,
 * and their messages with the behaviours a level may name filled in. */
#include "broken_maps.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "behaviour.h"
#include "file_read.h"

/* text with its one occurrence of e.find replaced by e.put (text freed). */
static char *apply(char *text, map_edit e, const char *file)
{
	char *at = strstr(text, e.find);
	if (at == NULL || strstr(at + 1, e.find) != NULL)
		fail_msg("%s: the edit's text is not in good.tmj once: %s", file, e.find);
	size_t before = (size_t)(at - text), fl = strlen(e.find), pl = strlen(e.put);
	size_t after = strlen(at + fl);
	char *out = malloc(before + pl + after + 1);
	assert_non_null(out);
	memcpy(out, text, before);
	memcpy(out + before, e.put, pl);
	memcpy(out + before + pl, at + fl, after + 1);
	free(text);
	return out;
}

void broken_map_path(size_t i, const char *dir, char *path, size_t len)
{
	const broken *b = &broken_maps[i];
	if (b->cut == 0 && b->edit[0].find == NULL) {
		snprintf(path, len, "%s/%s", GAME_DATA_DIR, b->file);
		return;
	}
	size_t n;
	char why[256];
	char *text = file_read(GAME_DATA_DIR "/good.tmj", 1u << 20, &n, why, sizeof why);
	if (text == NULL)
		fail_msg("good.tmj: %s", why);
	if (b->cut != 0 && b->cut < n)
		text[b->cut] = '\0';
	for (size_t k = 0; k < 3 && b->edit[k].find != NULL; k++)
		text = apply(text, b->edit[k], b->file);
	snprintf(path, len, "%s/%s", dir, b->file);
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
	free(text);
}

void broken_map_message(size_t i, const char *path, char *out, size_t len)
{
	const char *m = broken_maps[i].message, *hole = strstr(m, "%s");
	char names[256] = "";
	if (hole != NULL)
		behaviour_names(names, sizeof names);
	snprintf(out, len, "%s: %.*s%s%s", path, hole ? (int)(hole - m) : (int)strlen(m), m, names,
	         hole ? hole + 2 : "");
}
