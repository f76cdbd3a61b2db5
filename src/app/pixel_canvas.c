/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "pixel_canvas.h"

#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "grow.h"
#include "side_thread.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Rows a band holds: 16 rows of a 1280 pixel window are 80 kB. */
#define BAND 16

/* Exchanges the values of a and b, of type type. */
#define SWAP(type, a, b)                                                                           \
	do {                                                                                       \
		type swapped_ = (a);                                                               \
		(a) = (b);                                                                         \
		(b) = swapped_;                                                                    \
	} while (0)

static void wait_ahead(pixel_canvas *c);

/* Nothing waits to be painted any more (the band lists' counts aside). */
static void nothing_waits(pixel_canvas *c)
{
	c->queued = 0;
	c->queued_px = 0;
	c->shadings = 0;
	c->pictures = 0;
	c->under = PIXEL_CANVAS_UNDER_NONE;
}

/* Frees band lists (cap of them) and the colours and pictures their
 * shapes point to. */
static void free_lists(pixel_canvas_band *band, size_t cap, pixel_canvas_shading *shading,
                       pixel_canvas_picture *picture)
{
	for (size_t k = 0; k < cap; k++)
		free(band[k].s);
	free(band);
	free(shading);
	free(picture);
}

bool pixel_canvas_size(pixel_canvas *c, int w, int h)
{
	wait_ahead(c);
	if (w <= 0 || h <= 0)
		w = h = 0;
	void *p = c->px;
	size_t n = (size_t)w * (size_t)h;
	if (!grow(&p, &c->cap, n ? n : 1, sizeof *c->px, 4096)) {
		w = h = 0;
		n = 0;
	}
	c->px = p;
	size_t bands = (size_t)(h + BAND - 1) / BAND;
	void *b = c->band;
	size_t had = c->band_cap;
	if (!grow(&b, &c->band_cap, bands, sizeof *c->band, 64)) {
		w = h = 0;
		n = bands = 0;
	} else {
		c->band = b;
		memset(c->band + had, 0, (c->band_cap - had) * sizeof *c->band);
	}
	for (size_t k = 0; k < c->band_cap; k++)
		c->band[k].n = 0;
	int tw = (w + PIXEL_CANVAS_TILE - 1) / PIXEL_CANVAS_TILE,
	    th = (h + PIXEL_CANVAS_TILE - 1) / PIXEL_CANVAS_TILE;
	void *t = c->tile;
	if (!grow(&t, &c->tile_cap, (size_t)tw * (size_t)th + 1, 1, 1024)) {
		w = h = tw = th = 0;
		n = bands = 0;
	}
	c->tile = t;
	void *st = c->stale;
	if (!grow(&st, &c->stale_cap, (size_t)th + 1, 1, 64)) {
		w = h = tw = th = 0;
		n = bands = 0;
	}
	c->stale = st;
	c->tiles_w = tw;
	c->tiles_h = th;
	if (c->tile != NULL)
		memset(c->tile, 0, (size_t)tw * (size_t)th);
	if (c->stale != NULL)
		memset(c->stale, 0, (size_t)th);
	c->bands = bands;
	nothing_waits(c);
	c->w = w;
	c->h = h;
	if (n > 0)
		memset(c->px, 0, n * sizeof *c->px);
	c->x0 = c->y0 = c->x1 = c->y1 = 0;
	return w == 0 || c->px != NULL;
}

/* True when some pixel is painted. */
static bool painted(const pixel_canvas *c)
{
	return c->x1 > c->x0 && c->y1 > c->y0;
}

static bool ahead_running(const pixel_canvas *c);

bool pixel_canvas_dirty(const pixel_canvas *c)
{
	return c->queued > 0 || ahead_running(c) || painted(c);
}

static void free_ahead(pixel_canvas *c);

void pixel_canvas_free(pixel_canvas *c)
{
	free_ahead(c);
	free(c->px);
	free(c->tile);
	free(c->stale);
	free_lists(c->band, c->band_cap, c->shading, c->picture);
	side_thread_free(c->side);
	*c = (pixel_canvas){0};
}

void pixel_canvas_clear(pixel_canvas *c)
{
	pixel_canvas_finish(c);
	if (!painted(c))
		return;
	if (c->x0 == 0 && c->y0 == 0 && c->x1 == c->w && c->y1 == c->h) {
		/* A whole picture (a base): a tile's rows are zeroed when a
		 * finish paints there, on two threads, and never when the next
		 * frame's base covers them again. */
		memset(c->tile, 0, (size_t)c->tiles_w * (size_t)c->tiles_h);
		memset(c->stale, 1, (size_t)c->tiles_h);
		c->x0 = c->y0 = c->x1 = c->y1 = 0;
		return;
	}
	for (int ty = c->y0 / PIXEL_CANVAS_TILE; ty * PIXEL_CANVAS_TILE < c->y1; ty++)
		for (int tx = c->x0 / PIXEL_CANVAS_TILE; tx * PIXEL_CANVAS_TILE < c->x1; tx++) {
			uint8_t *t = &c->tile[ty * c->tiles_w + tx];
			if (*t == 0)
				continue;
			*t = 0;
			int x = tx * PIXEL_CANVAS_TILE, y0 = ty * PIXEL_CANVAS_TILE;
			int wide = c->w - x < PIXEL_CANVAS_TILE ? c->w - x : PIXEL_CANVAS_TILE;
			for (int y = y0; y < y0 + PIXEL_CANVAS_TILE && y < c->h; y++)
				memset(&c->px[(size_t)y * (size_t)c->w + (size_t)x], 0,
				       (size_t)wide * sizeof *c->px);
		}
	c->x0 = c->y0 = c->x1 = c->y1 = 0;
}

/* over() of an opaque d: the general case's sums with d.a = 255, the
 * divisor a constant (a floor and a crowd under a translucent overlay). */
static inline rgba8 over_opaque(rgba8 d, rgba8 col)
{
	unsigned a = col.a, keep = 255u * (255u - a);
	return (rgba8){(uint8_t)((col.r * a * 255u + d.r * keep + 32512u) / 65025u),
	               (uint8_t)((col.g * a * 255u + d.g * keep + 32512u) / 65025u),
	               (uint8_t)((col.b * a * 255u + d.b * keep + 32512u) / 65025u), 255};
}

/* d with col blended over it: SDL's blend of col over d, then of the
 * result over any picture, equals col's over d's over that picture. */
static rgba8 over(rgba8 d, rgba8 col)
{
	if (d.a == 0)
		return col;
	if (d.a == 255)
		return over_opaque(d, col);
	unsigned a = col.a, keep = (unsigned)d.a * (255u - a); /* d's share, times 255 */
	unsigned out = a * 255u + keep;                         /* alpha, times 255 */
	rgba8 r;
	r.r = (uint8_t)((col.r * a * 255u + d.r * keep + out / 2u) / out);
	r.g = (uint8_t)((col.g * a * 255u + d.g * keep + out / 2u) / out);
	r.b = (uint8_t)((col.b * a * 255u + d.b * keep + out / 2u) / out);
	r.a = (uint8_t)((out + 127u) / 255u);
	return r;
}

typedef pixel_canvas_shape shape;

/* The first pixel whose centre is at or after v (a window coordinate). */
static int first_centre(float v)
{
	v -= 0.5f;
	if (!(v > -1e6f))
		return -1000000;
	if (!(v < 1e6f))
		return 1000000;
	int i = (int)v;
	return (float)i < v ? i + 1 : i;
}

/* first_centre(v) held to [0, w]: v held first (the first centre is
 * monotonic in v, and whole numbers are their own). */
static int first_centre_in(float v, int w)
{
	v -= 0.5f;
	v = v > 0.0f ? v : 0.0f;
	v = v < (float)w ? v : (float)w;
	int i = (int)v;
	return (float)i < v ? i + 1 : i;
}

static float centre(int i)
{
	return (float)i + 0.5f;
}

static int clamp(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* The bounds of a polygon's corners on GL's grid. */
typedef struct bounds {
	float top, bottom, left, right;
} bounds;

#if defined(__SSE2__)
/* snap() of four values at once: the same sums, so the same floats. */
static inline __m128 snap4(__m128 v)
{
	const __m128 sign = _mm_set1_ps(-0.0f);
	v = _mm_mul_ps(v, _mm_set1_ps(256.0f));
	__m128 a = _mm_andnot_ps(sign, v);
	__m128 t = _mm_cvtepi32_ps(_mm_cvttps_epi32(a));
	__m128 up = _mm_and_ps(_mm_cmpge_ps(_mm_sub_ps(a, t), _mm_set1_ps(0.5f)), _mm_set1_ps(1.0f));
	__m128 r = _mm_or_ps(_mm_add_ps(t, up), _mm_and_ps(sign, v));
	__m128 small = _mm_cmplt_ps(a, _mm_set1_ps(8388608.0f));
	r = _mm_or_ps(_mm_and_ps(small, r), _mm_andnot_ps(small, v));
	return _mm_mul_ps(r, _mm_set1_ps(1.0f / 256.0f));
}

static inline float least4(__m128 v)
{
	v = _mm_min_ps(v, _mm_shuffle_ps(v, v, _MM_SHUFFLE(2, 3, 0, 1)));
	return _mm_cvtss_f32(_mm_min_ps(v, _mm_shuffle_ps(v, v, _MM_SHUFFLE(1, 0, 3, 2))));
}

static inline float most4(__m128 v)
{
	v = _mm_max_ps(v, _mm_shuffle_ps(v, v, _MM_SHUFFLE(2, 3, 0, 1)));
	return _mm_cvtss_f32(_mm_max_ps(v, _mm_shuffle_ps(v, v, _MM_SHUFFLE(1, 0, 3, 2))));
}

/* s's edges from p's n corners (3 or 4, finite), snapped, and their
 * bounds: the four edges at once, a triangle's first corner standing in
 * for its fourth in the bounds. */
static inline bool edges_of(const vec2s *p, int n, shape *s, bounds *b)
{
	int last = n == 4 ? 3 : 0;
	__m128 x = _mm_setr_ps(p[0].x, p[1].x, p[2].x, p[last].x),
	       y = _mm_setr_ps(p[0].y, p[1].y, p[2].y, p[last].y);
	__m128 zero = _mm_setzero_ps();
	__m128 finite = _mm_and_ps(_mm_cmpeq_ps(_mm_sub_ps(x, x), zero),
	                           _mm_cmpeq_ps(_mm_sub_ps(y, y), zero));
	if (_mm_movemask_ps(finite) != 15)
		return false;
	x = snap4(x);
	y = snap4(y);
	/* Edge k runs from corner k to the next; a triangle's lane 3, from
	 * its first corner to itself, is emptied below. */
	__m128 nx = _mm_shuffle_ps(x, x, _MM_SHUFFLE(0, 3, 2, 1)),
	       ny = _mm_shuffle_ps(y, y, _MM_SHUFFLE(0, 3, 2, 1));
	__m128 turn = _mm_or_ps(_mm_cmplt_ps(ny, y),
	                        _mm_and_ps(_mm_cmpeq_ps(ny, y), _mm_cmplt_ps(nx, x)));
	__m128 ax = _mm_or_ps(_mm_and_ps(turn, nx), _mm_andnot_ps(turn, x)),
	       ay = _mm_or_ps(_mm_and_ps(turn, ny), _mm_andnot_ps(turn, y)),
	       bx = _mm_or_ps(_mm_and_ps(turn, x), _mm_andnot_ps(turn, nx)),
	       by = _mm_or_ps(_mm_and_ps(turn, y), _mm_andnot_ps(turn, ny));
	__m128 slope = _mm_and_ps(_mm_cmpgt_ps(by, ay),
	                          _mm_div_ps(_mm_sub_ps(bx, ax), _mm_sub_ps(by, ay)));
	__m128 keep = n == 4 ? _mm_castsi128_ps(_mm_set1_epi32(-1))
	                     : _mm_castsi128_ps(_mm_setr_epi32(-1, -1, -1, 0));
	_mm_storeu_ps(s->x, _mm_and_ps(keep, ax));
	_mm_storeu_ps(s->y, _mm_and_ps(keep, ay));
	_mm_storeu_ps(s->bottom, _mm_and_ps(keep, by));
	_mm_storeu_ps(s->slope, _mm_and_ps(keep, slope));
	*b = (bounds){least4(y), most4(y), least4(x), most4(x)};
	return true;
}
#else
static void swap(vec2s *a, vec2s *b)
{
	vec2s t = *a;
	*a = *b;
	*b = t;
}

/* Edge k of s: from a to b, whichever is higher first. */
static void edge_of(shape *s, int k, vec2s a, vec2s b)
{
	if (b.y < a.y || (b.y == a.y && b.x < a.x))
		swap(&a, &b);
	s->x[k] = a.x;
	s->y[k] = a.y;
	s->bottom[k] = b.y;
	s->slope[k] = b.y > a.y ? (b.x - a.x) / (b.y - a.y) : 0.0f;
}

/* roundf's value (halves away from zero), inline: libm's is a call, and
 * a shape takes eight. Below 2^23 a float's fraction is exact to take. */
static float round_half_away(float v)
{
	float a = fabsf(v);
	if (!(a < 8388608.0f))
		return v; /* a whole number already, an infinity or NaN */
	float t = (float)(int32_t)a;
	return copysignf(a - t >= 0.5f ? t + 1.0f : t, v);
}

/* p on GL's grid of subpixels (llvmpipe's: 1/256 pixel), where it
 * decides which pixels an edge through their centres goes to. */
static vec2s snap(vec2s p)
{
	return (vec2s){{round_half_away(p.x * 256.0f) / 256.0f,
	                round_half_away(p.y * 256.0f) / 256.0f}};
}

static inline bool edges_of(const vec2s *p, int n, shape *s, bounds *b)
{
	vec2s q[PIXEL_CANVAS_CORNERS] = {0};
	for (int k = 0; k < n; k++) {
		if (!isfinite(p[k].x) || !isfinite(p[k].y))
			return false;
		q[k] = snap(p[k]);
	}
	*b = (bounds){q[0].y, q[0].y, q[0].x, q[0].x};
	for (int k = 0; k < n; k++) {
		edge_of(s, k, q[k], q[(k + 1) % n]);
		b->top = q[k].y < b->top ? q[k].y : b->top;
		b->bottom = q[k].y > b->bottom ? q[k].y : b->bottom;
		b->left = q[k].x < b->left ? q[k].x : b->left;
		b->right = q[k].x > b->right ? q[k].x : b->right;
	}
	for (int k = n; k < PIXEL_CANVAS_CORNERS; k++) /* crosses no row */
		s->x[k] = s->y[k] = s->bottom[k] = s->slope[k] = 0.0f;
	return true;
}
#endif

/* s for the polygon p (n corners) on a canvas of w by h pixels; false
 * when it covers no row of it, or a corner is not a number or infinite. */
static inline bool shape_in(int w, int h, const vec2s *p, int n, shape *s)
{
	bounds b;
	if (n < 3 || n > PIXEL_CANVAS_CORNERS || !edges_of(p, n, s, &b))
		return false;
	s->w = first_centre_in(b.right, w) - first_centre_in(b.left, w) + 1;
	/* GL's rows count up from the bottom: the edge it keeps is the lower. */
	int top = first_centre(b.top), bottom = first_centre(b.bottom);
	s->y0 = clamp(top + (centre(top) == b.top), 0, h);
	s->y1 = clamp(bottom + (centre(bottom) == b.bottom), 0, h);
	return b.bottom > b.top && s->y0 < s->y1;
}

/* shape_in for c's size. */
static inline bool shape_of(const pixel_canvas *c, const vec2s *p, int n, shape *s)
{
	return shape_in(c->w, c->h, p, n, s);
}

/* The pixels of row y whose centres s holds: [*x0, *x1), within a canvas
 * w pixels wide. An edge counts from its top's height to just above its
 * bottom's. */
#if defined(__SSE2__)
static inline void span(int w, const shape *s, int y, int *x0, int *x1)
{
	/* The four edges at once: the same sums as one by one below, so the
	 * same floats. */
	__m128 yc = _mm_set1_ps((float)y + 0.5f), top = _mm_loadu_ps(s->y);
	__m128 x = _mm_add_ps(_mm_loadu_ps(s->x),
	                      _mm_mul_ps(_mm_sub_ps(yc, top), _mm_loadu_ps(s->slope)));
	__m128 on = _mm_and_ps(_mm_cmplt_ps(top, yc), _mm_cmple_ps(yc, _mm_loadu_ps(s->bottom)));
	__m128 lo = _mm_or_ps(_mm_and_ps(on, x), _mm_andnot_ps(on, _mm_set1_ps(1e30f)));
	__m128 hi = _mm_or_ps(_mm_and_ps(on, x), _mm_andnot_ps(on, _mm_set1_ps(-1e30f)));
	lo = _mm_min_ps(lo, _mm_shuffle_ps(lo, lo, _MM_SHUFFLE(2, 3, 0, 1)));
	hi = _mm_max_ps(hi, _mm_shuffle_ps(hi, hi, _MM_SHUFFLE(2, 3, 0, 1)));
	lo = _mm_min_ps(lo, _mm_shuffle_ps(lo, lo, _MM_SHUFFLE(1, 0, 3, 2)));
	hi = _mm_max_ps(hi, _mm_shuffle_ps(hi, hi, _MM_SHUFFLE(1, 0, 3, 2)));
	/* first_centre_in of both ends at once. */
	__m128 v = _mm_sub_ps(_mm_unpacklo_ps(lo, hi), _mm_set1_ps(0.5f));
	v = _mm_min_ps(_mm_max_ps(v, _mm_setzero_ps()), _mm_set1_ps((float)w));
	__m128i i = _mm_cvttps_epi32(v);
	i = _mm_sub_epi32(i, _mm_castps_si128(_mm_cmplt_ps(_mm_cvtepi32_ps(i), v)));
	*x0 = _mm_cvtsi128_si32(i);
	*x1 = _mm_comilt_ss(lo, hi) ? _mm_cvtsi128_si32(_mm_shuffle_epi32(i, 1)) : *x0;
}
#else
static inline void span(int w, const shape *s, int y, int *x0, int *x1)
{
	float yc = (float)y + 0.5f, lo = 1e30f, hi = -1e30f;
	for (int k = 0; k < PIXEL_CANVAS_CORNERS; k++) {
		if (s->y[k] < yc && yc <= s->bottom[k]) {
			float x = s->x[k] + (yc - s->y[k]) * s->slope[k];
			lo = x < lo ? x : lo;
			hi = x > hi ? x : hi;
		}
	}
	*x0 = first_centre_in(lo, w);
	*x1 = lo < hi ? first_centre_in(hi, w) : *x0;
}
#endif

/* Pixels painted: [x0, x1) x [y0, y1), empty when x1 <= x0. */
typedef struct rect {
	int x0, y0, x1, y1;
} rect;

static bool rect_empty(rect r)
{
	return r.x1 <= r.x0 || r.y1 <= r.y0;
}

/* Grows r to take in a too. */
static void rect_add(rect *r, rect a)
{
	if (rect_empty(a))
		return;
	if (rect_empty(*r)) {
		*r = a;
		return;
	}
	r->x0 = a.x0 < r->x0 ? a.x0 : r->x0;
	r->y0 = a.y0 < r->y0 ? a.y0 : r->y0;
	r->x1 = a.x1 > r->x1 ? a.x1 : r->x1;
	r->y1 = a.y1 > r->y1 ? a.y1 : r->y1;
}

/* Takes the pixels done into c's painted rectangle. */
static void grow_dirty(pixel_canvas *c, rect done)
{
	rect r = {c->x0, c->y0, c->x1, c->y1};
	rect_add(&r, done);
	c->x0 = r.x0;
	c->y0 = r.y0;
	c->x1 = r.x1;
	c->y1 = r.y1;
}

/* Channel k of g at window point (x, y), rounded to a byte. */
static uint8_t channel(const pixel_canvas_shading *g, int k, float x, float y)
{
	float v = g->at[k] + g->dx[k] * x + g->dy[k] * y + 0.5f;
	return v <= 0.0f ? 0 : v >= 255.0f ? 255 : (uint8_t)v;
}

/* n pixels from p in the colour v: two at a store, unrolled (a floor's
 * rows are long). */
static void fill_run(rgba8 *p, int n, uint32_t v)
{
	uint64_t two = (uint64_t)v << 32 | v;
	int k = 0;
	for (; k + 8 <= n; k += 8) {
		memcpy(&p[k], &two, sizeof two);
		memcpy(&p[k + 2], &two, sizeof two);
		memcpy(&p[k + 4], &two, sizeof two);
		memcpy(&p[k + 6], &two, sizeof two);
	}
	/* The rest, under eight: a crowd's rows are mostly that short. */
	if (n - k >= 4) {
		memcpy(&p[k], &two, sizeof two);
		memcpy(&p[k + 2], &two, sizeof two);
		k += 4;
	}
	if (n - k >= 2) {
		memcpy(&p[k], &two, sizeof two);
		k += 2;
	}
	if (n - k >= 1)
		memcpy(&p[k], &v, sizeof v);
}

#if defined(__SSE2__)
/* over_opaque of four opaque pixels at px, col's channels times its alpha
 * in ca (two pixels' worth of 16-bit lanes) and 255 less its alpha in
 * keep: over_opaque's sum over 65025 is (c a + d (255 - a) + 127) / 255
 * rounded down, worked out as (t + 1 + (t >> 8)) >> 8 for t under 65536
 * (every one of the 2^24 cases checked), in 16-bit lanes. */
static inline void over_opaque4(rgba8 *px, __m128i ca, __m128i keep)
{
	__m128i d = _mm_loadu_si128((const __m128i *)px), zero = _mm_setzero_si128();
	__m128i half[2] = {_mm_unpacklo_epi8(d, zero), _mm_unpackhi_epi8(d, zero)};
	for (int k = 0; k < 2; k++) {
		__m128i t = _mm_add_epi16(_mm_add_epi16(ca, _mm_mullo_epi16(half[k], keep)),
		                          _mm_set1_epi16(127));
		t = _mm_add_epi16(_mm_add_epi16(t, _mm_set1_epi16(1)), _mm_srli_epi16(t, 8));
		half[k] = _mm_srli_epi16(t, 8);
	}
	__m128i out = _mm_or_si128(_mm_packus_epi16(half[0], half[1]),
	                           _mm_set1_epi32((int)0xff000000u));
	_mm_storeu_si128((__m128i *)px, out);
}
#endif

/* col blended over a run of pixels, the case of an opaque pixel under
 * it (a floor, a crowd) inline, four at a time where all four are:
 * col's sums are the same along the run. */
static void blend_run(rgba8 *p, int n, rgba8 col)
{
	int k = 0;
#if defined(__SSE2__)
	unsigned a = col.a;
	__m128i ca = _mm_setr_epi16((short)(col.r * a), (short)(col.g * a), (short)(col.b * a), 0,
	                            (short)(col.r * a), (short)(col.g * a), (short)(col.b * a), 0);
	__m128i keep = _mm_set1_epi16((short)(255u - a));
	__m128i alpha = _mm_set1_epi32((int)0xff000000u);
	for (; k + 4 <= n; k += 4) {
		__m128i d = _mm_loadu_si128((const __m128i *)&p[k]);
		if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(d, alpha), alpha)) == 0xffff) {
			over_opaque4(&p[k], ca, keep);
			continue;
		}
		for (int i = k; i < k + 4; i++)
			p[i] = p[i].a == 255 ? over_opaque(p[i], col) : over(p[i], col);
	}
#endif
	for (; k < n; k++)
		p[k] = p[k].a == 255 ? over_opaque(p[k], col) : over(p[k], col);
}

/* col over the n pixels from p: written where blend is off or col is
 * opaque, else blended. */
static void lay_run(rgba8 *p, int n, rgba8 col, bool blend)
{
	if (blend && col.a != 255) {
		blend_run(p, n, col);
		return;
	}
	uint32_t solid; /* a pixel's four bytes at once */
	memcpy(&solid, &(rgba8){col.r, col.g, col.b, 255}, sizeof solid);
	fill_run(p, n, solid);
}

/* Paints the pixels [x0, x1) of row y (a row of c's pixels) shaded by g.
 * Where g changes only from row to row (a band's fading across the
 * picture: dx exactly 0, so every pixel's channel sums to the same), the
 * row's one colour is worked out once and laid as a run. */
static void paint_shaded(rgba8 *row, int y, int x0, int x1, const pixel_canvas_shading *g,
                         bool blend)
{
	float yc = (float)y + 0.5f;
	if (g->dx[0] == 0.0f && g->dx[1] == 0.0f && g->dx[2] == 0.0f && g->dx[3] == 0.0f) {
		float xc = (float)x0 + 0.5f;
		rgba8 col = {channel(g, 0, xc, yc), channel(g, 1, xc, yc), channel(g, 2, xc, yc),
		             blend ? channel(g, 3, xc, yc) : 255};
		if (!blend || col.a != 0)
			lay_run(&row[x0], x1 - x0, col, blend);
		return;
	}
	for (int x = x0; x < x1; x++) {
		float xc = (float)x + 0.5f;
		rgba8 col = {channel(g, 0, xc, yc), channel(g, 1, xc, yc), channel(g, 2, xc, yc),
		             blend ? channel(g, 3, xc, yc) : 255};
		if (!blend || col.a == 255)
			row[x] = (rgba8){col.r, col.g, col.b, 255};
		else if (col.a != 0)
			row[x] = row[x].a == 255 ? over_opaque(row[x], col) : over(row[x], col);
	}
}

/* Marks the tiles of columns [x0, x1) in rows [y0, y1) painted. */
static void mark_tiles(const pixel_canvas *c, int x0, int y0, int x1, int y1)
{
	for (int ty = y0 / PIXEL_CANVAS_TILE; x0 < x1 && ty <= (y1 - 1) / PIXEL_CANVAS_TILE; ty++)
		for (int tx = x0 / PIXEL_CANVAS_TILE; tx <= (x1 - 1) / PIXEL_CANVAS_TILE; tx++)
			c->tile[ty * c->tiles_w + tx] = 1;
}

/* Paints p's rows from y0 to y1 (rows of c it covers), adding what it
 * painted to done. */
static void paint_picture(const pixel_canvas *c, const pixel_canvas_picture *p, int y0, int y1,
                          rect *done)
{
	int x0 = p->x > 0 ? p->x : 0, x1 = p->x + p->w < c->w ? p->x + p->w : c->w;
	int lo = c->w, hi = 0;
	for (int y = y0; y < y1; y++) {
		const uint8_t *shade = &p->shade[(size_t)(y - p->y) * (size_t)p->w];
		rgba8 *row = &c->px[(size_t)y * (size_t)c->w];
		for (int x = x0; x < x1; x++) {
			unsigned k = shade[x - p->x];
			rgba8 col = p->colour[k < PIXEL_CANVAS_SHADES ? k : 0];
			if (k == 0 || k >= PIXEL_CANVAS_SHADES || (p->blend && col.a == 0))
				continue;
			row[x] = !p->blend || col.a == 255 ? (rgba8){col.r, col.g, col.b, 255}
			                                   : over(row[x], col);
			lo = x < lo ? x : lo;
			hi = x + 1 > hi ? x + 1 : hi;
		}
	}
	mark_tiles(c, lo, y0, hi, y1);
	rect_add(done, (rect){lo, y0, hi, y1});
}

/* Paints q's rows from y0 to y1, adding what it painted to done; a
 * shaded q's colours are shading[q->shading], a picture's
 * pictures[q->picture]. Reads c, writes only those rows' pixels and the
 * tiles they lie in. */
static void paint(const pixel_canvas *c, const pixel_canvas_shading *shading,
                  const pixel_canvas_picture *pictures, const pixel_canvas_shape *q, int y0,
                  int y1, rect *done)
{
	y0 = y0 > q->y0 ? y0 : q->y0;
	y1 = y1 < q->y1 ? y1 : q->y1;
	if (q->picture >= 0) {
		paint_picture(c, &pictures[q->picture], y0, y1, done);
		return;
	}
	const pixel_canvas_shading *g = q->shading >= 0 ? &shading[q->shading] : NULL;
	/* Held here, so that a run's fill is worked out once a shape: the
	 * rows written might otherwise be q's colour. */
	rgba8 col = q->c;
	bool blend = q->blend;
	int lo = c->w, hi = 0;
	for (int y = y0; y < y1; y++) {
		int x0, x1;
		span(c->w, q, y, &x0, &x1);
		rgba8 *row = &c->px[(size_t)y * (size_t)c->w];
		if (g != NULL)
			paint_shaded(row, y, x0, x1, g, blend);
		else
			lay_run(&row[x0], x1 - x0, col, blend);
		lo = x0 < x1 && x0 < lo ? x0 : lo;
		hi = x0 < x1 && x1 > hi ? x1 : hi;
	}
	/* The tiles its rows' runs span, marked once: a convex shape's runs
	 * meet (or a sliver's leave a gap of a pixel, whose tile costs only
	 * a fill of nothing). */
	mark_tiles(c, lo, y0, hi, y1);
	rect_add(done, (rect){lo, y0, hi, y1});
}

/* Zeroes the pixels of tile rows [ty0, ty1] left from a whole picture. */
static void unstale(const pixel_canvas *c, int ty0, int ty1)
{
	for (int ty = ty0; ty <= ty1 && ty < c->tiles_h; ty++) {
		if (c->stale[ty] == 0)
			continue;
		c->stale[ty] = 0;
		int y0 = ty * PIXEL_CANVAS_TILE,
		    y1 = y0 + PIXEL_CANVAS_TILE < c->h ? y0 + PIXEL_CANVAS_TILE : c->h;
		memset(&c->px[(size_t)y0 * (size_t)c->w], 0,
		       (size_t)(y1 - y0) * (size_t)c->w * sizeof *c->px);
	}
}

/* Queues s (its shape made) over the bands it covers. */
static void queue(pixel_canvas *c, const shape *s)
{
	int first = s->y0 / BAND, last = (s->y1 - 1) / BAND;
	c->queued++;
	c->queued_px += (size_t)(s->y1 - s->y0) * (size_t)s->w;
	for (int k = first; k <= last; k++) {
		pixel_canvas_band *b = &c->band[k];
		void *mem = b->s;
		if (!grow(&mem, &b->cap, b->n + 1, sizeof *s, 256)) {
			/* No room to wait: painted now, after what waits. */
			pixel_canvas_finish(c);
			unstale(c, k * BAND / PIXEL_CANVAS_TILE, (s->y1 - 1) / PIXEL_CANVAS_TILE);
			rect done = {0};
			paint(c, c->shading, c->picture, s, k * BAND, s->y1, &done);
			grow_dirty(c, done);
			return;
		}
		b->s = mem;
		b->s[b->n++] = *s;
	}
}

bool pixel_canvas_shape_make(const pixel_canvas *c, const vec2s *p, int n, rgba8 col, bool blend,
                             pixel_canvas_shape *s)
{
	if ((blend && col.a == 0) || !shape_of(c, p, n, s))
		return false;
	s->c = col;
	s->blend = blend;
	s->shading = -1;
	s->picture = -1;
	return true;
}

bool pixel_canvas_mark(int cw, int ch, const vec2s *p, int n, const pixel_canvas_marks *m,
                       uint8_t v, uint8_t keep)
{
	shape s;
	if (!shape_in(cw, ch, p, n, &s))
		return true;
	for (int y = s.y0; y < s.y1; y++) {
		int x0, x1;
		span(cw, &s, y, &x0, &x1);
		if (x1 <= x0)
			continue;
		if (y < m->y || y >= m->y + m->h || x0 < m->x || x1 > m->x + m->w)
			return false;
		uint8_t *row = &m->at[(size_t)(y - m->y) * (size_t)m->w];
		for (int x = x0 - m->x; x < x1 - m->x; x++)
			row[x] = row[x] < keep ? v : row[x];
	}
	return true;
}

void pixel_canvas_queue(pixel_canvas *c, const pixel_canvas_shape *s)
{
	queue(c, s);
}

void pixel_canvas_polygon(pixel_canvas *c, const vec2s *p, int n, rgba8 col, bool blend)
{
	shape q;
	if (pixel_canvas_shape_make(c, p, n, col, blend, &q))
		queue(c, &q);
}

void pixel_canvas_paint_picture(pixel_canvas *c, const pixel_canvas_picture *p)
{
	int x0 = clamp(p->x, 0, c->w), x1 = clamp(p->x + p->w, 0, c->w);
	int y0 = clamp(p->y, 0, c->h), y1 = clamp(p->y + p->h, 0, c->h);
	if (p->w <= 0 || p->h <= 0 || x0 >= x1 || y0 >= y1)
		return;
	void *mem = c->picture;
	if (!grow(&mem, &c->picture_cap, c->pictures + 1, sizeof *p, 16)) {
		/* No room to wait: painted now, after what waits. */
		pixel_canvas_finish(c);
		unstale(c, y0 / PIXEL_CANVAS_TILE, (y1 - 1) / PIXEL_CANVAS_TILE);
		rect done = {0};
		paint_picture(c, p, y0, y1, &done);
		grow_dirty(c, done);
		return;
	}
	c->picture = mem;
	c->picture[c->pictures] = *p;
	shape q = {.y0 = y0, .y1 = y1, .w = x1 - x0, .shading = -1, .picture = (int)c->pictures++};
	queue(c, &q);
}

/* The plane through the triangle p's corners at heights v[0..2]: false
 * when p has no area. */
static bool plane(const vec2s *p, const float *v, float *at, float *dx, float *dy)
{
	float x1 = p[1].x - p[0].x, y1 = p[1].y - p[0].y, x2 = p[2].x - p[0].x, y2 = p[2].y - p[0].y;
	float d = x1 * y2 - x2 * y1;
	if (!(d != 0.0f))
		return false;
	float v1 = v[1] - v[0], v2 = v[2] - v[0];
	*dx = (v1 * y2 - v2 * y1) / d;
	*dy = (x1 * v2 - x2 * v1) / d;
	*at = v[0] - *dx * p[0].x - *dy * p[0].y;
	return true;
}

void pixel_canvas_shaded(pixel_canvas *c, const vec2s *p, const rgba8 *col, bool blend)
{
	shape q;
	if (!shape_of(c, p, 3, &q))
		return;
	pixel_canvas_shading g;
	for (int k = 0; k < 4; k++) {
		float v[3];
		for (int i = 0; i < 3; i++) {
			const uint8_t b[4] = {col[i].r, col[i].g, col[i].b, col[i].a};
			v[i] = (float)b[k];
		}
		if (!plane(p, v, &g.at[k], &g.dx[k], &g.dy[k]))
			return;
	}
	void *mem = c->shading;
	if (!grow(&mem, &c->shading_cap, c->shadings + 1, sizeof g, 64)) {
		pixel_canvas_polygon(c, p, 3, col[0], blend);
		return;
	}
	c->shading = mem;
	c->shading[c->shadings] = g;
	q.c = col[0];
	q.blend = blend;
	q.shading = (int)c->shadings++;
	q.picture = -1;
	queue(c, &q);
}

/* Marks every pixel of c painted (its shapes waiting dropped). */
static void all_painted(pixel_canvas *c)
{
	wait_ahead(c);
	for (size_t k = 0; k < c->bands; k++)
		c->band[k].n = 0;
	nothing_waits(c);
	memset(c->tile, 1, (size_t)c->tiles_w * (size_t)c->tiles_h);
	memset(c->stale, 0, (size_t)c->tiles_h);
	c->x0 = c->y0 = 0;
	c->x1 = c->w;
	c->y1 = c->h;
}

void pixel_canvas_fill(pixel_canvas *c, rgba8 col)
{
	if (c->w == 0)
		return;
	all_painted(c);
	c->under = PIXEL_CANVAS_UNDER_COLOUR;
	c->under_col = (rgba8){col.r, col.g, col.b, 255};
}

void pixel_canvas_set(pixel_canvas *c, const rgba8 *px)
{
	if (c->w == 0)
		return;
	all_painted(c);
	c->under = PIXEL_CANVAS_UNDER_PIXELS;
	c->under_px = px;
}

/* Lays what comes under band k's shapes over its rows, as under says. */
static void lay_under(const pixel_canvas *c, size_t k, pixel_canvas_under under)
{
	int y0 = (int)k * BAND, y1 = y0 + BAND < c->h ? y0 + BAND : c->h;
	size_t at = (size_t)y0 * (size_t)c->w, n = (size_t)(y1 - y0) * (size_t)c->w;
	uint32_t col;
	memcpy(&col, &c->under_col, sizeof col);
	switch (under) {
	case PIXEL_CANVAS_UNDER_COLOUR:
		fill_run(&c->px[at], (int)n, col);
		break;
	case PIXEL_CANVAS_UNDER_PIXELS:
		memcpy(&c->px[at], &c->under_px[at], n * sizeof *c->px);
		break;
	case PIXEL_CANVAS_UNDER_NONE:
		break;
	}
}

/* Bands of a canvas painted by one thread, and the pixels it painted:
 * each thread takes the next tile's rows of bands not yet taken, so
 * neither waits for a half the other has not begun (a loaded machine
 * may give a thread no processor for a while), and each marks tiles of
 * its own. */
typedef struct bands_job {
	pixel_canvas *c;
	pixel_canvas_band *band;  /* the shapes it paints, band by band */
	const pixel_canvas_shading *shading; /* the shaded ones' colours */
	const pixel_canvas_picture *picture; /* the pictures */
	pixel_canvas_under under; /* what it lays under them first */
	atomic_size_t *next;      /* the first band no thread has taken */
	rect done;
} bands_job;

/* Bands a thread takes at once: a tile's rows. */
#define BANDS_TAKEN (PIXEL_CANVAS_TILE / BAND)

static void paint_bands(void *ctx)
{
	bands_job *j = ctx;
	for (;;) {
		size_t from = atomic_fetch_add(j->next, BANDS_TAKEN);
		if (from >= j->c->bands)
			return;
		size_t to = from + BANDS_TAKEN < j->c->bands ? from + BANDS_TAKEN : j->c->bands;
		bool shapes = false;
		for (size_t k = from; k < to; k++)
			shapes = shapes || j->band[k].n > 0;
		if (shapes)
			unstale(j->c, (int)(from / BANDS_TAKEN), (int)(from / BANDS_TAKEN));
		for (size_t k = from; k < to; k++) {
			lay_under(j->c, k, j->under);
			pixel_canvas_band *b = &j->band[k];
			for (size_t i = 0; i < b->n; i++)
				paint(j->c, j->shading, j->picture, &b->s[i], (int)k * BAND,
				      (int)k * BAND + BAND,
				      &j->done);
			b->n = 0;
		}
	}
}

/* The shapes a side job paints while more are queued: the band lists
 * they were queued in, swapped out of the canvas for empty ones. */
typedef struct pixel_canvas_ahead {
	pixel_canvas_band *band;
	size_t cap;
	pixel_canvas_shading *shading; /* likewise the shaded ones' colours */
	size_t shading_cap;
	pixel_canvas_picture *picture; /* and the pictures */
	size_t picture_cap;
	atomic_size_t next;
	bands_job job;
	bool running;
} pixel_canvas_ahead;

static bool ahead_running(const pixel_canvas *c)
{
	return c->ahead != NULL && c->ahead->running;
}

/* Waits for the shapes painted ahead (or paints them, when the side
 * thread has not begun them) and takes in what they painted. */
static void wait_ahead(pixel_canvas *c)
{
	pixel_canvas_ahead *a = c->ahead;
	if (a == NULL || !a->running)
		return;
	/* The caller takes the bands left in turn with the side thread,
	 * rather than wait for it (every one, when it has not begun: the
	 * wait then takes its job back with nothing left to paint). */
	const bands_job *j = &a->job; /* its done is the side thread's */
	bands_job own = {j->c, j->band, j->shading, j->picture, j->under, j->next, {0}};
	paint_bands(&own);
	side_thread_wait(c->side);
	a->running = false;
	grow_dirty(c, a->job.done);
	grow_dirty(c, own.done);
}

static void free_ahead(pixel_canvas *c)
{
	wait_ahead(c);
	pixel_canvas_ahead *a = c->ahead;
	if (a == NULL)
		return;
	free_lists(a->band, a->cap, a->shading, a->picture);
	free(a);
	c->ahead = NULL;
}

/* c's side thread, made the first time a finish or a start wants it. */
static side_thread *side_of(pixel_canvas *c)
{
	return side_thread_once(&c->side, &c->side_tried);
}

/* Room in the lists painted ahead for every band of c, new ones empty. */
static bool ahead_room(pixel_canvas *c)
{
	if (c->ahead == NULL && (c->ahead = calloc(1, sizeof *c->ahead)) == NULL)
		return false;
	pixel_canvas_ahead *a = c->ahead;
	void *mem = a->band;
	size_t had = a->cap;
	if (!grow(&mem, &a->cap, c->band_cap, sizeof *a->band, 64))
		return false;
	a->band = mem;
	memset(a->band + had, 0, (a->cap - had) * sizeof *a->band);
	return true;
}

void pixel_canvas_paint_ahead(pixel_canvas *c)
{
	bool waiting = c->queued > 0 || c->under != PIXEL_CANVAS_UNDER_NONE;
	if (!waiting || c->bands == 0 || side_of(c) == NULL || side_thread_busy(c->side))
		return;
	wait_ahead(c); /* ended: takes in what it painted */
	if (!ahead_room(c))
		return;
	/* The lists waiting go to the job; the canvas queues into its empty
	 * ones from here. */
	pixel_canvas_ahead *a = c->ahead;
	SWAP(pixel_canvas_band *, c->band, a->band);
	SWAP(size_t, c->band_cap, a->cap);
	SWAP(pixel_canvas_shading *, c->shading, a->shading);
	SWAP(size_t, c->shading_cap, a->shading_cap);
	SWAP(pixel_canvas_picture *, c->picture, a->picture);
	SWAP(size_t, c->picture_cap, a->picture_cap);
	atomic_init(&a->next, 0);
	a->job = (bands_job){c, a->band, a->shading, a->picture, c->under, &a->next, {0}};
	nothing_waits(c);
	a->running = side_thread_start(c->side, paint_bands, &a->job);
	if (!a->running) {
		paint_bands(&a->job);
		grow_dirty(c, a->job.done);
	}
}

void pixel_canvas_finish(pixel_canvas *c)
{
	wait_ahead(c);
	if (c->queued == 0 && c->under == PIXEL_CANVAS_UNDER_NONE)
		return;
	bool big = c->queued >= PIXEL_CANVAS_SPLIT || c->queued_px >= PIXEL_CANVAS_SPLIT_PX ||
	           c->under != PIXEL_CANVAS_UNDER_NONE;
	atomic_size_t next;
	atomic_init(&next, 0);
	bands_job side = {c, c->band, c->shading, c->picture, c->under, &next, {0}}, own = side;
	bool split = big && c->bands > BANDS_TAKEN && side_of(c) != NULL &&
	             side_thread_start(c->side, paint_bands, &side);
	paint_bands(&own);
	/* Every band is taken once the caller's job returns: a side job not
	 * begun has nothing left to paint. */
	if (split && side_thread_wait(c->side))
		grow_dirty(c, side.done);
	grow_dirty(c, own.done);
	nothing_waits(c);
}

bool pixel_canvas_painted_under(pixel_canvas *c, const vec2s *p, int n)
{
	shape sh;
	pixel_canvas_finish(c);
	if (!painted(c) || !shape_of(c, p, n, &sh))
		return false;
	for (int y = sh.y0 > c->y0 ? sh.y0 : c->y0; y < sh.y1 && y < c->y1; y++) {
		if (c->stale[y / PIXEL_CANVAS_TILE] != 0)
			continue; /* nothing painted there */
		int x0, x1;
		span(c->w, &sh, y, &x0, &x1);
		const rgba8 *row = &c->px[(size_t)y * (size_t)c->w];
		for (int x = x0 > c->x0 ? x0 : c->x0; x < x1 && x < c->x1; x++)
			if (row[x].a != 0)
				return true;
	}
	return false;
}
