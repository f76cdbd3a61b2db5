/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Options: the music's and the effects' volumes, full screen, camera shake
 * and the UI scale, each a row showing its value; choosing a row (Enter, a
 * click, the pad's A) steps its value on, round to the first after the
 * last. Reached from the title and the pause menu, and back (Esc) to
 * whichever opened it; the window keeps every choice in its settings. */
#include <stdio.h>

#include "render.h"
#include "screens.h"
#include "settings.h"

#define VOLUME_STEP 10
#define SCALE_STEP 25

/* v stepped on by step within lo..hi, after hi lo again. */
static int step(int v, int step_by, int lo, int hi)
{
	v = (v - lo) / step_by * step_by + lo + step_by;
	return v > hi ? lo : v;
}

static void music_up(session *s)
{
	s->music_volume = step(s->music_volume, VOLUME_STEP, 0, SETTINGS_VOLUME_MAX);
}

static void effects_up(session *s)
{
	s->effects_volume = step(s->effects_volume, VOLUME_STEP, 0, SETTINGS_VOLUME_MAX);
}

static void shake_toggle(session *s)
{
	s->camera_shake = !s->camera_shake;
}

static void scale_up(session *s)
{
	s->ui_scale = step(s->ui_scale, SCALE_STEP, SETTINGS_SCALE_MIN, SETTINGS_SCALE_MAX);
}

static const menu_item items[] = {
	{"Music volume", NULL, music_up, NULL, false},
	{"Effects volume", NULL, effects_up, NULL, false},
	{"Full screen", NULL, session_toggle_fullscreen, NULL, false},
	{"Camera shake", NULL, shake_toggle, NULL, false},
	{"UI scale", NULL, scale_up, NULL, false},
	{"Back", "Esc", NULL, NULL, .back = true},
};
#define ITEMS (sizeof items / sizeof items[0])

/* Back leads to the screen that opened this one. */
static const char *input(session *s, menu_key key)
{
	size_t chosen = s->menu_item;
	screens_menu_input(s, key);
	bool leaving = key == MENU_BACK || (key == MENU_SELECT && items[chosen].back);
	return leaving ? screens_at(s->came_from)->name : NULL;
}

/* Each row's value, as its note. */
static void values(const session *s, char notes[ITEMS][16])
{
	snprintf(notes[0], 16, "%d%%", s->music_volume);
	snprintf(notes[1], 16, "%d%%", s->effects_volume);
	snprintf(notes[2], 16, "%s", s->fullscreen ? "on" : "off");
	snprintf(notes[3], 16, "%s", s->camera_shake ? "on" : "off");
	snprintf(notes[4], 16, "%d%%", s->ui_scale);
	snprintf(notes[5], 16, "Esc");
}

static void draw(const screen_view *v, const session *s)
{
	float w = 0.0f, h = 0.0f;
	char notes[ITEMS][16];
	menu_item shown[ITEMS];
	values(s, notes);
	for (size_t i = 0; i < ITEMS; i++) {
		shown[i] = items[i];
		shown[i].note = notes[i];
	}
	/* Over the paused world when the pause menu opened it. */
	if (screens_at(s->came_from)->world) {
		frame_draw(v->r, v->f, s, v->ticks_per_second);
		menu_window_pixels(v->r, &w, &h);
		menu_shade(v->r);
	} else {
		SDL_Color b = RENDER_BACKDROP;
		menu_window_pixels(v->r, &w, &h);
		SDL_SetRenderDrawColor(v->r, b.r, b.g, b.b, b.a);
		SDL_RenderClear(v->r);
	}
	float y = menu_centred(v->r, v->f->big, h * 0.12f, MENU_GOLD, "Options") + 14.0f;
	float hint_y = h - (float)text_line_height(v->f->small) - 10.0f;
	menu m = {shown, ITEMS, s->menu_item, y, hint_y - 8.0f};
	menu_draw(v->r, v->f->medium, &m, v->hits);
	menu_centred(v->r, v->f->small, hint_y, MENU_DIM,
	             "Up, Down: choose    Enter or click: change    Esc: back");
}

const screen_def screen_options = {.name = "options", .menu = true, .music = "menu",
	.items = SCREEN_ITEMS(items), .input = input, .update = screens_stand_still, .draw = draw};
