/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Level select: every level of the level's directory with its title and
 * the saved best score and time; Enter or a click plays one, Esc goes back
 * to the title. The list is read when the screen opens, and again when a
 * level file or the directory changes on disk. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "render.h"
#include "screens.h"

/* Ticks between looks at the directory for changes: twice a second. */
#define LOOK_TICKS 30u

/* "* * -  best 40 in 12.3 s", "not completed yet", "locked", or why it
 * cannot be played, for level i of the list. */
static void note(const session *s, size_t i, char *buf, size_t len)
{
	const levels_entry *e = &s->catalog.list.entry[i];
	const progress_entry *b = session_best_of(s, e->path);
	if (e->error[0] != '\0')
		snprintf(buf, len, "cannot be played");
	else if (b != NULL)
		snprintf(buf, len, "%s  best %d in %.1f s",
		         b->stars >= 3 ? "* * *" : b->stars == 2 ? "* * -" : "* - -",
		         (int)b->best_score, (double)b->best_ms / 1000.0);
	else if (!session_level_open(s, i))
		snprintf(buf, len, "locked: finish the one before");
	else
		snprintf(buf, len, "not completed yet");
}

static long long mtime(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 ? (long long)st.st_mtime : -1;
}

/* The newest change of the level's directory (a file added or removed) or
 * of a level listed. */
static long long stamp(const session *s)
{
	char dir[sizeof s->level_path];
	snprintf(dir, sizeof dir, "%s", s->level_path);
	char *slash = strrchr(dir, '/');
	if (slash == NULL)
		snprintf(dir, sizeof dir, ".");
	else
		slash[slash == dir] = '\0';
	long long newest = mtime(dir);
	const levels_list *l = &s->catalog.list;
	for (size_t i = 0; i < l->count; i++) {
		long long t = mtime(l->entry[i].path);
		newest = t > newest ? t : newest;
	}
	return newest;
}

static void open_list(session *s)
{
	session_catalog *c = &s->catalog;
	session_read_catalog(s);
	for (size_t i = 0; i < c->list.count; i++) {
		note(s, i, c->notes[i], sizeof c->notes[i]);
		c->items[i] = (menu_item){c->list.entry[i].title, c->notes[i], NULL, NULL, false};
	}
	c->items[c->list.count] = (menu_item){"Back to the title", "Esc", NULL, "title", true};
	c->count = c->list.count + 1;
	c->stamp = stamp(s);
}

static const menu_item *built(const session *s, size_t *count)
{
	*count = s->catalog.count;
	return s->catalog.items;
}

static const char *input(session *s, menu_key key)
{
	const levels_list *l = &s->catalog.list;
	if (key != MENU_SELECT || s->menu_item >= l->count)
		return screens_menu_input(s, key);
	const levels_entry *e = &l->entry[s->menu_item];
	if (e->error[0] != '\0')
		snprintf(s->message, sizeof s->message, "%s", e->error);
	else if (!session_level_open(s, s->menu_item))
		snprintf(s->message, sizeof s->message, "%s opens when the level before it is finished",
		         e->title);
	else
		session_play(s, e->path);
	return NULL;
}

/* A level file changed on disk: the list is read again, the highlight
 * kept where it was. */
static bool update(session *s)
{
	if (s->tick % LOOK_TICKS != 0 || stamp(s) == s->catalog.stamp)
		return false;
	size_t item = s->menu_item;
	open_list(s);
	s->menu_item = item < s->catalog.count ? item : s->catalog.count - 1;
	return false;
}

static void draw(const screen_view *v, const session *s)
{
	const session_catalog *c = &s->catalog;
	float w = 0.0f, h = 0.0f;
	menu_window_pixels(v->r, &w, &h);
	SDL_Color b = RENDER_BACKDROP;
	SDL_SetRenderDrawColor(v->r, b.r, b.g, b.b, b.a);
	SDL_RenderClear(v->r);
	float y = menu_centred(v->r, v->f->big, h * 0.06f, MENU_GOLD, "Choose a level");
	char where[160];
	snprintf(where, sizeof where, "%zu levels, stars and best runs of this computer", c->list.count);
	y = menu_centred(v->r, v->f->small, y + 2.0f, MENU_DIM, where);
	float hint_y = h - (float)text_line_height(v->f->small) - 10.0f;
	menu m = {c->items, c->count, s->menu_item, y + 12.0f, hint_y - 8.0f};
	menu_draw(v->r, v->f->medium, &m, v->hits);
	menu_centred(v->r, v->f->small, hint_y, MENU_DIM,
	             "Up, Down: choose    Enter or click: play    Esc: back");
	screens_draw_message(v, s, hint_y);
}

const screen_def screen_levels = {.name = "levels", .menu = true, .music = "menu", .built = built,
	.on_play = "playing", .open = open_list, .input = input, .update = update, .draw = draw};
