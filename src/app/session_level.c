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

const progress_entry *session_best_of(const session *s, const char *path)
{
	char key[PROGRESS_KEY_MAX];
	progress_key(path, key, sizeof key);
	return progress_find(&s->best, key);
}

const progress_entry *session_best(const session *s)
{
	return session_best_of(s, s->level_path);
}

/* Whether path is the level named on the command line, which always plays. */
static bool named_level(const session *s, const char *path)
{
	char named[PROGRESS_KEY_MAX], key[PROGRESS_KEY_MAX];
	if (s->opt->level == NULL)
		return false;
	progress_key(s->opt->level, named, sizeof named);
	progress_key(path, key, sizeof key);
	return strcmp(named, key) == 0;
}

bool session_level_open(const session *s, size_t i)
{
	const levels_list *l = &s->catalog.list;
	return s->opt->all_levels || s->all_levels || i < SESSION_OPEN_FROM_START || named_level(s, l->entry[i].path) ||
	       (i < l->count && session_best_of(s, l->entry[i - 1].path) != NULL);
}

bool session_on_last_level(const session *s)
{
	char next[1024];
	const char *a = strrchr(s->level_path, '/'), *b;
	if (!levels_next(s->level_path, next, sizeof next))
		return true;
	b = strrchr(next, '/');
	return strcmp(b ? b + 1 : next, a ? a + 1 : s->level_path) <= 0;
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
	/* Past the last level won is the ending, not the first level again. */
	if (s->shows_world && s->w.state == WORLD_WON && session_on_last_level(s))
		s->asked |= SESSION_ASKED_END;
	else if (s->shows_world && levels_next(s->level_path, path, sizeof path))
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
	session_warn_drawing(&lv, path);
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
