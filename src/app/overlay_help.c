/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The help overlay: the scene's help rows (every action's keys and help
 * line) in a panel over the middle of the picture, its margins and gaps
 * sized for the UI's scale (sc->ui) like its font. */
#include "overlays.h"

#include <math.h>

#include "overlay.h"
#include "text.h"

/* The help's rows in cols columns, from (x, y), keys then lines,
 * columns col_w apart. */
static void help_columns(const overlay_scene *sc, float x, float y, int keys, float col_w,
                         size_t cols)
{
	text *t = sc->font;
	float u = sc->ui, lh = (float)text_line_height(t);
	size_t per = (sc->help_rows + cols - 1) / cols;
	SDL_Color key = {255, 220, 120, 255}, desc = {235, 235, 235, 255};
	text_draw(t, x + 12.0f * u, y + 8.0f * u, key, "Keys (%s closes; the game waits)",
	          sc->help_close);
	for (size_t i = 0; i < sc->help_rows; i++) {
		float lx = x + 12.0f * u + col_w * (float)(i / per);
		float ly = y + 8.0f * u + lh * (float)(i % per + 1);
		text_draw(t, lx, ly, key, "%s", sc->help[i].keys);
		text_draw(t, lx + (float)keys, ly, desc, "%s", sc->help[i].line);
	}
}

/* The widest keys (plus a gap) and the widest line of the help's rows, as
 * t measures them at the renderer's scale now. */
static void help_widths(const overlay_scene *sc, int *keys, int *lines)
{
	*keys = *lines = 0;
	for (size_t i = 0; i < sc->help_rows; i++) {
		*keys = SDL_max(*keys, text_width(sc->font, "%s", sc->help[i].keys) +
		                           (int)SDL_lroundf(16.0f * sc->ui));
		*lines = SDL_max(*lines, text_width(sc->font, "%s", sc->help[i].line));
	}
}

/* The panel in one column when it fits the picture's height, else two;
 * scaled down, whole, when even that does not fit (text set at the scale
 * measures a little differently: measured again there). */
static void draw(SDL_Renderer *r, const overlay_scene *sc)
{
	size_t rows = sc->help_rows;
	int keys, lines;
	help_widths(sc, &keys, &lines);
	float u = sc->ui, lh = (float)text_line_height(sc->font), m = 8.0f * u;
	size_t cols = lh * (float)(rows + 1) + 2.0f * m > sc->view_h - m ? 2 : 1;
	float col_w = (float)(keys + lines) + 3.0f * m;
	float wd = 3.0f * m + fmaxf(col_w * (float)cols - 3.0f * m, 416.0f * u);
	float ht = lh * (float)((rows + cols - 1) / cols + 1) + 2.0f * m;
	float k = fminf(1.0f, 0.97f * fminf((sc->view_w - m) / wd, (sc->view_h - m) / ht));
	float sx = 1.0f, sy = 1.0f;
	SDL_RenderGetScale(r, &sx, &sy);
	if (k < 1.0f) {
		SDL_RenderSetScale(r, sx * k, sy * k);
		help_widths(sc, &keys, &lines);
		col_w = (float)(keys + lines) + 3.0f * m;
		wd = 3.0f * m + fmaxf(col_w * (float)cols - 3.0f * m, 416.0f * u);
	}
	float x = (sc->view_w / k - wd) * 0.5f, y = (sc->view_h / k - ht) * 0.5f;
	overlay_panel(r, x, y, wd, ht);
	help_columns(sc, x, y, keys, col_w, cols);
	if (k < 1.0f)
		SDL_RenderSetScale(r, sx, sy);
}

const overlay_def overlay_def_help = {draw, 70, false, NULL, NULL};
