/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Level lost: the energy ran out; a menu (retry, next level, level
 * select). The other actors go on moving behind it. */
#include <stdio.h>

#include "screens.h"

static const menu_item items[] = {
	{"Retry", "R", session_restart, NULL, false},
	{"Next level", "N", session_next_level, NULL, false},
	{"Level select", "Esc", NULL, "levels", .back = true},
};

static void draw(const screen_view *v, const session *s)
{
	char why[96];
	snprintf(why, sizeof why, "out of energy: score %d, pickups left %zu", s->w.score,
	         s->w.pickups_left);
	const char *lines[] = {why};
	screens_draw_over_world(v, s, lines, 1);
}

const screen_def screen_lost = {"lost", .heading = "Level lost",
	.hint = "Up, Down: choose    Enter: select    Esc: level select", .world = true,
	.menu = true, .items = SCREEN_ITEMS(items), .on_play = "playing",
	.update = screens_step_world, .draw = draw};
