/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "menu.h"

/* A row is its text's height plus this much above and below. */
#define ROW_PAD 7.0f
#define ROW_WIDTH_MAX 640.0f

bool menu_hit(const menu_hits *h, float x, float y, size_t *item)
{
	for (size_t i = 0; i < h->count; i++) {
		const SDL_FRect *q = &h->rect[i];
		if (x >= q->x && x < q->x + q->w && y >= q->y && y < q->y + q->h) {
			*item = h->item[i];
			return true;
		}
	}
	return false;
}

bool menu_step(size_t *selected, size_t count, bool up, bool down)
{
	if (count == 0 || (!up && !down))
		return false;
	*selected = up ? (*selected + count - 1) % count : (*selected + 1) % count;
	return true;
}

void menu_window_pixels(SDL_Renderer *r, float *w, float *h)
{
	int iw = 0, ih = 0;
	SDL_RenderSetLogicalSize(r, 0, 0);
	SDL_GetRendererOutputSize(r, &iw, &ih);
	*w = (float)iw;
	*h = (float)ih;
}

/* The first row shown: the rows fit, or the highlight sits in the middle
 * of those that do. */
static size_t first_shown(const menu *m, size_t fit)
{
	if (m->count <= fit)
		return 0;
	size_t half = fit / 2, first = m->selected > half ? m->selected - half : 0;
	return first + fit > m->count ? m->count - fit : first;
}

static void row(SDL_Renderer *r, text *font, const menu_item *it, SDL_FRect band, bool lit)
{
	if (lit) {
		SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
		SDL_SetRenderDrawColor(r, 255, 214, 90, 60);
		SDL_RenderFillRectF(r, &band);
		SDL_SetRenderDrawColor(r, 255, 214, 90, 255);
		SDL_RenderDrawRectF(r, &band);
		SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
	}
	float y = band.y + ROW_PAD;
	text_draw(font, band.x + 14.0f, y, lit ? MENU_GOLD : MENU_WHITE, "%s", it->label);
	if (it->note != NULL) {
		float nw = (float)text_width(font, "%s", it->note);
		text_draw(font, band.x + band.w - 14.0f - nw, y, lit ? MENU_WHITE : MENU_DIM, "%s",
		          it->note);
	}
}

float menu_draw(SDL_Renderer *r, text *font, const menu *m, menu_hits *hits)
{
	float w = 0.0f, h = 0.0f;
	menu_window_pixels(r, &w, &h);
	float rh = (float)text_line_height(font) + 2.0f * ROW_PAD;
	float rw = w * 0.86f < ROW_WIDTH_MAX ? w * 0.86f : ROW_WIDTH_MAX;
	size_t fit = m->bottom > m->top ? (size_t)((m->bottom - m->top) / rh) : 0;
	fit = fit < 1 ? 1 : fit > MENU_SHOWN_MAX ? MENU_SHOWN_MAX : fit;
	size_t first = first_shown(m, fit);
	float y = m->top;
	if (hits != NULL)
		hits->count = 0;
	for (size_t i = first; i < m->count && i < first + fit; i++, y += rh) {
		SDL_FRect band = {(w - rw) * 0.5f, y, rw, rh - 2.0f};
		row(r, font, &m->items[i], band, i == m->selected);
		if (hits != NULL) {
			hits->rect[hits->count] = band;
			hits->item[hits->count++] = i;
		}
	}
	return y;
}

void menu_shade(SDL_Renderer *r)
{
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
	SDL_SetRenderDrawColor(r, 0, 0, 0, 150);
	SDL_RenderFillRectF(r, NULL);
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
}

float menu_centred(SDL_Renderer *r, text *t, float y, SDL_Color c, const char *s)
{
	int w = 0, h = 0;
	SDL_GetRendererOutputSize(r, &w, &h);
	float x = ((float)w - (float)text_width(t, "%s", s)) * 0.5f;
	text_draw(t, x, y, c, "%s", s);
	return y + (float)text_line_height(t);
}
