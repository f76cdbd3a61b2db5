/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The ending, after the last level is won: the totals of the best runs
 * (stars, score, each level's best time) and a short credits roll, then
 * back to the title. */
#include <stdio.h>

#include "render.h"
#include "screens.h"

/* Pixels the credits rise a tick. */
#define ROLL_SPEED 0.75f

static const char *const credits[] = {
	"Footprints",
	"",
	"a game of exact collisions",
	"every touch decided by libfootprint",
	"",
	"made with C11, SDL2, cJSON, expat and cglm",
	"levels drawn in Tiled",
	"",
	"thank you for playing",
};

static const menu_item items[] = {
	{"Back to the title", "Esc", NULL, "title", .back = true},
};

static void open(session *s)
{
	session_read_catalog(s);
	s->menu_item = 0;
	s->opened_tick = s->tick;
}

/* The best runs of every level of the list added up. */
static void totals(const session *s, char *buf, size_t len)
{
	const levels_list *l = &s->catalog.list;
	long long score = 0, ms = 0;
	int stars = 0;
	for (size_t i = 0; i < l->count; i++) {
		const progress_entry *b = session_best_of(s, l->entry[i].path);
		if (b != NULL) {
			score += b->best_score;
			ms += b->best_ms;
			stars += b->stars;
		}
	}
	snprintf(buf, len, "stars %d of %zu    score %lld    best times add up to %.1f s", stars,
	         l->count * REWARD_STARS_MAX, score, (double)ms / 1000.0);
}

/* Each level's best time, as many as fit above y_max from y. */
static float level_times(const screen_view *v, const session *s, float y, float y_max)
{
	const levels_list *l = &s->catalog.list;
	float step = (float)text_line_height(v->f->small);
	for (size_t i = 0; i < l->count && y + step < y_max; i++) {
		const progress_entry *b = session_best_of(s, l->entry[i].path);
		char line[LEVEL_STRING_MAX + 64];
		if (b != NULL)
			snprintf(line, sizeof line, "%s: %.1f s, %d stars", l->entry[i].title,
			         (double)b->best_ms / 1000.0, (int)b->stars);
		else
			snprintf(line, sizeof line, "%s: not finished", l->entry[i].title);
		y = menu_centred(v->r, v->f->small, y, MENU_DIM, line);
	}
	return y;
}

/* The credits rise from the bottom of the band [top, bottom) and start
 * again when the last has left it. */
static void roll(const screen_view *v, const session *s, float top, float bottom)
{
	float step = (float)text_line_height(v->f->small) + 2.0f;
	size_t n = sizeof credits / sizeof credits[0];
	float length = bottom - top + step * (float)n;
	float risen = ROLL_SPEED * (float)(s->tick - s->opened_tick);
	risen -= length * (float)(int)(risen / length);
	for (size_t i = 0; i < n; i++) {
		float y = bottom - risen + step * (float)i;
		if (y >= top && y + step <= bottom)
			menu_centred(v->r, v->f->small, y, MENU_WHITE, credits[i]);
	}
}

static void draw(const screen_view *v, const session *s)
{
	float w = 0.0f, h = 0.0f;
	menu_window_pixels(v->r, &w, &h);
	SDL_Color b = RENDER_BACKDROP;
	SDL_SetRenderDrawColor(v->r, b.r, b.g, b.b, b.a);
	SDL_RenderClear(v->r);
	char sum[160];
	totals(s, sum, sizeof sum);
	float y = menu_centred(v->r, v->f->big, h * 0.05f, MENU_GOLD, "The end");
	y = menu_centred(v->r, v->f->small, y + 2.0f, MENU_WHITE, sum) + 6.0f;
	y = level_times(v, s, y, h * 0.55f) + 8.0f;
	float hint_y = h - (float)text_line_height(v->f->small) - 10.0f;
	float menu_y = hint_y - (float)text_line_height(v->f->medium) - 12.0f;
	roll(v, s, y, menu_y - 4.0f);
	menu m = {items, 1, s->menu_item, menu_y, hint_y - 8.0f};
	menu_draw(v->r, v->f->medium, &m, v->hits);
	menu_centred(v->r, v->f->small, hint_y, MENU_DIM, "Enter or Esc: back to the title");
}

const screen_def screen_ending = {.name = "ending", .menu = true, .items = SCREEN_ITEMS(items),
	.open = open, .update = screens_stand_still, .draw = draw};
