/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The overlay of figures: ticks per second, frames per second and the
 * frame time (median and 95th percentile over the last second, in red when
 * a frame missed the budget), pairs tested, hits, actors tinted and the
 * collision step's time, in a panel at the top right under the HUD's
 * strip, or at the top left while the player is under it (overlay_place.h),
 * sized for the UI's scale. */
#include "overlays.h"

#include <stdio.h>

#include "overlay.h"
#include "overlay_place.h"
#include "text.h"

static void draw(SDL_Renderer *r, const overlay_scene *sc)
{
	const world *w = sc->w;
	text *t = sc->font;
	const frame_figures *fr = &sc->frames;
	SDL_Color key = {180, 180, 190, 255}, value = {240, 240, 240, 255}, late = {255, 90, 80, 255};
	float u = sc->ui, lh = (float)text_line_height(t);
	enum { ROWS = 7 };
	char figures[ROWS][40];
	snprintf(figures[0], sizeof figures[0], "%.0f", sc->ticks_per_second);
	snprintf(figures[1], sizeof figures[1], "%.0f", fr->per_second);
	snprintf(figures[2], sizeof figures[2], "%.1f / %.1f", fr->median_ms, fr->p95_ms);
	snprintf(figures[3], sizeof figures[3], "%zu", w->pairs_tested);
	snprintf(figures[4], sizeof figures[4], "%zu", w->hits);
	snprintf(figures[5], sizeof figures[5], "%zu", w->overlapping);
	snprintf(figures[6], sizeof figures[6], "%.1f us", w->collision_us);
	static const char *const names[ROWS] = {"ticks/s",      "frames/s", "frame ms (p95)",
	                                        "pairs tested", "hits",     "tinted",
	                                        "collision step"};
	SDL_FRect at = overlay_place(sc, 230.0f * u, lh * (float)ROWS + 8.0f * u, true);
	overlay_panel(r, at.x, at.y, at.w, at.h);
	for (int i = 0; i < ROWS; i++) {
		float ly = at.y + 4.0f * u + lh * (float)i;
		bool red = fr->missed && (i == 1 || i == 2);
		text_draw(t, at.x + 8.0f * u, ly, key, "%s", names[i]);
		text_draw(t, at.x + 128.0f * u, ly, red ? late : value, "%s", figures[i]);
	}
}

const overlay_def overlay_def_stats = {draw, 60, false, NULL, NULL};
