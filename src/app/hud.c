/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "hud.h"

#include <stdio.h>

static const SDL_Color white = {240, 240, 240, 255};
static const SDL_Color gold = {255, 214, 90, 255};
static const SDL_Color alarm = {255, 90, 60, 255};

void hud_strip(SDL_Renderer *r, float ui, float view_w)
{
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
	SDL_SetRenderDrawColor(r, 8, 10, 16, 170);
	SDL_RenderFillRectF(r, &(SDL_FRect){0.0f, 0.0f, view_w, HUD_STRIP_H * ui});
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
}

static void energy_bar(SDL_Renderer *r, const world *w, float x, float y, float ui)
{
	float bw = 120.0f * ui, bh = 10.0f * ui;
	float frac = w->energy_max > 0.0f ? w->energy / w->energy_max : 0.0f;
	frac = frac < 0.0f ? 0.0f : frac > 1.0f ? 1.0f : frac;
	SDL_SetRenderDrawColor(r, 60, 20, 20, 255);
	SDL_RenderFillRectF(r, &(SDL_FRect){x, y, bw, bh});
	/* Green while there is plenty, red when it runs low. */
	SDL_SetRenderDrawColor(r, frac > 0.3f ? 70 : 230, frac > 0.3f ? 220 : 60, 80, 255);
	SDL_RenderFillRectF(r, &(SDL_FRect){x, y, bw * frac, bh});
	SDL_SetRenderDrawColor(r, 240, 240, 240, 255);
	SDL_RenderDrawRectF(r, &(SDL_FRect){x, y, bw, bh});
}

/* A five-pointed star of outer radius size / 2 centred at (x, y): filled
 * gold when it can still be won, a grey outline when it is gone. */
static void star(SDL_Renderer *r, float x, float y, float size, bool lit)
{
	SDL_FPoint p[11];
	for (int i = 0; i < 10; i++) {
		float a = (float)i * 0.6283185f - 1.5707963f, rad = size * (i % 2 ? 0.21f : 0.5f);
		p[i] = (SDL_FPoint){x + rad * SDL_cosf(a), y + rad * SDL_sinf(a)};
	}
	p[10] = p[0];
	if (lit) {
		SDL_Vertex v[30];
		for (int i = 0; i < 10; i++) {
			SDL_Color c = gold;
			v[3 * i] = (SDL_Vertex){{x, y}, c, {0, 0}};
			v[3 * i + 1] = (SDL_Vertex){p[i], c, {0, 0}};
			v[3 * i + 2] = (SDL_Vertex){p[i + 1], c, {0, 0}};
		}
		SDL_RenderGeometry(r, NULL, v, 30, NULL, 0);
		return;
	}
	SDL_SetRenderDrawColor(r, 120, 120, 130, 255);
	SDL_RenderDrawLinesF(r, p, 11);
}

/* The second line: the time played, the par time, and the stars a win now
 * would earn (reward.h), which only fall as the run goes on; once won, the
 * win's, while the world goes on behind the won screen. */
static void run_line(SDL_Renderer *r, text *small, const world *w, float y, float ui)
{
	bool won = w->state == WORLD_WON;
	float seconds = won ? w->won.seconds : (float)w->tick / (float)WORLD_TICK_HZ, x = 8.0f * ui;
	bool over = w->par_time > 0.0f && seconds > w->par_time;
	if (w->par_time > 0.0f)
		x += (float)text_draw(small, x, y, over ? alarm : white, "time %.1f s  par %.0f s",
		                      (double)seconds, (double)w->par_time);
	else
		x += (float)text_draw(small, x, y, white, "time %.1f s", (double)seconds);
	reward now = won ? w->won : reward_of(seconds, w->par_time, w->energy, w->energy_max);
	float size = (float)text_line_height(small);
	bool lit[REWARD_STARS_MAX] = {true, now.in_par, now.unhurt};
	for (int i = 0; i < REWARD_STARS_MAX; i++)
		star(r, x + 16.0f * ui + size * 1.1f * (float)i, y + size * 0.5f, size, lit[i]);
}

void hud_draw(SDL_Renderer *r, text *small, float ui, const world *w)
{
	float x = 8.0f * ui, y = 6.0f * ui, gap = 16.0f * ui;
	x += (float)text_draw(small, x, y, gold, "%s", w->title) + gap;
	x += (float)text_draw(small, x, y, white, "score %d", w->score) + gap;
	x += (float)text_draw(small, x, y, white, "pickups left %zu", w->pickups_left) + gap;
	x += (float)text_draw(small, x, y, white, "energy") + 6.0f * ui;
	energy_bar(r, w, x, y + ((float)text_line_height(small) - 10.0f * ui) * 0.5f, ui);
	/* A guard sees the player: the energy is going. */
	if (w->seen)
		text_draw(small, x + 132.0f * ui, y, alarm, "seen");
	run_line(r, small, w, y + (float)text_line_height(small) + 4.0f * ui, ui);
}

void hud_draw_muted(SDL_Renderer *r, float right, float top, float size)
{
	float u = size / 8.0f, x = right - size, y = top;
	/* The speaker: a box and a cone opening to the right. */
	SDL_FPoint cone[] = {{x, y + 3 * u},     {x + 2 * u, y + 3 * u}, {x + 4 * u, y + u},
	                     {x + 4 * u, y + 7 * u}, {x + 2 * u, y + 5 * u}, {x, y + 5 * u},
	                     {x, y + 3 * u}};
	SDL_SetRenderDrawColor(r, 240, 240, 240, 255);
	SDL_RenderDrawLinesF(r, cone, (int)(sizeof cone / sizeof cone[0]));
	/* The cross beside it. */
	SDL_SetRenderDrawColor(r, 255, 110, 90, 255);
	SDL_RenderDrawLineF(r, x + 5 * u, y + 2.5f * u, x + 8 * u, y + 5.5f * u);
	SDL_RenderDrawLineF(r, x + 5 * u, y + 5.5f * u, x + 8 * u, y + 2.5f * u);
}
