/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "route.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "behaviour.h"
#include "solids.h"

const commands route_commands[ROUTE_COMMANDS] = {
	{1, 0}, {1, -1}, {1, 1}, {0, -1}, {0, 1}, {-1, 0}, {-1, -1}, {-1, 1}, {0, 0},
};

/* What an overlapping tick and a tick within the margin cost, in ticks on
 * top of the tick itself. */
#define OVERLAP_COST 6.0f
#define NEAR_COST 0.5f
/* A tick in a guard's sight costs this, on top of the energy it drains. */
#define SEEN_COST 6.0f
/* px kept between the player and every solid: the route's poses are the
 * player behaviour's own, which a solid would cut short. */
#define SOLID_GAP 3.0f
/* Changing keys costs a little, so routes do not dither. */
#define CHANGE_COST 0.5f
/* The search forgets a pose it has seen in the same cell of place, heading
 * and time: place cells are a third of a step's drive, heading cells
 * 360/HEADINGS degrees, time cells two steps. */
#define HEADINGS 36
#define SEEN_BITS 23

typedef struct node {
	fp_box box;
	float energy;
	float g;
	uint32_t ticks;  /* since the start */
	int32_t parent;
	uint8_t cmd;
	uint8_t held;    /* ticks this step held cmd */
	bool goal;
} node;

typedef struct entry {
	float f;
	uint32_t node;
} entry;

typedef struct search {
	world *w;
	timeline *tl;
	fp_circle target;
	const route_opts *opt;
	actor player;       /* a copy the steps move */
	uint64_t start;     /* the tick the player stands at */
	float per_tick;     /* px the player drives a tick */
	float place_cell;
	node *nodes;
	size_t count, cap;
	entry *heap;
	size_t heap_count;
	uint64_t *seen;     /* open addressing, 0 is empty */
	size_t seen_count;
} search;

static void heap_push(search *s, entry e)
{
	size_t i = s->heap_count++;
	while (i > 0 && s->heap[(i - 1) / 2].f > e.f) {
		s->heap[i] = s->heap[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	s->heap[i] = e;
}

static entry heap_pop(search *s)
{
	entry top = s->heap[0], last = s->heap[--s->heap_count];
	size_t i = 0, n = s->heap_count;
	for (;;) {
		size_t c = 2 * i + 1;
		if (c >= n)
			break;
		if (c + 1 < n && s->heap[c + 1].f < s->heap[c].f)
			c++;
		if (s->heap[c].f >= last.f)
			break;
		s->heap[i] = s->heap[c];
		i = c;
	}
	if (n > 0)
		s->heap[i] = last;
	return top;
}

/* True the first time a pose falls in its cell of place, heading and time
 * (false for every pose once the table is three quarters full). */
static bool first_seen(search *s, const node *n)
{
	if (s->seen_count >= ((size_t)3 << SEEN_BITS) / 4)
		return false;
	float a = n->box.angle / (2.0f * 3.14159265f) * HEADINGS;
	uint64_t x = (uint64_t)(int64_t)floorf(n->box.center.x / s->place_cell) & 0xffff;
	uint64_t y = (uint64_t)(int64_t)floorf(n->box.center.y / s->place_cell) & 0xffff;
	uint64_t h = (uint64_t)((int64_t)floorf(a) % HEADINGS) & 0xff;
	uint64_t t = (uint64_t)(n->ticks / (2u * (unsigned)s->opt->hold)) & 0xffffff;
	uint64_t key = (x | y << 16 | h << 32 | t << 40) + 1;
	uint64_t mask = ((uint64_t)1 << SEEN_BITS) - 1;
	for (uint64_t i = (key * 0x9e3779b97f4a7c15u) >> (64 - SEEN_BITS);; i = (i + 1) & mask) {
		if (s->seen[i] == key)
			return false;
		if (s->seen[i] == 0) {
			s->seen[i] = key;
			s->seen_count++;
			return true;
		}
	}
}

/* Ticks still needed at the least: the gap to the pickup at full speed. */
static float estimate(const search *s, fp_box b)
{
	float dx = b.center.x - s->target.center.x, dy = b.center.y - s->target.center.y;
	float reach = sqrtf(b.half.x * b.half.x + b.half.y * b.half.y) + s->target.radius;
	float gap = sqrtf(dx * dx + dy * dy) - reach;
	return gap > 0 ? gap / s->per_tick : 0;
}

/* Whether the player's box b meets another actor at tick t: 2 overlapping,
 * 1 within the margin, 0 clear, -1 past the timeline's window. */
static int contact(search *s, uint64_t t, fp_box b)
{
	fp_box wide = b;
	wide.half.x += s->opt->margin;
	wide.half.y += s->opt->margin;
	fp_footprint fw = fp_footprint_of(wide);
	int near = timeline_overlaps(s->tl, t, &fw);
	if (near <= 0)
		return near;
	fp_footprint fp = fp_footprint_of(b);
	return timeline_overlaps(s->tl, t, &fp) == 1 ? 2 : 1;
}

/* Whether the player's box b keeps SOLID_GAP from every solid. */
static bool clear_of_solids(search *s, fp_box b)
{
	b.half.x += SOLID_GAP;
	b.half.y += SOLID_GAP;
	return solids_pose_free(s->w, s->w->player, b);
}

/* The step from node p holding command c: false when it leaves the window
 * or the energy would fall to the reserve. */
static bool step_from(search *s, const node *p, uint8_t c, node *out)
{
	*out = (node){.box = p->box, .energy = p->energy, .g = p->g, .ticks = p->ticks, .cmd = c};
	if (p->parent >= 0 && p->cmd != c)
		out->g += CHANGE_COST;
	for (int k = 0; k < s->opt->hold; k++) {
		uint64_t t = s->start + out->ticks + 1;
		s->player.box = out->box;
		out->box = behaviour_table[s->player.kind]->step(&s->player, s->w, route_commands[c],
		                                                 WORLD_DT);
		out->ticks++;
		out->held++;
		out->g += 1.0f;
		int hit = contact(s, t, out->box);
		if (hit < 0)
			return false;
		if (hit == 2) {
			out->energy -= world_overlap_drain();
			out->g += OVERLAP_COST;
		} else if (hit == 1) {
			out->g += NEAR_COST;
		}
		if (!clear_of_solids(s, out->box))
			return false;
		fp_footprint fp = fp_footprint_of(out->box);
		float seen = timeline_seen_drain(s->tl, t, &fp);
		if (seen < 0)
			return false;
		if (seen > 0) {
			out->energy -= seen * WORLD_DT;
			out->g += SEEN_COST;
		}
		if (out->energy <= s->opt->reserve)
			return false;
		if (fp_circle_footprint(s->target, &fp)) {
			out->goal = true;
			return true;
		}
	}
	return true;
}

static bool add_node(search *s, node n)
{
	if (s->count == s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 4096;
		node *nodes = realloc(s->nodes, cap * sizeof *nodes);
		entry *heap = realloc(s->heap, cap * sizeof *heap);
		if (nodes != NULL)
			s->nodes = nodes;
		if (heap != NULL)
			s->heap = heap;
		if (nodes == NULL || heap == NULL)
			return false;
		s->cap = cap;
	}
	s->nodes[s->count] = n;
	float h = n.goal ? 0 : estimate(s, n.box);
	heap_push(s, (entry){n.g + s->opt->weight * h, (uint32_t)s->count});
	s->count++;
	return true;
}

static bool route_reserve(route *r, size_t n)
{
	if (n <= r->cap)
		return true;
	uint8_t *cmds = realloc(r->cmds, n);
	r->cmds = cmds ? cmds : r->cmds;
	fp_box *poses = realloc(r->poses, n * sizeof *poses);
	r->poses = poses ? poses : r->poses;
	if (!cmds || !poses)
		return false;
	r->cap = n;
	return true;
}

/* The route to node g, tick by tick: each step replayed from its parent. */
static bool trace(search *s, uint32_t g, route *out)
{
	if (!route_reserve(out, s->nodes[g].ticks + 1))
		return false;
	out->count = s->nodes[g].ticks;
	for (int32_t i = (int32_t)g; s->nodes[i].parent >= 0; i = s->nodes[i].parent) {
		const node *n = &s->nodes[i], *p = &s->nodes[n->parent];
		fp_box b = p->box;
		for (uint32_t k = 0; k < n->held; k++) {
			s->player.box = b;
			b = behaviour_table[s->player.kind]->step(&s->player, s->w,
			                                          route_commands[n->cmd], WORLD_DT);
			out->cmds[p->ticks + k] = n->cmd;
			out->poses[p->ticks + k] = b;
		}
	}
	return true;
}

static bool expand(search *s, uint32_t i)
{
	for (uint8_t c = 0; c < ROUTE_COMMANDS; c++) {
		node n;
		node p = s->nodes[i]; /* add_node may move the pool */
		if (!step_from(s, &p, c, &n))
			continue;
		n.parent = (int32_t)i;
		if ((n.goal || first_seen(s, &n)) && !add_node(s, n))
			return false;
	}
	return true;
}

bool route_find(world *w, timeline *tl, fp_circle target, const route_opts *opt, route *out,
                char *err, size_t errlen)
{
	search s = {.w = w, .tl = tl, .target = target, .opt = opt, .player = w->actors[w->player],
	            .start = w->tick};
	s.target.radius = target.radius > opt->depth ? target.radius - opt->depth : 0;
	s.per_tick = s.player.speed * WORLD_DT;
	s.place_cell = s.per_tick * (float)opt->hold / 3.0f;
	if (s.place_cell < 1.0f)
		s.place_cell = 1.0f;
	s.seen = calloc((size_t)1 << SEEN_BITS, sizeof *s.seen);
	bool found = false, ok = s.seen != NULL;
	ok = ok && add_node(&s, (node){.box = s.player.box, .energy = w->energy, .parent = -1});
	size_t expanded = 0;
	while (ok && s.heap_count > 0 && expanded < opt->max_nodes) {
		uint32_t i = heap_pop(&s).node;
		if (s.nodes[i].goal) {
			found = true;
			ok = trace(&s, i, out);
			break;
		}
		expanded++;
		ok = expand(&s, i);
	}
	out->nodes = expanded;
	if (!ok)
		snprintf(err, errlen, "out of memory after %zu search steps", expanded);
	else if (!found)
		snprintf(err, errlen, "no route to the pickup at (%g, %g) within %zu search steps%s",
		         (double)target.center.x, (double)target.center.y, expanded,
		         s.heap_count == 0 ? " (every way tried)" : "");
	free(s.seen);
	free(s.nodes);
	free(s.heap);
	return ok && found;
}

void route_fini(route *r)
{
	free(r->cmds);
	free(r->poses);
	*r = (route){0};
}
