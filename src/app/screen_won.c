/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Level complete: the score and time, the saved best, and a menu (next
 * level, retry, level select). The other actors go on moving behind it. */
#include <stdio.h>

#include "screens.h"

static const menu_item items[] = {
	{"Next level", "N", session_next_level, NULL, false},
	{"Retry", "R", session_restart, NULL, false},
	{"Level select", "Esc", NULL, "levels", .back = true},
};

/* This run's score and time, and the best saved (a window run's). */
static void draw(const screen_view *v, const session *s)
{
	char run[96], best[96];
	const progress_entry *b = session_best(s);
	snprintf(run, sizeof run, "score %d in %.1f s", s->w.score,
	         (double)s->won_tick / (double)WORLD_TICK_HZ);
	if (b != NULL)
		snprintf(best, sizeof best, "best: score %d in %.1f s", (int)b->best_score,
		         (double)b->best_ms / 1000.0);
	screens_draw_over_world(v, s, run, b ? best : NULL);
}

const screen_def screen_won = {"won", .heading = "Level complete",
	.hint = "Up, Down: choose    Enter: select    Esc: level select", .world = true,
	.menu = true, .items = SCREEN_ITEMS(items), .on_play = "playing",
	.update = screens_step_world, .draw = draw};
