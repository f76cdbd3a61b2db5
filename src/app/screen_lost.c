/* Level lost: the energy ran out; a menu (retry, next level, level
 * select). The other actors go on moving behind it. */
#include <stdio.h>

#include "screen.h"

static const menu_item items[] = {
	{"Retry", "R", session_restart},
	{"Next level", "N", session_next_level},
	{"Level select", "Esc", screens_show_levels},
};

static void draw(const screen_view *v, session *s)
{
	char why[96];
	snprintf(why, sizeof why, "out of energy: score %d, pickups left %zu", s->w.score,
	         s->w.pickups_left);
	screens_draw_over_world(v, s, why, NULL);
}

const screen_def screen_lost = {"lost", .heading = "Level lost",
	.hint = "Up, Down: choose    Enter: select    Esc: level select", .world = true,
	.menu = true, .input = screens_menu_input, .items = items, .count = 3, .back = 2,
	.update = screens_step_world, .draw = draw};
