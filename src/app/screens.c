/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "screens.h"

#include "screen_list.h"

#include <string.h>

#include "overlays.h"

/* The screens, from src/app/meson.build's list; each entry is defined in
 * its file. The first is where a run with --menu starts. */
#define SCREENS(X) SCREEN_LIST(X)

#define DECLARE(entry) extern const screen_def entry;
SCREENS(DECLARE)

#define ADDRESS(entry) &entry,
static const screen_def *const table[] = {SCREENS(ADDRESS)};

#define COUNT (sizeof table / sizeof table[0])

const screen_def *screens_at(size_t i)
{
	return i < COUNT ? table[i] : table[0];
}

bool screens_find(const char *name, size_t *i)
{
	for (*i = 0; *i < COUNT; ++*i)
		if (strcmp(table[*i]->name, name) == 0)
			return true;
	return false;
}

static const menu_item *screens_items(const screen_def *def, const session *s, size_t *count)
{
	if (def->built != NULL)
		return def->built(s, count);
	*count = def->count;
	return def->items;
}

const char *screens_menu_input(session *s, menu_key key)
{
	size_t count, item = s->menu_item;
	const menu_item *items = screens_items(screens_at(s->screen), s, &count);
	if (menu_step(&s->menu_item, count, key == MENU_UP, key == MENU_DOWN))
		return NULL;
	if (key == MENU_BACK)
		for (item = 0; item < count && !items[item].back; item++)
			;
	if (item >= count)
		return NULL;
	if (items[item].choose != NULL)
		items[item].choose(s);
	return items[item].next;
}

bool screens_step_world(session *s)
{
	/* The help holds the world still while it is read. */
	if (s->overlays & overlays_bit(OVERLAY_INDEX_help))
		return false;
	session_step_world(s);
	return true;
}

bool screens_stand_still(session *s)
{
	(void)s;
	return false;
}

void screens_draw_message(const screen_view *v, const session *s, float hint_y)
{
	if (s->message[0] != '\0')
		menu_centred(v->r, v->f->small, hint_y - (float)text_line_height(v->f->small) - 4.0f,
		             MENU_WARN, s->message);
}

void screens_draw_over_world(const screen_view *v, const session *s, const char *const *lines,
                             size_t count)
{
	const screen_def *def = screens_at(s->screen);
	float w = 0.0f, h = 0.0f;
	frame_draw(v->r, v->f, s, v->ticks_per_second);
	menu_window_pixels(v->r, &w, &h);
	menu_shade(v->r);
	float y = menu_centred(v->r, v->f->big, h * 0.16f, MENU_GOLD, def->heading) + 4.0f;
	for (size_t i = 0; i < count; i++)
		y = menu_centred(v->r, v->f->small, y, MENU_WHITE, lines[i]) + 2.0f;
	float hint_y = h - (float)text_line_height(v->f->small) - 10.0f;
	size_t n;
	const menu_item *items = screens_items(def, s, &n);
	menu m = {items, n, s->menu_item, y + 14.0f, hint_y - 8.0f};
	menu_draw(v->r, v->f->medium, &m, v->hits);
	menu_centred(v->r, v->f->small, hint_y, MENU_DIM, def->hint);
	screens_draw_message(v, s, hint_y);
}

void screens_draw_menu_over_world(const screen_view *v, const session *s)
{
	screens_draw_over_world(v, s, NULL, 0);
}
