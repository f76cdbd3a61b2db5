/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* soak.c: a long headless run of the simulation with seeded random input.
 *
 * soak LEVEL TICKS STRESS: steps the level's world TICKS times (a lost or
 * won level restarts with the next seed), steering like an impatient
 * player. Every tick the rule of solids must hold (wall_rule.h: the player
 * overlaps no solid, no moving solid overlaps the player or another solid);
 * every 1,000th tick each actor's footprint and tint flag must equal the
 * brute-force all-pairs answer and no pickup may touch the player
 * uncollected; at the end the peak resident memory must be what it was
 * after the first 1,000 ticks (within two pages), so nothing grows with
 * time (plain builds: see rss.h). Prints the ticks, the time and the memory figures. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "level.h"
#include "rng.h"
#include "rss.h"
#include "wall_rule.h"
#include "world.h"

#define SOAK_CHECK_EVERY 1000
#define SOAK_PAGE_KB 4

static const char *soak_level;
static uint64_t total_ticks;
static size_t stress;

static long status_kb(const char *field)
{
	long kb = rss_status_kb(field);
	if (kb < 0)
		fail_msg("/proc/self/status has no %s line", field);
	return kb;
}

/* Brute force over all pairs: footprints are those of the boxes, tints are
 * exactly the actors that overlap another (two solids tint neither), hits
 * is the pair count. */
static void check_tints(const world *w, uint64_t tick)
{
	size_t n = w->actor_count, hits = 0;
	bool *tint = calloc(n ? n : 1, sizeof *tint);
	assert_non_null(tint);
	for (size_t i = 0; i < n; i++) {
		fp_footprint f = fp_footprint_of(w->actors[i].box);
		if (memcmp(f.corner, w->actors[i].fp->corner, sizeof f.corner) != 0)
			fail_msg("tick %llu: actor %zu's footprint is not that of its box",
			         (unsigned long long)tick, i);
		for (size_t j = i + 1; j < n; j++) {
			if (fp_footprint_overlap(w->actors[i].fp, w->actors[j].fp)) {
				bool walls_meet = w->actors[i].solid && w->actors[j].solid;
				tint[i] |= !walls_meet;
				tint[j] |= !walls_meet;
				hits++;
			}
		}
	}
	for (size_t i = 0; i < n; i++) {
		if (tint[i] != w->actors[i].tinted)
			fail_msg("tick %llu: actor %zu (id %d) tinted %d, all pairs say %d",
			         (unsigned long long)tick, i, w->actors[i].id, w->actors[i].tinted,
			         tint[i]);
	}
	free(tint);
	if (hits != w->hits)
		fail_msg("tick %llu: world counts %zu overlapping pairs, all pairs give %zu",
		         (unsigned long long)tick, w->hits, hits);
}

static void check_pickups(const world *w, uint64_t tick)
{
	if (w->state != WORLD_PLAYING)
		return;
	const fp_footprint *player = w->actors[w->player].fp;
	for (size_t i = 0; i < w->pickup_count; i++) {
		if (!w->pickups[i].collected && fp_circle_footprint(w->pickups[i].circle, player))
			fail_msg("tick %llu: pickup %d touches the player but is not collected",
			         (unsigned long long)tick, w->pickups[i].id);
	}
}

/* Holds a random throttle and turn for a random 5 to 60 ticks. */
static commands next_commands(rng *r, commands cur, int *hold)
{
	if (--*hold > 0)
		return cur;
	*hold = 5 + (int)rng_below(r, 56);
	static const float levels[] = { -1.0f, -0.5f, 0.0f, 0.5f, 1.0f, 1.0f };
	cur.throttle = levels[rng_below(r, 6)];
	cur.turn = levels[rng_below(r, 5)];
	return cur;
}

static void start_world(world *w, const level *lv, uint64_t seed)
{
	char err[256];
	if (!world_init(w, lv, seed, stress, err, sizeof err))
		fail_msg("world_init of %s (seed %llu): %s", soak_level, (unsigned long long)seed, err);
}

static double seconds_since(const struct timespec *t0)
{
	struct timespec t1;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	return (double)(t1.tv_sec - t0->tv_sec) + (double)(t1.tv_nsec - t0->tv_nsec) * 1e-9;
}

static void test_soak(void **state)
{
	(void)state;
	level lv;
	char err[512];
	if (!level_load(soak_level, &lv, err, sizeof err))
		fail_msg("%s", err);
	world w;
	uint64_t seed = 1, restarts = 0, checks = 0, blocked = 0, bumps = 0;
	char why[512];
	start_world(&w, &lv, seed);
	rng input = rng_make(0x50a4);
	commands cmd = { 0.0f, 0.0f };
	int hold = 0;
	long hwm_first = 0, rss_first = 0;
	/* One reading before the run: the kernel takes a figure before the code
	 * that parses it (stdio, strtol) has run, so a first reading at tick
	 * 1,000 would leave those pages (and their neighbours, which the kernel
	 * maps with them) to appear as growth by the last. */
	(void)status_kb("VmHWM");
	struct timespec t0;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (uint64_t t = 1; t <= total_ticks; t++) {
		if (w.state != WORLD_PLAYING) {
			world_fini(&w);
			start_world(&w, &lv, ++seed);
			restarts++;
		}
		cmd = next_commands(&input, cmd, &hold);
		world_step(&w, cmd);
		if (!wall_rule_holds(&w, why, sizeof why))
			fail_msg("soak tick %llu (seed %llu): %s", (unsigned long long)t,
			         (unsigned long long)seed, why);
		blocked += w.actors[w.player].blocked;
		bumps += world_events_has(w.events, WORLD_EVENT_WALL);
		if (t % SOAK_CHECK_EVERY == 0 || t == total_ticks) {
			check_tints(&w, t);
			check_pickups(&w, t);
			checks++;
		}
		if (t == SOAK_CHECK_EVERY) {
			hwm_first = status_kb("VmHWM");
			rss_first = status_kb("VmRSS");
		}
	}
	double secs = seconds_since(&t0);
	long hwm_last = status_kb("VmHWM"), rss_last = status_kb("VmRSS");
	printf("soak: %s, %zu actors (%zu stress), %llu ticks in %.1f s (%.2f us a tick), "
	       "%llu restarts, %llu all-pairs checks, the rule of %zu solids checked every tick "
	       "(the player held by one on %llu ticks, %llu bumps)\n", soak_level, w.actor_count,
	       stress, (unsigned long long)total_ticks, secs, secs * 1e6 / (double)total_ticks,
	       (unsigned long long)restarts, (unsigned long long)checks, w.solid_count,
	       (unsigned long long)blocked, (unsigned long long)bumps);
	printf("soak: peak RSS %ld KiB after %d ticks, %ld KiB after %llu ticks (RSS %ld, %ld "
	       "KiB)%s\n", hwm_first, SOAK_CHECK_EVERY, hwm_last, (unsigned long long)total_ticks,
	       rss_first, rss_last, RSS_ASAN ? "; not compared under AddressSanitizer" : "");
	world_fini(&w);
	level_free(&lv);
	if (!RSS_ASAN && total_ticks >= SOAK_CHECK_EVERY && hwm_last - hwm_first > 2 * SOAK_PAGE_KB)
		fail_msg("peak RSS grew from %ld KiB at tick %d to %ld KiB at tick %llu", hwm_first,
		         SOAK_CHECK_EVERY, hwm_last, (unsigned long long)total_ticks);
}

int main(int argc, char **argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: %s LEVEL TICKS STRESS\n", argv[0]);
		return 2;
	}
	soak_level = argv[1];
	total_ticks = strtoull(argv[2], NULL, 10);
	stress = (size_t)strtoull(argv[3], NULL, 10);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_soak),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
