/* Title: the name, a small live scene of footprints (the level with a
 * wandering crowd, stepped with no input), the main keys from the action
 * table, and a menu: play (the level select) or quit. */
#include <stdio.h>
#include <string.h>

#include "actions.h"
#include "render.h"
#include "screen.h"

enum { PLAY, QUIT, ITEMS };

static const menu_item items[ITEMS] = {
	[PLAY] = {"Play", "Enter"},
	[QUIT] = {"Quit", "Esc"},
};

/* The keys the title lists, in two columns, by their names in scripts. */
static const char *const shown_keys[] = {"forward", "left", "pause", "fullscreen",
                                         "back",    "right", "mute", "help"};
#define SHOWN_KEYS (sizeof shown_keys / sizeof shown_keys[0])

static void input(session *s, menu_key key)
{
	if (menu_step(&s->menu_item, ITEMS, key == MENU_UP, key == MENU_DOWN))
		return;
	if (key == MENU_BACK || s->menu_item == QUIT)
		session_quit(s);
	else
		session_show(s, SCREEN_LEVELS);
}

static bool update(session *s)
{
	world *demo = session_demo(s);
	if (demo != NULL)
		world_step(demo, (commands){0.0f, 0.0f});
	return false;
}

/* The demo world scaled to fit the band from top to bottom, centred. */
static void draw_scene(SDL_Renderer *r, const world *w, float ww, float top, float bottom)
{
	float pw = ww * 0.7f, ph = bottom - top;
	float k = pw / w->width < ph / w->height ? pw / w->width : ph / w->height;
	if (!(k > 0.0f))
		return;
	float x = (ww - w->width * k) * 0.5f, y = top + (ph - w->height * k) * 0.5f;
	SDL_RenderSetScale(r, k, k);
	SDL_RenderSetViewport(r, &(SDL_Rect){(int)(x / k), (int)(y / k), (int)(w->width) + 1,
	                                     (int)(w->height) + 1});
	render_world(r, w);
	SDL_RenderSetViewport(r, NULL);
	SDL_RenderSetScale(r, 1.0f, 1.0f);
}

static void draw_keys(text *t, float w, float top)
{
	float lh = (float)text_line_height(t), col = w * 0.5f;
	for (size_t k = 0; k < SHOWN_KEYS; k++) {
		size_t i;
		if (!actions_find(shown_keys[k], strlen(shown_keys[k]), &i))
			continue;
		char label[96];
		actions_label(actions_at(i), label, sizeof label);
		float x = k < SHOWN_KEYS / 2 ? col * 0.2f : col + col * 0.05f;
		float y = top + lh * (float)(k % (SHOWN_KEYS / 2));
		x += (float)text_draw(t, x, y, MENU_GOLD, "%s", label) + 8.0f;
		text_draw(t, x, y, MENU_WHITE, "%s", actions_at(i)->help);
	}
}

static void draw(const screen_view *v, session *s)
{
	float w = 0.0f, h = 0.0f;
	world *demo = session_demo(s);
	menu_window_pixels(v->r, &w, &h);
	float lh = (float)text_line_height(v->f->small);
	float y = h * 0.03f + (float)text_line_height(v->f->huge) + lh;
	float hint_y = h - lh - 8.0f, keys_top = hint_y - 8.0f - lh * (float)(SHOWN_KEYS / 2);
	float row = (float)text_line_height(v->f->medium) + 14.0f;
	float menu_top = keys_top - 10.0f - row * ITEMS;
	SDL_Color b = RENDER_BACKDROP;
	SDL_SetRenderDrawColor(v->r, b.r, b.g, b.b, b.a);
	if (demo != NULL)
		draw_scene(v->r, demo, w, y + 8.0f, menu_top - 8.0f);
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

const screen_def screen_title = {.name = "title", .menu = true, .input = input,
                                 .update = update, .draw = draw};
