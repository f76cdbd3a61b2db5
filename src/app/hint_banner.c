/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "hint_banner.h"

#include <stdio.h>
#include <string.h>

#define HINT_LINES_MAX 8
#define HINT_PAD 10.0f

bool hint_banner_showing(const level *lv, const world *w)
{
	const fp_box *now = &w->actors[w->player].box, *start = &lv->actors[lv->player].box;
	bool still = now->center.x == start->center.x && now->center.y == start->center.y &&
	             now->angle == start->angle;
	return w->hint[0] != '\0' && w->state == WORLD_PLAYING && still &&
	       w->tick < (uint64_t)HINT_BANNER_SECONDS * WORLD_TICK_HZ;
}

/* Splits hint at its '\n's into lines (each at most LEVEL_TEXT_MAX bytes,
 * copied into store); returns how many, at most HINT_LINES_MAX. */
static size_t split_lines(const char *hint, char store[LEVEL_TEXT_MAX + 1],
                          const char *lines[HINT_LINES_MAX])
{
	size_t n = 0;
	snprintf(store, LEVEL_TEXT_MAX + 1, "%s", hint);
	for (char *p = store; p != NULL && n < HINT_LINES_MAX; n++) {
		lines[n] = p;
		p = strchr(p, '\n');
		if (p != NULL)
			*p++ = '\0';
	}
	return n;
}

/* The banner's top: below the HUD when the player shows in the lower half
 * of the window, else above the bottom edge. */
static float banner_top(const world *w, const projection *pr, float height)
{
	vec2s at;
	bool low = projection_point(pr, w->actors[w->player].box.center, &at) &&
	           at.y > pr->view_h * 0.5f;
	return low ? 52.0f : pr->view_h - height - 36.0f;
}

void hint_banner_draw(SDL_Renderer *r, text *font, const world *w, const projection *pr)
{
	char store[LEVEL_TEXT_MAX + 1];
	const char *lines[HINT_LINES_MAX];
	if (font == NULL)
		return;
	size_t n = split_lines(w->hint, store, lines);
	float line_h = (float)text_line_height(font), wide = 0.0f;
	for (size_t i = 0; i < n; i++) {
		float lw = (float)text_width(font, "%s", lines[i]);
		wide = lw > wide ? lw : wide;
	}
	float height = line_h * (float)n + 2.0f * HINT_PAD;
	SDL_FRect box = {(pr->view_w - wide) * 0.5f - HINT_PAD, banner_top(w, pr, height),
	                 wide + 2.0f * HINT_PAD, height};
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
	SDL_SetRenderDrawColor(r, 16, 20, 32, 255);
	SDL_RenderFillRectF(r, &box);
	SDL_SetRenderDrawColor(r, 255, 214, 90, 255);
	SDL_RenderDrawRectF(r, &box);
	for (size_t i = 0; i < n; i++)
		text_draw(font, box.x + HINT_PAD, box.y + HINT_PAD + line_h * (float)i,
		          (SDL_Color){240, 240, 240, 255}, "%s", lines[i]);
}
