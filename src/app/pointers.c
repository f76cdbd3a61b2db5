/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "pointers.h"

#include <math.h>

#include "batch_draw.h"

/* An arrow's length and its distance from the edge, window pixels at UI
 * scale 1. */
#define ARROW 18.0f
#define EDGE 10.0f

static bool on_screen(const projection *pr, vec2s p, vec2s *s)
{
	return projection_point(pr, p, s) && s->x >= 0.0f && s->y >= 0.0f && s->x <= pr->view_w &&
	       s->y <= pr->view_h;
}

/* The nearest coins out of sight, nearest first; returns how many. */
static int out_of_sight(const world *w, const projection *pr, vec2s from, size_t *pick)
{
	float best[POINTERS_MAX];
	int n = 0;
	for (size_t i = 0; i < w->pickup_count; i++) {
		vec2s c = w->pickups[i].circle.center, s;
		if (w->pickups[i].collected || on_screen(pr, c, &s))
			continue;
		float d = glms_vec2_distance2(c, from);
		int at = n < POINTERS_MAX ? n++ : POINTERS_MAX;
		for (; at > 0 && best[at - 1] > d; at--) {
			if (at < POINTERS_MAX) {
				best[at] = best[at - 1];
				pick[at] = pick[at - 1];
			}
		}
		if (at < POINTERS_MAX) {
			best[at] = d;
			pick[at] = i;
		}
	}
	return n;
}

/* The way to coin c on screen from the player's point there: towards the
 * farthest point of the ground between them that is in front of the eye
 * (in 3D a coin behind the eye has no place on screen of its own). */
static vec2s way(const projection *pr, vec2s player, vec2s c, vec2s ps)
{
	vec2s s = ps;
	if (projection_point(pr, c, &s))
		return glms_vec2_sub(s, ps);
	float lo = 0.0f, hi = 1.0f;
	for (int k = 0; k < 20; k++) {
		float t = (lo + hi) * 0.5f;
		vec2s q;
		if (projection_point(pr, glms_vec2_lerp(player, c, t), &q)) {
			lo = t;
			s = q;
		} else {
			hi = t;
		}
	}
	return glms_vec2_sub(s, ps);
}

/* An arrow along d (unit) with its tip at the edge of the picture. */
static void arrow(batch *b, const projection *pr, vec2s from, vec2s d, float ui)
{
	float m = (EDGE + ARROW) * ui, len = ARROW * ui;
	float tx = d.x > 0.0f ? (pr->view_w - m - from.x) / d.x : d.x < 0.0f ? (m - from.x) / d.x : INFINITY;
	float ty = d.y > 0.0f ? (pr->view_h - m - from.y) / d.y : d.y < 0.0f ? (m - from.y) / d.y : INFINITY;
	float t = fmaxf(fminf(tx, ty), 0.0f);
	vec2s tip = {{from.x + d.x * t + d.x * len, from.y + d.y * t + d.y * len}};
	vec2s n = {{-d.y, d.x}}, base = glms_vec2_sub(tip, glms_vec2_scale(d, len));
	vec2s l = glms_vec2_add(base, glms_vec2_scale(n, len * 0.55f));
	vec2s r = glms_vec2_sub(base, glms_vec2_scale(n, len * 0.55f));
	vec2s out[4] = {tip, l, r, tip};
	batch_tri(b, tip, l, r, (rgba8){250, 204, 64, 255});
	batch_lines(b, out, 4, (rgba8){40, 30, 0, 255});
}

void pointers_draw(SDL_Renderer *r, const world *w, const projection *pr, float ui)
{
	static batch b; /* scratch memory kept from frame to frame */
	if (w->player >= w->actor_count)
		return;
	vec2s player = w->actors[w->player].box.center, ps;
	if (!projection_point(pr, player, &ps))
		ps = (vec2s){{pr->view_w * 0.5f, pr->view_h * 0.5f}};
	size_t pick[POINTERS_MAX];
	int n = out_of_sight(w, pr, player, pick);
	batch_clear(&b);
	for (int k = 0; k < n; k++) {
		vec2s d = way(pr, player, w->pickups[pick[k]].circle.center, ps);
		float len = glms_vec2_norm(d);
		if (len > 1e-3f)
			arrow(&b, pr, ps, glms_vec2_scale(d, 1.0f / len), ui);
	}
	batch_draw(r, &b, SDL_BLENDMODE_NONE);
}
