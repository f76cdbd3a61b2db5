/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The help overlay: the scene's help rows (every action's keys and help
 * line) in a panel over the middle of the picture. */
#include "overlays.h"

#include <math.h>

#include "overlay.h"
#include "text.h"

static void draw(SDL_Renderer *r, const overlay_scene *sc)
{
	text *t = sc->font;
	size_t rows = sc->help_rows;
	int keys = 0, lines = 0;
	for (size_t i = 0; i < rows; i++) {
		keys = SDL_max(keys, text_width(t, "%s", sc->help[i].keys) + 16);
		lines = SDL_max(lines, text_width(t, "%s", sc->help[i].line));
	}
	float lh = (float)text_line_height(t), wd = 24.0f + fmaxf((float)(keys + lines), 416.0f);
	float ht = lh * (float)(rows + 1) + 16.0f;
	float x = (sc->view_w - wd) * 0.5f, y = (sc->view_h - ht) * 0.5f;
	SDL_Color key = {255, 220, 120, 255}, desc = {235, 235, 235, 255};
	overlay_panel(r, x, y, wd, ht);
	text_draw(t, x + 12.0f, y + 8.0f, key, "Keys (%s closes)", sc->help_close);
	for (size_t i = 0; i < rows; i++) {
		float ly = y + 8.0f + lh * (float)(i + 1);
		text_draw(t, x + 12.0f, ly, key, "%s", sc->help[i].keys);
		text_draw(t, x + 12.0f + (float)keys, ly, desc, "%s", sc->help[i].line);
	}
}

const overlay_def overlay_def_help = {draw, 70, false};
