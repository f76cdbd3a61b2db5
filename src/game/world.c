/* clock_gettime is POSIX. */
#define _POSIX_C_SOURCE 200809L

#include "world.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "behaviour.h"
#include "stress.h"

static void set_err(char *err, size_t errlen, const char *msg)
{
	if (err && errlen)
		snprintf(err, errlen, "%s", msg);
}

void world_fini(world *w)
{
	if (!w)
		return;
	for (size_t i = 0; i < w->path_count; i++)
		free(w->paths[i].points);
	free(w->paths);
	free(w->actors);
	free(w->pickups);
	free(w->fps);
	free(w->names);
	fp_broadphase_destroy(w->bp);
	*w = (world){0};
}

static bool copy_paths(world *w, const level *lv)
{
	w->paths = calloc(lv->path_count + 1, sizeof *w->paths);
	if (!w->paths)
		return false;
	for (size_t i = 0; i < lv->path_count; i++, w->path_count++) {
		const level_path *src = &lv->paths[i];
		level_path *dst = &w->paths[i];
		*dst = (level_path){.id = src->id, .count = src->count};
		dst->points = malloc(src->count * sizeof *dst->points + 1);
		if (!dst->points)
			return false;
		memcpy(dst->points, src->points, src->count * sizeof *dst->points);
	}
	return true;
}

/* The level's actors, their names packed into one buffer the world owns. */
static bool copy_actors(world *w, const level *lv)
{
	size_t bytes = 1;
	for (size_t i = 0; i < lv->actor_count; i++)
		bytes += strlen(lv->actors[i].name) + 1;
	w->names = malloc(bytes);
	if (!w->names)
		return false;
	char *at = w->names;
	*at++ = '\0'; /* the stress actors' empty name */
	for (size_t i = 0; i < lv->actor_count; i++) {
		const level_actor *src = &lv->actors[i];
		size_t n = strlen(src->name) + 1;
		memcpy(at, src->name, n);
		w->actors[i] = (actor){
			.id = src->id, .name = at, .box = src->box, .color = src->color,
			.kind = src->kind, .speed = src->speed, .spin = src->spin, .path = src->path,
			.path_dir = 1,
		};
		at += n;
		if (src->kind == BEHAVIOUR_PATROL)
			behaviour_patrol_start(&w->actors[i], &w->paths[src->path]);
	}
	return true;
}

static void copy_pickups(world *w, const level *lv)
{
	for (size_t i = 0; i < lv->pickup_count; i++)
		w->pickups[i] = (pickup){.id = lv->pickups[i].id, .circle = lv->pickups[i].circle};
	w->pickup_count = w->pickups_left = lv->pickup_count;
}

/* Actors from which the broadphase shares its work with a second thread. */
#define WORLD_TWO_WORKERS 10000

static bool world_alloc(world *w, const level *lv, size_t stress)
{
	size_t n = lv->actor_count + stress;
	w->actors = calloc(n, sizeof *w->actors);
	w->fps = calloc(n, sizeof *w->fps);
	w->pickups = calloc(lv->pickup_count + 1, sizeof *w->pickups);
	w->bp = fp_broadphase_create();
	if (w->bp && n >= WORLD_TWO_WORKERS)
		fp_broadphase_set_workers(w->bp, 2); /* on failure it keeps one: same answers */
	return w->actors && w->fps && w->pickups && w->bp && copy_paths(w, lv) &&
	       copy_actors(w, lv);
}

bool world_init(world *w, const level *lv, uint64_t seed, size_t stress, char *err,
                size_t errlen)
{
	*w = (world){0};
	if (stress > WORLD_STRESS_MAX) {
		char msg[96];
		snprintf(msg, sizeof msg, "stress %zu is more than the %d actors allowed", stress,
		         WORLD_STRESS_MAX);
		set_err(err, errlen, msg);
		return false;
	}
	if (!world_alloc(w, lv, stress)) {
		world_fini(w);
		set_err(err, errlen, "out of memory building the world");
		return false;
	}
	w->actor_count = lv->actor_count;
	w->player = lv->player;
	w->width = lv->width;
	w->height = lv->height;
	snprintf(w->title, sizeof w->title, "%s", lv->title);
	w->energy = w->energy_max = lv->energy;
	w->state = WORLD_PLAYING;
	w->rand = rng_make(seed);
	copy_pickups(w, lv);
	stress_add(w, stress, seed);
	/* Footprints before the first step, so a first frame has them to draw. */
	for (size_t i = 0; i < w->actor_count; i++) {
		w->fps[i] = fp_footprint_of(w->actors[i].box);
		w->actors[i].fp = &w->fps[i];
	}
	return true;
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

/* Footprints once, every overlapping pair from the broadphase, tints. */
static void collide_actors(world *w)
{
	size_t n = w->actor_count, count;
	for (size_t i = 0; i < n; i++) {
		w->fps[i] = fp_footprint_of(w->actors[i].box);
		w->actors[i].tinted = false;
	}
	const fp_pair *pairs = fp_broadphase_box_pairs(w->bp, w->fps, n, &count);
	for (size_t k = 0; k < count; k++) {
		w->actors[pairs[k].a].tinted = true;
		w->actors[pairs[k].b].tinted = true;
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
	}
}

static void apply_rules(world *w)
{
	if (w->pickups_left == 0) {
		w->state = WORLD_WON;
		return;
	}
	if (!w->actors[w->player].tinted)
		return;
	w->energy -= WORLD_ENERGY_DRAIN * WORLD_DT;
	if (w->energy <= 0) {
		w->energy = 0;
		w->state = WORLD_LOST;
	}
}

void world_step(world *w, commands cmd)
{
	bool playing = w->state == WORLD_PLAYING;
	w->tick++;
	for (size_t i = 0; i < w->actor_count; i++) {
		if (i != w->player)
			behaviour_npc(&w->actors[i], w, WORLD_DT);
		else if (playing)
			behaviour_player(&w->actors[i], w, cmd, WORLD_DT);
	}
	double t0 = now_us();
	collide_actors(w);
	if (playing)
		collect_pickups(w);
	w->collision_us = now_us() - t0;
	if (playing)
		apply_rules(w);
}

float world_player_degrees(const world *w)
{
	float d = w->actors[w->player].box.angle * (180.0f / 3.14159265358979f);
	d = fmodf(d, 360.0f);
	if (d < 0)
		d += 360.0f;
	return d < 360.0f ? d : 0.0f;
}
