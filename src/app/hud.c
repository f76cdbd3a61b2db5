#include "hud.h"

#include <stdio.h>

static const SDL_Color white = {240, 240, 240, 255};
static const SDL_Color gold = {255, 214, 90, 255};

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

/* The screens cover the whole picture, in window pixels. */
static SDL_FPoint picture(SDL_Renderer *r)
{
	int w = 0, h = 0;
	SDL_GetRendererOutputSize(r, &w, &h);
	return (SDL_FPoint){(float)w, (float)h};
}

static void shade(SDL_Renderer *r, SDL_FPoint size)
{
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
	SDL_SetRenderDrawColor(r, 0, 0, 0, 150);
	SDL_RenderFillRectF(r, &(SDL_FRect){0.0f, 0.0f, size.x, size.y});
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
}

static void centred(text *t, SDL_FPoint size, float y, SDL_Color c, const char *s)
{
	float x = (size.x - (float)text_width(t, "%s", s)) * 0.5f;
	text_draw(t, x, y, c, "%s", s);
}

static void screen(SDL_Renderer *r, text *small, text *big, const char *title,
                   const char *hint, const progress_entry *best)
{
	SDL_FPoint size = picture(r);
	shade(r, size);
	float y = size.y * 0.5f - (float)text_line_height(big);
	centred(big, size, y, gold, title);
	y += (float)text_line_height(big) + 6.0f;
	centred(small, size, y, white, hint);
	if (best == NULL)
		return;
	char line[96];
	snprintf(line, sizeof line, "best: score %d in %.1f s", (int)best->best_score,
	         (double)best->best_ms / 1000.0);
	centred(small, size, y + (float)text_line_height(small) + 4.0f, gold, line);
}

void hud_draw(SDL_Renderer *r, text *small, text *big, const world *w, bool paused,
              const progress_entry *best)
{
	float x = 8.0f, y = 6.0f;
	x += (float)text_draw(small, x, y, gold, "%s", w->title) + 16.0f;
	x += (float)text_draw(small, x, y, white, "score %d", w->score) + 16.0f;
	x += (float)text_draw(small, x, y, white, "pickups left %zu", w->pickups_left) + 16.0f;
	x += (float)text_draw(small, x, y, white, "energy") + 6.0f;
	energy_bar(r, w, x, y + (float)text_line_height(small) * 0.5f - 5.0f);
	if (w->state == WORLD_WON)
		screen(r, small, big, "Level complete", "R restart    N next level", best);
	else if (w->state == WORLD_LOST)
		screen(r, small, big, "Level lost", "R restart    N next level", best);
	else if (paused)
		screen(r, small, big, "Paused", "P resume    Esc or Q quit    F1 keys", NULL);
}
