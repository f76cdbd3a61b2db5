/* Level select: every level of the level's directory with its title and
 * the saved best score and time; Enter or a click plays one, Esc goes back
 * to the title. */
#include <stdio.h>

#include "render.h"
#include "screen.h"

static void input(session *s, menu_key key)
{
	const levels_list *l = session_catalog(s);
	size_t back = l->count;
	if (menu_step(&s->menu_item, back + 1, key == MENU_UP, key == MENU_DOWN))
		return;
	if (key == MENU_BACK || s->menu_item == back) {
		screens_show_title(s);
		return;
	}
	const levels_entry *e = &l->entry[s->menu_item];
	if (e->error[0] != '\0') {
		snprintf(s->message, sizeof s->message, "%s", e->error);
		return;
	}
	session_play(s, e->path);
}

/* "best 40 in 12.3 s", "not completed yet", or why it cannot be played. */
static void note(const session *s, const levels_entry *e, char *buf, size_t len)
{
	char key[PROGRESS_KEY_MAX];
	progress_key(e->path, key, sizeof key);
	const progress_entry *b = s->progress_dir ? progress_find(&s->best, key) : NULL;
	if (e->error[0] != '\0')
		snprintf(buf, len, "cannot be played");
	else if (b != NULL)
		snprintf(buf, len, "best %d in %.1f s", (int)b->best_score, (double)b->best_ms / 1000.0);
	else
		snprintf(buf, len, "not completed yet");
}

static void draw(const screen_view *v, session *s)
{
	static menu_item items[LEVELS_LIST_MAX + 1];
	static char notes[LEVELS_LIST_MAX][48];
	const levels_list *l = session_catalog(s);
	for (size_t i = 0; i < l->count; i++) {
		note(s, &l->entry[i], notes[i], sizeof notes[i]);
		items[i] = (menu_item){l->entry[i].title, notes[i], NULL};
	}
	items[l->count] = (menu_item){"Back to the title", "Esc", screens_show_title};
	float w = 0.0f, h = 0.0f;
	menu_window_pixels(v->r, &w, &h);
	SDL_Color b = RENDER_BACKDROP;
	SDL_SetRenderDrawColor(v->r, b.r, b.g, b.b, b.a);
	SDL_RenderClear(v->r);
	float y = menu_centred(v->r, v->f->big, h * 0.06f, MENU_GOLD, "Choose a level");
	char where[160];
	snprintf(where, sizeof where, "%zu levels, best runs of this computer", l->count);
	y = menu_centred(v->r, v->f->small, y + 2.0f, MENU_DIM, where);
	float hint_y = h - (float)text_line_height(v->f->small) - 10.0f;
	menu m = {items, l->count + 1, s->menu_item, y + 12.0f, hint_y - 8.0f};
	menu_draw(v->r, v->f->medium, &m, v->hits);
	menu_centred(v->r, v->f->small, hint_y, MENU_DIM,
	             "Up, Down: choose    Enter or click: play    Esc: back");
	if (s->message[0] != '\0')
		menu_centred(v->r, v->f->small, hint_y - (float)text_line_height(v->f->small) - 4.0f,
		             MENU_WARN, s->message);
}

const screen_def screen_levels = {.name = "levels", .menu = true, .music = "menu", .input = input,
                                  .update = screens_stand_still, .draw = draw};
