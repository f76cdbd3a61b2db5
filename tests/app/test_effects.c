/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Effects follow the world's events: driving through sounds.tmj (a coin,
 * a crate, a wall) starts a banner on the first tick, then a burst, a
 * vignette with its shake and a puff, each on the tick of its event; the
 * same run twice gives the same effects and shake, and they all end. The
 * help, shown over the world, holds it still. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "by_name.h"
#include "effects.h"
#include "flow.h"
#include "run.h"
#include "session.h"

static const char *data;

/* A headless session playing sounds.tmj (o must outlive it). */
static void open_sounds(session *s, app_options *o)
{
	char path[512], err[512] = "";
	snprintf(path, sizeof path, "%s/sounds.tmj", data);
	*o = (app_options){.headless = true, .seed = OPTIONS_DEFAULT_SEED};
	if (!flow_init(s, o, path, err, sizeof err))
		fail_msg("flow_init(%s): %s", path, err);
}

/* The kind named name's index in the table. */
static size_t kind(const char *name)
{
	for (size_t i = 0; i < effect_kinds_count(); i++)
		if (strcmp(effect_kind_at(i)->name, name) == 0)
			return i;
	fail_msg("no effect kind %s", name);
	return 0;
}

/* Counts, per kind, the effects started in a run driving forward for
 * ticks ticks; the sum of every tick's shake in *shake. Each new effect
 * must start on a tick with its event. */
static void drive(size_t started[], size_t n, double *shake, int ticks)
{
	app_options o;
	session s;
	open_sounds(&s, &o);
	flow_act(&s, action_named("forward"), true);
	memset(started, 0, n * sizeof started[0]);
	*shake = 0;
	for (int t = 0; t < ticks; t++) {
		flow_tick(&s);
		for (size_t k = 0; k < s.fx.count; k++) {
			const effect *e = &s.fx.live[k];
			if (e->born != s.w.tick)
				continue;
			unsigned cause = effect_kind_at(e->kind)->cause;
			if (cause == EFFECT_ON_START)
				assert_int_equal(s.w.tick, 1);
			else
				assert_true(world_events_has(s.w.events, (world_event)cause));
			started[e->kind]++;
		}
		vec2s d = effects_shake(&s.fx, &s.w);
		*shake += fabs((double)d.x) + fabs((double)d.y);
	}
	flow_act(&s, action_named("forward"), false);
	for (int t = 0; t < 200; t++)
		flow_tick(&s);
	assert_int_equal(s.fx.count, 0);
	vec2s still = effects_shake(&s.fx, &s.w);
	assert_true(still.x == 0.0f && still.y == 0.0f);
	assert_true(session_fini(&s));
}

static void effects_follow_events(void **state)
{
	(void)state;
	size_t a[8], b[8];
	double shake_a, shake_b;
	assert_true(effect_kinds_count() <= 8);
	drive(a, 8, &shake_a, 600);
	assert_int_equal(a[kind("banner")], 1);
	assert_true(a[kind("burst")] >= 1);
	assert_true(a[kind("hurt")] >= 1);
	assert_true(a[kind("puff")] >= 1);
	assert_true(shake_a > 0);
	drive(b, 8, &shake_b, 600);
	assert_memory_equal(a, b, sizeof a);
	assert_true(shake_a == shake_b);
}

/* While the help shows, the world waits: no tick, no energy lost. */
static void help_holds_the_world(void **state)
{
	(void)state;
	app_options o;
	session s;
	open_sounds(&s, &o);
	flow_tick(&s);
	uint64_t before = s.w.tick;
	flow_act(&s, action_named("help"), true);
	flow_act(&s, action_named("help"), false);
	flow_act(&s, action_named("forward"), true);
	for (int t = 0; t < 30; t++)
		flow_tick(&s);
	assert_int_equal(s.w.tick, before);
	flow_act(&s, action_named("help"), true);
	flow_act(&s, action_named("help"), false);
	flow_tick(&s);
	assert_int_equal(s.w.tick, before + 1);
	assert_true(session_fini(&s));
}

int main(int argc, char **argv)
{
	run_args(argc, argv, 1, "DATA_DIR");
	data = argv[1];
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(effects_follow_events),
		cmocka_unit_test(help_holds_the_world),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
