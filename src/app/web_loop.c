/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "web_loop.h"

#include <stdio.h>
#include <stdlib.h>

#include <SDL2/SDL_image.h>
#include <emscripten.h>

#include "flow.h"
#include "main_loop.h"

/* Everything the frames share, alive until the page goes. */
typedef struct web_app {
	app_options opt;
	char path[1024];
	session s;
	window win;
	frame_fonts f;
	main_loop m;
} web_app;

/* How long the last frames took in main_loop_frame, for the page's
 * measurements (tests/web): a ring of FRAME_TIMES. */
#define FRAME_TIMES 1024u
static double frame_ms[FRAME_TIMES];
static unsigned frames_timed;

/* The number of frames run so far. */
EMSCRIPTEN_KEEPALIVE unsigned web_frames(void);
unsigned web_frames(void)
{
	return frames_timed;
}

/* The time frame i took (ms), while it is among the last FRAME_TIMES. */
EMSCRIPTEN_KEEPALIVE double web_frame_ms(unsigned i);
double web_frame_ms(unsigned i)
{
	return i < frames_timed && frames_timed - i <= FRAME_TIMES ? frame_ms[i % FRAME_TIMES] : -1.0;
}

/* The page's game, for the page's questions below. */
static const web_app *shown;

/* Side k (0 x, 1 y, 2 width, 3 height, window pixels) of where item i of
 * the menu last drawn lies, or -1 when it is not shown: where the page's
 * tests click. */
EMSCRIPTEN_KEEPALIVE double web_menu_item(unsigned i, unsigned k);
double web_menu_item(unsigned i, unsigned k)
{
	const menu_hits *h = shown != NULL ? &shown->m.hits : NULL;
	for (size_t n = 0; h != NULL && n < h->count && k < 4; n++) {
		const SDL_FRect *r = &h->rect[n];
		const float side[4] = {r->x, r->y, r->w, r->h};
		if (h->item[n] == i)
			return (double)side[k];
	}
	return -1.0;
}

/* When main started and when its stages ended (the page's clock, ms):
 * the start-up's split, said with the first frame. */
static double started[4];

static bool timed_frame(web_app *a)
{
	double start = emscripten_get_now();
	bool on = main_loop_frame(&a->m);
	double end = emscripten_get_now();
	/* The page's clock starts with its load: the first picture's time. */
	if (frames_timed == 0)
		printf("footprints: first frame at %.0f ms (main at %.0f, level read %.0f, window "
		       "%.0f, fonts %.0f, first frame's work %.0f ms)\n",
		       end, started[0], started[1], started[2], started[3], end - start);
	frame_ms[frames_timed++ % FRAME_TIMES] = end - start;
	return on;
}

/* A run with --frames ends there (its stats and record written), as on
 * the desktop; otherwise a quit goes back to the title. */
static void frame(void *arg)
{
	web_app *a = arg;
	if (timed_frame(a))
		return;
	if (!a->s.quit) {
		emscripten_cancel_main_loop();
		main_loop_fini(&a->m);
		if (!session_fini(&a->s))
			fprintf(stderr, "footprints: the run's output files were not all written\n");
		printf("footprints: run over at tick %llu\n", (unsigned long long)a->s.tick);
		fflush(stdout);
		return;
	}
	a->s.quit = false;
	flow_show_first(&a->s);
}

int web_loop_start(const app_options *opt, const char *path)
{
	started[0] = emscripten_get_now();
	web_app *a = calloc(1, sizeof *a);
	char err[1024];
	if (a == NULL) {
		fprintf(stderr, "footprints: out of memory\n");
		return 1;
	}
	a->opt = *opt;
	snprintf(a->path, sizeof a->path, "%s", path);
	if (!flow_init(&a->s, &a->opt, a->path, err, sizeof err)) {
		fprintf(stderr, "footprints: %s\n", err);
		free(a);
		return 2;
	}
	started[1] = emscripten_get_now();
	IMG_Init(IMG_INIT_PNG);
	int status = window_open(&a->win, &a->s);
	int ww = 0, wh = 0;
	if (status == 0)
		SDL_GetRendererOutputSize(a->win.r, &ww, &wh);
	started[2] = emscripten_get_now();
	if (status == 0 && !frame_fonts_fit(&a->f, a->win.r, frame_ui((float)wh, a->s.ui_scale))) {
		fprintf(stderr, "footprints: cannot open a window: %s\n", SDL_GetError());
		window_close(&a->win, &a->s);
		status = 1;
	}
	if (status != 0) {
		session_fini(&a->s);
		free(a);
		return status;
	}
	started[3] = emscripten_get_now();
	main_loop_init(&a->m, &a->s, &a->win, &a->f, true);
	shown = a;
	emscripten_set_main_loop_arg(frame, a, 0, 0);
	return 0;
}
