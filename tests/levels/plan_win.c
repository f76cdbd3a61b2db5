/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* plan_win LEVEL OUT.txt [options]: finds a way to win a level and writes it
 * as an input script (the format of --input).
 *
 * The pickups are visited in a short order (tour.h); each leg is searched
 * (route.h) around the other actors as a second world of the same level and
 * seed shows them (timeline.h), then driven in the real world, which must
 * put the player exactly where the search did and every other actor where
 * the second world did (a rule by which the player changes how another
 * actor moves would break the plan: it stops there). A leg the search cannot
 * find within its limits is tried toward the next pickups of the order. The
 * script ends with every key released; the level must be won by then.
 *
 * Options (defaults): --seed N (1, the game's), --hold TICKS a search step
 * holds its keys (6), --margin PX kept from actors where it can (4), --depth
 * PX into each pickup (1), --reserve ENERGY never spent (5), --nodes N search
 * steps a leg may take (200000), --weight W greed of the search (1.5),
 * --window TICKS of the other actors' moves kept at once (8192: a leg may
 * last that long). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "level.h"
#include "route.h"
#include "timeline.h"
#include "tour.h"
#include "world.h"

/* Pickups of the order tried as the next leg's goal before giving up. */
#define TRIES 4

typedef struct plan_opts {
	const char *level, *out;
	uint64_t seed;
	size_t window;
	route_opts route;
} plan_opts;

typedef struct plan {
	uint8_t *cmds; /* route_commands index of each tick from 1 */
	size_t count, cap;
	size_t overlap_ticks;
} plan;

static int usage(void)
{
	fputs("usage: plan_win LEVEL OUT.txt [--seed N] [--hold TICKS] [--margin PX]\n"
	      "                [--depth PX] [--reserve ENERGY] [--nodes N] [--weight W]\n"
	      "                [--window TICKS]\n",
	      stderr);
	return 2;
}

static bool parse(int argc, char **argv, plan_opts *o)
{
	*o = (plan_opts){.seed = 1, .window = 8192,
	                 .route = {.hold = 6, .margin = 4, .depth = 1, .reserve = 5,
	                           .max_nodes = 200000, .weight = 1.5f}};
	if (argc < 3)
		return false;
	o->level = argv[1];
	o->out = argv[2];
	for (int i = 3; i + 1 < argc; i += 2) {
		const char *k = argv[i], *v = argv[i + 1];
		char *end;
		double d = strtod(v, &end);
		if (*end != '\0' || d < 0)
			return false;
		if (strcmp(k, "--seed") == 0)
			o->seed = (uint64_t)d;
		else if (strcmp(k, "--hold") == 0 && d >= 1 && d <= 60)
			o->route.hold = (int)d;
		else if (strcmp(k, "--margin") == 0)
			o->route.margin = (float)d;
		else if (strcmp(k, "--depth") == 0)
			o->route.depth = (float)d;
		else if (strcmp(k, "--reserve") == 0)
			o->route.reserve = (float)d;
		else if (strcmp(k, "--nodes") == 0)
			o->route.max_nodes = (size_t)d;
		else if (strcmp(k, "--weight") == 0 && d >= 1)
			o->route.weight = (float)d;
		else if (strcmp(k, "--window") == 0 && d >= 64)
			o->window = (size_t)d;
		else
			return false;
	}
	return argc % 2 == 1;
}

/* Drives the route in w, checking the player's pose against the search's and
 * every other actor against the timeline; appends its ticks to p. False
 * (with a message) when the world disagrees. */
static bool drive(world *w, timeline *tl, const route *r, plan *p)
{
	if (p->count + r->count > p->cap) {
		size_t cap = (p->count + r->count) * 2;
		uint8_t *cmds = realloc(p->cmds, cap);
		if (cmds == NULL)
			return fputs("plan_win: out of memory\n", stderr), false;
		p->cmds = cmds;
		p->cap = cap;
	}
	for (size_t k = 0; k < r->count && w->state == WORLD_PLAYING; k++) {
		world_step(w, route_commands[r->cmds[k]]);
		p->cmds[p->count++] = r->cmds[k];
		p->overlap_ticks += w->actors[w->player].tinted;
		if (memcmp(&w->actors[w->player].box, &r->poses[k], sizeof r->poses[k]) != 0) {
			fprintf(stderr, "plan_win: at tick %llu the world put the player elsewhere "
			                "than the search did\n", (unsigned long long)w->tick);
			return false;
		}
		if (!timeline_agrees(tl, w)) {
			fprintf(stderr, "plan_win: at tick %llu an actor moved otherwise than "
			                "without the player: the route changed how it moves\n",
			        (unsigned long long)w->tick);
			return false;
		}
	}
	return true;
}

/* One leg: a route to one of the next TRIES pickups of the order still
 * there, driven. */
static bool leg(world *w, timeline *tl, const size_t *order, const plan_opts *o, plan *p)
{
	char err[256];
	int tried = 0;
	for (size_t i = 0; i < w->pickup_count && tried < TRIES; i++) {
		const pickup *target = &w->pickups[order[i]];
		if (target->collected)
			continue;
		tried++;
		route r = {0};
		timeline_forget_before(tl, w->tick);
		if (!route_find(w, tl, target->circle, &o->route, &r, err, sizeof err)) {
			fprintf(stderr, "plan_win: tick %llu: %s\n", (unsigned long long)w->tick, err);
			route_fini(&r);
			continue;
		}
		bool ok = drive(w, tl, &r, p);
		if (ok)
			fprintf(stderr, "tick %6llu: pickup %d taken, %zu left, energy %.1f (%zu steps)\n",
			        (unsigned long long)w->tick, target->id, w->pickups_left,
			        (double)w->energy, r.nodes);
		route_fini(&r);
		return ok;
	}
	return false;
}

static void key(FILE *f, size_t tick, const char *name, bool down)
{
	fprintf(f, "%zu %s %s\n", tick, name, down ? "down" : "up");
}

/* The keys held each tick as script lines: a line where a key changes, and
 * every key released after the last tick. */
static bool write_script(const plan_opts *o, const plan *p, const world *w)
{
	FILE *f = fopen(o->out, "w");
	if (f == NULL)
		return perror(o->out), false;
	const char *base = strrchr(o->level, '/');
	fprintf(f, "# %s won at tick %llu (seed %llu), energy %.1f of %.1f left;\n"
	           "# made by tests/levels/plan_win\n",
	        base ? base + 1 : o->level, (unsigned long long)w->tick,
	        (unsigned long long)o->seed, (double)w->energy, (double)w->energy_max);
	bool was[4] = {0};
	static const char *const names[4] = {"forward", "back", "left", "right"};
	for (size_t t = 0; t <= p->count; t++) {
		commands c = t < p->count ? route_commands[p->cmds[t]] : (commands){0};
		bool now[4] = {c.throttle > 0, c.throttle < 0, c.turn < 0, c.turn > 0};
		for (int k = 0; k < 4; k++)
			if (now[k] != was[k])
				key(f, t + 1, names[k], now[k]);
		memcpy(was, now, sizeof was);
	}
	bool ok = !ferror(f);
	ok &= fclose(f) == 0;
	if (!ok)
		fprintf(stderr, "plan_win: %s: write failed\n", o->out);
	return ok;
}

static bool run(const plan_opts *o, const level *lv)
{
	char err[512];
	world w;
	timeline tl;
	if (!world_init(&w, lv, o->seed, 0, err, sizeof err))
		return fprintf(stderr, "plan_win: %s\n", err), false;
	if (!timeline_init(&tl, lv, o->seed, o->window, err, sizeof err)) {
		world_fini(&w);
		return fprintf(stderr, "plan_win: %s\n", err), false;
	}
	vec2s *points = malloc(w.pickup_count * sizeof *points);
	size_t *order = malloc(w.pickup_count * sizeof *order);
	plan p = {0};
	bool ok = points != NULL && order != NULL;
	if (ok) {
		for (size_t i = 0; i < w.pickup_count; i++)
			points[i] = w.pickups[i].circle.center;
		tour_order(w.actors[w.player].box.center, points, w.pickup_count, order);
	}
	while (ok && w.state == WORLD_PLAYING)
		ok = leg(&w, &tl, order, o, &p);
	ok = ok && w.state == WORLD_WON && write_script(o, &p, &w);
	if (ok)
		fprintf(stderr, "%s: won at tick %llu, energy %.1f of %.1f, %zu ticks overlapping\n",
		        o->out, (unsigned long long)w.tick, (double)w.energy, (double)w.energy_max,
		        p.overlap_ticks);
	free(p.cmds);
	free(points);
	free(order);
	timeline_fini(&tl);
	world_fini(&w);
	return ok;
}

int main(int argc, char **argv)
{
	plan_opts o;
	if (!parse(argc, argv, &o))
		return usage();
	level lv;
	char err[512];
	if (!level_load(o.level, &lv, err, sizeof err)) {
		fprintf(stderr, "plan_win: %s\n", err);
		return 2;
	}
	bool ok = run(&o, &lv);
	level_free(&lv);
	return ok ? 0 : 1;
}
