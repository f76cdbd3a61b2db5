/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* clock_gettime is POSIX. */
#define _POSIX_C_SOURCE 200809L

#include "world.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "behaviour.h"
#include "error_text.h"
#include "stress.h"
#include "sight.h"
#include "solids.h"

void world_fini(world *w)
{
	if (w) {
		solids_fini(w);
		sight_fini(w);
		fp_broadphase_destroy(w->bp);
		free(w->storage);
		*w = (world){0};
	}
}

/* Where each array lies in the world's one block of storage. */
typedef struct world_layout {
	size_t actors, fps, pickups, paths, points, names, size;
} world_layout;

/* Room for count items of each bytes, aligned to align, at the end of a block
 * of *size bytes: returns their offset and grows *size past them. */
static size_t reserve(size_t *size, size_t count, size_t each, size_t align)
{
	size_t at = (*size + align - 1) / align * align;
	*size = at + count * each;
	return at;
}

/* Actors and footprints with room for the stress crowd, pickups, the
 * polylines and their points, and the level actors' names. */
static world_layout layout_of(const level *lv, size_t stress)
{
	size_t n = lv->actor_count + stress, points = 0, names = 0;
	for (size_t i = 0; i < lv->path_count; i++)
		points += lv->paths[i].count;
	for (size_t i = 0; i < lv->actor_count; i++)
		names += strlen(lv->actors[i].name) + 1;
	world_layout l = {0};
	l.actors = reserve(&l.size, n, sizeof(actor), _Alignof(actor));
	/* where malloc would put them: the broadphase streams through them */
	l.fps = reserve(&l.size, n, sizeof(fp_footprint), _Alignof(max_align_t));
	l.pickups = reserve(&l.size, lv->pickup_count, sizeof(pickup), _Alignof(pickup));
	l.paths = reserve(&l.size, lv->path_count, sizeof(level_path), _Alignof(level_path));
	l.points = reserve(&l.size, points, sizeof(vec2s), _Alignof(vec2s));
	l.names = reserve(&l.size, names, 1, 1);
	return l;
}

/* The level's polylines, their points packed one after another. */
static void copy_paths(world *w, const level *lv, vec2s *points)
{
	for (size_t i = 0; i < lv->path_count; i++) {
		const level_path *src = &lv->paths[i];
		memcpy(points, src->points, src->count * sizeof *points);
		w->paths[i] = (level_path){.id = src->id, .points = points, .count = src->count};
		points += src->count;
	}
	w->path_count = lv->path_count;
}

/* The level's actors, their names packed one after another; each started
 * by its behaviour once the paths are in place. */
/* Sets up a's behaviour's own state, once it is in the world. */
static void behaviour_start(actor *a, const world *w)
{
	const behaviour_def *b = behaviour_table[a->kind];
	if (b->start)
		b->start(a, w);
}

static void copy_actors(world *w, const level *lv, char *names)
{
	for (size_t i = 0; i < lv->actor_count; i++) {
		const level_actor *src = &lv->actors[i];
		size_t n = strlen(src->name) + 1;
		memcpy(names, src->name, n);
		actor *a = &w->actors[i];
		*a = (actor){.id = src->id, .name = names, .box = src->box, .kind = src->kind,
		             .path = src->path, .sight = src->sight};
#define COPY_PROP(ctype, name, type, def, check) memcpy(&a->name, &src->name, sizeof a->name);
		LEVEL_ACTOR_PROPS(COPY_PROP)
#undef COPY_PROP
		names += n;
	}
	w->actor_count = lv->actor_count;
}

static void copy_pickups(world *w, const level *lv)
{
	for (size_t i = 0; i < lv->pickup_count; i++)
		w->pickups[i] = (pickup){.id = lv->pickups[i].id, .circle = lv->pickups[i].circle};
	w->pickup_count = w->pickups_left = lv->pickup_count;
}

/* Actors from which the broadphase shares its work with a second thread. */
#define WORLD_TWO_WORKERS 10000

/* One allocation holds everything the world copies from the level. */
static bool world_alloc(world *w, const level *lv, size_t stress)
{
	world_layout l = layout_of(lv, stress);
	char *block = calloc(1, l.size);
	w->storage = block;
	w->bp = fp_broadphase_create();
	if (!block || !w->bp)
		return false;
	if (lv->actor_count + stress >= WORLD_TWO_WORKERS)
		fp_broadphase_set_workers(w->bp, 2); /* on failure it keeps one: same answers */
	w->actors = (actor *)(block + l.actors);
	w->fps = (fp_footprint *)(block + l.fps);
	w->pickups = (pickup *)(block + l.pickups);
	w->paths = (level_path *)(block + l.paths);
	copy_paths(w, lv, (vec2s *)(block + l.points));
	copy_actors(w, lv, block + l.names);
	copy_pickups(w, lv);
	return true;
}

/* The footprints of actors from on, fp_footprints_of a chunk at a time (it
 * makes four at once, bit for bit fp_footprint_of's): the boxes sit apart in
 * the actors, so each chunk is gathered first. */
static void make_footprints(world *w, size_t from)
{
	enum { CHUNK = 64 };
	fp_box boxes[CHUNK];
	for (size_t i = from; i < w->actor_count; i += CHUNK) {
		size_t m = w->actor_count - i < CHUNK ? w->actor_count - i : CHUNK;
		for (size_t k = 0; k < m; k++)
			boxes[k] = w->actors[i + k].box;
		fp_footprints_of(boxes, m, &w->fps[i]);
	}
}

bool world_init(world *w, const level *lv, uint64_t seed, size_t stress, char *err,
                size_t errlen)
{
	*w = (world){0};
	if (stress > WORLD_STRESS_MAX) {
		error_set(err, errlen, "stress %zu is more than the %d actors allowed", stress,
		          WORLD_STRESS_MAX);
		return false;
	}
	if (!world_alloc(w, lv, stress)) {
		world_fini(w);
		error_set(err, errlen, "out of memory building the world");
		return false;
	}
	w->player = lv->player;
	w->width = lv->width;
	w->height = lv->height;
#define COPY_PROP(ctype, name, type, def, check) memcpy(&w->name, &lv->name, sizeof w->name);
	LEVEL_MAP_PROPS(COPY_PROP)
#undef COPY_PROP
	static uint64_t serials;
	w->serial = ++serials;
	w->energy_max = w->energy;
	w->state = WORLD_PLAYING;
	w->rand = rng_make(seed);
	/* The level's footprints first: solids_init files the solids by them and
	 * stress_add places its actors apart from them. */
	make_footprints(w, 0);
	if (!solids_init(w) || !sight_init(w)) {
		world_fini(w);
		error_set(err, errlen, "out of memory building the world");
		return false;
	}
	size_t first_stress = w->actor_count;
	stress_add(w, stress, seed);
	for (size_t i = 0; i < w->actor_count; i++)
		behaviour_start(&w->actors[i], w);
	/* Every footprint before the first step, so a first frame draws them,
	 * and filed in the broadphase, so region queries find them. */
	make_footprints(w, first_stress);
	for (size_t i = 0; i < w->actor_count; i++)
		w->actors[i].fp = &w->fps[i];
	size_t pairs;
	fp_broadphase_box_pairs(w->bp, w->fps, w->actor_count, &pairs);
	return true;
}

const uint32_t *world_actors_in(const world *w, fp_aabb region, size_t *count)
{
	return fp_broadphase_query_aabb(w->bp, region, count);
}

void world_record_pairs(world *w, bool on)
{
	fp_broadphase_record_candidates(w->bp, on);
}

static double now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* Footprints once, every overlapping pair from the broadphase, tints (not
 * of two solids: static ones meet and overlap by design). */
static void collide_actors(world *w)
{
	size_t n = w->actor_count, count;
	make_footprints(w, 0);
	for (size_t i = 0; i < n; i++)
		w->actors[i].tinted = false;
	const fp_pair *pairs = fp_broadphase_box_pairs(w->bp, w->fps, n, &count);
	const bool walled = w->solid_count > 0;
	for (size_t k = 0; k < count && !walled; k++) {
		w->actors[pairs[k].a].tinted = true;
		w->actors[pairs[k].b].tinted = true;
	}
	for (size_t k = 0; k < count && walled; k++) {
		actor *a = &w->actors[pairs[k].a], *b = &w->actors[pairs[k].b];
		bool solids_meet = a->solid && b->solid; /* as walls meet at a corner */
		a->tinted |= !solids_meet;
		b->tinted |= !solids_meet;
	}
	w->hits = count;
	w->pairs_tested = fp_broadphase_tested(w->bp);
	w->overlapping = 0;
	for (size_t i = 0; i < n; i++)
		w->overlapping += w->actors[i].tinted;
}

static void collect_pickups(world *w)
{
	const fp_footprint *player = &w->fps[w->player];
	for (size_t i = 0; i < w->pickup_count; i++) {
		pickup *p = &w->pickups[i];
		if (p->collected || !fp_circle_footprint(p->circle, player))
			continue;
		p->collected = true;
		w->pickups_left--;
		w->score += WORLD_SCORE_PICKUP;
		w->events |= world_event_bit(WORLD_EVENT_PICKUP);
	}
}

static void apply_rules(world *w)
{
	if (w->pickups_left == 0) {
		w->won = reward_of((float)w->tick / (float)WORLD_TICK_HZ, w->par_time, w->energy,
		                   w->energy_max);
		w->score += w->won.energy_points + w->won.par_points;
		w->state = WORLD_WON;
		w->events |= world_event_bit(WORLD_EVENT_WON);
		return;
	}
	bool tinted = w->actors[w->player].tinted;
	if (!tinted && !w->seen)
		return;
	if (tinted)
		w->energy -= world_overlap_drain();
	if (w->seen)
		w->energy -= w->seen_drain * WORLD_DT;
	if (w->energy <= 0) {
		w->energy = 0;
		w->state = WORLD_LOST;
		w->events |= world_event_bit(WORLD_EVENT_LOST);
	}
}

/* Each actor takes the pose its behaviour asks for; the player only while
 * the level is being played. With solids, as far as they allow. */
static void move_actors(world *w, commands cmd, bool playing)
{
	if (w->solids) {
		solids_step(w, cmd, playing);
		return;
	}
	for (size_t i = 0; i < w->actor_count; i++) {
		actor *a = &w->actors[i];
		const behaviour_def *b = behaviour_table[a->kind];
		bool player = i == w->player;
		if (b->step && (playing || !player))
			a->box = b->step(a, w, player ? cmd : (commands){0}, WORLD_DT);
	}
}

void world_step(world *w, commands cmd)
{
	bool playing = w->state == WORLD_PLAYING;
	bool was_overlapping = w->actors[w->player].tinted;
	bool was_blocked = w->actors[w->player].blocked;
	bool was_seen = w->seen;
	w->tick++;
	w->events = 0;
	move_actors(w, cmd, playing);
	double t0 = now_us();
	collide_actors(w);
	if (playing)
		collect_pickups(w);
	w->collision_us = now_us() - t0;
	sight_step(w);
	if (playing && !was_seen && w->seen)
		w->events |= world_event_bit(WORLD_EVENT_SEEN);
	if (playing && !was_overlapping && w->actors[w->player].tinted)
		w->events |= world_event_bit(WORLD_EVENT_OVERLAP);
	if (playing && !was_blocked && w->actors[w->player].blocked)
		w->events |= world_event_bit(WORLD_EVENT_WALL);
	if (playing)
		apply_rules(w);
}

float world_overlap_drain(void)
{
	return WORLD_ENERGY_DRAIN * WORLD_DT;
}

float world_player_degrees(const world *w)
{
	float d = w->actors[w->player].box.angle * (180.0f / 3.14159265358979f);
	d = fmodf(d, 360.0f);
	if (d < 0)
		d += 360.0f;
	return d < 360.0f ? d : 0.0f;
}
