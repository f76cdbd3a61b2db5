/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The simulation's rules: behaviours, tints, pickups, energy, score and
 * determinism, stepped without any window. */
#include <dirent.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test_main.h"

#include "behaviour.h"
#include "fixture.h"
#include "rng.h"
#include "stats.h"
#include "world.h"

/* A player 40x20 whose centre is (120, 210), heading +x. */
#define PLAYER "{\"id\":1,\"name\":\"hero\",\"type\":\"player\",\"x\":100,\"y\":200," \
	"\"width\":40,\"height\":20,\"rotation\":0}"
/* A pickup far from everything else. */
#define FAR_PICKUP "{\"id\":2,\"type\":\"pickup\",\"ellipse\":true,\"x\":10,\"y\":10," \
	"\"width\":20,\"height\":20}"

#define ACTOR(id, x, y, w, h, props) \
	"{\"id\":" #id ",\"name\":\"a" #id "\",\"type\":\"actor\",\"x\":" #x ",\"y\":" #y \
	",\"width\":" #w ",\"height\":" #h ",\"properties\":[" props "]}"
#define PROP(name, type, value) \
	"{\"name\":\"" name "\",\"type\":\"" type "\",\"value\":" value "}"

static void step_n(world *w, int n, commands c)
{
	for (int i = 0; i < n; i++)
		world_step(w, c);
}

static void assert_near(double got, double want, double tol, const char *what)
{
	if (!(fabs(got - want) <= tol))
		fail_msg("%s is %.6f, want %.6f (within %g)", what, got, want, tol);
}

static void rng_repeats_and_spreads(void **state)
{
	(void)state;
	rng a = rng_make(42), b = rng_make(42), c = rng_make(43);
	int differ = 0;
	for (int i = 0; i < 1000; i++) {
		uint64_t x = rng_next(&a);
		assert_int_equal(x, rng_next(&b));
		differ += x != rng_next(&c);
		float f = rng_float(&a);
		if (!(f >= 0 && f < 1))
			fail_msg("rng_float gave %g", (double)f);
		assert_true(rng_below(&a, 7) < 7);
		(void)rng_next(&b), (void)rng_next(&b), (void)rng_next(&c), (void)rng_next(&c);
	}
	assert_true(differ > 990);
	assert_int_equal(rng_below(&a, 0), 0);
	assert_true(rng_range(&a, 3, 3) == 3.0f);
}

static void player_drives_and_turns(void **state)
{
	(void)state;
	world w;
	fixture_world(&w, PLAYER "," FAR_PICKUP, 100);
	const actor *p = &w.actors[w.player];
	step_n(&w, 60, (commands){.throttle = 1});
	assert_near((double)p->box.center.x, (double)(120 + LEVEL_PLAYER_SPEED), 0.05,
	            "x after 1 s forward");
	assert_near((double)p->box.center.y, 210, 1e-4, "y after 1 s forward");
	step_n(&w, 30, (commands){.turn = 1});
	assert_near((double)world_player_degrees(&w), (double)(LEVEL_PLAYER_TURN / 2), 0.01,
	            "angle after 0.5 s right");
	float y0 = p->box.center.y;
	step_n(&w, 30, (commands){.throttle = -1});
	/* heading 90 degrees clockwise is +y on screen: backing up goes up */
	assert_near((double)p->box.center.y, (double)(y0 - LEVEL_PLAYER_SPEED / 2), 0.05,
	            "y after backing up");
	fp_box before = p->box;
	step_n(&w, 10, (commands){.throttle = NAN, .turn = NAN});
	assert_memory_equal(&before, &p->box, sizeof before);
	world_fini(&w);
}

static void player_stays_inside(void **state)
{
	(void)state;
	world w;
	fixture_world(&w, PLAYER "," FAR_PICKUP, 100);
	const actor *p = &w.actors[w.player];
	for (int t = 0; t < 900; t++) {
		world_step(&w, (commands){.throttle = 1, .turn = t > 300 && t < 330 ? 1.0f : 0.0f});
		fp_aabb b = p->fp->bounds;
		if (b.min.x < 0 || b.min.y < 0 || b.max.x > w.width || b.max.y > w.height)
			fail_msg("tick %d: player bounds (%g,%g)-(%g,%g) leave the map", t,
			         (double)b.min.x, (double)b.min.y, (double)b.max.x, (double)b.max.y);
	}
	assert_true(p->fp->bounds.max.y > w.height - 1); /* it drove into the bottom wall */
	world_fini(&w);
}

static void static_and_spin(void **state)
{
	(void)state;
	world w;
	fixture_world(&w, PLAYER "," FAR_PICKUP ","
	              ACTOR(3, 300, 100, 60, 30, PROP("behaviour", "string", "\"static\"")) ","
	              ACTOR(4, 300, 300, 80, 20, PROP("behaviour", "string", "\"spin\"") ","
	                                         PROP("spin", "float", "90")),
	              100);
	fp_box still = w.actors[1].box, spinner = w.actors[2].box;
	step_n(&w, 60, (commands){0});
	assert_memory_equal(&still, &w.actors[1].box, sizeof still);
	assert_near((double)w.actors[2].box.center.x, (double)spinner.center.x, 1e-5, "spinner x");
	assert_near((double)w.actors[2].box.center.y, (double)spinner.center.y, 1e-5, "spinner y");
	assert_near((double)w.actors[2].box.angle, (double)spinner.angle + 3.14159265 / 2, 1e-4,
	            "spinner angle");
	world_fini(&w);
}

/* Walks (100,100)-(500,100) back and forth, facing its way. */
static void patrol_walks_its_path(void **state)
{
	(void)state;
	world w;
	fixture_world(&w, PLAYER "," FAR_PICKUP ","
	              "{\"id\":5,\"name\":\"line\",\"x\":100,\"y\":100,\"polyline\":"
	              "[{\"x\":0,\"y\":0},{\"x\":400,\"y\":0}]},"
	              ACTOR(3, 80, 90, 40, 20, PROP("behaviour", "string", "\"patrol\"") ","
	                                       PROP("path", "object", "5") ","
	                                       PROP("speed", "float", "120")),
	              100);
	const actor *a = &w.actors[1];
	float prev = a->box.center.x;
	int ends = 0, checked = 0;
	for (int t = 0; t < 60 * 12; t++) {
		world_step(&w, (commands){0});
		float x = a->box.center.x;
		assert_near((double)a->box.center.y, 100, 1e-3, "patrol y");
		if (x < 100 - 1e-3f || x > 500 + 1e-3f)
			fail_msg("tick %d: patrol x %g left its path", t, (double)x);
		ends += x >= 500 - 1e-3f || x <= 100 + 1e-3f;
		if (fabsf(x - prev) > 2.0f + 1e-3f) /* 120 px/s */
			fail_msg("tick %d: patrol stepped %g px", t, (double)fabsf(x - prev));
		if ((prev < 300) != (x < 300)) {
			double want = x > prev ? 0 : 180;
			assert_near((double)a->box.angle * 180 / 3.14159265, want, 0.01, "patrol heading mid-path");
			checked++;
		}
		prev = x;
	}
	assert_true(ends >= 3);
	assert_true(checked >= 3);
	world_fini(&w);
}

static void wanderers_stay_inside_and_roam(void **state)
{
	(void)state;
	world w;
	fixture_world(&w, PLAYER "," FAR_PICKUP ","
	              ACTOR(3, 300, 100, 60, 30, PROP("behaviour", "string", "\"wander\"") ","
	                                         PROP("speed", "float", "90")) ","
	              ACTOR(4, 20, 20, 80, 20, PROP("behaviour", "string", "\"wander\"")),
	              100);
	float lo[2] = {1e9f, 1e9f}, hi[2] = {-1e9f, -1e9f};
	for (int t = 0; t < 60 * 60; t++) {
		world_step(&w, (commands){0});
		for (size_t i = 1; i < 3; i++) {
			fp_aabb b = w.actors[i].fp->bounds;
			if (b.min.x < 0 || b.min.y < 0 || b.max.x > w.width || b.max.y > w.height)
				fail_msg("tick %d: wanderer %zu bounds (%g,%g)-(%g,%g) leave the map", t, i,
				         (double)b.min.x, (double)b.min.y, (double)b.max.x, (double)b.max.y);
		}
		lo[0] = fminf(lo[0], w.actors[1].box.center.x);
		hi[0] = fmaxf(hi[0], w.actors[1].box.center.x);
		lo[1] = fminf(lo[1], w.actors[1].box.center.y);
		hi[1] = fmaxf(hi[1], w.actors[1].box.center.y);
	}
	/* a minute of wandering crosses most of the 640x480 map */
	assert_true(hi[0] - lo[0] > 320 && hi[1] - lo[1] > 240);
	world_fini(&w);
}

static void run_checked(const char *path, size_t stress, int ticks)
{
	world w;
	fixture_world_file(&w, path, 5, stress);
	size_t most = 0;
	for (int t = 0; t < ticks; t++) {
		world_step(&w, fixture_commands(w.tick));
		fixture_check_tints(&w);
		fixture_check_inside(&w);
		fixture_check_solids(&w);
		most = w.hits > most ? w.hits : most;
	}
	assert_true(most > 0); /* the check saw overlaps, not only empty ticks */
	world_fini(&w);
}

/* Every shipped level, alone and with a crowd: tints, the world's edges
 * and the rule of solids, every tick. */
static void tints_match_all_pairs_in_levels(void **state)
{
	(void)state;
	/* Every level but the big one, whose all-pairs check would take
	 * minutes. */
	DIR *d = opendir(LEVELS_DIR);
	assert_non_null(d);
	struct dirent *e;
	int levels = 0;
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);
		if (n < 4 || strcmp(e->d_name + n - 4, ".tmj") != 0 ||
		    strcmp(e->d_name, "09-grand-tour.tmj") == 0)
			continue;
		char path[1024];
		snprintf(path, sizeof path, "%s/%s", LEVELS_DIR, e->d_name);
		run_checked(path, 0, 900);
		run_checked(path, 200, 300);
		levels++;
	}
	closedir(d);
	assert_true(levels >= 4);
}

static void tints_match_all_pairs_under_stress(void **state)
{
	(void)state;
	run_checked(LEVELS_DIR "/02-first-steps.tmj", 400, 300);
}

/* Each tick, a pickup is taken exactly when fp_circle_box says the player's
 * box touches it. */
static void pickups_follow_circle_box(void **state)
{
	(void)state;
	world w;
	fixture_world_file(&w, LEVELS_DIR "/02-first-steps.tmj", 1, 0);
	bool *was = calloc(w.pickup_count, sizeof *was);
	assert_non_null(was);
	size_t taken = 0;
	for (int t = 0; t < 2400 && w.state == WORLD_PLAYING; t++) {
		for (size_t i = 0; i < w.pickup_count; i++)
			was[i] = w.pickups[i].collected;
		world_step(&w, fixture_commands(w.tick));
		for (size_t i = 0; i < w.pickup_count; i++) {
			if (was[i])
				continue;
			bool want = fp_circle_box(w.pickups[i].circle, w.actors[w.player].box);
			if (want != w.pickups[i].collected)
				fail_msg("tick %llu pickup %d: collected %d, fp_circle_box says %d",
				         (unsigned long long)w.tick, w.pickups[i].id, w.pickups[i].collected,
				         want);
			taken += want;
		}
	}
	assert_true(taken >= 2);
	assert_int_equal(w.score, (int)taken * WORLD_SCORE_PICKUP);
	assert_int_equal(w.pickups_left, w.pickup_count - taken);
	free(was);
	world_fini(&w);
}

/* The player's right edge is x = 120: a pickup of radius 10 centred at 130
 * touches it; one a hair further does not. */
static void pickup_touching_counts(void **state)
{
	(void)state;
	world w;
	fixture_world(&w, "{\"id\":1,\"type\":\"player\",\"x\":80,\"y\":90,\"width\":40,\"height\":20},"
	              "{\"id\":5,\"type\":\"pickup\",\"ellipse\":true,\"x\":120,\"y\":90,"
	              "\"width\":20,\"height\":20},"
	              "{\"id\":6,\"type\":\"pickup\",\"ellipse\":true,\"x\":120.0001,\"y\":120,"
	              "\"width\":20,\"height\":20}," FAR_PICKUP,
	              100);
	world_step(&w, (commands){0});
	assert_true(w.pickups[0].collected);
	assert_false(w.pickups[1].collected);
	assert_int_equal(w.score, WORLD_SCORE_PICKUP);
	assert_int_equal(w.pickups_left, 2);
	assert_int_equal(w.state, WORLD_PLAYING);
	world_fini(&w);
}

static void taking_every_pickup_wins(void **state)
{
	(void)state;
	world w;
	fixture_world(&w, PLAYER ","
	              "{\"id\":2,\"type\":\"pickup\",\"ellipse\":true,\"x\":100,\"y\":200,"
	              "\"width\":10,\"height\":10},"
	              "{\"id\":3,\"type\":\"pickup\",\"ellipse\":true,\"x\":130,\"y\":200,"
	              "\"width\":10,\"height\":10}",
	              100);
	world_step(&w, (commands){0});
	assert_int_equal(w.state, WORLD_WON);
	assert_int_equal(w.events, world_event_bit(WORLD_EVENT_PICKUP) | world_event_bit(WORLD_EVENT_WON));
	assert_int_equal(w.score, 2 * WORLD_SCORE_PICKUP + w.won.energy_points + w.won.par_points);
	assert_int_equal(w.pickups_left, 0);
	fp_box before = w.actors[w.player].box;
	step_n(&w, 30, (commands){.throttle = 1});
	assert_memory_equal(&before, &w.actors[w.player].box, sizeof before); /* frozen */
	assert_int_equal(w.tick, 31);
	world_fini(&w);
}

static void overlapping_drains_energy_to_a_loss(void **state)
{
	(void)state;
	world w;
	fixture_world(&w, PLAYER "," FAR_PICKUP ","
	              ACTOR(3, 400, 100, 40, 40, "") ","
	              ACTOR(4, 110, 190, 20, 20, ""), 10);
	float drain = WORLD_ENERGY_DRAIN * WORLD_DT;
	world_step(&w, (commands){0});
	assert_true(w.actors[w.player].tinted && w.actors[2].tinted && !w.actors[1].tinted);
	assert_near((double)w.energy, (double)(10 - drain), 1e-5, "energy after one tick overlapping");
	int ticks = 1;
	while (w.state == WORLD_PLAYING && ticks < 100) {
		world_step(&w, (commands){0});
		ticks++;
	}
	assert_int_equal(w.state, WORLD_LOST);
	assert_int_equal(w.events, world_event_bit(WORLD_EVENT_LOST));
	assert_true(w.energy == 0.0f);
	if (abs(ticks - (int)ceilf(10 / drain)) > 1)
		fail_msg("lost after %d ticks, want about %d", ticks, (int)ceilf(10 / drain));
	fp_box before = w.actors[w.player].box;
	step_n(&w, 5, (commands){.throttle = 1});
	assert_memory_equal(&before, &w.actors[w.player].box, sizeof before);
	assert_true(w.energy == 0.0f);
	world_fini(&w);
}

static void no_overlap_no_drain(void **state)
{
	(void)state;
	world w;
	fixture_world(&w, PLAYER "," FAR_PICKUP "," ACTOR(3, 400, 100, 40, 40, ""), 10);
	step_n(&w, 120, (commands){0});
	assert_true(w.energy == 10.0f);
	assert_int_equal(w.overlapping, 0);
	world_fini(&w);
}

/* The stats of a run, collision_us cut off each line. */
static char *run_stats(uint64_t seed, size_t stress, int ticks)
{
	world w;
	char line[512];
	fixture_world_file(&w, LEVELS_DIR "/05-the-crowd.tmj", seed, stress);
	size_t cap = (size_t)ticks * sizeof line, len = 0;
	char *all = malloc(cap);
	assert_non_null(all);
	for (int t = 0; t < ticks; t++) {
		world_step(&w, fixture_commands(w.tick));
		int n = stats_format(&w, "playing", true, line, sizeof line);
		assert_true(n > 0 && (size_t)n < sizeof line);
		char *cut = strstr(line, ",\"collision_us\":");
		assert_non_null(cut);
		len += (size_t)snprintf(all + len, cap - len, "%.*s}\n", (int)(cut - line), line);
	}
	world_fini(&w);
	return all;
}

static void runs_repeat_exactly(void **state)
{
	(void)state;
	char *a = run_stats(7, 300, 600), *b = run_stats(7, 300, 600), *c = run_stats(8, 300, 600);
	assert_string_equal(a, b);
	assert_string_not_equal(a, c); /* the seed steers the crowd */
	free(a);
	free(b);
	free(c);
}

static void stats_line_carries_the_figures(void **state)
{
	(void)state;
	world w;
	char line[512];
	fixture_world(&w, PLAYER "," FAR_PICKUP "," ACTOR(3, 110, 190, 20, 20, ""), 100);
	world_step(&w, (commands){.throttle = 1});
	stats_format(&w, "playing", true, line, sizeof line);
	char want[512];
	snprintf(want, sizeof want,
	         "{\"tick\":1,\"screen\":\"playing\",\"actors\":2,\"overlapping\":2,\"pairs_tested\":%zu,"
	         "\"hits\":1,"
	         "\"score\":0,\"pickups_left\":1,\"energy\":%.3f,\"x\":122.667,\"y\":210.000,"
	         "\"angle\":0.000,\"blocked\":false,\"solids\":0,\"events\":[\"overlap\"],"
	         "\"collision_us\":",
	         w.pairs_tested, (double)(100 - WORLD_ENERGY_DRAIN * WORLD_DT));
	if (strncmp(line, want, strlen(want)) != 0)
		fail_msg("stats line\n  %s  want it to start\n  %s", line, want);
	assert_true(w.pairs_tested >= 1);
	assert_true(line[strlen(line) - 1] == '\n' && line[strlen(line) - 2] == '}');
	world_fini(&w);
}

/* An overlap is reported when it begins, not on every tick it lasts; a
 * pickup on the tick it is taken; nothing on a quiet tick. */
static void events_say_what_happened(void **state)
{
	(void)state;
	world w;
	fixture_world(&w, PLAYER ","
	              "{\"id\":5,\"type\":\"pickup\",\"ellipse\":true,\"x\":170,\"y\":200,"
	              "\"width\":10,\"height\":10}," FAR_PICKUP ","
	              ACTOR(4, 110, 190, 20, 20, ""), 100);
	world_step(&w, (commands){0});
	assert_int_equal(w.events, world_event_bit(WORLD_EVENT_OVERLAP));
	world_step(&w, (commands){0});
	assert_int_equal(w.events, 0); /* still overlapping: no new event */
	int ticks = 0;
	while (!world_events_has(w.events, WORLD_EVENT_PICKUP) && ticks++ < 60)
		world_step(&w, (commands){.throttle = 1});
	assert_true(world_events_has(w.events, WORLD_EVENT_PICKUP));
	assert_false(world_events_has(w.events, WORLD_EVENT_WON)); /* one left */
	assert_int_equal(w.pickups_left, 1);
	char json[96];
	world_events_json(w.events, json, sizeof json);
	assert_string_equal(json, "[\"pickup\"]");
	world_events_json(0, json, sizeof json);
	assert_string_equal(json, "[]");
	world_events_json(~(world_events)0, json, sizeof json);
	assert_string_equal(json, "[\"pickup\",\"overlap\",\"won\",\"lost\",\"wall\",\"seen\"]");
	assert_int_equal(world_events_json(~(world_events)0, json, 4), 47);
	assert_string_equal(json, "[\"p");
	assert_null(world_event_name(WORLD_EVENT_COUNT));
	world_fini(&w);
}

static void stress_adds_wanderers_inside(void **state)
{
	(void)state;
	level lv;
	world w;
	char err[256];
	fixture_load(&lv, LEVELS_DIR "/02-first-steps.tmj");
	assert_true(world_init(&w, &lv, 3, 2000, err, sizeof err));
	assert_int_equal(w.actor_count, lv.actor_count + 2000);
	for (size_t i = lv.actor_count; i < w.actor_count; i++) {
		const actor *a = &w.actors[i];
		assert_int_equal(a->kind, BEHAVIOUR_WANDER);
		fp_footprint f = fp_footprint_of(a->box);
		if (f.bounds.min.x < 0 || f.bounds.min.y < 0 || f.bounds.max.x > w.width ||
		    f.bounds.max.y > w.height)
			fail_msg("stress actor %zu starts outside the map", i);
	}
	world_fini(&w);
	assert_false(world_init(&w, &lv, 3, (size_t)WORLD_STRESS_MAX + 1, err, sizeof err));
	assert_non_null(strstr(err, "stress"));
	level_free(&lv);
}

/* With recording on, the broadphase's candidate list holds every hit. */
static void recorded_candidates_hold_the_hits(void **state)
{
	(void)state;
	world w;
	fixture_world_file(&w, LEVELS_DIR "/05-the-crowd.tmj", 1, 200);
	world_record_pairs(&w, true);
	for (int t = 0; t < 60; t++) {
		world_step(&w, fixture_commands(w.tick));
		size_t n, hits = 0;
		const fp_candidate *c = fp_broadphase_candidates(w.bp, &n);
		assert_int_equal(n, w.pairs_tested);
		for (size_t k = 0; k < n; k++) {
			assert_true(c[k].a < w.actor_count && c[k].b < w.actor_count);
			hits += c[k].hit;
		}
		assert_int_equal(hits, w.hits);
	}
	world_fini(&w);
}

TEST_MAIN("game",
	cmocka_unit_test(rng_repeats_and_spreads), cmocka_unit_test(player_drives_and_turns),
	cmocka_unit_test(player_stays_inside), cmocka_unit_test(static_and_spin),
	cmocka_unit_test(patrol_walks_its_path), cmocka_unit_test(wanderers_stay_inside_and_roam),
	cmocka_unit_test(tints_match_all_pairs_in_levels),
	cmocka_unit_test(tints_match_all_pairs_under_stress),
	cmocka_unit_test(pickups_follow_circle_box), cmocka_unit_test(pickup_touching_counts),
	cmocka_unit_test(taking_every_pickup_wins),
	cmocka_unit_test(overlapping_drains_energy_to_a_loss), cmocka_unit_test(no_overlap_no_drain),
	cmocka_unit_test(runs_repeat_exactly), cmocka_unit_test(stats_line_carries_the_figures),
	cmocka_unit_test(events_say_what_happened), cmocka_unit_test(stress_adds_wanderers_inside),
	cmocka_unit_test(recorded_candidates_hold_the_hits))
