/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "menu.h"

#include <math.h>

/* A row is its text's height plus this share of it above and below, and
 * at most this many line heights wide: menus grow with their font, which
 * grows with the UI's scale. */
#define ROW_PAD 0.27f
#define ROW_WIDTH_MAX 24.6f

/* Whole pixels, so rows line up on the pixel grid at every scale. */
static float pad(text *font)
{
	return roundf(ROW_PAD * (float)text_line_height(font));
}

float menu_row_height(text *font)
{
	return (float)text_line_height(font) + 2.0f * pad(font);
}

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
	float y = band.y + pad(font), in = roundf(0.54f * (float)text_line_height(font));
	text_draw(font, band.x + in, y, lit ? MENU_GOLD : MENU_WHITE, "%s", it->label);
	if (it->note != NULL) {
		float nw = (float)text_width(font, "%s", it->note);
		text_draw(font, band.x + band.w - in - nw, y, lit ? MENU_WHITE : MENU_DIM, "%s",
		          it->note);
	}
}

/* A list longer than its rows shown: a track beside them with a thumb
 * where the rows shown lie, and a triangle at each end with more rows
 * beyond it. */
static void scroll_bar(SDL_Renderer *r, const menu *m, SDL_FRect rows, size_t first, size_t fit)
{
	if (m->count <= fit)
		return;
	float u = rows.h / (float)fit * 0.25f, x = rows.x + rows.w + u;
	float y0 = rows.y + u * 2.5f, span = rows.h - u * 5.0f;
	float t0 = y0 + span * (float)first / (float)m->count;
	float t1 = y0 + span * (float)(first + fit) / (float)m->count;
	SDL_SetRenderDrawColor(r, 90, 94, 110, 255);
	SDL_RenderFillRectF(r, &(SDL_FRect){x + u * 0.35f, y0, u * 0.3f, span});
	SDL_SetRenderDrawColor(r, 255, 214, 90, 255);
	SDL_RenderFillRectF(r, &(SDL_FRect){x, t0, u, t1 - t0});
	SDL_Color on = MENU_GOLD, off = {90, 94, 110, 255};
	SDL_Color up = first > 0 ? on : off, down = first + fit < m->count ? on : off;
	float cx = x + u * 0.5f, top = rows.y, bottom = rows.y + rows.h;
	SDL_Vertex v[6] = {{{cx, top}, up, {0, 0}},
	                   {{cx + u, top + u * 1.6f}, up, {0, 0}},
	                   {{cx - u, top + u * 1.6f}, up, {0, 0}},
	                   {{cx, bottom}, down, {0, 0}},
	                   {{cx - u, bottom - u * 1.6f}, down, {0, 0}},
	                   {{cx + u, bottom - u * 1.6f}, down, {0, 0}}};
	SDL_RenderGeometry(r, NULL, v, 6, NULL, 0);
}

float menu_draw(SDL_Renderer *r, text *font, const menu *m, menu_hits *hits)
{
	float w = 0.0f, h = 0.0f;
	menu_window_pixels(r, &w, &h);
	float rh = menu_row_height(font);
	float rw = fminf(w * 0.86f, roundf(ROW_WIDTH_MAX * (float)text_line_height(font)));
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
	scroll_bar(r, m, (SDL_FRect){(w - rw) * 0.5f, m->top, rw, y - m->top}, first, fit);
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
