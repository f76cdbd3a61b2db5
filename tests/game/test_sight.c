/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Guards' sight: a guard sees the player within its view and its cone when
 * the way is clear of solids, exactly (touching a solid blocks), and the
 * player then loses the guard's drain a second. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "test_main.h"

#include "fixture.h"
#include "sight.h"
#include "world.h"

/* A guard 20x20 centred at (300, 240) facing +x, not turning: its eye is
 * (310, 240); view 100 px, fov 60 degrees, drain 40 a second. */
#define GUARD "{\"id\":3,\"name\":\"guard\",\"type\":\"actor\",\"x\":290,\"y\":230," \
	"\"width\":20,\"height\":20,\"properties\":[" \
	"{\"name\":\"behaviour\",\"type\":\"string\",\"value\":\"guard\"}," \
	"{\"name\":\"spin\",\"type\":\"float\",\"value\":0}," \
	"{\"name\":\"view\",\"type\":\"float\",\"value\":100}," \
	"{\"name\":\"fov\",\"type\":\"float\",\"value\":60}," \
	"{\"name\":\"drain\",\"type\":\"float\",\"value\":40}]}"
#define FAR_PICKUP "{\"id\":2,\"type\":\"pickup\",\"ellipse\":true,\"x\":10,\"y\":440," \
	"\"width\":20,\"height\":20}"

/* A world of the guard, a pickup far away, a player 20x10 centred at
 * (px, py) and, when wall is not NULL, a solid wall with Tiled's x, y,
 * width, height in it ("340,220,10,40"); stepped once. */
static void sight_world(world *w, double px, double py, const char *wall)
{
	char objects[2048], solid[512] = "";
	if (wall)
		snprintf(solid, sizeof solid, ",{\"id\":4,\"name\":\"wall\",\"type\":\"actor\","
		         "\"x\":%s,\"properties\":[{\"name\":\"solid\",\"type\":\"bool\","
		         "\"value\":true}]}", wall);
	snprintf(objects, sizeof objects, "{\"id\":1,\"name\":\"hero\",\"type\":\"player\","
	         "\"x\":%g,\"y\":%g,\"width\":20,\"height\":10}," GUARD "," FAR_PICKUP "%s",
	         px - 10, py - 5, solid);
	fixture_world(w, objects, 100);
	world_step(w, (commands){0});
}

static const actor *guard_of(const world *w)
{
	return &w->actors[1];
}

/* Tiled's x, y, width, height of a wall as the JSON tail after "x". */
#define WALL(x, y, wd, ht) #x ",\"y\":" #y ",\"width\":" #wd ",\"height\":" #ht

static void sees_in_cone_and_range_and_drains(void **state)
{
	(void)state;
	world w;
	sight_world(&w, 380, 240, NULL);
	assert_true(w.seen);
	assert_true(guard_of(&w)->seeing);
	assert_true(world_events_has(w.events, WORLD_EVENT_SEEN));
	world_step(&w, (commands){0});
	assert_true(w.seen);
	assert_false(world_events_has(w.events, WORLD_EVENT_SEEN)); /* when it begins */
	for (int t = 2; t < 60; t++)
		world_step(&w, (commands){0});
	/* one second at 40 a second */
	if (!(fabs((double)w.energy - 60.0) < 1e-3))
		fail_msg("energy %g after a second seen, want 60", (double)w.energy);
	world_fini(&w);
}

static void unseen_out_of_range_or_cone(void **state)
{
	(void)state;
	world w;
	sight_world(&w, 430, 240, NULL); /* nearest corners 110 px off */
	assert_false(w.seen);
	assert_false(world_events_has(w.events, WORLD_EVENT_SEEN));
	for (int t = 1; t < 60; t++)
		world_step(&w, (commands){0});
	assert_true(w.energy == 100.0f);
	world_fini(&w);
	sight_world(&w, 310, 340, NULL); /* straight below the eye: 90 degrees off */
	assert_false(w.seen);
	world_fini(&w);
	sight_world(&w, 200, 240, NULL); /* behind it */
	assert_false(w.seen);
	world_fini(&w);
}

/* The edges of the cone, point by point: view exactly 100 px counts, a
 * little more does not; 29 degrees off the heading counts, 31 does not. */
static void cone_boundaries(void **state)
{
	(void)state;
	world w;
	sight_world(&w, 40, 40, NULL);
	const actor *g = guard_of(&w);
	assert_true(sight_sees_point(&w, g, (vec2s){.x = 410, .y = 240}));
	assert_false(sight_sees_point(&w, g, (vec2s){.x = 410.01f, .y = 240}));
	assert_true(sight_sees_point(&w, g, (vec2s){.x = 310, .y = 240})); /* the eye */
	float r = 80, in = 29 * 3.14159265f / 180, out = 31 * 3.14159265f / 180;
	assert_true(sight_sees_point(&w, g, (vec2s){.x = 310 + r * cosf(in), .y = 240 + r * sinf(in)}));
	assert_false(sight_sees_point(&w, g,
	                              (vec2s){.x = 310 + r * cosf(out), .y = 240 + r * sinf(out)}));
	assert_true(sight_sees_point(&w, g, (vec2s){.x = 310 + r * cosf(in), .y = 240 - r * sinf(in)}));
	assert_false(sight_sees_point(&w, g,
	                              (vec2s){.x = 310 + r * cosf(out), .y = 240 - r * sinf(out)}));
	world_fini(&w);
}

static void a_solid_hides_the_player(void **state)
{
	(void)state;
	world w;
	sight_world(&w, 380, 240, WALL(340, 220, 10, 40));
	assert_false(w.seen);
	assert_false(guard_of(&w)->seeing);
	world_step(&w, (commands){0});
	assert_true(w.energy == 100.0f);
	world_fini(&w);
	/* a wall that covers only the lower corners: the upper ones are seen */
	sight_world(&w, 380, 240, WALL(340, 238, 10, 40));
	assert_true(w.seen);
	world_fini(&w);
}

/* Rays that only touch a solid are blocked: along its top edge, and
 * through its corner alone; a hair away they pass. */
static void touching_a_solid_blocks(void **state)
{
	(void)state;
	world w;
	vec2s along = {.x = 380, .y = 240}, through = {.x = 390, .y = 260};
	sight_world(&w, 40, 40, WALL(340, 240, 10, 40)); /* top edge on the ray */
	assert_false(sight_sees_point(&w, guard_of(&w), along));
	world_fini(&w);
	sight_world(&w, 40, 40, WALL(340, 240.001, 10, 40));
	assert_true(sight_sees_point(&w, guard_of(&w), along));
	world_fini(&w);
	/* (310,240) -> (390,260) passes (350,250), the wall's top-right corner,
	 * and no other point of it */
	sight_world(&w, 40, 40, WALL(340, 250, 10, 40));
	assert_false(sight_sees_point(&w, guard_of(&w), through));
	world_fini(&w);
	sight_world(&w, 40, 40, WALL(340, 250.001, 10, 40));
	assert_true(sight_sees_point(&w, guard_of(&w), through));
	world_fini(&w);
}

TEST_MAIN("sight",
	cmocka_unit_test(sees_in_cone_and_range_and_drains),
	cmocka_unit_test(unseen_out_of_range_or_cone), cmocka_unit_test(cone_boundaries),
	cmocka_unit_test(a_solid_hides_the_player), cmocka_unit_test(touching_a_solid_blocks))
