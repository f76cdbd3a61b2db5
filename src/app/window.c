/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "window.h"

#include <string.h>

#include "actions.h"
#include "flow.h"
#include "display.h"
#include "heap.h"
#include "renderer.h"

/* A size of fw by fh, shrunk (keeping its shape) to fit the share room of
 * the screen it opens on: the level's with a margin, or the one kept from a
 * larger screen. */
static void fit_screen(float fw, float fh, float room, int *ww, int *wh)
{
	float fit = 1.0f;
	SDL_Rect usable;
	if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
		float fx = room * (float)usable.w / fw, fy = room * (float)usable.h / fh;
		fit = fx < fy ? fx : fy;
		fit = fit < 1.0f ? fit : 1.0f;
	}
	*ww = (int)(fw * fit);
	*wh = (int)(fh * fit);
	*ww = *ww < SETTINGS_WINDOW_MIN ? SETTINGS_WINDOW_MIN : *ww;
	*wh = *wh < SETTINGS_WINDOW_MIN ? SETTINGS_WINDOW_MIN : *wh;
}

static void read_settings(window *w, session *s)
{
	char err[512];
	w->pref = SDL_GetPrefPath("footprints", "footprints");
	if (w->pref != NULL) {
		session_keep_progress(s, w->pref);
		settings_load(&w->kept, w->pref, err, sizeof err);
	}
	w->now = w->kept;
	s->muted = w->kept.muted;
#ifdef __EMSCRIPTEN__
	/* A browser grants full screen only in a gesture's handler: a page
	 * opens in its window, sized by the page, whatever was kept. */
	s->fullscreen = false;
#else
	s->fullscreen = w->kept.fullscreen;
#endif
	s->music_volume = w->kept.music_volume;
	s->effects_volume = w->kept.effects_volume;
	s->camera_shake = w->kept.camera_shake;
	s->ui_scale = w->kept.ui_scale;
	s->all_levels = w->kept.all_levels;
}

/* "Footprints", and the level's title on the screens that show it. */
static void title_of(const session *s, char *out, size_t len)
{
	if (s->shows_world)
		snprintf(out, len, "Footprints: %s", s->w.title);
	else
		snprintf(out, len, "Footprints");
}

/* Full screen that shows whole everywhere: the window, borderless, first
 * covers its display as a plain window, so where nothing carries out SDL's
 * full-screen request (bare X, a window manager without it) the window is
 * still the size SDL then believes and draws at; then the request. Its
 * place and size are kept for the way back. A browser's page sizes the
 * canvas both ways (there the display is the screen as the page opened,
 * and leaving full screen gives the canvas back its size, however late
 * after a size of ours): only the request. */
static void go_fullscreen(window *w)
{
#ifndef __EMSCRIPTEN__
	SDL_Rect d;
	SDL_GetWindowPosition(w->win, &w->back.x, &w->back.y);
	SDL_GetWindowSize(w->win, &w->back.w, &w->back.h);
	int i = SDL_GetWindowDisplayIndex(w->win);
	if (i >= 0 && SDL_GetDisplayBounds(i, &d) == 0) {
		SDL_SetWindowBordered(w->win, SDL_FALSE);
		SDL_SetWindowPosition(w->win, d.x, d.y);
		SDL_SetWindowSize(w->win, d.w, d.h);
	}
#endif
	SDL_SetWindowFullscreen(w->win, SDL_WINDOW_FULLSCREEN_DESKTOP);
}

/* Back from full screen to the window's border, place and size (in a
 * browser, the page's). */
static void leave_fullscreen(window *w)
{
	SDL_SetWindowFullscreen(w->win, 0);
#ifndef __EMSCRIPTEN__
	SDL_SetWindowBordered(w->win, SDL_TRUE);
	if (w->back.w > 0 && w->back.h > 0) {
		SDL_SetWindowSize(w->win, w->back.w, w->back.h);
		SDL_SetWindowPosition(w->win, w->back.x, w->back.y);
	}
#endif
}

static bool create(window *w, session *s)
{
	title_of(s, w->title, sizeof w->title);
	/* The size kept, else the level's; the level scales to whatever the
	 * window becomes. */
	int ww = 0, wh = 0;
	if (w->now.window_w > 0 && w->now.window_h > 0)
		fit_screen((float)w->now.window_w, (float)w->now.window_h, 1.0f, &ww, &wh);
	else
		fit_screen(s->w.width, s->w.height, 0.9f, &ww, &wh);
	/* OpenGL with a depth buffer, for the 3D view (renderer.h). */
	renderer_prefer_gl();
	heap_keep_freed();
	/* SDL_CreateRenderer takes the hint over its vsync flag. */
	SDL_SetHint(SDL_HINT_RENDER_VSYNC, s->opt->no_vsync ? "0" : "1");
	Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_OPENGL;
	w->fullscreen = s->fullscreen;
	w->win = SDL_CreateWindow(w->title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, ww, wh,
	                          flags);
	if (w->win != NULL && w->fullscreen)
		go_fullscreen(w);
	w->r = w->win ? renderer_for_window(w->win) : NULL;
	SDL_RendererInfo info;
	w->vsync = w->r != NULL && SDL_GetRendererInfo(w->r, &info) == 0 &&
	           (info.flags & SDL_RENDERER_PRESENTVSYNC) != 0;
	if (!w->fullscreen) {
		w->now.window_w = ww;
		w->now.window_h = wh;
	}
	return w->r != NULL;
}

int window_open(window *w, session *s)
{
	*w = (window){0};
	display_name_class();
	if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) != 0) {
		fprintf(stderr, "footprints: cannot start SDL video: %s\n", SDL_GetError());
		return 1;
	}
	if (display_missing()) {
		SDL_Quit();
		return 2;
	}
	read_settings(w, s);
	if (create(w, s))
		return 0;
	fprintf(stderr, "footprints: cannot open a window: %s\n", SDL_GetError());
	window_close(w, s);
	return 1;
}

static void press(session *s, const char *name)
{
	size_t i;
	if (actions_find(name, strlen(name), &i)) {
		flow_act(s, i, true);
		flow_act(s, i, false);
	}
}

void window_event(window *w, session *s, const SDL_Event *e)
{
	if (e->type != SDL_WINDOWEVENT)
		return;
	bool full = (SDL_GetWindowFlags(w->win) & SDL_WINDOW_FULLSCREEN) != 0;
	if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED && !full && !w->fullscreen) {
		w->now.window_w = e->window.data1;
		w->now.window_h = e->window.data2;
	} else if (e->window.event == SDL_WINDOWEVENT_FOCUS_LOST && flow_pauses(s)) {
		press(s, "pause");
	}
}

/* The kept window size no larger than the display's usable part: a size
 * from a larger screen, or one a full screen left behind, must still open
 * whole. */
static void keep_within_display(window *w)
{
	SDL_Rect u;
	int i = w->win ? SDL_GetWindowDisplayIndex(w->win) : 0;
	if (SDL_GetDisplayUsableBounds(i < 0 ? 0 : i, &u) != 0 || u.w <= 0 || u.h <= 0)
		return;
	w->now.window_w = SDL_min(w->now.window_w, u.w);
	w->now.window_h = SDL_min(w->now.window_h, u.h);
}

static void save(window *w)
{
	char err[512];
	keep_within_display(w);
	if (w->pref == NULL || settings_same(&w->now, &w->kept))
		return;
	if (settings_save(&w->now, w->pref, err, sizeof err))
		w->kept = w->now;
	else
		fprintf(stderr, "footprints: %s\n", err);
}

void window_sync(window *w, session *s)
{
	char title[sizeof w->title];
	title_of(s, title, sizeof title);
	if (strcmp(title, w->title) != 0) {
		memcpy(w->title, title, sizeof title);
		SDL_SetWindowTitle(w->win, title);
	}
	if (s->fullscreen != w->fullscreen) {
		w->fullscreen = s->fullscreen;
		if (w->fullscreen)
			go_fullscreen(w);
		else
			leave_fullscreen(w);
	}
	settings asked = w->now;
	asked.fullscreen = s->fullscreen;
	asked.muted = s->muted;
	asked.music_volume = s->music_volume;
	asked.effects_volume = s->effects_volume;
	asked.camera_shake = s->camera_shake;
	asked.ui_scale = s->ui_scale;
	if (!settings_same(&asked, &w->now)) {
		w->now = asked;
		save(w);
	}
}

void window_close(window *w, session *s)
{
	if (w->win != NULL)
		save(w);
	if (w->r != NULL)
		SDL_DestroyRenderer(w->r);
	if (w->win != NULL)
		SDL_DestroyWindow(w->win);
	s->progress_dir = NULL;
	SDL_free(w->pref);
	SDL_Quit();
	*w = (window){0};
}
