/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* session_level.c: what a session plays: the level and its world (restart,
 * next, a level picked from the list), the saved best runs, and the title's
 * live scene. */
#include <stdio.h>
#include <string.h>

#include "levels.h"
#include "session.h"

void session_keep_progress(session *s, const char *dir)
{
	char err[512];
	s->progress_dir = dir;
	progress_load(&s->best, dir, err, sizeof err);
}

const progress_entry *session_best(const session *s)
{
	char key[PROGRESS_KEY_MAX];
	if (s->progress_dir == NULL)
		return NULL;
	progress_key(s->level_path, key, sizeof key);
	return progress_find(&s->best, key);
}

static void say(session *s, const char *err)
{
	snprintf(s->message, sizeof s->message, "%s", err);
	fprintf(stderr, "footprints: %s\n", err);
}

/* Plays lv (taken over, or NULL for the level playing) at path from its
 * start. The world is built aside and swapped in, so a failure (out of
 * memory) leaves the old one in place and says why. */
static bool start(session *s, level *lv, const char *path)
{
	char err[512];
	world fresh;
	if (!world_init(&fresh, lv ? lv : &s->lv, s->opt->seed, s->opt->stress, err, sizeof err)) {
		say(s, err);
		if (lv != NULL)
			level_free(lv);
		return false;
	}
	world_fini(&s->w);
	s->w = fresh;
	if (lv != NULL) {
		level_free(&s->lv);
		s->lv = *lv;
		snprintf(s->level_path, sizeof s->level_path, "%s", path);
	}
	s->won_saved = false;
	s->message[0] = '\0';
	camera_reset(&s->cam);
	effects_start(&s->fx, s->opt->seed);
	s->asked |= SESSION_PLAYED;
	return true;
}

void session_restart(session *s)
{
	if (s->shows_world)
		start(s, NULL, s->level_path);
}

void session_next_level(session *s)
{
	char path[1024];
	if (s->shows_world && levels_next(s->level_path, path, sizeof path))
		session_play(s, path);
}

bool session_play(session *s, const char *path)
{
	char err[512];
	level lv;
	if (!level_load(path, &lv, err, sizeof err)) {
		say(s, err);
		return false;
	}
	return start(s, &lv, path);
}

void session_read_catalog(session *s)
{
	levels_list *l = &s->catalog.list;
	levels_list_free(l);
	levels_read(l, s->level_path);
	/* The list opens on the level last played. */
	for (size_t i = 0; i < l->count; i++)
		if (strcmp(l->entry[i].path, s->level_path) == 0)
			s->menu_item = i;
}

void session_make_demo(session *s)
{
	char err[512];
	if (!s->demo_ready)
		s->demo_ready = world_init(&s->demo, &s->lv, s->opt->seed, SESSION_TITLE_CROWD, err,
		                           sizeof err);
}
