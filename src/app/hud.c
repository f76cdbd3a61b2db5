/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "hud.h"

#include <stdio.h>

static const SDL_Color white = {240, 240, 240, 255};
static const SDL_Color gold = {255, 214, 90, 255};
static const SDL_Color alarm = {255, 90, 60, 255};

static void energy_bar(SDL_Renderer *r, const world *w, float x, float y)
{
	float frac = w->energy_max > 0.0f ? w->energy / w->energy_max : 0.0f;
	frac = frac < 0.0f ? 0.0f : frac > 1.0f ? 1.0f : frac;
	SDL_SetRenderDrawColor(r, 60, 20, 20, 255);
	SDL_RenderFillRectF(r, &(SDL_FRect){x, y, 120.0f, 10.0f});
	/* Green while there is plenty, red when it runs low. */
	SDL_SetRenderDrawColor(r, frac > 0.3f ? 70 : 230, frac > 0.3f ? 220 : 60, 80, 255);
	SDL_RenderFillRectF(r, &(SDL_FRect){x, y, 120.0f * frac, 10.0f});
	SDL_SetRenderDrawColor(r, 240, 240, 240, 255);
	SDL_RenderDrawRectF(r, &(SDL_FRect){x, y, 120.0f, 10.0f});
}

void hud_draw(SDL_Renderer *r, text *small, const world *w)
{
	float x = 8.0f, y = 6.0f;
	x += (float)text_draw(small, x, y, gold, "%s", w->title) + 16.0f;
	x += (float)text_draw(small, x, y, white, "score %d", w->score) + 16.0f;
	x += (float)text_draw(small, x, y, white, "pickups left %zu", w->pickups_left) + 16.0f;
	x += (float)text_draw(small, x, y, white, "energy") + 6.0f;
	energy_bar(r, w, x, y + (float)text_line_height(small) * 0.5f - 5.0f);
	/* A guard sees the player: the energy is going. */
	if (w->seen)
		text_draw(small, x + 132.0f, y, alarm, "seen");
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
