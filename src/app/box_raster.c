/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "box_raster.h"

#include <limits.h>
#include <stdatomic.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "box_raster_face.h"
#include "side_thread.h"

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#define FACE_SSE2 1
#else
#define FACE_SSE2 0
#endif

/* Eight pixels at a time where the processor has AVX2, found when the
 * program runs (GCC's and clang's way of building one function for it);
 * BOX_RASTER_NARROW builds without, to test the four-pixel way. */
#if FACE_SSE2 && !defined(BOX_RASTER_NARROW) && defined(__GNUC__) && \
	(defined(__x86_64__) || defined(__i386__))
#include <immintrin.h>
#define FACE_AVX2 1
#define AVX2_FUNCTION __attribute__((target("avx2")))
#else
#define FACE_AVX2 0
#endif

/* Rows are painted in bands of 1 << BAND_SHIFT, shared by the two
 * threads, each band's faces in their order: a band's depths and colours
 * stay in the processor's cache while its faces are painted. */
#define BAND_SHIFT 4

#if FACE_SSE2
/* Four pixels' colours, misted by m towards the fog, as
 * box_raster_misted gives them. */
static __m128i misted4(const float base[3], const float fog[3], __m128 m)
{
	__m128i out = _mm_set1_epi32((int)0xff000000u);
	__m128 keep = _mm_sub_ps(_mm_set1_ps(1.0f), m);
	for (int k = 0; k < 3; k++) {
		__m128 v = _mm_add_ps(_mm_mul_ps(_mm_set1_ps(base[k] / 255.0f), keep),
		                      _mm_mul_ps(_mm_set1_ps(fog[k]), m));
		__m128i b = _mm_cvttps_epi32(_mm_add_ps(_mm_mul_ps(v, _mm_set1_ps(255.0f)),
		                                        _mm_set1_ps(0.5f)));
		out = _mm_or_si128(out, _mm_slli_epi32(b, 8 * k));
	}
	return out;
}

/* Pixels [i0, i1) of row px (each its colour, then its depth's bits),
 * four at a time (the last four reach past i1 into the row's margin, left
 * as they were): those the face is nearer at take its depth and colour;
 * an equal depth keeps the first. */
static void span(const box_raster_face *f, const box_raster_seen *s, uint32_t *px, int i0, int i1,
                 float zrow, float mrow, float qrow)
{
	__m128 lane = _mm_setr_ps(0.5f, 1.5f, 2.5f, 3.5f);
	__m128i count = _mm_setr_epi32(0, 1, 2, 3);
	__m128 za = _mm_set1_ps(f->z[0]), zr = _mm_set1_ps(zrow);
	__m128 flat = _mm_castsi128_ps(_mm_set1_epi32((int)f->rgba));
	for (int i = i0; i < i1; i += 4) {
		__m128 x = _mm_add_ps(_mm_set1_ps((float)i), lane);
		__m128 z = _mm_add_ps(_mm_mul_ps(za, x), zr);
		float *at = (float *)(px + 2 * i);
		__m128 a = _mm_loadu_ps(at), b = _mm_loadu_ps(at + 4);
		__m128 was = _mm_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1));
		__m128i inside = _mm_cmplt_epi32(_mm_add_epi32(_mm_set1_epi32(i), count),
		                                 _mm_set1_epi32(i1));
		__m128 near = _mm_and_ps(_mm_cmplt_ps(z, was), _mm_castsi128_ps(inside));
		__m128 colour = flat;
		if (f->misted) {
			if (_mm_movemask_ps(near) == 0)
				continue;
			__m128 num = _mm_add_ps(_mm_mul_ps(_mm_set1_ps(f->m[0]), x), _mm_set1_ps(mrow));
			__m128 den = _mm_add_ps(_mm_mul_ps(_mm_set1_ps(f->q[0]), x), _mm_set1_ps(qrow));
			__m128 m = _mm_min_ps(_mm_max_ps(_mm_div_ps(num, den), _mm_setzero_ps()),
			                      _mm_set1_ps(1.0f));
			colour = _mm_castsi128_ps(misted4(f->base, s->fog, m));
		}
		__m128 old = _mm_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0));
		__m128 c = _mm_or_ps(_mm_and_ps(near, colour), _mm_andnot_ps(near, old));
		__m128 d = _mm_or_ps(_mm_and_ps(near, z), _mm_andnot_ps(near, was));
		_mm_storeu_ps(at, _mm_unpacklo_ps(c, d));
		_mm_storeu_ps(at + 4, _mm_unpackhi_ps(c, d));
	}
}

#if FACE_AVX2
/* misted4, eight pixels: misted4 of each half, the same sums. */
AVX2_FUNCTION static __m256i misted8(const float base[3], const float fog[3], __m256 m)
{
	__m128i lo = misted4(base, fog, _mm256_castps256_ps128(m));
	__m128i hi = misted4(base, fog, _mm256_extractf128_ps(m, 1));
	return _mm256_set_m128i(hi, lo);
}

/* span, eight pixels at a time (reaching up to seven past i1). Each half
 * of a register takes its pixels' colours and depths apart on its own,
 * so the lanes hold pixels 0, 1, 4, 5, 2, 3, 6, 7 of the eight. */
AVX2_FUNCTION static void span8(const box_raster_face *f, const box_raster_seen *s, uint32_t *px,
                                int i0, int i1, float zrow, float mrow, float qrow)
{
	__m256 lane = _mm256_setr_ps(0.5f, 1.5f, 4.5f, 5.5f, 2.5f, 3.5f, 6.5f, 7.5f);
	__m256 za = _mm256_set1_ps(f->z[0]), zr = _mm256_set1_ps(zrow);
	__m256 end = _mm256_set1_ps((float)i1);
	__m256 flat = _mm256_castsi256_ps(_mm256_set1_epi32((int)f->rgba));
	for (int i = i0; i < i1; i += 8) {
		__m256 x = _mm256_add_ps(_mm256_set1_ps((float)i), lane);
		__m256 z = _mm256_add_ps(_mm256_mul_ps(za, x), zr);
		float *at = (float *)(px + 2 * i);
		__m256 a = _mm256_loadu_ps(at), b = _mm256_loadu_ps(at + 8);
		__m256 was = _mm256_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1));
		/* A pixel p's centre p + 1/2 lies before i1 when p does. */
		__m256 near = _mm256_and_ps(_mm256_cmp_ps(z, was, _CMP_LT_OQ),
		                            _mm256_cmp_ps(x, end, _CMP_LT_OQ));
		__m256 colour = flat;
		if (f->misted) {
			if (_mm256_movemask_ps(near) == 0)
				continue;
			__m256 num = _mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(f->m[0]), x), _mm256_set1_ps(mrow));
			__m256 den = _mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(f->q[0]), x), _mm256_set1_ps(qrow));
			__m256 m = _mm256_min_ps(_mm256_max_ps(_mm256_div_ps(num, den), _mm256_setzero_ps()),
			                         _mm256_set1_ps(1.0f));
			colour = _mm256_castsi256_ps(misted8(f->base, s->fog, m));
		}
		__m256 old = _mm256_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0));
		__m256 c = _mm256_blendv_ps(old, colour, near), d = _mm256_blendv_ps(was, z, near);
		_mm256_storeu_ps(at, _mm256_unpacklo_ps(c, d));
		_mm256_storeu_ps(at + 8, _mm256_unpackhi_ps(c, d));
	}
}
#endif
#else
static void span(const box_raster_face *f, const box_raster_seen *s, uint32_t *px, int i0, int i1,
                 float zrow, float mrow, float qrow)
{
	for (int i = i0; i < i1; i++) {
		float x = (float)i + 0.5f, z = f->z[0] * x + zrow, was;
		memcpy(&was, &px[2 * i + 1], sizeof was);
		if (!(z < was))
			continue;
		memcpy(&px[2 * i + 1], &z, sizeof z);
		float m = (f->m[0] * x + mrow) / (f->q[0] * x + qrow);
		m = m < 0.0f ? 0.0f : m > 1.0f ? 1.0f : m;
		px[2 * i] = f->misted ? box_raster_misted(s, f->base, m) : f->rgba;
	}
}
#endif

/* span, eight pixels at a time where r may. */
static inline void span_any(const box_raster *r, const box_raster_face *f, const box_raster_seen *s,
                            uint32_t *px, int i0, int i1, float zrow, float mrow, float qrow)
{
#if FACE_AVX2
	if (r->wide) {
		span8(f, s, px, i0, i1, zrow, mrow, qrow);
		return;
	}
#else
	(void)r;
#endif
	span(f, s, px, i0, i1, zrow, mrow, qrow);
}

#if FACE_SSE2
/* Face f's pixels on rows [j0, j1) of r, for a face of two edges on each
 * side (quad_edges): the four lines two lanes at a time, with no loop
 * and no branch to mispredict but the row's. */
static void paint_quad_rows(box_raster *r, const box_raster_face *f, int j0, int j1, const box_raster_seen *s)
{
	__m128d cl = _mm_setr_pd(f->e[0].c, f->e[1].c), sl = _mm_setr_pd(f->e[0].s, f->e[1].s);
	__m128d ch = _mm_setr_pd(f->e[2].c, f->e[3].c), sh = _mm_setr_pd(f->e[2].s, f->e[3].s);
	__m128d least = _mm_set1_pd(-1.0), most = _mm_set1_pd((double)r->w);
	for (int j = j0; j < j1; j++) {
		__m128d y = _mm_set1_pd((double)j + 0.5);
		__m128d l = _mm_add_pd(cl, _mm_mul_pd(y, sl)), h = _mm_add_pd(ch, _mm_mul_pd(y, sh));
		l = _mm_max_sd(l, _mm_unpackhi_pd(l, l));
		h = _mm_min_sd(h, _mm_unpackhi_pd(h, h));
		__m128d t = _mm_sub_pd(_mm_unpacklo_pd(l, h), _mm_set1_pd(0.5));
		t = _mm_min_pd(_mm_max_pd(t, least), most);
		__m128i i = _mm_cvttpd_epi32(t);
		__m128i up = _mm_castpd_si128(_mm_cmplt_pd(_mm_cvtepi32_pd(i), t));
		i = _mm_sub_epi32(i, _mm_shuffle_epi32(up, _MM_SHUFFLE(2, 0, 2, 0)));
		int i0 = _mm_cvtsi128_si32(i), i1 = _mm_cvtsi128_si32(_mm_srli_si128(i, 4));
		i0 = i0 > 0 ? i0 : 0;
		if (i0 >= i1)
			continue;
		float yc = (float)j + 0.5f;
		span_any(r, f, s, r->pixels + 2 * (size_t)j * (size_t)r->stride, i0, i1, f->z[1] * yc + f->z[2],
		     f->m[1] * yc + f->m[2], f->q[1] * yc + f->q[2]);
	}
}
#endif

/* Face f's pixels on rows [j0, j1) of r. */
static void paint_rows(box_raster *r, const box_raster_face *f, int j0, int j1, const box_raster_seen *s)
{
#if FACE_SSE2
	if (f->quad) {
		paint_quad_rows(r, f, j0, j1, s);
		return;
	}
#endif
	const edge_line *lo_e = f->e, *hi_e = f->e + f->n_lo;
	for (int j = j0; j < j1; j++) {
		double yc = (double)j + 0.5, lo = -1.0, hi = (double)r->w;
		for (int k = 0; k < f->n_lo; k++) {
			double x = lo_e[k].c + yc * lo_e[k].s;
			lo = x > lo ? x : lo;
		}
		for (int k = 0; k < f->n_hi; k++) {
			double x = hi_e[k].c + yc * hi_e[k].s;
			hi = x < hi ? x : hi;
		}
#if FACE_SSE2
		/* Both at once: first_right_of's steps, two lanes wide. */
		__m128d t = _mm_sub_pd(_mm_set_pd(hi, lo), _mm_set1_pd(0.5));
		t = _mm_min_pd(_mm_max_pd(t, _mm_set1_pd(-1.0)), _mm_set1_pd((double)r->w));
		__m128i i = _mm_cvttpd_epi32(t);
		__m128i up = _mm_castpd_si128(_mm_cmplt_pd(_mm_cvtepi32_pd(i), t));
		i = _mm_sub_epi32(i, _mm_shuffle_epi32(up, _MM_SHUFFLE(2, 0, 2, 0)));
		int i0 = _mm_cvtsi128_si32(i), i1 = _mm_cvtsi128_si32(_mm_srli_si128(i, 4));
		i0 = i0 > 0 ? i0 : 0;
#else
		int i0 = box_raster_first_right_of(lo, r->w), i1 = box_raster_first_right_of(hi, r->w);
#endif
		if (i0 >= i1)
			continue;
		float y = (float)yc;
		span_any(r, f, s, r->pixels + 2 * (size_t)j * (size_t)r->stride, i0, i1, f->z[1] * y + f->z[2],
		     f->m[1] * y + f->m[2], f->q[1] * y + f->q[2]);
	}
}

/* The work of one of the two threads: chunks of parts set up, or bands of
 * rows painted or copied, each taking the next one not yet taken until
 * none is left (so a thread that starts late, or is slowed, takes fewer). */
typedef struct raster_job {
	box_raster *r;
	const box_raster_seen *s;
	box_raster_parts p;
	size_t parts;
	const uint32_t *under;  /* copying: the picture under */
	atomic_int *next;       /* the next chunk of parts or band of rows
	                           not yet taken, shared by both threads */
	int was_first, was_end; /* the rows painted before, emptied first */
	int lo, hi;             /* the rows it painted; copying, the rows to copy */
} raster_job;

static const scene3d_part *part_at(box_raster_parts p, size_t i, bool *far)
{
	*far = false;
	if (i < p.box->count)
		return &p.box->p[i];
	i -= p.box->count;
	*far = true;
	if (i < p.far->count)
		return &p.far->p[i];
	return &p.point->p[i - p.far->count];
}

/* Parts a chunk of setting up takes. */
#define SETUP_CHUNK 64

static void setup_run(void *ctx)
{
	raster_job *j = ctx;
	for (;;) {
		size_t first = (size_t)atomic_fetch_add(j->next, SETUP_CHUNK);
		if (first >= j->parts)
			return;
		size_t end = first + SETUP_CHUNK < j->parts ? first + SETUP_CHUNK : j->parts;
		for (size_t i = first; i < end; i++) {
			bool far;
			const scene3d_part *p = part_at(j->p, i, &far);
			box_raster_face *f = &j->r->faces[3 * i];
			box_raster_part_faces(f, j->s, p, far);
			for (int k = 0; k < 3; k++) {
				j->r->rows[3 * i + (size_t)k][0] = (int16_t)f[k].j0;
				j->r->rows[3 * i + (size_t)k][1] = (int16_t)f[k].j1;
			}
		}
	}
}

/* Empties rows [from, to) of r: no colour, depth 1. */
static void empty_rows(box_raster *r, int from, int to)
{
	uint32_t one;
	float far = 1.0f;
	memcpy(&one, &far, sizeof one);
	for (int j = from; j < to; j++) {
		uint32_t *px = r->pixels + 2 * (size_t)j * (size_t)r->stride;
		for (int i = 0; i < r->stride; i++) {
			px[2 * i] = 0;
			px[2 * i + 1] = one;
		}
	}
}

/* A window depth 0..1 as an unsigned integer of bits bits (24: shifted up
 * 8 over a stencil of 0, as GL packs the two), 1 exactly the largest. */
static uint32_t depth_word(float d, int bits)
{
	if (!(d < 1.0f))
		return bits == 24 ? 0xffffff00u : 0xffffffffu;
	if (bits == 24)
		return (uint32_t)(d * 16777215.0f + 0.5f) << 8;
	/* 2^31 at most: the float has 24 bits, the last of 32 is lost either
	 * way. */
	return (uint32_t)(d * 2147483648.0f) << 1;
}

/* A colour's bytes red, green, blue, alpha as blue, green, red, alpha. */
static uint32_t bgra(uint32_t c)
{
	return (c & 0xff00ff00u) | ((c >> 16) & 0xffu) | ((c & 0xffu) << 16);
}

#if FACE_SSE2
/* Four pixels' copy, as copy_rows makes each: a and b the four pixels'
 * colours and depths' bits, interleaved; u the four under them (none:
 * NULL). */
static void copy4(__m128 a, __m128 b, const uint32_t *u, int bits, uint32_t *c, uint32_t *d)
{
	__m128i rgba = _mm_castps_si128(_mm_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0)));
	__m128 z = _mm_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1));
	__m128i byte = _mm_set1_epi32(0xff);
	__m128i bgra = _mm_or_si128(_mm_and_si128(rgba, _mm_set1_epi32((int)0xff00ff00u)),
	                            _mm_or_si128(_mm_and_si128(_mm_srli_epi32(rgba, 16), byte),
	                                         _mm_slli_epi32(_mm_and_si128(rgba, byte), 16)));
	if (u != NULL) {
		__m128i none = _mm_cmpeq_epi32(rgba, _mm_setzero_si128());
		__m128i under = _mm_loadu_si128((const __m128i *)u);
		bgra = _mm_or_si128(_mm_and_si128(none, under), _mm_andnot_si128(none, bgra));
	}
	_mm_storeu_si128((__m128i *)c, bgra);
	__m128i far = _mm_castps_si128(_mm_cmpnlt_ps(z, _mm_set1_ps(1.0f))), word;
	if (bits == 24)
		word = _mm_slli_epi32(_mm_cvttps_epi32(_mm_add_ps(_mm_mul_ps(z, _mm_set1_ps(16777215.0f)),
		                                                  _mm_set1_ps(0.5f))),
		                      8);
	else
		word = _mm_slli_epi32(_mm_cvttps_epi32(_mm_mul_ps(z, _mm_set1_ps(2147483648.0f))), 1);
	__m128i top = _mm_set1_epi32(bits == 24 ? (int)0xffffff00u : -1);
	_mm_storeu_si128((__m128i *)d, _mm_or_si128(_mm_and_si128(far, top), _mm_andnot_si128(far, word)));
}
#endif

/* Rows [from, to) into r's copy, turned over; where no box shows, the
 * picture under's pixel (under NULL: none). */
static void copy_rows(box_raster *r, const uint32_t *under, int from, int to)
{
	for (int j = from; j < to; j++) {
		const uint32_t *px = r->pixels + 2 * (size_t)j * (size_t)r->stride;
		const uint32_t *u = under != NULL ? under + (size_t)j * (size_t)r->w : NULL;
		size_t row = (size_t)(r->h - 1 - j) * (size_t)r->stride;
		uint32_t *c = r->copy_colour + row, *d = r->copy_depth + row;
		int i = 0;
#if FACE_SSE2
		for (; i + 4 <= r->w; i += 4) {
			const float *at = (const float *)(px + 2 * i);
			copy4(_mm_loadu_ps(at), _mm_loadu_ps(at + 4), u != NULL ? u + i : NULL, r->copy_bits,
			      c + i, d + i);
		}
#endif
		for (; i < r->w; i++) {
			float z;
			memcpy(&z, &px[2 * i + 1], sizeof z);
			c[i] = px[2 * i] != 0 ? bgra(px[2 * i]) : u != NULL ? u[i] : 0;
			d[i] = depth_word(z, r->copy_bits);
		}
	}
}

static void paint_run(void *ctx)
{
	raster_job *job = ctx;
	box_raster *r = job->r;
	int lo = INT_MAX, hi = INT_MIN, bands = (r->h + (1 << BAND_SHIFT) - 1) >> BAND_SHIFT;
	for (int b; (b = atomic_fetch_add(job->next, 1)) < bands;) {
		int top = b << BAND_SHIFT, end = (b + 1) << BAND_SHIFT;
		end = end < r->h ? end : r->h;
		empty_rows(r, top > job->was_first ? top : job->was_first,
		           end < job->was_end ? end : job->was_end);
		for (uint32_t k = r->band_start[b]; k < r->band_start[b + 1]; k++) {
			const box_raster_face *f = &r->faces[r->binned[k]];
			int j0 = f->j0 > top ? f->j0 : top, j1 = f->j1 < end ? f->j1 : end;
			paint_rows(r, f, j0, j1, job->s);
			lo = j0 < j1 && j0 < lo ? j0 : lo;
			hi = j0 < j1 && j1 > hi ? j1 : hi;
		}
	}
	job->lo = lo;
	job->hi = hi;
}

/* The bands' faces (faces slots), in order, into r->binned; false when out
 * of memory. */
static bool bin(box_raster *r, size_t faces)
{
	int bands = (r->h + (1 << BAND_SHIFT) - 1) >> BAND_SHIFT;
	if ((size_t)bands + 1 > r->bands_cap) {
		uint32_t *b = realloc(r->band_start, ((size_t)bands + 1) * sizeof *b);
		if (b == NULL)
			return false;
		r->band_start = b;
		r->bands_cap = (size_t)bands + 1;
	}
	memset(r->band_start, 0, ((size_t)bands + 1) * sizeof *r->band_start);
	size_t total = 0;
	for (size_t k = 0; k < faces; k++)
		if (r->rows[k][0] < r->rows[k][1])
			for (int b = r->rows[k][0] >> BAND_SHIFT; b <= (r->rows[k][1] - 1) >> BAND_SHIFT; b++) {
				r->band_start[b + 1]++;
				total++;
			}
	if (total > r->binned_cap) {
		size_t cap = total + total / 2;
		uint32_t *b = realloc(r->binned, cap * sizeof *b);
		if (b == NULL)
			return false;
		r->binned = b;
		r->binned_cap = cap;
	}
	for (int b = 0; b < bands; b++)
		r->band_start[b + 1] += r->band_start[b];
	/* Each band's next free place, counted up from its start. */
	for (size_t k = 0; k < faces; k++)
		if (r->rows[k][0] < r->rows[k][1])
			for (int b = r->rows[k][0] >> BAND_SHIFT; b <= (r->rows[k][1] - 1) >> BAND_SHIFT; b++)
				r->binned[r->band_start[b]++] = (uint32_t)k;
	for (int b = bands; b > 0; b--)
		r->band_start[b] = r->band_start[b - 1];
	r->band_start[0] = 0;
	return true;
}

/* Runs job on a and on b, b on r's thread beside the caller when it has
 * one, from a shared count of work taken at 0. */
static void both(box_raster *r, raster_job *a, raster_job *b, void (*job)(void *))
{
	atomic_int next;
	atomic_init(&next, 0);
	a->next = b->next = &next;
	bool beside = r->side != NULL && side_thread_start(r->side, job, b);
	job(a);
	/* Not begun: taken back, and run here with nothing left to take. */
	if (!beside || !side_thread_wait(r->side))
		job(b);
}

/* r's copy for depth words of bits bits (0: none), empty: no colour,
 * depth 1; false when out of memory. */
static bool copy_buffers(box_raster *r, int bits)
{
	if (bits == r->copy_bits)
		return true;
	free(r->copy_colour);
	free(r->copy_depth);
	r->copy_colour = r->copy_depth = NULL;
	r->copy_bits = 0;
	if (bits == 0)
		return true;
	size_t n = (size_t)r->stride * (size_t)r->h;
	r->copy_colour = calloc(n, sizeof *r->copy_colour);
	r->copy_depth = malloc(n * sizeof *r->copy_depth);
	if (r->copy_colour == NULL || r->copy_depth == NULL) {
		free(r->copy_colour);
		free(r->copy_depth);
		r->copy_colour = r->copy_depth = NULL;
		return false;
	}
	r->copy_bits = bits;
	return true;
}

/* r's buffers for w x h, empty; false when out of memory. */
static bool buffers(box_raster *r, int w, int h)
{
	if (r->w == w && r->h == h && r->pixels != NULL)
		return true;
	copy_buffers(r, 0);
	free(r->pixels);
	/* Eight pixels are painted at a time: the last of a row's may reach
	 * seven past its end, into a margin no other row has. */
	int stride = ((w + 3) & ~3) + 8;
	r->pixels = malloc(2 * (size_t)stride * (size_t)h * sizeof *r->pixels);
	r->w = r->pixels != NULL ? w : 0;
	r->h = r->pixels != NULL ? h : 0;
	r->stride = r->pixels != NULL ? stride : 0;
	r->first = r->end = 0;
	if (r->pixels == NULL)
		return false;
#if FACE_AVX2
	r->wide = __builtin_cpu_supports("avx2");
#endif
	empty_rows(r, 0, h);
	return true;
}

bool box_raster_draw(box_raster *r, const box_raster_view *v, box_raster_parts p)
{
	if (v->w <= 0 || v->h <= 0 || !buffers(r, v->w, v->h))
		return false;
	size_t parts = p.box->count + p.far->count + p.point->count;
	if (3 * parts > r->faces_cap) {
		size_t cap = 3 * parts + 3 * parts / 2;
		box_raster_face *f = realloc(r->faces, cap * sizeof *f);
		if (f == NULL)
			return false;
		r->faces = f;
		int16_t(*rows)[2] = realloc(r->rows, cap * sizeof *rows);
		if (rows == NULL)
			return false;
		r->rows = rows;
		r->faces_cap = cap;
	}
	side_thread_once(&r->side, &r->side_tried);
	box_raster_seen s;
	box_raster_seen_of(&s, v);
	raster_job a = {.r = r, .s = &s, .p = p, .parts = parts, .was_first = r->first,
	                .was_end = r->end};
	raster_job b = a;
	both(r, &a, &b, setup_run);
	if (!bin(r, 3 * parts))
		return false;
	both(r, &a, &b, paint_run);
	int lo = a.lo < b.lo ? a.lo : b.lo, hi = a.hi > b.hi ? a.hi : b.hi;
	r->first = lo < hi ? lo : 0;
	r->end = lo < hi ? hi : 0;
	return true;
}

static void copy_run(void *ctx)
{
	raster_job *c = ctx;
	box_raster *r = c->r;
	for (int b; (b = (c->lo >> BAND_SHIFT) + atomic_fetch_add(c->next, 1)) << BAND_SHIFT < c->hi;) {
		int top = b << BAND_SHIFT, end = top + (1 << BAND_SHIFT);
		copy_rows(r, c->under, top > c->lo ? top : c->lo, end < c->hi ? end : c->hi);
	}
}

bool box_raster_copy(box_raster *r, const uint32_t *under, int bits, bool every_row)
{
	if ((bits != 24 && bits != 32) || !copy_buffers(r, bits))
		return false;
	/* Rows outside first to end hold no box: empty, as painted. */
	raster_job a = {.r = r, .under = under, .lo = every_row ? 0 : r->first,
	                .hi = every_row ? r->h : r->end};
	raster_job b = a;
	both(r, &a, &b, copy_run);
	return true;
}

void box_raster_fini(box_raster *r)
{
	side_thread_free(r->side);
	free(r->pixels);
	free(r->copy_colour);
	free(r->copy_depth);
	free(r->faces);
	free(r->rows);
	free(r->band_start);
	free(r->binned);
	*r = (box_raster){0};
}
