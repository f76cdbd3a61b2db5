/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "app.h"

#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>

#include "flow.h"
#include "frame.h"
#include "main_loop.h"
#include "renderer.h"
#include "screenshot.h"
#include "session.h"
#include "tick_rate.h"
#include "view.h"
#include "web_loop.h"
#include "window.h"

static int finish(SDL_Renderer *r, const frame_fonts *f, session *s, double tps)
{
	char err[512];
	flow_draw(r, f, s, tps, NULL);
	if (s->opt->screenshot != NULL && !screenshot_save(r, s->opt->screenshot, err, sizeof err)) {
		fprintf(stderr, "footprints: %s\n", err);
		return 1;
	}
	return 0;
}

/* Headless: steps as fast as it can and draws only the last frame, which is
 * the same picture a window of the frame's size would show at that tick;
 * the renderer is made then, for the view shown. */
static int run_headless(session *s)
{
	int w = 0, h = 0;
	frame_headless_size(&s->w, &w, &h);
	if (s->opt->size_w > 0) {
		w = s->opt->size_w;
		h = s->opt->size_h;
	}
	session_resize(s, (float)w, (float)h);
	tick_rate tps = {0};
	while (!session_over(s))
		tick_rate_count(&tps, flow_tick(s));
	renderer_headless sh;
	frame_fonts f = {0};
	int status = 1;
	bool gl = view_at(s->view)->needs_gl;
	if (!renderer_headless_open(&sh, w, h, gl) ||
	    !frame_fonts_fit(&f, sh.r, frame_ui((float)h, s->ui_scale))) {
		fprintf(stderr, "footprints: headless renderer%s: %s\n",
		        gl ? " (OpenGL, SDL's offscreen driver)" : "", SDL_GetError());
		goto out;
	}
	status = finish(sh.r, &f, s, tps.per_second);
out:
	frame_fonts_destroy(&f);
	renderer_headless_close(&sh);
	return status;
}

static int window_loop(session *s, window *win, frame_fonts *f)
{
	main_loop m;
	main_loop_init(&m, s, win, f, false);
	while (main_loop_frame(&m))
		continue;
	main_loop_fini(&m);
	return finish(win->r, f, s, m.tps.per_second);
}

static int run_window(session *s)
{
	window win;
	int status = window_open(&win, s);
	if (status != 0)
		return status;
	frame_fonts f = {0};
	status = 1;
	int ww = 0, wh = 0;
	SDL_GetRendererOutputSize(win.r, &ww, &wh);
	if (frame_fonts_fit(&f, win.r, frame_ui((float)wh, s->ui_scale)))
		status = window_loop(s, &win, &f);
	else
		fprintf(stderr, "footprints: cannot open a window: %s\n", SDL_GetError());
	frame_fonts_destroy(&f);
	window_close(&win, s);
	return status;
}

int app_run(const app_options *opt, const char *path)
{
#ifdef __EMSCRIPTEN__
	/* The browser keeps the session and calls one frame per callback. */
	if (!opt->headless)
		return web_loop_start(opt, path);
#endif
	session s;
	char err[1024];
	/* The level, script and output files are checked before any window. */
	if (!flow_init(&s, opt, path, err, sizeof err)) {
		fprintf(stderr, "footprints: %s\n", err);
		return 2;
	}
	IMG_Init(IMG_INIT_PNG);
	int status = opt->headless ? run_headless(&s) : run_window(&s);
	if (!session_fini(&s) && status == 0)
		status = 1;
	if (TTF_WasInit())
		TTF_Quit();
	IMG_Quit();
	return status;
}
