/* Paused: the world stands still under a menu (resume, restart, level
 * select, quit); Esc resumes. Paused ticks still pass on the run's clock. */
#include "screen.h"

enum { RESUME, RESTART, LEVELS, QUIT, ITEMS };

static const menu_item items[ITEMS] = {
	[RESUME] = {"Resume", "Esc"},
	[RESTART] = {"Restart", "R"},
	[LEVELS] = {"Level select", NULL},
	[QUIT] = {"Quit", "Q"},
};

static void input(session *s, menu_key key)
{
	if (menu_step(&s->menu_item, ITEMS, key == MENU_UP, key == MENU_DOWN))
		return;
	size_t item = key == MENU_BACK ? RESUME : s->menu_item;
	if (item == RESUME)
		session_show(s, SCREEN_PLAYING);
	else if (item == RESTART)
		session_restart(s);
	else if (item == LEVELS)
		session_show(s, SCREEN_LEVELS);
	else
		session_quit(s);
}

static void draw(const screen_view *v, session *s)
{
	screen_over o = {"Paused", {NULL, NULL}, items, ITEMS,
	                 "Up, Down: choose    Enter: select    Esc: resume    F1: keys"};
	screens_draw_over_world(v, s, &o);
}

const screen_def screen_paused = {.name = "paused", .world = true, .menu = true,
                                  .input = input, .update = screens_stand_still, .draw = draw};
