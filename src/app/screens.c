#include "screen.h"

/* One entry per screen_id; the order is the enum's. */
static const screen_def *const table[SCREEN_COUNT] = {
	[SCREEN_TITLE] = &screen_title,   [SCREEN_LEVELS] = &screen_levels,
	[SCREEN_PLAYING] = &screen_playing, [SCREEN_PAUSED] = &screen_paused,
	[SCREEN_WON] = &screen_won,       [SCREEN_LOST] = &screen_lost,
};

const screen_def *screens_at(screen_id id)
{
	return (unsigned)id < SCREEN_COUNT ? table[id] : table[SCREEN_PLAYING];
}

void screens_menu_input(session *s, menu_key key)
{
	const screen_def *def = screens_at(s->screen);
	if (menu_step(&s->menu_item, def->count, key == MENU_UP, key == MENU_DOWN)) {
		s->cues |= 1u << SESSION_CUE_MOVE;
		return;
	}
	size_t item = key == MENU_BACK ? def->back : s->menu_item;
	if (item < def->count && def->items[item].choose != NULL) {
		s->cues |= 1u << SESSION_CUE_CHOOSE;
		def->items[item].choose(s);
	}
}

void screens_show_levels(session *s)
{
	session_show(s, SCREEN_LEVELS);
}

void screens_show_title(session *s)
{
	session_show(s, SCREEN_TITLE);
}

void screens_resume(session *s)
{
	session_show(s, SCREEN_PLAYING);
}

bool screens_step_world(session *s)
{
	session_step_world(s);
	return true;
}

bool screens_stand_still(session *s)
{
	(void)s;
	return false;
}

void screens_draw_over_world(const screen_view *v, session *s, const char *line1,
                             const char *line2)
{
	const screen_def *def = screens_at(s->screen);
	float w = 0.0f, h = 0.0f;
	frame_draw(v->r, v->f, s, v->ticks_per_second);
	menu_window_pixels(v->r, &w, &h);
	menu_shade(v->r);
	float y = menu_centred(v->r, v->f->big, h * 0.16f, MENU_GOLD, def->heading) + 4.0f;
	if (line1 != NULL)
		y = menu_centred(v->r, v->f->small, y, MENU_WHITE, line1) + 2.0f;
	if (line2 != NULL)
		y = menu_centred(v->r, v->f->small, y, MENU_WHITE, line2) + 2.0f;
	float hint_y = h - (float)text_line_height(v->f->small) - 10.0f;
	menu m = {def->items, def->count, s->menu_item, y + 14.0f, hint_y - 8.0f};
	menu_draw(v->r, v->f->medium, &m, v->hits);
	menu_centred(v->r, v->f->small, hint_y, MENU_DIM, def->hint);
	if (s->message[0] != '\0')
		menu_centred(v->r, v->f->small, hint_y - (float)text_line_height(v->f->small) - 4.0f,
		             MENU_WARN, s->message);
}

void screens_draw_menu_over_world(const screen_view *v, session *s)
{
	screens_draw_over_world(v, s, NULL, NULL);
}
