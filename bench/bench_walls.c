/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* bench_walls.c: what solids cost a tick. Steps a walled level with a crowd
 * of wanderers twice in one run: as it is, and with every solid made an
 * ordinary actor (the same actors, the same crowd, nothing blocked: the
 * baseline). Prints the median of RUNS runs of CPU ms per world_step of
 * each and their difference, the walls' share of a tick.
 *
 * bench_walls [LEVEL [STRESS [TICKS]]]: by default the shipped maze with
 * 1,000 wanderers, 600 ticks, and the same with doors and blades.
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench_util.h"
#include "level.h"
#include "world.h"

#define RUNS 5

/* CPU seconds a tick over ticks world steps of lv with stress wanderers. */
static double run(const level *lv, size_t stress, int ticks)
{
	world w;
	char err[256];
	if (!world_init(&w, lv, 1, stress, err, sizeof err)) {
		fprintf(stderr, "bench_walls: %s\n", err);
		exit(1);
	}
	double t0 = bench_cpu();
	for (int t = 0; t < ticks; t++)
		world_step(&w, (commands){.throttle = 1.0f, .turn = (t / 60) % 2 ? 0.5f : -0.25f});
	double s = (bench_cpu() - t0) / ticks;
	bench_sink += (uint64_t)w.hits;
	world_fini(&w);
	return s;
}

static void bench_level(const char *path, size_t stress, int ticks)
{
	level lv;
	char err[512];
	if (!level_load(path, &lv, err, sizeof err)) {
		fprintf(stderr, "bench_walls: %s\n", err);
		exit(1);
	}
	double with[RUNS], without[RUNS];
	level plain = lv; /* the same actors, none solid */
	plain.actors = malloc(lv.actor_count * sizeof *plain.actors);
	if (!plain.actors)
		exit(1);
	size_t solids = 0;
	for (size_t i = 0; i < lv.actor_count; i++) {
		solids += lv.actors[i].solid;
		plain.actors[i] = lv.actors[i];
		plain.actors[i].solid = false;
	}
	for (int k = 0; k < RUNS; k++) {
		with[k] = run(&lv, stress, ticks);
		without[k] = run(&plain, stress, ticks);
	}
	free(plain.actors);
	double a = bench_median(with, RUNS) * 1e3, b = bench_median(without, RUNS) * 1e3;
	printf("%s, %zu solids, %zu wanderers, %d ticks, median of %d runs, CPU ms a tick:\n"
	       "  with solids %.4f, solids made ordinary actors %.4f: the walls' share %.4f "
	       "(ratio %.2f)\n",
	       path, solids, stress, ticks, RUNS, a, b, a - b, a / b);
	bench_result("walls_tick_ms", a, "ms");
	bench_result("walls_baseline_tick_ms", b, "ms");
	bench_result("walls_share_ms", a - b, "ms");
	level_free(&lv);
}

int main(int argc, char **argv)
{
	size_t stress = argc > 2 ? (size_t)strtoul(argv[2], NULL, 10) : 1000;
	int ticks = argc > 3 ? atoi(argv[3]) : 600;
	if (argc > 1) {
		bench_level(argv[1], stress, ticks);
		return 0;
	}
	bench_level(LEVELS_DIR "/07-the-maze.tmj", stress, ticks);
	bench_level(LEVELS_DIR "/08-doors-and-blades.tmj", stress, ticks);
	return 0;
}
