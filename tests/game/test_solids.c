/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Solids through the real world step: the player stops at a wall and not
 * short of it, slides along it, is pushed off it to turn (as far as walls
 * allow when wedged), passes a gap just wider than itself, never crosses a 1 px wall at 5,000 px/s; moving
 * solids wait; other movers stay out of solids or walk out of them; the
 * stats and events say so. The rule (wall_rule.h) is checked every tick. */
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

#include <footprint/motion.h>

#include "fixture.h"
#include "rng.h"
#include "stats.h"
#include "solids.h"
#include "world.h"

#define PI 3.14159265358979323846
#define FAR_PICKUP "{\"id\":90,\"type\":\"pickup\",\"ellipse\":true,\"x\":4,\"y\":4," \
	"\"width\":8,\"height\":8}"
#define SOLID "{\"name\":\"solid\",\"type\":\"bool\",\"value\":true}"
#define STATIC "{\"name\":\"behaviour\",\"type\":\"string\",\"value\":\"static\"}"

/* Objects of a fixture map, appended one at a time. */
typedef struct objects {
	char text[16384];
	size_t len;
} objects;

static void add(objects *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void add(objects *o, const char *fmt, ...)
{
	if (o->len)
		o->text[o->len++] = ',';
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(o->text + o->len, sizeof o->text - o->len, fmt, ap);
	va_end(ap);
	assert_true(n > 0 && (size_t)n < sizeof o->text - o->len);
	o->len += (size_t)n;
}

/* A rectangle centred at (cx, cy), w by h, turned deg degrees clockwise:
 * Tiled stores its top-left corner before the turn, which it turns about. */
static void rect(objects *o, int id, const char *type, double cx, double cy, double w, double h,
                 double deg, const char *props)
{
	double r = deg * PI / 180, c = cos(r), s = sin(r);
	double x = cx - (c * w / 2 - s * h / 2), y = cy - (s * w / 2 + c * h / 2);
	add(o, "{\"id\":%d,\"name\":\"o%d\",\"type\":\"%s\",\"x\":%.17g,\"y\":%.17g,\"width\":%.17g,"
	       "\"height\":%.17g,\"rotation\":%.17g,\"properties\":[%s]}",
	    id, id, type, x, y, w, h, deg, props);
}

static void wall(objects *o, int id, double cx, double cy, double w, double h, double deg)
{
	rect(o, id, "actor", cx, cy, w, h, deg, STATIC "," SOLID);
}

/* A solid with a behaviour and more properties ("" or list items ending
 * in a comma). */
static void moving_solid(objects *o, int id, double cx, double cy, double w, double h,
                         const char *kind, const char *more)
{
	char props[256];
	snprintf(props, sizeof props,
	         "{\"name\":\"behaviour\",\"type\":\"string\",\"value\":\"%s\"},%s" SOLID,
	         kind, more);
	rect(o, id, "actor", cx, cy, w, h, 0, props);
}

/* A straight patrol path from (x, y), dx and dy long. */
static void rail(objects *o, int id, double x, double y, double dx, double dy)
{
	add(o, "{\"id\":%d,\"name\":\"rail\",\"x\":%g,\"y\":%g,\"polyline\":"
	       "[{\"x\":0,\"y\":0},{\"x\":%g,\"y\":%g}]}", id, x, y, dx, dy);
}

/* The player, 40 by 20, with speed and spin (deg/s) properties. */
static void player(objects *o, double cx, double cy, double deg, double speed, double spin)
{
	char props[160];
	snprintf(props, sizeof props,
	         "{\"name\":\"speed\",\"type\":\"float\",\"value\":%g},"
	         "{\"name\":\"spin\",\"type\":\"float\",\"value\":%g}", speed, spin);
	rect(o, 1, "player", cx, cy, 40, 20, deg, props);
}

static void make_world(world *w, objects *o)
{
	add(o, FAR_PICKUP);
	fixture_world(w, o->text, 1000);
}

static const actor *by_id(const world *w, int id)
{
	size_t i = 0;
	while (i < w->actor_count && w->actors[i].id != id)
		i++;
	if (i == w->actor_count)
		fail_msg("no actor %d", id);
	return &w->actors[i];
}

static void step_checked(world *w, commands c)
{
	world_step(w, c);
	fixture_check_solids(w);
	fixture_check_inside(w);
}

/* b moved d px along the heading angle. */
static fp_box ahead(fp_box b, float angle, float d)
{
	b.center.x += d * cosf(angle);
	b.center.y += d * sinf(angle);
	return b;
}

/* Driving head-on into a wall, at the default speed and at 5,000 px/s, into
 * walls turned every way: the player ends apart from it, and 1/1024 px
 * further along its heading it would overlap it. The first blocked tick
 * reports the bump; the ticks it keeps pushing do not. */
static void stops_at_the_wall(void **state)
{
	(void)state;
	static const double turns[] = {0, 90, 180, 270, 12.5, 30, 45, 61, 137, 222.2, 300};
	static const double speeds[] = {160, 5000};
	for (size_t k = 0; k < sizeof turns / sizeof turns[0]; k++) {
		for (size_t v = 0; v < 2; v++) {
			double r = turns[k] * PI / 180;
			objects o = {0};
			player(&o, 320 - 150 * cos(r), 240 - 150 * sin(r), turns[k], speeds[v], 180);
			wall(&o, 2, 320, 240, 20, 300, turns[k]);
			world w;
			make_world(&w, &o);
			int bumps = 0, blocked = 0;
			for (int t = 0; t < 240; t++) {
				step_checked(&w, (commands){.throttle = 1});
				bumps += world_events_has(w.events, WORLD_EVENT_WALL);
				blocked += w.actors[w.player].blocked;
			}
			const actor *p = &w.actors[w.player], *wl = by_id(&w, 2);
			if (bumps != 1 || blocked < 60)
				fail_msg("wall at %g deg, %g px/s: %d bumps, %d blocked ticks", turns[k],
				         speeds[v], bumps, blocked);
			if (fp_box_overlap(p->box, wl->box) ||
			    !fp_box_overlap(ahead(p->box, p->box.angle, 1.0f / 1024), wl->box))
				fail_msg("wall at %g deg, %g px/s: stopped at (%.9g, %.9g), not at the wall",
				         turns[k], speeds[v], (double)p->box.center.x,
				         (double)p->box.center.y);
			world_fini(&w);
		}
	}
}

/* The corners of b in the frame of a square centred at c turned by r. */
static void frame_corners(fp_box b, double cx, double cy, double r, double u[4], double v[4])
{
	vec2s k[4];
	fp_box_corners(b, k);
	for (int i = 0; i < 4; i++) {
		double dx = (double)k[i].x - cx, dy = (double)k[i].y - cy;
		u[i] = dx * cos(r) + dy * sin(r);
		v[i] = -dx * sin(r) + dy * cos(r);
	}
}

/* A square pen of 1 px walls (inner faces 149.5 px from its centre), turned
 * every way, and a player at 5,000 px/s and 720 deg/s driving and turning
 * inside it from several headings: no corner ever gets past a wall's inner
 * face (to within the walls' own rounding), through the real world step. */
static void no_tunnelling_at_5000(void **state)
{
	(void)state;
	static const double pens[] = {0, 7, 22.5, 30, 45, 61.7, 83, 101};
	static const float turns[] = {0, 1, -1, 0.5f, 0, -0.25f, 1, 0};
	int hits = 0;
	for (size_t k = 0; k < sizeof pens / sizeof pens[0]; k++) {
		for (int h = 0; h < 8; h++) {
			double r = pens[k] * PI / 180, c = cos(r), s = sin(r);
			objects o = {0};
			player(&o, 320, 240, h * 45 + 10, 5000, 720);
			for (int side = 0; side < 4; side++) {
				double a = side * PI / 2, ux = cos(a) * 150, uy = sin(a) * 150;
				wall(&o, 2 + side, 320 + ux * c - uy * s, 240 + ux * s + uy * c, 1, 301,
				     pens[k] + side * 90);
			}
			world w;
			make_world(&w, &o);
			for (int t = 0; t < 240; t++) {
				commands cmd = {.throttle = t % 50 < 40 ? 1.0f : -1.0f, .turn = turns[t / 9 % 8]};
				step_checked(&w, cmd);
				hits += w.actors[w.player].blocked;
				double u[4], v[4];
				frame_corners(w.actors[w.player].box, 320, 240, r, u, v);
				for (int i = 0; i < 4; i++)
					if (!(fabs(u[i]) < 149.51 && fabs(v[i]) < 149.51))
						fail_msg("pen at %g deg, heading %d: tick %d corner at (%g, %g) in the "
						         "pen's frame, past a wall", pens[k], h * 45 + 10, t, u[i], v[i]);
			}
			world_fini(&w);
		}
	}
	assert_true(hits > 64 * 40); /* the walls were met, often */
}

/* Driving 30 degrees into a long wall, turned every way: once it meets the
 * wall, the player keeps its whole speed along the wall, a hair off it. */
static void slides_along_a_wall(void **state)
{
	(void)state;
	static const double turns[] = {0, 20, -35, 45, 90, 180, 251};
	for (size_t k = 0; k < sizeof turns / sizeof turns[0]; k++) {
		double r = turns[k] * PI / 180, tx = cos(r), ty = sin(r), nx = -ty, ny = tx;
		objects o = {0};
		player(&o, 320 - 60 * nx - 120 * tx, 240 - 60 * ny - 120 * ty, turns[k] + 30, 160, 180);
		wall(&o, 2, 320, 240, 400, 40, turns[k]);
		world w;
		make_world(&w, &o);
		const actor *p = &w.actors[w.player], *wl = by_id(&w, 2);
		int sliding = 0;
		for (int t = 0; t < 120; t++) {
			fp_box before = p->box;
			step_checked(&w, (commands){.throttle = 1});
			double along = ((double)p->box.center.x - (double)before.center.x) * tx +
			               ((double)p->box.center.y - (double)before.center.y) * ty;
			if (!p->blocked)
				continue;
			sliding++;
			double want = 160.0 / 60 * cos(PI / 6);
			if (along < want - 1e-3 || along > want + 1e-3)
				fail_msg("wall at %g deg, tick %d: %g px along the wall, want %g", turns[k], t,
				         along, want);
			/* a hair off it: 1/512 px further toward it overlaps */
			fp_box toward = p->box;
			toward.center.x += (float)(nx / 512);
			toward.center.y += (float)(ny / 512);
			if (!fp_box_overlap(toward, wl->box))
				fail_msg("wall at %g deg, tick %d: sliding more than 1/512 px off the wall",
				         turns[k], t);
		}
		if (sliding < 60)
			fail_msg("wall at %g deg: slid %d ticks", turns[k], sliding);
		world_fini(&w);
	}
}

/* The player at (120, 210) heading east, 180 deg/s, among n walls (centre,
 * size), in w; returns it. */
static const actor *player_among(world *w, const double walls[][4], int n)
{
	objects o = {0};
	player(&o, 120, 210, 0, 160, 180);
	for (int k = 0; k < n; k++)
		wall(&o, 2 + k, walls[k][0], walls[k][1], walls[k][2], walls[k][3], 0);
	make_world(w, &o);
	return &w->actors[w->player];
}

/* Nose against a wall, holding a turn: the player is pushed out along the
 * wall's normal just enough to go on turning, and turns at least 80
 * degrees in a second (180 deg/s asked), apart from the wall every tick and
 * never pushed further in a tick than its corners turn. */
static void turns_away_from_a_wall(void **state)
{
	(void)state;
	for (int dir = -1; dir <= 1; dir += 2) {
		static const double walls[][4] = {{181, 210, 80, 160}}; /* left face at x = 141 */
		world w;
		const actor *p = player_among(&w, walls, 1);
		for (int t = 0; t < 30; t++)
			step_checked(&w, (commands){.throttle = 1});
		assert_true(p->blocked);
		assert_true(p->box.center.x > 120.99f);
		for (int t = 0; t < WORLD_TICK_HZ; t++) {
			fp_box before = p->box;
			step_checked(&w, (commands){.turn = (float)dir});
			float moved = hypotf(p->box.center.x - before.center.x,
			                     p->box.center.y - before.center.y);
			assert_true(moved <= 30.0f * 3 * (float)PI / 180 + 0.01f);
		}
		double turned = fabs(remainder((double)p->box.angle, 2 * PI)) * 180 / PI;
		if (!(turned >= 80))
			fail_msg("turning %d: turned %.6g degrees in a second", dir, turned);
		world_fini(&w);
	}
}

/* Wedged between two walls 1 px off its sides, the player has nowhere to be
 * pushed: it turns as far as the walls allow and no further. */
static void turns_as_far_as_walls_allow_when_wedged(void **state)
{
	(void)state;
	for (int dir = -1; dir <= 1; dir += 2) {
		/* faces at y = 221 and y = 199 */
		static const double walls[][4] = {{120, 241, 120, 40}, {120, 179, 120, 40}};
		world w;
		const actor *p = player_among(&w, walls, 2);
		const actor *w2 = by_id(&w, 2), *w3 = by_id(&w, 3);
		for (int t = 0; t < 30; t++)
			step_checked(&w, (commands){.turn = (float)dir});
		/* a corner's reach 20 sin + 10 cos meets the 11 px at 0.0507 rad,
		 * within one tick's turn of 3 degrees */
		double turned = fabs(remainder((double)p->box.angle, 2 * PI));
		if (!(turned > 0.045 && turned < 0.0524))
			fail_msg("turning %d: turned %.9g rad", dir, turned);
		fp_box more = p->box;
		more.angle += (float)dir * (1.0f / 1024) / sqrtf(20 * 20 + 10 * 10);
		assert_false(fp_box_overlap(p->box, w2->box) || fp_box_overlap(p->box, w3->box));
		assert_true(fp_box_overlap(more, w2->box) || fp_box_overlap(more, w3->box));
		assert_true(p->blocked);
		world_fini(&w);
	}
}

/* Walls above and below a gap: the player, 20 px high, drives straight
 * through one a float step or 1/1024 px wider than itself on each side,
 * and stops at one as much narrower. Every number here is a float, so the
 * edges are exactly where the map puts them. */
static void gaps_just_wider_let_through(void **state)
{
	(void)state;
	static const double margins[] = {0x1p-16, 0x1p-10, -0x1p-16, -0x1p-10};
	for (size_t k = 0; k < 4; k++) {
		double m = margins[k];
		objects o = {0};
		player(&o, 100, 200, 0, 160, 180);
		wall(&o, 2, 320, 190 - m - 32, 40, 64, 0);
		wall(&o, 3, 320, 210 + m + 32, 40, 64, 0);
		world w;
		make_world(&w, &o);
		const actor *p = &w.actors[w.player];
		assert_true(by_id(&w, 2)->box.center.y + 32 == (float)(190 - m));
		for (int t = 0; t < 150; t++)
			step_checked(&w, (commands){.throttle = 1});
		bool through = p->box.center.x > 360 + 20;
		if (through != (m > 0))
			fail_msg("gap %+g px each side: the player is at x = %g", m,
			         (double)p->box.center.x);
		world_fini(&w);
	}
}

/* A sliding door (a solid patrol) runs at the player and waits at it; a
 * door running into a wall waits there for good. */
static void moving_solids_wait_for_the_player_and_walls(void **state)
{
	(void)state;
	objects o = {0};
	player(&o, 120, 100, 0, 160, 180);
	moving_solid(&o, 2, 500, 100, 20, 60, "patrol",
	             "{\"name\":\"path\",\"type\":\"object\",\"value\":9},"
	             "{\"name\":\"speed\",\"type\":\"float\",\"value\":200},");
	rail(&o, 9, 500, 100, -450, 0);
	moving_solid(&o, 4, 560, 400, 20, 40, "patrol",
	             "{\"name\":\"path\",\"type\":\"object\",\"value\":10},");
	rail(&o, 10, 560, 400, 0, -150); /* into the wall */
	wall(&o, 5, 560, 300, 60, 20, 0);
	world w;
	make_world(&w, &o);
	const actor *door = by_id(&w, 2), *stuck = by_id(&w, 4);
	int door_waits = 0, stuck_waits = 0;
	for (int t = 0; t < 240; t++) {
		step_checked(&w, (commands){0});
		door_waits += door->blocked;
		stuck_waits += stuck->blocked;
	}
	/* each waits within one tick's move of what stops it */
	assert_true(door_waits > 60 && stuck_waits > 60);
	if (!(door->box.center.x > 150 && door->box.center.x < 150 + 200.0f / 60))
		fail_msg("the door waits at x = %g", (double)door->box.center.x);
	/* turned to face up its rail, it is 20 px high */
	if (!(stuck->box.center.y > 320 && stuck->box.center.y < 320 + 80.0f / 60))
		fail_msg("the door under the wall waits at y = %g", (double)stuck->box.center.y);
	assert_false(w.actors[w.player].blocked); /* the player did not move */
	world_fini(&w);
}

/* A blade (a solid spin) turning toward the player stops at it, and goes
 * on once the player drives away. */
static void a_blade_waits_for_the_player(void **state)
{
	world w;
	objects o = {0};
	moving_solid(&o, 3, 300, 330, 150, 14, "spin",
	             "{\"name\":\"spin\",\"type\":\"float\",\"value\":90},");
	player(&o, 300, 270, 0, 160, 180);
	make_world(&w, &o);
	(void)state;
	const actor *blade = by_id(&w, 3);
	int waits = 0;
	for (int t = 0; t < 240; t++) {
		step_checked(&w, (commands){0});
		waits += blade->blocked;
	}
	assert_true(waits > 60 && blade->blocked);
	float held = blade->box.angle;
	for (int t = 0; t < 60; t++)
		step_checked(&w, (commands){.throttle = 1});
	for (int t = 0; t < 30; t++)
		step_checked(&w, (commands){0});
	assert_true(blade->box.angle != held && !blade->blocked);
	world_fini(&w);
}

/* Wanderers in a pen of walls never enter them and never stay stuck
 * against one (they turn away, or step out when wedged in a corner); one
 * the level put inside a wall walks out, and then stays out too. */
static void other_movers_stay_out_or_walk_out(void **state)
{
	(void)state;
	objects o = {0};
	player(&o, 60, 60, 0, 160, 180);
	for (int side = 0; side < 4; side++) {
		double a = side * PI / 2;
		wall(&o, 2 + side, 320 + 150 * cos(a), 240 + 150 * sin(a), 20, 320, side * 90);
	}
	static const char wander[] =
		"{\"name\":\"behaviour\",\"type\":\"string\",\"value\":\"wander\"},"
		"{\"name\":\"speed\",\"type\":\"float\",\"value\":120}";
	for (int k = 0; k < 6; k++)
		rect(&o, 10 + k, "actor", 260 + 25 * k, 200 + 12 * k, 16, 10, 30 * k, wander);
	rect(&o, 20, "actor", 470, 240, 10, 10, 0, wander); /* inside the right wall */
	world w;
	make_world(&w, &o);
	bool out = false;
	int blocked = 0, still[32] = {0};
	vec2s at[32] = {{{0, 0}}};
	for (int t = 0; t < 60 * 30; t++) {
		step_checked(&w, (commands){0});
		for (size_t i = 0; i < w.actor_count; i++) {
			const actor *a = &w.actors[i];
			if (a->id < 10)
				continue;
			blocked += a->blocked;
			float dx = a->box.center.x - at[i].x, dy = a->box.center.y - at[i].y;
			if (dx * dx + dy * dy > 25) {
				at[i] = a->box.center;
				still[i] = 0;
			} else if (++still[i] > 300) {
				fail_msg("tick %d: wanderer %d has stayed within 5 px for 5 s", t, a->id);
			}
			bool in = false;
			for (int k = 0; k < 4; k++)
				in = in || fp_box_overlap(a->box, by_id(&w, 2 + k)->box);
			if (a->id == 20 && !in)
				out = true;
			if (in && (a->id != 20 || out))
				fail_msg("tick %d: wanderer %d entered a wall", t, a->id);
		}
	}
	assert_true(out);
	assert_true(blocked > 100); /* they met the walls */
	world_fini(&w);
}

/* blocked is true on every tick a wall cuts the player's motion short;
 * the wall event only on the first of them; solids counts them. */
static void stats_and_events_tell_of_walls(void **state)
{
	(void)state;
	objects o = {0};
	player(&o, 120, 210, 0, 160, 180);
	wall(&o, 2, 200, 210, 20, 100, 0);
	wall(&o, 3, 600, 400, 20, 20, 0);
	world w;
	make_world(&w, &o);
	int first = -1, bumps = 0;
	char line[512];
	for (int t = 1; t <= 90; t++) {
		step_checked(&w, (commands){.throttle = t <= 60 || t > 70 ? 1.0f : -1.0f});
		bool wall_event = world_events_has(w.events, WORLD_EVENT_WALL);
		bumps += wall_event;
		if (w.actors[w.player].blocked && first < 0)
			first = t;
		if (wall_event && !(t == first || (t > 70 && w.actors[w.player].blocked)))
			fail_msg("tick %d: a wall event", t);
		stats_format(&w, "playing", true, line, sizeof line);
		const char *want = w.actors[w.player].blocked ? "\"blocked\":true,\"solids\":2,"
		                                               : "\"blocked\":false,\"solids\":2,";
		if (!strstr(line, want))
			fail_msg("tick %d: %s", t, line);
	}
	assert_true(first > 0 && first < 60);
	assert_int_equal(bumps, 2);
	world_fini(&w);
}

/* solids_motion_reach holds every sampled pose's footprint of random
 * motions (moves up to 200 px, turns up to pi, boxes 1 to 100 px, places
 * up to 1e6), at 257 fractions and at fp_motion_pose's own ends. */
static void motion_reach_holds_every_pose(void **state)
{
	(void)state;
	rng r = rng_make(77);
	for (int k = 0; k < 4000; k++) {
		float scale = k % 4 == 3 ? 1e6f : k % 4 == 2 ? 1e4f : 1e3f;
		fp_box from = {.center = {{rng_range(&r, 0, scale), rng_range(&r, 0, scale)}},
		               .half = {{rng_range(&r, 0.5f, 50), rng_range(&r, 0.5f, 50)}},
		               .angle = rng_range(&r, 0, 6.2831853f)};
		fp_box to = from;
		to.center.x += rng_range(&r, -200, 200) * (k % 3 == 0 ? 0.01f : 1);
		to.center.y += rng_range(&r, -200, 200) * (k % 3 == 0 ? 0.01f : 1);
		to.angle += rng_range(&r, -3.14159f, 3.14159f) * (k % 5 == 0 ? 0.01f : 1);
		fp_footprint f0 = fp_footprint_of(from), f1 = fp_footprint_of(to);
		fp_aabb b = solids_motion_reach(from, to, &f0, &f1);
		for (int i = 0; i <= 256; i++) {
			fp_footprint f = fp_footprint_of(fp_motion_pose(from, to, (float)i / 256));
			for (int c = 0; c < 4; c++)
				if (!(f.corner[c].x >= b.min.x && f.corner[c].x <= b.max.x &&
				      f.corner[c].y >= b.min.y && f.corner[c].y <= b.max.y))
					fail_msg("motion %d at t %d/256: corner (%.9g, %.9g) outside (%.9g, %.9g)-"
					         "(%.9g, %.9g)", k, i, (double)f.corner[c].x, (double)f.corner[c].y,
					         (double)b.min.x, (double)b.min.y, (double)b.max.x, (double)b.max.y);
		}
	}
}

TEST_MAIN("solids",
	cmocka_unit_test(stops_at_the_wall), cmocka_unit_test(no_tunnelling_at_5000),
	cmocka_unit_test(slides_along_a_wall), cmocka_unit_test(turns_away_from_a_wall),
	cmocka_unit_test(turns_as_far_as_walls_allow_when_wedged),
	cmocka_unit_test(gaps_just_wider_let_through),
	cmocka_unit_test(moving_solids_wait_for_the_player_and_walls),
	cmocka_unit_test(a_blade_waits_for_the_player),
	cmocka_unit_test(other_movers_stay_out_or_walk_out),
	cmocka_unit_test(stats_and_events_tell_of_walls),
	cmocka_unit_test(motion_reach_holds_every_pose))
