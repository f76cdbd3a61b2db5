/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The minimap: the whole level in a corner panel, its actors (solids
 * lighter), the coins still in play, the player, and the ground the view
 * shows now. A click on it picks the ground under the click. */
#include <math.h>

#include "overlay_place.h"
#include "overlays.h"
#include "pixel_dots.h"
#include "pixel_layer.h"
#include "side_thread.h"

/* The panel's height as a share of the picture's, and its widest share. */
#define MINIMAP_HEIGHT 0.26f
#define MINIMAP_WIDTH_MAX 0.34f
/* The smallest a coin or the player is drawn, window pixels times ui. */
#define MINIMAP_DOT 2.0f

/* The shades of actors: solids (2) lighter than the rest (1); in a
 * crowd's picture, actors smaller than a pixel over the rest (3 and 4). */
#define MINIMAP_DIM {88, 92, 104, 255}
#define MINIMAP_LIGHT {170, 176, 190, 255}
static const rgba8 MINIMAP_SHADE[5] = {{0, 0, 0, 0}, MINIMAP_DIM, MINIMAP_LIGHT, MINIMAP_DIM,
                                       MINIMAP_LIGHT};
/* Added to the shade of an actor smaller than a pixel in a crowd's
 * picture: its dot shows over the quads, as when drawn after them. */
#define MINIMAP_DOTS 2


/* The map's scale into the panel, and where the panel is. */
typedef struct minimap_frame {
	SDL_FRect at;
	float scale;
} minimap_frame;

static vec2s to_panel(const minimap_frame *f, vec2s p)
{
	return (vec2s){{f->at.x + p.x * f->scale, f->at.y + p.y * f->scale}};
}

static void dot(batch *b, const minimap_frame *f, vec2s p, float half, rgba8 c)
{
	vec2s q = to_panel(f, p);
	batch_rect(b, (vec2s){{q.x - half, q.y - half}}, (vec2s){{q.x + half, q.y + half}}, c);
}

/* What the actors are marked from: the world, the panel, and the window
 * (a crowd's quads are marked on the pixels a canvas of its size paints). */
typedef struct minimap_marks {
	const world *w;
	minimap_frame f;
	int view_w, view_h;
} minimap_marks;

/* The solids light, every other actor but the player dim: the level's
 * layout, with what moves in it. An actor smaller than a pixel both ways
 * marks the pixel of its centre in tiny (the light shade kept where both
 * fall), to show over the rest. The rest are quads: into b, or with b
 * NULL (a crowd's picture) marked in tiny too, on the pixels a canvas of
 * the view's size paints for them, each over those before and under the
 * dots (whose shades are then MINIMAP_DOTS higher): the thousands of a
 * crowd cost no shapes to queue and paint. False when a quad marked
 * reaches outside the panel. */
static bool actors(batch *b, pixel_dots *tiny, const minimap_marks *m)
{
	const world *w = m->w;
	const minimap_frame *f = &m->f;
	uint8_t lift = b == NULL ? MINIMAP_DOTS : 0;
	bool dots = pixel_dots_begin(tiny, f->at.x, f->at.y, f->at.w, f->at.h);
	if (b == NULL && (!dots || tiny->w == 0))
		return false;
	for (size_t i = 0; i < w->actor_count; i++) {
		const actor *a = &w->actors[i];
		uint8_t shade = a->solid ? 2 : 1;
		fp_aabb box = a->fp->bounds;
		if (i == w->player ||
		    (dots && (box.max.x - box.min.x) * f->scale < 1.0f &&
		     (box.max.y - box.min.y) * f->scale < 1.0f &&
		     pixel_dots_put(tiny, to_panel(f, a->box.center), (uint8_t)(lift + shade))))
			continue;
		vec2s p[4];
		for (int k = 0; k < 4; k++)
			p[k] = to_panel(f, a->fp->corner[k]);
		if (b != NULL)
			batch_polygon(b, p, 4, MINIMAP_SHADE[shade]);
		else if (!pixel_dots_polygon(tiny, m->view_w, m->view_h, p, 4, shade, MINIMAP_DOTS + 1))
			return false;
	}
	return true;
}

static void coins(batch *b, const minimap_frame *f, const world *w, float ui)
{
	rgba8 gold = {250, 204, 64, 255};
	for (size_t i = 0; i < w->pickup_count; i++) {
		const pickup *k = &w->pickups[i];
		if (!k->collected)
			dot(b, f, k->circle.center, fmaxf(k->circle.radius * f->scale, MINIMAP_DOT * ui), gold);
	}
}

/* The ground the view shows: the picture's four corners on the map. */
static void view_outline(batch *b, const minimap_frame *f, const overlay_scene *sc)
{
	rgba8 white = {235, 235, 235, 255};
	vec2s corner[] = {{{0.0f, 0.0f}}, {{sc->view_w, 0.0f}}, {{sc->view_w, sc->view_h}},
	                  {{0.0f, sc->view_h}}, {{0.0f, 0.0f}}};
	vec2s p[5];
	for (int k = 0; k < 5; k++) {
		vec2s g = projection_pixel_ground(sc->pr, corner[k]);
		g.x = fminf(fmaxf(g.x, 0.0f), sc->w->width);
		g.y = fminf(fmaxf(g.y, 0.0f), sc->w->height);
		p[k] = to_panel(f, g);
	}
	batch_lines(b, p, 5, white);
}

/* Where the panel goes and the map's scale in it; false for a map of no
 * size, which has no panel. */
static bool frame_of(const overlay_scene *sc, minimap_frame *f)
{
	const world *w = sc->w;
	if (w->width <= 0.0f || w->height <= 0.0f)
		return false;
	float scale = fminf(sc->view_h * MINIMAP_HEIGHT / w->height,
	                    sc->view_w * MINIMAP_WIDTH_MAX / w->width);
	*f = (minimap_frame){overlay_place(sc, w->width * scale, w->height * scale, false), scale};
	return true;
}

/* The pixels of a crowd's picture (scratch memory kept from frame to
 * frame), and the marking of them begun by prepare on a thread of the
 * minimap's own while the picture's world and overlays are drawn. */
static pixel_dots tiny;
static struct {
	side_thread *thread;
	bool tried;
	bool running;
	minimap_marks m;
	uint64_t picture; /* the picture marked for (0: none) */
	bool ok;          /* actors(NULL, ...)'s answer */
} crowd;

static minimap_marks marks_of(const overlay_scene *sc, const minimap_frame *f)
{
	return (minimap_marks){sc->w, *f, (int)sc->view_w, (int)sc->view_h};
}

static void mark_crowd(void *ctx)
{
	(void)ctx;
	crowd.ok = actors(NULL, &tiny, &crowd.m);
}

static void prepare(const overlay_scene *sc)
{
	minimap_frame f;
	if (sc->picture == 0 || sc->w->actor_count < PIXEL_LAYER_FEWEST || !frame_of(sc, &f) ||
	    side_thread_once(&crowd.thread, &crowd.tried) == NULL)
		return;
	if (crowd.running && !side_thread_wait(crowd.thread))
		mark_crowd(NULL);
	crowd.m = marks_of(sc, &f);
	crowd.picture = sc->picture;
	crowd.running = side_thread_start(crowd.thread, mark_crowd, NULL);
	if (!crowd.running)
		crowd.picture = 0;
}

/* The crowd marked in tiny for sc's picture in frame f: by prepare's job
 * (waited for, or run here when its thread has not begun it), else now. */
static bool crowd_marked(const overlay_scene *sc, const minimap_frame *f)
{
	if (crowd.running) {
		crowd.running = false;
		if (!side_thread_wait(crowd.thread))
			mark_crowd(NULL);
	}
	/* One picture has one world and size; its panel moves only when the
	 * view drew through another projection than prepare was given. */
	const minimap_frame *g = &crowd.m.f;
	if (crowd.picture != 0 && crowd.picture == sc->picture && g->scale == f->scale &&
	    g->at.x == f->at.x && g->at.y == f->at.y && g->at.w == f->at.w && g->at.h == f->at.h)
		return crowd.ok;
	crowd.picture = 0;
	minimap_marks m = marks_of(sc, f);
	return actors(NULL, &tiny, &m);
}

static void draw(SDL_Renderer *r, const overlay_scene *sc)
{
	static batch b; /* scratch memory kept from frame to frame */
	const world *w = sc->w;
	minimap_frame f;
	if (!frame_of(sc, &f))
		return;
	float scale = f.scale;
	batch_clear(&b);
	vec2s lo = {{f.at.x, f.at.y}}, hi = {{f.at.x + f.at.w, f.at.y + f.at.h}};
	batch_rect(&b, lo, hi, (rgba8){0, 0, 0, 210});
	/* The panel, then its actors: a crowd's painted as one picture where
	 * the renderer paints (the panel with it, into one canvas), a few,
	 * or where it cannot, as quads and then dots. */
	bool picture = w->actor_count >= PIXEL_LAYER_FEWEST && crowd_marked(sc, &f);
	if (picture) {
		pixel_canvas_picture pic = pixel_dots_picture(&tiny, MINIMAP_SHADE, 5, true);
		pixel_layer_expect(r);
		pixel_layer_draw(r, &b, SDL_BLENDMODE_BLEND);
		batch_clear(&b);
		picture = pixel_layer_picture(r, &pic);
	}
	if (!picture) {
		minimap_marks m = marks_of(sc, &f);
		actors(&b, &tiny, &m);
		pixel_dots_draw(&tiny, &b, MINIMAP_SHADE);
	}
	coins(&b, &f, w, sc->ui);
	if (w->player < w->actor_count) {
		const actor *p = &w->actors[w->player];
		float half = fmaxf(fmaxf(p->box.half.x, p->box.half.y) * scale, MINIMAP_DOT * 1.5f * sc->ui);
		dot(&b, &f, p->box.center, half, (rgba8){255, 255, 255, 255});
		dot(&b, &f, p->box.center, half * 0.6f, (rgba8){230, 40, 90, 255});
	}
	view_outline(&b, &f, sc);
	batch_rect_outline(&b, lo, hi, (rgba8){110, 116, 130, 255});
	pixel_layer_draw(r, &b, SDL_BLENDMODE_BLEND);
	pixel_layer_flush(r);
}

static bool pick(const overlay_scene *sc, vec2s at, vec2s *ground)
{
	minimap_frame f;
	if (!frame_of(sc, &f) || at.x < f.at.x || at.y < f.at.y || at.x > f.at.x + f.at.w ||
	    at.y > f.at.y + f.at.h)
		return false;
	*ground = (vec2s){{(at.x - f.at.x) / f.scale, (at.y - f.at.y) / f.scale}};
	return true;
}

/* Over the HUD, under the stats panel. */
const overlay_def overlay_def_minimap = {draw, 55, false, pick, prepare};
