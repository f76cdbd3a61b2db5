/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* scenes.c: random and adversarial scenes, and the all-pairs loops. */
#include "scenes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define PI_F 3.14159265f

static void *need(void *p)
{
	if (!p) {
		fprintf(stderr, "scenes: out of memory\n");
		abort();
	}
	return p;
}

scene scene_new(const char *name, size_t n, size_t m)
{
	scene s = {name, need(calloc(n + 1, sizeof(fp_box))), need(calloc(n + 1, sizeof(fp_footprint))),
	           n, need(calloc(m + 1, sizeof(fp_circle))), m};
	return s;
}

void scene_free(scene *s)
{
	free(s->box);
	free(s->fp);
	free(s->circle);
}

void scene_prepare(scene *s)
{
	fp_footprints_of(s->box, s->n, s->fp);
}

static uint32_t rng_next(uint32_t *s)
{
	uint32_t x = *s;
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	*s = x;
	return x;
}

float rng_range(uint32_t *r, float lo, float hi)
{
	return lo + (hi - lo) * (float)(rng_next(r) >> 8) * (1.0f / 16777216.0f);
}

fp_box box_random(uint32_t *r, float side, float hmin, float hmax)
{
	fp_box b = {{{rng_range(r, 0, side), rng_range(r, 0, side)}},
	            {{rng_range(r, hmin, hmax), rng_range(r, hmin, hmax)}},
	            rng_range(r, 0, 2 * PI_F)};
	return b;
}

fp_circle circle_random(uint32_t *r, float side, float rmin, float rmax)
{
	fp_circle c = {{{rng_range(r, 0, side), rng_range(r, 0, side)}}, rng_range(r, rmin, rmax)};
	return c;
}

void scene_fill(scene *s, uint32_t *r, float side, float hmin, float hmax, float rmin,
                float rmax)
{
	for (size_t i = 0; i < s->n; i++)
		s->box[i] = box_random(r, side, hmin, hmax);
	for (size_t j = 0; j < s->m; j++)
		s->circle[j] = circle_random(r, side, rmin, rmax);
}

scene scene_strewn(const char *name, size_t n, size_t m, float side, uint32_t seed)
{
	scene s = scene_new(name, n, m);
	scene_fill(&s, &seed, side, 0.5f, 2.0f, 0.3f, 2.0f);
	scene_prepare(&s);
	return s;
}

static float world_side(size_t n)
{
	return sqrtf(32.0f * (float)n);
}

void scene_whole_world(scene *s, uint32_t seed, size_t big)
{
	float side = world_side(s->n);
	uint32_t r = seed;
	for (size_t i = 0; i < s->n; i++)
		s->box[i] = box_random(&r, side, 0.5f, 2.0f);
	for (size_t k = 0; k < big && k < s->n; k++) {
		fp_box world = {{{side / 2, side / 2}}, {{side / 2 + 2, side / 2 + 2}}, 0.0f};
		s->box[k * s->n / big] = world;
	}
}

void scene_thin(scene *s, uint32_t seed)
{
	float side = world_side(s->n);
	uint32_t r = seed;
	for (size_t i = 0; i < s->n; i++) {
		s->box[i] = box_random(&r, side, 0.1f, 0.5f);
		if (i % 10 == 3) {
			s->box[i].half.x = rng_range(&r, 20.0f, 60.0f);
			s->box[i].half.y = rng_range(&r, 0.02f, 0.2f);
		}
	}
}

void scene_identical(scene *s)
{
	for (size_t i = 0; i < s->n; i++) {
		fp_box b = {{{5.0f, 5.0f}}, {{1.0f, 2.0f}}, 0.3f};
		s->box[i] = b;
	}
}

/* Circles over [0, side]^2, every third one moved by (dx, dy). */
static void circles_with(scene *s, uint32_t *r, float side, float dx, float dy)
{
	for (size_t j = 0; j < s->m; j++) {
		s->circle[j] = circle_random(r, side, 0.0f, 3.0f);
		if (j % 3 == 0) {
			s->circle[j].center.x += dx;
			s->circle[j].center.y += dy;
		}
	}
}

void scene_far(scene *s, uint32_t seed, size_t far, float distance)
{
	scene_whole_world(s, seed, 0);
	for (size_t k = 0; k < far && k < s->n; k++) {
		fp_box *b = &s->box[k * s->n / far];
		b->center.x += distance;
		b->center.y += distance * (k % 2 ? -0.5f : 1.0f);
	}
	uint32_t r = seed + 1;
	circles_with(s, &r, world_side(s->n), distance, distance);
}

void scene_two_clusters(scene *s, uint32_t seed, float distance)
{
	float side = world_side(s->n / 2 + 1);
	uint32_t r = seed;
	for (size_t i = 0; i < s->n; i++) {
		s->box[i] = box_random(&r, side, 0.5f, 2.0f);
		if (i % 2) {
			s->box[i].center.x += distance;
			s->box[i].center.y += distance;
		}
	}
	circles_with(s, &r, side, distance, distance);
}

/* Appends (a, b) to the growing array *p. */
static void push(fp_pair **p, size_t *count, size_t *cap, uint32_t a, uint32_t b)
{
	if (*count == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		*p = need(realloc(*p, *cap * sizeof **p));
	}
	(*p)[*count].a = a;
	(*p)[*count].b = b;
	(*count)++;
}

fp_pair *box_truth(const scene *s, size_t *count)
{
	fp_pair *p = NULL;
	size_t cap = 0;
	*count = 0;
	for (uint32_t i = 0; i < s->n; i++)
		for (uint32_t j = i + 1; j < s->n; j++)
			if (fp_footprint_overlap(&s->fp[i], &s->fp[j]))
				push(&p, count, &cap, i, j);
	return p ? p : need(malloc(sizeof *p));
}

fp_pair *circle_truth(const scene *s, size_t *count)
{
	fp_pair *p = NULL;
	size_t cap = 0;
	*count = 0;
	for (uint32_t i = 0; i < s->n; i++)
		for (uint32_t j = 0; j < s->m; j++)
			if (fp_circle_footprint(s->circle[j], &s->fp[i]))
				push(&p, count, &cap, i, j);
	return p ? p : need(malloc(sizeof *p));
}
