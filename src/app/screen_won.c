/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Level complete: the time, the energy left, the score, the stars won and
 * what the missing ones need, the saved best, and a menu (the next level,
 * or on the directory's last level the ending; retry; level select). The
 * other actors go on moving behind it. */
#include <stdio.h>

#include "screens.h"

static const menu_item items[] = {
	{"Next level", "N", session_next_level, NULL, false},
	{"Retry", "R", session_restart, NULL, false},
	{"Level select", "Esc", NULL, "levels", .back = true},
};

static const menu_item last_items[] = {
	{"The end", "N", NULL, "ending", false},
	{"Retry", "R", session_restart, NULL, false},
	{"Level select", "Esc", NULL, "levels", .back = true},
};

static const menu_item *built(const session *s, size_t *count)
{
	*count = 3;
	return s->won_last ? last_items : items;
}

static void open(session *s)
{
	s->won_last = session_on_last_level(s);
}

/* What the stars missing need, or that none is. */
static void missing(const world *w, char *buf, size_t len)
{
	if (w->won.in_par && w->won.unhurt)
		snprintf(buf, len, "all three stars!");
	else if (!w->won.in_par && !w->won.unhurt)
		snprintf(buf, len, "more stars: finish within %.0f s, and without losing energy",
		         (double)w->par_time);
	else if (!w->won.in_par)
		snprintf(buf, len, "one more star: finish within the par time, %.0f s",
		         (double)w->par_time);
	else
		snprintf(buf, len, "one more star: finish without losing any energy");
}

static void draw(const screen_view *v, const session *s)
{
	char run[128], stars[64], more[128], best[96];
	const world *w = &s->w;
	const progress_entry *b = session_best(s);
	snprintf(run, sizeof run, "time %.1f s    energy %.1f of %.0f left    score %d",
	         (double)w->won.seconds, (double)w->energy, (double)w->energy_max, w->score);
	snprintf(stars, sizeof stars, "stars %s (%d of %d)",
	         w->won.stars == 3 ? "* * *" : w->won.stars == 2 ? "* * -" : "* - -", w->won.stars,
	         REWARD_STARS_MAX);
	missing(w, more, sizeof more);
	if (b != NULL)
		snprintf(best, sizeof best, "best: score %d in %.1f s, %d stars", (int)b->best_score,
		         (double)b->best_ms / 1000.0, (int)b->stars);
	const char *lines[] = {run, stars, more, best};
	screens_draw_over_world(v, s, lines, b ? 4 : 3);
}

const screen_def screen_won = {"won", .heading = "Level complete",
	.hint = "Up, Down: choose    Enter: select    Esc: level select", .world = true,
	.menu = true, .built = built, .on_play = "playing", .on_end = "ending", .open = open,
	.update = screens_step_world, .draw = draw};
