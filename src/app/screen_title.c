/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Title: the name, a small live scene of footprints (the level with a
 * wandering crowd, stepped with no input), the main keys from the action
 * table, and a menu: play (the level select), options or quit. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "actions.h"
#include "keymap.h"
#include "pixel_layer.h"
#include "projection.h"
#include "render.h"
#include "screens.h"

static const menu_item items[] = {
	{"Play", "Enter", NULL, "levels", false},
	{"Options", NULL, NULL, "options", false},
	{"Quit", "Esc", session_quit, NULL, .back = true},
};
#define ITEMS (sizeof items / sizeof items[0])

/* The keys the title lists, in two columns, by their names in scripts. */
static const char *const shown_keys[] = {"forward", "left", "pause", "fullscreen",
                                         "back",    "right", "mute", "help"};
#define SHOWN_KEYS (sizeof shown_keys / sizeof shown_keys[0])

static bool update(session *s)
{
	if (s->demo_ready)
		world_step(&s->demo, (commands){0.0f, 0.0f});
	return false;
}

/* The demo world scaled to fit the band from top to bottom, centred, seen
 * from above (window pixels ww by wh). */
static void draw_scene(SDL_Renderer *r, const world *w, float ww, float wh, float top,
                       float bottom)
{
	float pw = ww * 0.7f, ph = bottom - top;
	float k = pw / w->width < ph / w->height ? pw / w->width : ph / w->height;
	if (!(k > 0.0f)) {
		SDL_RenderClear(r);
		return;
	}
	camera_flat flat = {k, {{(ww - w->width * k) * 0.5f, top + (ph - w->height * k) * 0.5f}}};
	projection pr = projection_top(flat, ww, wh);
	render_world(r, w, &pr);
	pixel_layer_flush(r);
}

/* The width of one key's row: its keys, a gap, its help line. */
static float key_row(text *t, size_t i, char *label, size_t len, float *keys)
{
	keymap_label(actions_at(i)->name, label, len);
	*keys = (float)text_width(t, "%s", label) + 8.0f;
	return *keys + (float)text_width(t, "%s", actions_at(i)->help);
}

/* The keys the title lists, in two columns centred as one block. */
static void draw_keys(text *t, float w, float top)
{
	size_t idx[SHOWN_KEYS], half = SHOWN_KEYS / 2;
	float col[2] = {0.0f, 0.0f}, keys, lh = (float)text_line_height(t);
	char label[96];
	for (size_t k = 0; k < SHOWN_KEYS; k++) {
		if (!actions_find(shown_keys[k], strlen(shown_keys[k]), &idx[k]))
			idx[k] = SIZE_MAX;
		float rw = idx[k] != SIZE_MAX ? key_row(t, idx[k], label, sizeof label, &keys) : 0.0f;
		col[k / half] = rw > col[k / half] ? rw : col[k / half];
	}
	float gap = 40.0f, x0 = (w - col[0] - gap - col[1]) * 0.5f;
	for (size_t k = 0; k < SHOWN_KEYS; k++) {
		if (idx[k] == SIZE_MAX)
			continue;
		key_row(t, idx[k], label, sizeof label, &keys);
		float x = k < half ? x0 : x0 + col[0] + gap, y = top + lh * (float)(k % half);
		text_draw(t, x, y, MENU_GOLD, "%s", label);
		text_draw(t, x + keys, y, MENU_WHITE, "%s", actions_at(idx[k])->help);
	}
}

static void draw(const screen_view *v, const session *s)
{
	float w = 0.0f, h = 0.0f;
	const world *demo = s->demo_ready ? &s->demo : NULL;
	menu_window_pixels(v->r, &w, &h);
	float lh = (float)text_line_height(v->f->small);
	float y = h * 0.03f + (float)text_line_height(v->f->huge) + lh;
	float hint_y = h - lh - 8.0f, keys_top = hint_y - 8.0f - lh * (float)(SHOWN_KEYS / 2);
	float row = menu_row_height(v->f->medium);
	float menu_top = keys_top - 10.0f - row * (float)ITEMS;
	SDL_Color b = RENDER_BACKDROP;
	SDL_SetRenderDrawColor(v->r, b.r, b.g, b.b, b.a);
	if (demo != NULL)
		draw_scene(v->r, demo, w, h, y + 8.0f, menu_top - 8.0f);
	else
		SDL_RenderClear(v->r);
	/* The scene's drawing clears the window: the words go on top. */
	float under = menu_centred(v->r, v->f->huge, h * 0.03f, MENU_GOLD, "Footprints");
	menu_centred(v->r, v->f->small, under, MENU_DIM,
	             "drive a rectangle through a crowd: every overlap decided exactly");
	menu m = {items, ITEMS, s->menu_item, menu_top, keys_top - 10.0f};
	menu_draw(v->r, v->f->medium, &m, v->hits);
	draw_keys(v->f->small, w, keys_top);
	menu_centred(v->r, v->f->small, hint_y, MENU_DIM,
	             "Up, Down: choose    Enter or click: select    Esc: quit");
}

const screen_def screen_title = {.name = "title", .menu = true, .music = "menu", .items = SCREEN_ITEMS(items),
	.on_play = "playing", .open = session_make_demo, .update = update, .draw = draw};
