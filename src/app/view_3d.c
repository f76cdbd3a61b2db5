/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "view_3d.h"

#include <math.h>
#include <stdlib.h>

#include "gl3d.h"
#include "gl_copy.h"
#include "render.h"
#include "scene3d_floor.h"
#include "still3d.h"

/* Where a picture is drawn: its target, w by h, shows the view's rows
 * moved down by `down` pixels (a camera shake, or the margin of a kept
 * backdrop). */
typedef struct sky_spot {
	float w, h, view_h, down;
} sky_spot;

/* A gradient behind the scene, deep blue at the view's top to a haze at
 * the horizon and the backdrop below it, so the sky reads as sky; above
 * and below the view, its end colours. */
static void sky(SDL_Renderer *r, sky_spot s)
{
	SDL_Color top = {18, 30, 58, 255}, haze = {70, 84, 110, 255}, low = RENDER_BACKDROP;
	float w = s.w, y = s.down, mid = y + s.view_h * 0.45f, end = y + s.view_h;
	SDL_Vertex v[] = {{{0, y}, top, {0, 0}},    {{w, y}, top, {0, 0}},    {{w, mid}, haze, {0, 0}},
	                  {{0, mid}, haze, {0, 0}}, {{0, end}, low, {0, 0}}, {{w, end}, low, {0, 0}}};
	int idx[] = {0, 1, 2, 0, 2, 3, 3, 2, 5, 3, 5, 4};
	SDL_RenderGeometry(r, NULL, v, 6, idx, 12);
	SDL_Rect above = {0, 0, (int)ceilf(w), (int)ceilf(y)};
	SDL_Rect below = {0, (int)floorf(end), (int)ceilf(w), (int)ceilf(s.h - floorf(end))};
	for (int k = 0; k < 2; k++) {
		SDL_Color c = k == 0 ? top : low;
		const SDL_Rect *band = k == 0 ? &above : &below;
		if (band->h <= 0)
			continue;
		SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
		SDL_RenderFillRect(r, band);
	}
}

/* The sky but on rows from top to bottom, the same pixels where it is
 * drawn (the whole gradient, cut by the clip rectangle): a pixel a row
 * more each way, for the floor's rounding. */
static void sky_around(SDL_Renderer *r, sky_spot s, float top, float bottom)
{
	int a = (int)ceilf(top + 1.0f), b = (int)floorf(bottom - 1.0f);
	if (a >= b) {
		sky(r, s);
		return;
	}
	SDL_Rect band[2] = {{0, 0, (int)ceilf(s.w), a}, {0, b, (int)ceilf(s.w), (int)ceilf(s.h) - b}};
	for (int k = 0; k < 2; k++)
		if (band[k].h > 0) {
			SDL_RenderSetClipRect(r, &band[k]);
			sky(r, s);
		}
	SDL_RenderSetClipRect(r, NULL);
}

/* The rows of a picture w by h (SDL's, from the top) that the floor of a
 * map width by height fills from edge to edge, seen through clip: from
 * *top to *bottom (none when *top >= *bottom). The floor covers the map's
 * rectangle on the ground, opaque, wherever nothing stands in front of
 * it, so the sky under those rows never shows. The map's rectangle is cut
 * at the near plane (clip z >= -w); by convexity a row is filled when both
 * its ends are, so the rows are those both edges of the picture cross the
 * map's outline in. */
static void floor_rows(const mat4s *clip, float width, float height, float h, float *top,
                       float *bottom)
{
	const float corner[4][2] = {{0, 0}, {width, 0}, {width, height}, {0, height}};
	vec4s in[4], out[8];
	for (int k = 0; k < 4; k++)
		in[k] = glms_mat4_mulv(*clip, (vec4s){{corner[k][0], corner[k][1], 0.0f, 1.0f}});
	int n = 0;
	for (int k = 0; k < 4; k++) {
		vec4s a = in[k], b = in[(k + 1) % 4];
		float da = a.z + a.w, db = b.z + b.w;
		if (da >= 0.0f)
			out[n++] = a;
		if ((da >= 0.0f) != (db >= 0.0f))
			out[n++] = glms_vec4_lerp(a, b, da / (da - db));
	}
	*top = h;
	*bottom = 0.0f;
	float lo[2] = {INFINITY, INFINITY}, hi[2] = {-INFINITY, -INFINITY};
	for (int k = 0; n >= 3 && k < n; k++) {
		vec4s a = out[k], b = out[(k + 1) % n];
		if (!(a.w > 0.0f) || !(b.w > 0.0f))
			return;
		float ax = a.x / a.w, ay = a.y / a.w, bx = b.x / b.w, by = b.y / b.w;
		for (int e = 0; e < 2; e++) {
			float x = e == 0 ? -1.0f : 1.0f;
			if ((ax - x) * (bx - x) > 0.0f || ax == bx)
				continue;
			float y = ay + (by - ay) * (x - ax) / (bx - ax);
			lo[e] = fminf(lo[e], y);
			hi[e] = fmaxf(hi[e], y);
		}
	}
	float y0 = fmaxf(lo[0], lo[1]), y1 = fminf(hi[0], hi[1]);
	if (n < 3 || !(y0 < y1))
		return;
	*top = (1.0f - y1) * 0.5f * h;
	*bottom = (1.0f - y0) * 0.5f * h;
}

/* The fog's colour: the sky's haze at the horizon, where fog meets it. */
static const SDL_Color haze = {70, 84, 110, 255};

/* Fog and fading in the chase camera: from these multiples of the eye's
 * distance to what it looks at (the player's surroundings stay clear),
 * thinning away as the camera blends to the overview, which shows the
 * whole level clear. */
#define FOG_NEAR 1.5f
#define FOG_FAR 4.5f
#define FOG_MOST 0.8f
#define FADE_NEAR 1.0f
#define FADE_FAR 3.0f

static gl3d_air air_of(const camera *c, const world *w, scene3d_mode mode)
{
	camera_eye e = camera_eye_3d(c, w);
	gl3d_air a = {.eye = e.eye, .fog = haze, .lit = mode == SCENE3D_SHADED};
	if (mode != SCENE3D_SHADED)
		return a;
	float d = glms_vec3_distance(e.eye, e.target);
	float chase = 1.0f - (float)c->blend / (float)CAMERA_BLEND_TICKS;
	a.fog_near = FOG_NEAR * d;
	a.fog_far = FOG_FAR * d;
	a.fog_most = FOG_MOST * chase;
	if (chase > 0.0f) {
		a.fade_near = FADE_NEAR * d / chase;
		a.fade_far = FADE_FAR * d / chase;
	}
	return a;
}

/* The floor's blocks that can show (and, with under, are marked in it), in
 * runs: their ground and pattern (lines false) or their grid and border
 * (lines true); in SCENE3D_IDS, its one rectangle. */
static void draw_floor(const scene3d_floor *f, const scene3d_eye *eye, bool lines,
                       const uint8_t *under)
{
	gl3d_kept k = lines ? GL3D_GRID : GL3D_FLOOR;
	gl3d_keep(k, lines ? &f->lines : &f->tris, f->stamp);
	/* The state once, then a draw a run of blocks. */
	gl3d_use_kept(k, lines);
	size_t n = f->blocks_x * f->blocks_y, from = 0, run = 0;
	if (n == 0) {
		gl3d_draw_run(0, lines ? f->lines.count : f->tris.count, lines);
		return;
	}
	for (size_t b = 0; b < n; b++) {
		size_t end = lines ? f->block_end[b].lines : f->block_end[b].tris;
		if ((under != NULL && !under[b]) || !scene3d_floor_sees(f, b, eye)) {
			gl3d_draw_run(run, from - run, lines);
			run = end;
		}
		from = end;
	}
	gl3d_draw_run(run, from - run, lines);
}

/* Whether the kept backdrop holds the grid too: when nothing fades, the
 * grid's lines are opaque, so drawing them again over the ground list's
 * blocks puts back exactly what drawing them once after it shows. */
static bool grid_kept(const gl3d_air *a)
{
	return a->fade_far <= a->fade_near;
}

/* The grid over the ground list: every visible block's when the backdrop
 * does not hold it; else those the ground list covers (scene3d_floor_under),
 * the rest already there. */
static void draw_grid(scene3d_floor *f, const scene3d *s, const scene3d_eye *eye, bool kept)
{
	if (!kept) {
		draw_floor(f, eye, true, NULL);
		return;
	}
	if (s->ground.count == 0)
		return;
	draw_floor(f, eye, true, scene3d_floor_under(f, &s->ground) ? f->under : NULL);
}

/* How draw_scene draws: the floor's blocks (unless the backdrop holds
 * them), the grid (when it does), over a picture put back with its depth;
 * the crowd's boxes painted (or NULL), to be put in or already in the
 * window (in). */
typedef struct scene_how {
	bool floor, grid, over;
	box_raster *painted;
	bool in;
} scene_how;

/* What stands first, then the ground behind it (which writes no depth:
 * the floor's blocks unless the backdrop already holds them, what lies on
 * them, the grid unless the backdrop holds it), so the rasterizer skips the
 * ground's pixels the solids hide; the picture is what drawing the ground
 * first gives. The shadows after both, where no solid stands in front of
 * them, before what is translucent. */
static void draw_scene(SDL_Renderer *r, const scene3d *s, scene3d_floor *f,
                       const scene3d_eye *eye, scene_how how)
{
	/* What stands still, tinted this tick, over itself when the picture
	 * holds it untinted; else before it, where it wins. */
	gl3d_draw_parts(&s->still_tinted, how.over ? GL3D_AGAIN : GL3D_SOLID);
	if (!how.over)
		gl3d_draw_parts(&s->still, GL3D_SOLID);
	if (how.painted != NULL) {
		/* Over a picture put back with its depth, a copy of the boxes'
		 * depths would take the place of its. */
		if (!how.in)
			gl3d_draw_raster(r, how.painted, !how.over);
		scene3d_batch rest = s->solid;
		rest.of[SCENE3D_BOX].count = rest.of[SCENE3D_BOX_FAR].count =
			rest.of[SCENE3D_BOX_POINT].count = 0;
		gl3d_draw_parts(&rest, GL3D_SOLID);
	} else {
		gl3d_draw_parts(&s->solid, GL3D_SOLID);
	}
	gl3d_draw_parts(&s->own, GL3D_SOLID);
	gl3d_draw(&s->prisms, false, true);
	if (how.floor)
		draw_floor(f, eye, false, NULL);
	gl3d_draw_ground(&s->ground);
	draw_grid(f, s, eye, how.grid);
	gl3d_draw_parts(&s->solid, GL3D_SHADOWS);
	gl3d_draw_parts(&s->faded, GL3D_FADED);
	gl3d_draw(&s->xray, true, false);
	gl3d_draw_parts(&s->ghost, GL3D_GHOST);
	gl3d_draw(&s->marks, false, true);
}

/* The scene and floor, kept from frame to frame so their buffers are. */
static scene3d scene;
static scene3d_floor floor_kept;

/* What is drawn before anything stands, at spot: the backdrop's colour,
 * in SCENE3D_SHADED the sky (but on the rows floor[0] to floor[1] when
 * floor is not NULL, which the floor fills). */
static void clear(SDL_Renderer *r, sky_spot spot, scene3d_mode mode, const float *floor)
{
	SDL_Color b = mode == SCENE3D_IDS ? (SDL_Color){0, 0, 0, 255} : RENDER_BACKDROP;
	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
	SDL_SetRenderDrawColor(r, b.r, b.g, b.b, b.a);
	SDL_RenderClear(r);
	if (mode != SCENE3D_SHADED)
		return;
	if (floor != NULL)
		sky_around(r, spot, floor[0], floor[1]);
	else
		sky(r, spot);
}

/* What the shaded backdrop is drawn from: the camera not shaken. */
typedef struct backdrop {
	const camera *c;
	const mat4s *clip;
	const gl3d_air *air;
	scene3d_eye eye;
} backdrop;

/* The shaded backdrop (still3d's), as the scene would draw it, moved
 * margin pixels right and down into a target 2 * margin larger: the clear
 * colour, the sky and the floor's blocks, and their grid when nothing
 * fades (grid_kept). The clip squeezed so that the view's pixels land
 * margin pixels in: x_ndc * w / (w + 2 margin) is x_window + margin there.
 * Its rows go top down, as SDL keeps a target's, so that it is copied
 * unturned (gl_copy_texture). */
static void draw_backdrop(SDL_Renderer *r, int margin, void *ctx)
{
	const backdrop *b = ctx;
	float w = b->c->view_w, h = b->c->view_h, m = (float)margin;
	vec3s squeeze = {{w / (w + 2.0f * m), h / (h + 2.0f * m), 1.0f}};
	scene3d_eye eye = b->eye;
	eye.clip = glms_mat4_mul(glms_scale_make(squeeze), *b->clip);
	clear(r, (sky_spot){w + 2.0f * m, h + 2.0f * m, h, m}, SCENE3D_SHADED, NULL);
	if (gl3d_begin_rows_down(r, &eye.clip, b->air)) {
		draw_floor(&floor_kept, &eye, false, NULL);
		if (grid_kept(b->air))
			draw_floor(&floor_kept, &eye, true, NULL);
		gl3d_end();
	}
}

/* A crowd's boxes painted by the processor, kept from frame to frame so
 * its buffers are. */
static box_raster raster;
static size_t raster_least = VIEW_3D_RASTER_LEAST;
static view_3d_raster_figures raster_figures;

void view_3d_raster_from(size_t n)
{
	raster_least = n;
}

view_3d_raster_figures view_3d_raster(void)
{
	return raster_figures;
}

/* Paints the boxes of s's solids into raster where that is faster than GL
 * (gl3d_raster_wanted) and they are many; false when they are to be drawn
 * by GL. */
static bool paint_boxes(SDL_Renderer *r, const scene3d *s, const mat4s *clip, const gl3d_air *a)
{
	const scene3d_parts *of = s->solid.of;
	size_t n = of[SCENE3D_BOX].count + of[SCENE3D_BOX_FAR].count + of[SCENE3D_BOX_POINT].count;
	if (n < raster_least || !gl3d_raster_wanted())
		return false;
	box_raster_view v = {.clip = *clip, .eye = a->eye, .lit = a->lit, .fog_near = a->fog_near,
	                     .fog_far = a->fog_far, .fog_most = a->fog_most,
	                     .fog_rgb = {a->fog.r, a->fog.g, a->fog.b}};
	gl3d_picture_size(r, &v.w, &v.h);
	box_raster_parts p = {&of[SCENE3D_BOX], &of[SCENE3D_BOX_FAR], &of[SCENE3D_BOX_POINT]};
	bool painted = box_raster_draw(&raster, &v, p);
	raster_figures.painted += painted;
	return painted;
}

/* The kept backdrop as the window shows it, read into memory once each
 * time a backdrop is kept: a crowd's boxes painted over it go into the
 * window with it in one copy. */
static struct {
	uint32_t *px;
	size_t room;
	unsigned long stamp; /* still3d_drawn's when read (0: none) */
	int w, h;
} under_kept;

/* The kept backdrop as backdrop_read read it, when it is the one held
 * now; else NULL. */
static const uint32_t *backdrop_known(SDL_Renderer *r)
{
	int w = 0, h = 0;
	gl3d_picture_size(r, &w, &h);
	unsigned long stamp = still3d_drawn();
	return stamp != 0 && stamp == under_kept.stamp && w == under_kept.w && h == under_kept.h
	           ? under_kept.px
	           : NULL;
}

/* The backdrop still3d_put put into r's window, unmoved and alone there,
 * in memory; NULL when it cannot be read. */
static const uint32_t *backdrop_read(SDL_Renderer *r)
{
	const uint32_t *known = backdrop_known(r);
	if (known != NULL)
		return known;
	int w = 0, h = 0;
	gl3d_picture_size(r, &w, &h);
	unsigned long stamp = still3d_drawn();
	under_kept.stamp = 0;
	size_t n = (size_t)w * (size_t)h;
	if (n > under_kept.room) {
		uint32_t *px = realloc(under_kept.px, n * sizeof *px);
		if (px == NULL)
			return NULL;
		under_kept.px = px;
		under_kept.room = n;
	}
	if (stamp == 0 || !gl_copy_window_read(r, under_kept.px, w, h))
		return NULL;
	under_kept.stamp = stamp;
	under_kept.w = w;
	under_kept.h = h;
	return under_kept.px;
}

static view_3d_still_figures figures;
static size_t still_least = VIEW_3D_STILL_LEAST;

view_3d_still_figures view_3d_still(void)
{
	return figures;
}

void view_3d_still_from(size_t n)
{
	still_least = n;
}

/* The parts of b. */
static size_t parts_in(const scene3d_batch *b)
{
	size_t n = 0;
	for (int k = 0; k < SCENE3D_SHAPES; k++)
		n += b->of[k].count;
	return n;
}

/* How many of w's actors are static, counted once a world. */
static size_t statics(const world *w)
{
	static uint64_t serial;
	static size_t count;
	if (w->serial != serial || w->serial == 0) {
		serial = w->serial;
		count = 0;
		for (size_t i = 0; i < w->actor_count; i++)
			count += w->actors[i].kind == BEHAVIOUR_STATIC;
	}
	return count;
}

/* A number for the picture of the kept backdrop with w's static actors
 * on it, new when either changes; 0 when no backdrop is kept. */
static unsigned long still_stamp(const world *w)
{
	static unsigned long drawn, stamp, stamps;
	static uint64_t serial;
	unsigned long now = still3d_drawn();
	if (now == 0)
		return 0;
	if (now != drawn || w->serial != serial) {
		drawn = now;
		serial = w->serial;
		stamp = ++stamps;
	}
	return stamp;
}

/* Draws what stands still (scene.still) over the backdrop just copied and
 * keeps the window's picture with it as stamp; false when it could not be
 * kept (what stands still is then drawn with the rest). */
static bool keep_still(SDL_Renderer *r, const mat4s *clip, const gl3d_air *air,
                       unsigned long stamp)
{
	if (!gl3d_begin(r, clip, air))
		return false;
	gl3d_draw_parts(&scene.still, GL3D_SOLID);
	gl3d_end();
	return gl_copy_window_keep(r, stamp);
}

/* Clears for c's view of w through clip, the floor to be drawn after:
 * the sky not on the rows it fills. */
static void clear_view(SDL_Renderer *r, const camera *c, const world *w, const mat4s *clip,
                       scene3d_mode mode)
{
	float rows[2];
	floor_rows(clip, w->width, w->height, c->view_h, &rows[0], &rows[1]);
	clear(r, (sky_spot){c->view_w, c->view_h, c->view_h, c->shake.y}, mode, rows);
}

bool view_3d_draw(SDL_Renderer *r, const world *w, const camera *c, scene3d_mode mode,
                  projection *pr)
{
	if (!gl3d_available(r))
		return false;
	/* The backdrop is kept as the camera sees it unshaken, and copied
	 * moved by the shake; all else is drawn shaken. */
	mat4s still_clip;
	float near, far;
	camera_clip_3d_still(c, w, &still_clip, &near, &far);
	mat4s clip = camera_shaken(c, still_clip);
	camera_eye e = camera_eye_3d(c, w);
	scene3d_eye eye = {e.eye, clip, c->blend == 0};
	if (!scene3d_floor_build(&floor_kept, w, mode))
		return false;
	gl3d_air air = air_of(c, w, mode);
	still3d_key key = {still_clip, air, floor_kept.stamp, c->view_w, c->view_h};
	backdrop b = {c, &still_clip, &air, {e.eye, still_clip, eye.chase}};
	bool held = mode == SCENE3D_SHADED && still3d_hold(r, &key, c->shake, draw_backdrop, &b);
	/* Seen unshaken from the overview, many static actors are kept on the
	 * backdrop with their depth and put back with it. */
	unsigned long still = held && !eye.chase && c->shake.x == 0.0f && c->shake.y == 0.0f &&
	                              statics(w) >= still_least
	                          ? still_stamp(w)
	                          : 0;
	bool put = still != 0 && gl_copy_window_put(r, still);
	/* Not put back: kept this frame, where the window's picture can be. */
	if (!put && still != 0 && !gl_copy_window_can(r))
		still = 0;
	/* The window is to hold the backdrop alone, unmoved, until the scene
	 * is drawn (no static actor is kept on it this frame). Read into
	 * memory once, it goes in with a crowd's painted boxes, every row of
	 * both, and its own copy waits to see if any are. */
	bool alone = held && !put && still == 0 && c->shake.x == 0.0f && c->shake.y == 0.0f;
	const uint32_t *known = alone ? backdrop_known(r) : NULL;
	bool backdrop_put = !put && held && known == NULL && still3d_put(r);
	bool kept = put || backdrop_put || known != NULL;
	if (!kept) {
		clear_view(r, c, w, &clip, mode);
		still = 0;
	}
	scene.keep_still = still != 0;
	if (!scene3d_build(&scene, w, mode, &eye))
		return false;
	bool over = put || (still != 0 && keep_still(r, &clip, &air, still));
	figures.puts += put;
	figures.keeps += over && !put;
	figures.again += over ? parts_in(&scene.still_tinted) : 0;
	bool painted = paint_boxes(r, &scene, &clip, &air);
	/* Painted over the backdrop alone, the boxes go into the window with
	 * it; the first time, it is read from the window its copy was put in. */
	const uint32_t *under = !painted || !alone ? NULL
	                        : known != NULL   ? known
	                        : backdrop_put    ? backdrop_read(r)
	                                          : NULL;
	bool in = under != NULL && gl3d_put_raster(r, &raster, under);
	if (known != NULL && !in) {
		backdrop_put = still3d_put(r);
		kept = backdrop_put;
		if (!kept)
			clear_view(r, c, w, &clip, mode);
	}
	raster_figures.with_backdrop += under != NULL;
	raster_figures.every_row += in;
	/* Put in with every row's depth, the window's needs no clearing. */
	bool ok = over || in ? gl3d_begin_over(r, &clip, &air) : gl3d_begin(r, &clip, &air);
	if (ok) {
		scene_how how = {!kept, kept && grid_kept(&air), over, painted ? &raster : NULL, in};
		draw_scene(r, &scene, &floor_kept, &eye, how);
		gl3d_end();
	}
	*pr = projection_3d(clip, c->view_w, c->view_h);
	return ok;
}

bool view_3d_draw_shaded(SDL_Renderer *r, const world *w, const camera *c, projection *pr)
{
	return view_3d_draw(r, w, c, SCENE3D_SHADED, pr);
}
