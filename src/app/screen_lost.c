/* Level lost: the energy ran out; a menu (retry, next level, level
 * select). The other actors go on moving behind it. */
#include <stdio.h>

#include "screen.h"

enum { RETRY, NEXT, LEVELS, ITEMS };

static const menu_item items[ITEMS] = {
	[RETRY] = {"Retry", "R"},
	[NEXT] = {"Next level", "N"},
	[LEVELS] = {"Level select", "Esc"},
};

static void input(session *s, menu_key key)
{
	if (menu_step(&s->menu_item, ITEMS, key == MENU_UP, key == MENU_DOWN))
		return;
	size_t item = key == MENU_BACK ? LEVELS : s->menu_item;
	if (item == RETRY)
		session_restart(s);
	else if (item == NEXT)
		session_next_level(s);
	else
		session_show(s, SCREEN_LEVELS);
}

static void draw(const screen_view *v, session *s)
{
	char run[96];
	snprintf(run, sizeof run, "out of energy: score %d, pickups left %zu",
	         s->w.score, s->w.pickups_left);
	screen_over o = {"Level lost", {run, NULL}, items, ITEMS,
	                 "Up, Down: choose    Enter: select    Esc: level select"};
	screens_draw_over_world(v, s, &o);
}

const screen_def screen_lost = {.name = "lost", .world = true, .menu = true,
                                .input = input, .update = screens_step_world, .draw = draw};
