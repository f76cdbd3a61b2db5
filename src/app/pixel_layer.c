/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "pixel_layer.h"

#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "batch_draw.h"
#include "gl_copy.h"
#include "grow.h"
#include "pixel_canvas.h"
#include "side_thread.h"
#include "still_key.h"

/* Renderers with a layer at once (the game has one), and textures each
 * takes in turn: refilling one still to be drawn from would make the GL
 * driver wait for that draw. */
#define LAYERS 4
#define TEXTURES 4

typedef struct layer {
	SDL_Renderer *r; /* NULL: a free slot */
	pixel_canvas canvas;
	SDL_Texture *tex[TEXTURES];
	int next;
	SDL_Texture *whole; /* a whole picture's, where it is not blitted, made
	                       when first needed */
	batch geo; /* the larger triangles, drawn before what is painted next */
	SDL_FRect *runs;   /* the painted tiles' runs, drawn from the texture */
	size_t run_cap;
	SDL_Vertex *quads; /* and as SDL's quads */
	size_t quad_cap;
	bool based;    /* the canvas holds a whole opaque picture (pixel_layer_base),
	                  its colours blue first (in_order) */
	bool expected; /* pixel_layer_expect's, until the flush */
	still_key seen;     /* the last base's key */
	still_key kept_key; /* the base kept in kept */
	rgba8 *kept;
	size_t kept_cap;
	side_thread *side; /* makes the shapes of a big batch's second half */
	bool side_tried;
	struct made *made; /* those shapes, in their order */
	size_t made_cap;
} layer;

static layer layers[LAYERS];

/* Colour c as the canvas keeps it. A whole picture is kept blue first
 * (blue, green, red, alpha), the window's own order, so that it goes to
 * the window as rows of memory are copied (gl_copy_pixels); shapes over
 * another picture red first, the order of the textures they are uploaded
 * to (a texture of SDL's in another order would convert every pixel). The
 * painter treats the three channels alike. */
static rgba8 in_order(rgba8 c, bool blue_first)
{
	return blue_first ? (rgba8){c.b, c.g, c.r, c.a} : c;
}

static layer *find(SDL_Renderer *r)
{
	for (size_t k = 0; k < LAYERS; k++)
		if (layers[k].r == r)
			return &layers[k];
	return NULL;
}

static void drop_textures(layer *l)
{
	for (int k = 0; k < TEXTURES; k++) {
		if (l->tex[k] != NULL)
			SDL_DestroyTexture(l->tex[k]);
		l->tex[k] = NULL;
	}
	if (l->whole != NULL)
		SDL_DestroyTexture(l->whole);
	l->whole = NULL;
}

/* SDL's software renderer (headless top-down pictures) rasterises by
 * rules of its own, which painting does not follow: it would move edges
 * by a pixel there, for no gain worth having. */
static bool software(SDL_Renderer *r)
{
	SDL_RendererInfo info;
	return SDL_GetRendererInfo(r, &info) != 0 || (info.flags & SDL_RENDERER_SOFTWARE) != 0;
}

/* Canvas and textures the size of r's output; false for SDL's software
 * renderer, when r draws at a scale (its pixels are not the window's) or
 * out of memory. */
static bool fit(layer *l, SDL_Renderer *r)
{
	int w = 0, h = 0;
	float sx = 1.0f, sy = 1.0f;
	SDL_RenderGetScale(r, &sx, &sy);
	if (software(r) || SDL_GetRendererOutputSize(r, &w, &h) != 0 || sx != 1.0f || sy != 1.0f ||
	    w <= 0 || h <= 0)
		return false;
	if (l->tex[0] != NULL && l->canvas.w == w && l->canvas.h == h)
		return true;
	pixel_layer_flush(r);
	drop_textures(l);
	if (!pixel_canvas_size(&l->canvas, w, h) || l->canvas.w != w)
		return false;
	for (int k = 0; k < TEXTURES; k++) {
		l->tex[k] = SDL_CreateTexture(r, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STREAMING, w, h);
		if (l->tex[k] == NULL) {
			drop_textures(l);
			return false;
		}
		SDL_SetTextureBlendMode(l->tex[k], SDL_BLENDMODE_BLEND);
		SDL_SetTextureScaleMode(l->tex[k], SDL_ScaleModeNearest);
	}
	return true;
}

/* r's layer, made now if it has none and a slot is free, fitted to its
 * output; NULL when it cannot paint (a slot taken for nothing is given
 * back). */
static layer *layer_for(SDL_Renderer *r)
{
	layer *l = find(r);
	bool made = l == NULL && (l = find(NULL)) != NULL;
	if (made)
		l->r = r;
	if (l != NULL && fit(l, r))
		return l;
	if (made)
		pixel_layer_release(r);
	return NULL;
}

/* A triangle of b, or two making a quad (batch_polygon's fan: p0 p1 p2,
 * p0 p2 p3) of one colour, convex: painted as one. */
typedef struct piece {
	vec2s p[4];
	int n;      /* corners */
	size_t end; /* the vertex after it */
	rgba8 c;
	float area;
	bool flat; /* one colour */
	rgba8 cs[3]; /* a triangle's corners' colours */
} piece;

static bool same_colour(const batch_vertex *a, const batch_vertex *b)
{
	return a->r == b->r && a->g == b->g && a->b == b->b && a->a == b->a;
}

static bool same(const batch_vertex *a, const batch_vertex *b)
{
	return a->x == b->x && a->y == b->y && same_colour(a, b);
}

static float cross(vec2s o, vec2s a, vec2s b)
{
	return (a.x - o.x) * (b.y - o.y) - (b.x - o.x) * (a.y - o.y);
}

static bool convex(const vec2s *p)
{
	float c0 = cross(p[0], p[1], p[2]), c1 = cross(p[1], p[2], p[3]),
	      c2 = cross(p[2], p[3], p[0]), c3 = cross(p[3], p[0], p[1]);
	return (c0 >= 0.0f && c1 >= 0.0f && c2 >= 0.0f && c3 >= 0.0f) ||
	       (c0 <= 0.0f && c1 <= 0.0f && c2 <= 0.0f && c3 <= 0.0f);
}

static vec2s at(const batch_vertex *v)
{
	return (vec2s){{v->x, v->y}};
}

/* True when the triangle at vertex k may be a quad's first with the next
 * (batch_polygon's fan, one colour; convex or not): when false, a piece
 * ends with it, however the triangles before were paired. */
static bool may_pair(const batch *b, size_t k)
{
	const batch_vertex *v = &b->v[k];
	return k + 6 <= b->count && same_colour(&v[1], &v[0]) && same_colour(&v[2], &v[0]) &&
	       same(&v[3], &v[0]) && same(&v[4], &v[2]) && same_colour(&v[5], &v[0]);
}

/* The piece of b at vertex k, its area left 0 (painting every piece
 * needs none). A triangle shaded from corner to corner (a glow) is drawn
 * as geometry (flat: false); one of one colour may be painted. */
static inline void piece_read(const batch *b, size_t k, piece *q)
{
	const batch_vertex *v = &b->v[k];
	q->p[0] = at(&v[0]);
	q->p[1] = at(&v[1]);
	q->p[2] = at(&v[2]);
	q->n = 3;
	q->end = k + 3;
	q->c = (rgba8){v[0].r, v[0].g, v[0].b, v[0].a};
	q->area = 0.0f;
	q->flat = same_colour(&v[1], &v[0]) && same_colour(&v[2], &v[0]);
	if (q->flat && may_pair(b, k)) {
		q->p[3] = at(&v[5]);
		if (convex(q->p)) {
			q->n = 4;
			q->end = k + 6;
		}
	} else if (!q->flat) {
		for (int i = 0; i < 3; i++)
			q->cs[i] = (rgba8){v[i].r, v[i].g, v[i].b, v[i].a};
	}
}

/* The piece of b at vertex k, with its area. */
static piece piece_at(const batch *b, size_t k)
{
	piece q;
	piece_read(b, k, &q);
	q.area = 0.5f * fabsf(cross(q.p[0], q.p[1], q.p[2]));
	if (q.n == 4)
		q.area += 0.5f * fabsf(cross(q.p[0], q.p[2], q.p[3]));
	return q;
}

/* A piece covering few pixels, however long: a line. Painting costs a
 * row's step for each of its rows and a pixel's for each pixel. */
static bool small(const piece *q)
{
	return q->flat && q->area < PIXEL_LAYER_AREA * (float)(q->n - 2);
}

/* A piece painted once the canvas is in use: any up to
 * PIXEL_LAYER_PAINT_MAX pixels, of one colour or a shaded triangle. Sent
 * as geometry over painted pixels it would cost the canvas's upload and
 * fill once more (a larger actor among a crowd, a footprint's fill, the
 * player's glow, a coin's shine). */
static bool paintable(const piece *q)
{
	return q->area < PIXEL_LAYER_PAINT_MAX * (float)(q->n - 2);
}

/* True when b's small triangles are worth painting: the canvas's fixed
 * cost (the upload and fill of the rectangle they span) is about what
 * llvmpipe spends on a small triangle for each PIXEL_LAYER_SPAN_PER
 * pixels of it, so a full window wants PIXEL_LAYER_MIN of them and the
 * minimap's panel some hundreds. */
static bool worth_painting(const batch *b)
{
	size_t n = 0;
	float x0 = 1e30f, y0 = 1e30f, x1 = -1e30f, y1 = -1e30f;
	for (size_t k = 0; k + 2 < b->count;) {
		piece q = piece_at(b, k);
		if (small(&q)) {
			n += (size_t)(q.n - 2);
			if (n >= PIXEL_LAYER_MIN)
				return true; /* whatever they span */
			/* Compared, not fminf and fmaxf: libm calls, not inlined. */
			for (int i = 0; i < q.n; i++) {
				x0 = q.p[i].x < x0 ? q.p[i].x : x0;
				x1 = q.p[i].x > x1 ? q.p[i].x : x1;
				y0 = q.p[i].y < y0 ? q.p[i].y : y0;
				y1 = q.p[i].y > y1 ? q.p[i].y : y1;
			}
		}
		k = q.end;
	}
	if (n < PIXEL_LAYER_FEWEST)
		return false;
	float span = (x1 - x0 + 1.0f) * (y1 - y0 + 1.0f);
	return n >= PIXEL_LAYER_MIN || (float)n * PIXEL_LAYER_SPAN_PER >= span;
}

/* True when q may cover a pixel painted on c: its box first. */
static bool on_painted(pixel_canvas *c, const piece *q)
{
	pixel_canvas_finish(c);
	if (!pixel_canvas_dirty(c))
		return false;
	float x0 = q->p[0].x, x1 = x0, y0 = q->p[0].y, y1 = y0;
	for (int k = 1; k < q->n; k++) {
		x0 = q->p[k].x < x0 ? q->p[k].x : x0;
		x1 = q->p[k].x > x1 ? q->p[k].x : x1;
		y0 = q->p[k].y < y0 ? q->p[k].y : y0;
		y1 = q->p[k].y > y1 ? q->p[k].y : y1;
	}
	return x0 < (float)c->x1 && x1 + 1.0f > (float)c->x0 && y0 < (float)c->y1 &&
	       y1 + 1.0f > (float)c->y0 && pixel_canvas_painted_under(c, q->p, q->n);
}

static void paint_piece(layer *l, const piece *q, bool blend)
{
	if (q->flat) {
		pixel_canvas_polygon(&l->canvas, q->p, q->n, in_order(q->c, l->based), blend);
		return;
	}
	rgba8 cs[3];
	for (int k = 0; k < 3; k++)
		cs[k] = in_order(q->cs[k], l->based);
	pixel_canvas_shaded(&l->canvas, q->p, cs, blend);
}

/* A shape made on the side thread, or (made: false) the vertex of a
 * piece the caller paints itself: a shaded one, whose colours the canvas
 * keeps. */
typedef struct made {
	pixel_canvas_shape s;
	size_t at;
	bool made;
} made;

/* The chunks a batch's second half is made in, each by whichever thread
 * takes it next. */
#define MAKE_CHUNKS 8

/* The pieces of b from vertex edge[0] to edge[MAKE_CHUNKS] made into
 * shapes for c: chunk k's pieces, from vertex edge[k] to edge[k + 1],
 * into n[k] entries of out from out[(edge[k] - edge[0]) / 3]. */
typedef struct make_job {
	const batch *b;
	const pixel_canvas *c;
	size_t edge[MAKE_CHUNKS + 1];
	bool blend, blue_first;
	made *out;
	size_t n[MAKE_CHUNKS];
	atomic_int next; /* the first chunk no thread has taken */
} make_job;

static void make_chunk(make_job *j, int k)
{
	made *out = &j->out[(j->edge[k] - j->edge[0]) / 3];
	size_t n = 0;
	for (size_t v = j->edge[k]; v + 2 < j->edge[k + 1];) {
		piece q;
		piece_read(j->b, v, &q);
		made *m = &out[n];
		m->at = v;
		m->made = q.flat && pixel_canvas_shape_make(j->c, q.p, q.n, in_order(q.c, j->blue_first),
		                                           j->blend, &m->s);
		n += !q.flat || m->made;
		v = q.end;
	}
	j->n[k] = n;
}

static void make_shapes(void *ctx)
{
	make_job *j = ctx;
	for (int k; (k = atomic_fetch_add(&j->next, 1)) < MAKE_CHUNKS;)
		make_chunk(j, k);
}

/* Many shapes wait: painted on the canvas's thread while the caller
 * makes the next batch. */
static void paint_ahead(layer *l)
{
	if (l->canvas.queued >= PIXEL_CANVAS_SPLIT)
		pixel_canvas_paint_ahead(&l->canvas);
}

/* The first vertex of b from vertex k on where a piece begins however b
 * is read into pieces (the triangle before cannot pair with it), or
 * b->count. */
static size_t piece_start(const batch *b, size_t k)
{
	k = k / 3 * 3;
	while (k >= 3 && k < b->count && may_pair(b, k - 3))
		k += 3;
	return k >= 3 && k < b->count ? k : b->count;
}

/* Paints every piece of b, in order. A batch of PIXEL_CANVAS_SPLIT
 * triangles or more has its second half's shapes made in chunks by a
 * thread of the layer's own while the caller makes and queues the
 * first's, and by the caller then, each taking the next chunk: the
 * shapes are those one thread makes, queued in the same order. */
static void paint_all(layer *l, const batch *b, bool blend)
{
	size_t mid = b->count / 3 >= PIXEL_CANVAS_SPLIT ? piece_start(b, b->count / 2) : b->count;
	if (mid < b->count)
		side_thread_once(&l->side, &l->side_tried);
	void *mem = l->made;
	make_job j = {.b = b, .c = &l->canvas, .blend = blend, .blue_first = l->based};
	bool split = mid < b->count && l->side != NULL &&
	             grow(&mem, &l->made_cap, (b->count - mid) / 3, sizeof *l->made, 1024);
	if (split) {
		l->made = mem;
		j.out = l->made;
		j.edge[0] = mid;
		for (int k = 1; k <= MAKE_CHUNKS; k++) {
			size_t at = piece_start(b, mid + (b->count - mid) * (size_t)k / MAKE_CHUNKS);
			j.edge[k] = at > j.edge[k - 1] ? at : j.edge[k - 1];
		}
		atomic_init(&j.next, 0);
		split = side_thread_start(l->side, make_shapes, &j);
	}
	size_t end = split ? mid : b->count;
	for (size_t k = 0; k + 2 < end;) {
		piece q;
		piece_read(b, k, &q);
		paint_piece(l, &q, blend);
		k = q.end;
	}
	if (split) {
		/* The chunks left, rather than wait (all of them, when the
		 * thread has not begun: the wait takes its job back). */
		make_shapes(&j);
		side_thread_wait(l->side);
		for (int k = 0; k < MAKE_CHUNKS; k++) {
			const made *out = &j.out[(j.edge[k] - j.edge[0]) / 3];
			for (size_t i = 0; i < j.n[k]; i++) {
				if (out[i].made) {
					pixel_canvas_queue(&l->canvas, &out[i].s);
					continue;
				}
				piece q;
				piece_read(b, out[i].at, &q);
				paint_piece(l, &q, blend);
			}
		}
	}
	paint_ahead(l);
}

void pixel_layer_draw(SDL_Renderer *r, const batch *b, SDL_BlendMode blend)
{
	layer *l = find(r);
	/* A canvas holding paint goes out this frame anyway: what this batch
	 * paints on it comes at no fixed cost. */
	bool painting = l != NULL && (l->expected || pixel_canvas_dirty(&l->canvas));
	bool paints = (blend == SDL_BLENDMODE_NONE || blend == SDL_BLENDMODE_BLEND) &&
	              (painting || worth_painting(b));
	if (paints && !painting)
		l = layer_for(r);
	if (l == NULL) {
		batch_draw(r, b, blend);
		return;
	}
	if (paints && l->based) {
		/* Over a whole picture every shape is painted: one drawn as
		 * geometry would send that picture out first. */
		paint_all(l, b, blend == SDL_BLENDMODE_BLEND);
		return;
	}
	batch_clear(&l->geo);
	for (size_t k = 0; k + 2 < b->count;) {
		piece q = piece_at(b, k);
		/* Over a whole picture every shape is painted: one drawn as
		 * geometry would send that picture out first. */
		if (paints && (l->based || paintable(&q))) {
			paint_piece(l, &q, blend == SDL_BLENDMODE_BLEND);
			k = q.end;
			continue;
		}
		if (on_painted(&l->canvas, &q)) {
			batch_draw(r, &l->geo, blend);
			batch_clear(&l->geo);
			pixel_layer_flush(r);
		}
		if (!paints && !pixel_canvas_dirty(&l->canvas) && l->geo.count == 0) {
			/* Nothing painted waits: the rest as it is. */
			batch_draw(r, &(batch){&b->v[k], b->count - k, 0, false}, blend);
			return;
		}
		batch_vertices(&l->geo, &b->v[k], q.end - k);
		k = q.end;
	}
	batch_draw(r, &l->geo, blend);
	paint_ahead(l);
}

/* One quad a run of painted tiles along a row of tiles, textured with t:
 * the unpainted rest of the canvas costs no fill. Each is cut to the
 * painted pixels' bounds, the part of t uploaded this time: beyond them, in
 * a tile partly outside, t still holds what it was given a few frames
 * before. On the desktop drawn by the program that only reads the texel
 * (gl_copy_texture_rects), which costs llvmpipe less a pixel than SDL's. */
static void draw_tiles(SDL_Renderer *r, layer *l, SDL_Texture *t)
{
	const pixel_canvas *c = &l->canvas;
	size_t n = 0, most = (size_t)((c->tiles_w + 1) / 2) * (size_t)c->tiles_h;
	void *mem = l->runs;
	if (!grow(&mem, &l->run_cap, most, sizeof *l->runs, 256)) {
		SDL_RenderCopy(r, t, NULL, NULL);
		return;
	}
	l->runs = mem;
	for (int ty = c->y0 / PIXEL_CANVAS_TILE; ty * PIXEL_CANVAS_TILE < c->y1; ty++) {
		const uint8_t *row = &c->tile[ty * c->tiles_w];
		for (int tx = c->x0 / PIXEL_CANVAS_TILE; tx * PIXEL_CANVAS_TILE < c->x1;) {
			if (row[tx] == 0) {
				tx++;
				continue;
			}
			int end = tx + 1;
			while (end * PIXEL_CANVAS_TILE < c->x1 && row[end] != 0)
				end++;
			float x0 = fmaxf((float)(tx * PIXEL_CANVAS_TILE), (float)c->x0);
			float y0 = fmaxf((float)(ty * PIXEL_CANVAS_TILE), (float)c->y0);
			float x1 = fminf((float)(end * PIXEL_CANVAS_TILE), (float)c->x1);
			float y1 = fminf((float)((ty + 1) * PIXEL_CANVAS_TILE), (float)c->y1);
			l->runs[n++] = (SDL_FRect){x0, y0, x1 - x0, y1 - y0};
			tx = end;
		}
	}
	if (gl_copy_texture_rects(r, t, l->runs, (int)n))
		return;
	mem = l->quads;
	if (!grow(&mem, &l->quad_cap, 6 * n, sizeof *l->quads, 1024)) {
		SDL_RenderCopy(r, t, NULL, NULL);
		return;
	}
	l->quads = mem;
	float fw = (float)c->w, fh = (float)c->h;
	for (size_t i = 0; i < n; i++) {
		float x0 = l->runs[i].x, y0 = l->runs[i].y;
		float x1 = x0 + l->runs[i].w, y1 = y0 + l->runs[i].h;
		SDL_Vertex q[4] = {{{x0, y0}, {255, 255, 255, 255}, {x0 / fw, y0 / fh}},
		                   {{x1, y0}, {255, 255, 255, 255}, {x1 / fw, y0 / fh}},
		                   {{x1, y1}, {255, 255, 255, 255}, {x1 / fw, y1 / fh}},
		                   {{x0, y1}, {255, 255, 255, 255}, {x0 / fw, y1 / fh}}};
		const int fan[6] = {0, 1, 2, 0, 2, 3};
		for (int k = 0; k < 6; k++)
			l->quads[6 * i + (size_t)k] = q[fan[k]];
	}
	SDL_RenderGeometry(r, t, l->quads, (int)(6 * n), NULL, 0);
}

/* The canvas's whole picture, blue first, over r's output, unblended: on
 * the desktop its rows copied as they are; else (the browser) uploaded to
 * a texture of that order, which SDL's GLES2 renderer reads as it is,
 * and drawn. */
static void copy_whole(SDL_Renderer *r, layer *l)
{
	const pixel_canvas *c = &l->canvas;
	if (gl_copy_pixels(r, c->px, c->w, c->h))
		return;
	if (l->whole == NULL) {
		l->whole = SDL_CreateTexture(r, SDL_PIXELFORMAT_BGRA32, SDL_TEXTUREACCESS_STREAMING, c->w,
		                             c->h);
		if (l->whole == NULL)
			return;
		SDL_SetTextureBlendMode(l->whole, SDL_BLENDMODE_NONE);
		SDL_SetTextureScaleMode(l->whole, SDL_ScaleModeNearest);
	}
	SDL_UpdateTexture(l->whole, NULL, c->px, c->w * (int)sizeof *c->px);
	if (!gl_copy_texture(r, l->whole, NULL))
		SDL_RenderCopy(r, l->whole, NULL, NULL);
}

bool pixel_layer_picture(SDL_Renderer *r, const pixel_canvas_picture *p)
{
	layer *l = layer_for(r);
	if (l == NULL)
		return false;
	pixel_canvas_picture q = *p;
	for (int k = 0; k < PIXEL_CANVAS_SHADES; k++)
		q.colour[k] = in_order(p->colour[k], l->based);
	pixel_canvas_paint_picture(&l->canvas, &q);
	paint_ahead(l);
	return true;
}

void pixel_layer_expect(SDL_Renderer *r)
{
	layer *l = layer_for(r);
	if (l != NULL)
		l->expected = true;
}

void pixel_layer_flush(SDL_Renderer *r)
{
	layer *l = find(r);
	if (l != NULL)
		l->expected = false;
	if (l == NULL || !pixel_canvas_dirty(&l->canvas) || l->tex[0] == NULL)
		return;
	pixel_canvas *c = &l->canvas;
	pixel_canvas_finish(c);
	if (c->x1 <= c->x0)
		return;
	if (l->based) {
		copy_whole(r, l);
		l->based = false;
	} else {
		SDL_Rect box = {c->x0, c->y0, c->x1 - c->x0, c->y1 - c->y0};
		SDL_Texture *t = l->tex[l->next];
		l->next = (l->next + 1) % TEXTURES;
		SDL_UpdateTexture(t, &box, &c->px[(size_t)c->y0 * (size_t)c->w + (size_t)c->x0],
		                  c->w * (int)sizeof *c->px);
		draw_tiles(r, l, t);
	}
	pixel_canvas_clear(c);
}

bool pixel_layer_worth(const batch *b)
{
	return worth_painting(b);
}

/* Keeps the canvas's pixels under key: a camera standing still repaints
 * no floor. */
static void keep(layer *l, const float *key, size_t n)
{
	const pixel_canvas *c = &l->canvas;
	size_t px = (size_t)c->w * (size_t)c->h;
	void *mem = l->kept;
	if (!grow(&mem, &l->kept_cap, px, sizeof *l->kept, 4096))
		return;
	l->kept = mem;
	memcpy(l->kept, c->px, px * sizeof *l->kept);
	still_key_set(&l->kept_key, key, n);
}

bool pixel_layer_base(SDL_Renderer *r, rgba8 backdrop, const float *key, size_t n,
                      pixel_layer_fill_fn *fill, void *ctx)
{
	if (n == 0 || n + 2 > STILL_KEY_FLOATS)
		return false;
	pixel_layer_flush(r);
	layer *l = layer_for(r);
	if (l == NULL)
		return false;
	pixel_canvas *c = &l->canvas;
	/* A size is part of the key: a canvas refitted drops what was kept. */
	float sized[STILL_KEY_FLOATS];
	memcpy(sized, key, n * sizeof *key);
	sized[n] = (float)c->w;
	sized[n + 1] = (float)c->h;
	n += 2;
	l->based = true;
	bool again = still_key_again(&l->seen, sized, n);
	if (still_key_is(&l->kept_key, sized, n)) {
		pixel_canvas_set(c, l->kept);
		return true;
	}
	pixel_canvas_fill(c, in_order(backdrop, true));
	batch_clear(&l->geo);
	fill(&l->geo, ctx);
	paint_all(l, &l->geo, true);
	batch_clear(&l->geo);
	pixel_canvas_finish(c);
	/* Kept once the same key comes a second frame running. */
	if (again)
		keep(l, sized, n);
	return true;
}

void pixel_layer_release(SDL_Renderer *r)
{
	layer *l = r != NULL ? find(r) : NULL;
	if (l == NULL)
		return;
	drop_textures(l);
	pixel_canvas_free(&l->canvas);
	free(l->quads);
	free(l->runs);
	free(l->geo.v);
	free(l->kept);
	free(l->made);
	side_thread_free(l->side);
	*l = (layer){0};
}
