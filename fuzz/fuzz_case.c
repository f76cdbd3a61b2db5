/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* fuzz_case.c: decoding, the bad-input rule and violation reports. */
#include "fuzz_case.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "float_source.h"

static const fuzz_case *current;

static void print_vec(const char *name, vec2s v)
{
	fprintf(stderr, "  %s = (%a, %a)\n", name, (double)v.x, (double)v.y);
}

static void print_tri(const char *name, fp_tri t)
{
	fprintf(stderr, "  %s = (%a, %a) (%a, %a) (%a, %a)\n", name, (double)t.v[0].x,
	        (double)t.v[0].y, (double)t.v[1].x, (double)t.v[1].y, (double)t.v[2].x,
	        (double)t.v[2].y);
}

static void print_circle(const char *name, fp_circle c)
{
	fprintf(stderr, "  %s = centre (%a, %a) radius %a\n", name, (double)c.center.x,
	        (double)c.center.y, (double)c.radius);
}

static void print_box(const char *name, fp_box b)
{
	fprintf(stderr, "  %s = centre (%a, %a) half (%a, %a) angle %a\n", name,
	        (double)b.center.x, (double)b.center.y, (double)b.half.x, (double)b.half.y,
	        (double)b.angle);
}

_Noreturn void fuzz_violation(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("fuzz_collide: contract violated: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	const fuzz_case *k = current;
	print_tri("tri a", k->a);
	print_tri("tri b", k->b);
	print_vec("point p", k->p);
	print_circle("circle c", k->c);
	print_circle("circle d", k->d);
	print_box("box b1", k->b1);
	print_box("box b2", k->b2);
	fprintf(stderr, "  aabb = min (%a, %a) max (%a, %a)\n", (double)k->box.min.x,
	        (double)k->box.min.y, (double)k->box.max.x, (double)k->box.max.y);
	fprintf(stderr, "  opts = eps %a allow_reversed %d on_boundary %d\n", k->opts.eps,
	        k->opts.allow_reversed, k->opts.on_boundary);
	abort();
}

bool bad_vec(vec2s v)
{
	return !isfinite(v.x) || !isfinite(v.y);
}

bool bad_tri(fp_tri t)
{
	return bad_vec(t.v[0]) || bad_vec(t.v[1]) || bad_vec(t.v[2]);
}

bool bad_circle(fp_circle c)
{
	return bad_vec(c.center) || !isfinite(c.radius) || c.radius < 0.0f;
}

bool bad_box(fp_box b)
{
	return bad_vec(b.center) || bad_vec(b.half) || !isfinite(b.angle) || b.half.x < 0.0f ||
	       b.half.y < 0.0f;
}

static vec2s next_vec(float_source *s)
{
	float x = float_source_next(s);
	return (vec2s){ { x, float_source_next(s) } };
}

static fp_tri next_tri(float_source *s)
{
	fp_tri t;
	for (int i = 0; i < 3; i++)
		t.v[i] = next_vec(s);
	return t;
}

static fp_circle next_circle(float_source *s)
{
	vec2s c = next_vec(s);
	return (fp_circle){ c, float_source_next(s) };
}

static fp_box next_box(float_source *s)
{
	vec2s c = next_vec(s);
	vec2s h = next_vec(s);
	return (fp_box){ c, h, float_source_next(s) };
}

void fuzz_case_decode(fuzz_case *k, const uint8_t *data, size_t size)
{
	float_source s;
	float_source_init(&s, data, size);
	k->a = next_tri(&s);
	k->b = next_tri(&s);
	k->p = next_vec(&s);
	k->c = next_circle(&s);
	k->d = next_circle(&s);
	k->b1 = next_box(&s);
	k->b2 = next_box(&s);
	k->box.min = next_vec(&s);
	k->box.max = next_vec(&s);
	k->opts.eps = float_source_next_double(&s);
	uint8_t flags = float_source_byte(&s);
	k->opts.allow_reversed = flags & 1;
	k->opts.on_boundary = flags & 2;
	current = k;
}

