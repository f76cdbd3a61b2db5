/* Level complete: the score and time, the saved best, and a menu (next
 * level, retry, level select). The other actors go on moving behind it. */
#include <stdio.h>

#include "screen.h"

enum { NEXT, RETRY, LEVELS, ITEMS };

static const menu_item items[ITEMS] = {
	[NEXT] = {"Next level", "N"},
	[RETRY] = {"Retry", "R"},
	[LEVELS] = {"Level select", "Esc"},
};

static void input(session *s, menu_key key)
{
	if (menu_step(&s->menu_item, ITEMS, key == MENU_UP, key == MENU_DOWN))
		return;
	size_t item = key == MENU_BACK ? LEVELS : s->menu_item;
	if (item == NEXT)
		session_next_level(s);
	else if (item == RETRY)
		session_restart(s);
	else
		session_show(s, SCREEN_LEVELS);
}

static void draw(const screen_view *v, session *s)
{
	char run[96], best[96];
	const progress_entry *b = session_best(s);
	snprintf(run, sizeof run, "score %d in %.1f s", s->w.score,
	         (double)s->w.tick / (double)WORLD_TICK_HZ);
	if (b != NULL)
		snprintf(best, sizeof best, "best: score %d in %.1f s", (int)b->best_score,
		         (double)b->best_ms / 1000.0);
	screen_over o = {"Level complete", {run, b ? best : NULL}, items, ITEMS,
	                 "Up, Down: choose    Enter: select    Esc: level select"};
	screens_draw_over_world(v, s, &o);
}

const screen_def screen_won = {.name = "won", .world = true, .menu = true,
                               .input = input, .update = screens_step_world, .draw = draw};
