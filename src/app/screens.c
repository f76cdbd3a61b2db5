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

void screens_draw_over_world(const screen_view *v, session *s, const screen_over *o)
{
	float w = 0.0f, h = 0.0f;
	frame_draw(v->r, v->f, s, v->ticks_per_second);
	menu_window_pixels(v->r, &w, &h);
	menu_shade(v->r);
	float y = h * 0.16f;
	y = menu_centred(v->r, v->f->big, y, MENU_GOLD, o->heading) + 4.0f;
	for (int i = 0; i < 2; i++)
		if (o->lines[i] != NULL)
			y = menu_centred(v->r, v->f->small, y, MENU_WHITE, o->lines[i]) + 2.0f;
	float hint_y = h - (float)text_line_height(v->f->small) - 10.0f;
	menu m = {o->items, o->count, s->menu_item, y + 14.0f, hint_y - 8.0f};
	menu_draw(v->r, v->f->medium, &m, v->hits);
	menu_centred(v->r, v->f->small, hint_y, MENU_DIM, o->hint);
	if (s->message[0] != '\0')
		menu_centred(v->r, v->f->small, hint_y - (float)text_line_height(v->f->small) - 4.0f,
		             MENU_WARN, s->message);
}
