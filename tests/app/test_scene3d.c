/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The 3D view's scene, without OpenGL: in the id scene every actor is one
 * box on exactly its footprint's corners (the floats the collision step
 * tested), counter-clockwise, up to its lifted height, in its id's colour;
 * shaded, every actor casts a shadow and coins are coins; seen from an eye,
 * only the boxes in the picture are kept, small ones as far boxes, and
 * from the chase eye what hides the player is faded, and a crowd's boxes
 * come nearest first; the floor is built once. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "camera.h"
#include "projection.h"
#include "render.h"
#include "run.h"
#include "scene3d.h"
#include "scene3d_floor.h"
#include "flow.h"
#include "session.h"

static const char *data;

static app_options scene_options;
static session scene_session;

static int open_scene(void **state)
{
	char path[512], err[512] = "";
	snprintf(path, sizeof path, "%s/occlusion.tmj", data);
	scene_options = (app_options){.headless = true, .seed = OPTIONS_DEFAULT_SEED};
	if (!flow_init(&scene_session, &scene_options, path, err, sizeof err))
		fail_msg("%s: %s", path, err);
	*state = &scene_session;
	return flow_tick(&scene_session) ? 0 : -1;
}

static int close_scene(void **state)
{
	return session_fini(*state) ? 0 : -1;
}

static bool is_corner(const actor *a, float x, float y)
{
	for (int k = 0; k < 4; k++)
		if (a->fp->corner[k].x == x && a->fp->corner[k].y == y)
			return true;
	return false;
}

/* Part p is actor i's footprint: its four corners exactly (the floats the
 * collision step tested), counter-clockwise in map numbers. */
static void expect_on_footprint(const world *w, size_t i, const scene3d_part *p)
{
	const actor *a = &w->actors[i];
	float area = 0.0f;
	for (int k = 0; k < 4; k++) {
		float x = p->c[2 * k], y = p->c[2 * k + 1];
		if (!is_corner(a, x, y))
			fail_msg("'%s': corner (%g, %g) is not its footprint's", a->name, (double)x,
			         (double)y);
		area += x * p->c[(2 * k + 3) % 8] - y * p->c[(2 * k + 2) % 8];
	}
	if (!(area > 0.0f))
		fail_msg("'%s': its corners turn clockwise", a->name);
}

static void ids_stand_on_footprints(void **state)
{
	const world *w = &((session *)*state)->w;
	scene3d s = {0};
	assert_true(scene3d_build(&s, w, SCENE3D_IDS, NULL));
	/* One box an actor, in actor order, its id's colour, from the ground to
	 * its lifted height; nothing else. */
	const scene3d_parts *boxes = &s.solid.of[SCENE3D_BOX];
	assert_int_equal(boxes->count, w->actor_count);
	for (size_t i = 0; i < w->actor_count; i++) {
		const scene3d_part *p = &boxes->p[i];
		expect_on_footprint(w, i, p);
		assert_true(p->z0 == 0.0f && p->z1 == scene3d_top(w, i));
		uint32_t rgb = (uint32_t)p->r << 16 | (uint32_t)p->g << 8 | p->b;
		assert_int_equal(rgb, scene3d_id_rgb(SCENE3D_ID_ACTOR + (uint32_t)i));
	}
	for (int k = 0; k < SCENE3D_SHAPES; k++)
		assert_int_equal(s.solid.of[k].count, k == SCENE3D_BOX ? w->actor_count : 0);
	assert_int_equal(s.ground.count + s.xray.count + s.marks.count + s.prisms.count, 0);
	scene3d_fini(&s);
}

/* Shaded, every actor big enough for its details casts a shadow on its
 * footprint, and each coin is a coin, its top and its glint. */
static void shaded_looks_and_shadows(void **state)
{
	const world *w = &((session *)*state)->w;
	scene3d s = {0};
	assert_true(scene3d_build(&s, w, SCENE3D_SHADED, NULL));
	const scene3d_parts *shadows = &s.solid.of[SCENE3D_SHADOW];
	size_t cast = 0;
	for (size_t i = 0; i < w->actor_count; i++) {
		const actor *a = &w->actors[i];
		/* Seen from no eye, a map pixel is a pixel. */
		if (fminf(a->box.half.x, a->box.half.y) < SCENE3D_DETAIL_PX / 2.0f)
			continue;
		assert_true(cast < shadows->count);
		expect_on_footprint(w, i, &shadows->p[cast++]);
	}
	assert_true(cast > 0);
	assert_int_equal(shadows->count, cast);
	size_t coins = 0;
	for (size_t i = 0; i < w->pickup_count; i++)
		coins += !w->pickups[i].collected;
	assert_true(coins > 0);
	assert_int_equal(s.solid.of[SCENE3D_ROUND].count, coins);
	assert_int_equal(s.solid.of[SCENE3D_ROUND_TOP].count, 2 * coins); /* top and glint */
	size_t parts = 0;
	for (int k = SCENE3D_BOX; k <= SCENE3D_DISC_TOP; k++)
		for (size_t j = 0; j < s.solid.of[k].count; j++, parts++) {
			const scene3d_part *p = &s.solid.of[k].p[j];
			assert_true(p->z1 >= p->z0 && p->a == 255);
		}
	assert_true(parts >= w->actor_count);
	/* The player's look again, for the x-ray. */
	assert_true(s.ghost.of[SCENE3D_BOX].count >= 1);
	assert_int_equal(s.marks.count, 3);
	scene3d_fini(&s);
}

/* From an eye, the boxes kept are those projection_sees keeps; rebuilding
 * reuses the lists. */
static void an_eye_keeps_what_it_sees(void **state)
{
	const world *w = &((session *)*state)->w;
	camera c;
	camera_init(&c);
	camera_view(&c, w, 640.0f, 480.0f);
	c.distance = CAMERA_DISTANCE_MIN;
	mat4s clip;
	float near, far;
	camera_clip_3d(&c, w, &clip, &near, &far);
	scene3d_eye eye = {camera_eye_3d(&c, w).eye, clip, false};
	projection pr = {.perspective = true, .clip = clip};
	scene3d seen = {0};
	assert_true(scene3d_build(&seen, w, SCENE3D_IDS, &eye));
	const scene3d_parts *boxes = &seen.solid.of[SCENE3D_BOX];
	size_t want = 0;
	for (size_t i = 0; i < w->actor_count; i++) {
		bool sees = projection_sees(&pr, w->actors[i].fp->bounds, scene3d_top(w, i));
		want += sees;
		bool kept = false;
		for (size_t k = 0; k < boxes->count; k++)
			kept |= boxes->p[k].b == scene3d_id_rgb(SCENE3D_ID_ACTOR + (uint32_t)i) % 256u &&
			        boxes->p[k].g == (scene3d_id_rgb(SCENE3D_ID_ACTOR + (uint32_t)i) >> 8) % 256u;
		if (kept != sees)
			fail_msg("'%s': kept %d, seen %d", w->actors[i].name, kept, sees);
	}
	assert_true(want > 0 && want < w->actor_count);
	assert_true(scene3d_build(&seen, w, SCENE3D_IDS, &eye));
	assert_int_equal(boxes->count, want);
	scene3d_fini(&seen);
}

/* What stands between the chase eye and the player is faded, the rest
 * not: the eye put behind a box that stands before the player. */
static void the_chase_fades_what_hides_the_player(void **state)
{
	const world *w = &((session *)*state)->w;
	const actor *p = &w->actors[w->player];
	size_t hider = w->actor_count;
	for (size_t i = 0; i < w->actor_count && hider == w->actor_count; i++)
		if (i != w->player && w->actors[i].height > p->height)
			hider = i;
	assert_true(hider < w->actor_count);
	/* The eye beyond the hider, seen from the player, high above. */
	vec2s h = w->actors[hider].box.center, o = p->box.center;
	vec3s at = {{h.x + 3.0f * (h.x - o.x), h.y + 3.0f * (h.y - o.y), 0.5f * p->height}};
	camera c;
	camera_init(&c);
	camera_view(&c, w, 640.0f, 480.0f);
	mat4s clip;
	float near, far;
	camera_clip_3d(&c, w, &clip, &near, &far);
	scene3d_eye eye = {at, clip, true};
	scene3d s = {0};
	assert_true(scene3d_build(&s, w, SCENE3D_SHADED, &eye));
	size_t faded = 0;
	for (int k = 0; k < SCENE3D_SHAPES; k++)
		for (size_t j = 0; j < s.faded.of[k].count; j++, faded++)
			assert_true(s.faded.of[k].p[j].a < 255);
	assert_true(faded > 0);
	eye.chase = false;
	assert_true(scene3d_build(&s, w, SCENE3D_SHADED, &eye));
	for (int k = 0; k < SCENE3D_SHAPES; k++)
		assert_int_equal(s.faded.of[k].count, 0);
	scene3d_fini(&s);
}

/* Whether part p stands on actor i's footprint (any corner first). */
static bool on_footprint(const world *w, size_t i, const scene3d_part *p)
{
	for (int k = 0; k < 4; k++)
		if (!is_corner(&w->actors[i], p->c[2 * k], p->c[2 * k + 1]))
			return false;
	return true;
}

/* Seen from afar, boxes a few pixels across are far boxes (outlines, the
 * smallest points), on their footprints, never the player's (its x-ray
 * needs its faces' depths); the id scene has none; seen from close by,
 * fewer. */
static void far_boxes_are_outlines(void **state)
{
	const world *w = &((session *)*state)->w;
	static const scene3d_shape shapes[2] = {SCENE3D_BOX_FAR, SCENE3D_BOX_POINT};
	camera c;
	camera_init(&c);
	camera_view(&c, w, 640.0f, 480.0f);
	size_t far[2] = {0, 0}, points = 0;
	scene3d s = {0};
	for (int k = 0; k < 2; k++) {
		c.distance = k == 0 ? CAMERA_DISTANCE_MAX : CAMERA_DISTANCE_MIN;
		mat4s clip;
		float near, farthest;
		camera_clip_3d(&c, w, &clip, &near, &farthest);
		scene3d_eye eye = {camera_eye_3d(&c, w).eye, clip, false};
		assert_true(scene3d_build(&s, w, SCENE3D_SHADED, &eye));
		for (int f = 0; f < 2; f++) {
			const scene3d_parts *p = &s.solid.of[shapes[f]];
			far[k] += p->count;
			points += f == 1 ? p->count : 0;
			for (size_t j = 0; j < p->count; j++) {
				size_t on = w->actor_count;
				for (size_t i = 0; i < w->actor_count && on == w->actor_count; i++)
					if (on_footprint(w, i, &p->p[j]))
						on = i;
				assert_true(on < w->actor_count && on != w->player);
			}
		}
		assert_true(scene3d_build(&s, w, SCENE3D_IDS, &eye));
		for (int f = 0; f < 2; f++)
			assert_int_equal(s.solid.of[shapes[f]].count, 0);
	}
	assert_true(far[0] > 0 && far[1] < far[0] && points > 0);
	scene3d_fini(&s);
}

/* The floor is built once for a level and mode: its blocks' ends run up to
 * its end, its grid and border are line pairs. */
static void the_floor_is_kept(void **state)
{
	const world *w = &((session *)*state)->w;
	scene3d_floor f = {0};
	assert_true(scene3d_floor_build(&f, w, SCENE3D_SHADED));
	unsigned stamp = f.stamp;
	assert_true(stamp != 0 && f.tris.count >= 6 && f.tris.count % 3 == 0);
	assert_true(f.lines.count > 8 && f.lines.count % 2 == 0);
	size_t n = f.blocks_x * f.blocks_y, at = 0, lines = 0;
	assert_true(n > 0);
	for (size_t k = 0; k < n; k++) {
		assert_true(f.block_end[k].tris >= at + 6); /* its ground at least */
		assert_true(f.block_end[k].lines >= lines + 2); /* a border or a grid line */
		at = f.block_end[k].tris;
		lines = f.block_end[k].lines;
	}
	assert_int_equal(at, f.tris.count);
	assert_int_equal(lines, f.lines.count);
	assert_true(scene3d_floor_build(&f, w, SCENE3D_SHADED));
	assert_int_equal(f.stamp, stamp);
	assert_true(scene3d_floor_build(&f, w, SCENE3D_IDS));
	assert_true(f.stamp != stamp && f.tris.count == 6 && f.lines.count == 0);
	assert_int_equal(f.blocks_x * f.blocks_y, 0);
	scene3d_floor_fini(&f);
}


/* The blocks a ground list's triangle lies on, and those within a grid
 * spacing of it, are marked as under it (their grid is drawn again over
 * it); no other. */
static void ground_marks_the_blocks_under_it(void **state)
{
	const world *w = &((session *)*state)->w;
	scene3d_floor f = {0};
	assert_true(scene3d_floor_build(&f, w, SCENE3D_SHADED));
	assert_true(f.blocks_x * f.blocks_y >= 1);
	scene3d_vertex v[3] = {{10.0f, 10.0f, 0.0f, 0, 0, 0, 255},
	                       {20.0f, 10.0f, 0.0f, 0, 0, 0, 255},
	                       {10.0f, 20.0f, 0.0f, 0, 0, 0, 255}};
	scene3d_list ground = {v, 3, 3};
	assert_true(scene3d_floor_under(&f, &ground));
	for (size_t by = 0; by < f.blocks_y; by++)
		for (size_t bx = 0; bx < f.blocks_x; bx++) {
			/* 20 + a grid spacing (64) stays in the first block (256). */
			bool want = bx == 0 && by == 0;
			assert_int_equal(f.under[by * f.blocks_x + bx], want);
		}
	/* Across a block's edge, within a grid spacing: both blocks. */
	if (f.blocks_x >= 2) {
		for (int k = 0; k < 3; k++)
			v[k].x += 220.0f;
		assert_true(scene3d_floor_under(&f, &ground));
		assert_true(f.under[0] && f.under[1]);
	}
	ground.count = 0;
	assert_true(scene3d_floor_under(&f, &ground));
	for (size_t k = 0; k < f.blocks_x * f.blocks_y; k++)
		assert_int_equal(f.under[k], 0);
	scene3d_floor_fini(&f);
}

static bool same_parts(const scene3d_batch *a, const scene3d_batch *b)
{
	for (int k = 0; k < SCENE3D_SHAPES; k++)
		if (a->of[k].count != b->of[k].count ||
		    (a->of[k].count > 0 &&
		     memcmp(a->of[k].p, b->of[k].p, a->of[k].count * sizeof *a->of[k].p) != 0))
			return false;
	return true;
}

static bool same_list(const scene3d_list *a, const scene3d_list *b)
{
	return a->count == b->count &&
	       (a->count == 0 || memcmp(a->v, b->v, a->count * sizeof *a->v) == 0);
}

/* occlusion.tmj with a crowd of 1,500 actors, stepped once. */
static void open_crowd(session *s)
{
	char path[512], err[512] = "";
	snprintf(path, sizeof path, "%s/occlusion.tmj", data);
	app_options o = {.headless = true, .seed = OPTIONS_DEFAULT_SEED, .stress = 1500};
	if (!flow_init(s, &o, path, err, sizeof err))
		fail_msg("%s: %s", path, err);
	assert_true(flow_tick(s));
}

/* The chase eye of camera c (its view set) at the given distance. */
static scene3d_eye chase_eye(camera *c, const world *w, float distance)
{
	c->distance = distance;
	mat4s clip;
	float near, far;
	camera_clip_3d(c, w, &clip, &near, &far);
	return (scene3d_eye){camera_eye_3d(c, w).eye, clip, true};
}

/* A crowd's scene built on two threads (every view of actors split in
 * halves) is the one built on one, part for part in the same order; and
 * built twice it stays so (the second half's scene is reused). */
static void two_threads_build_one_scene(void **state)
{
	(void)state;
	session s;
	open_crowd(&s);
	camera c;
	camera_init(&c);
	camera_view(&c, &s.w, 640.0f, 480.0f);
	scene3d one = {0}, two = {0};
	for (int k = 0; k < 2; k++) {
		scene3d_eye eye = chase_eye(&c, &s.w, k == 0 ? CAMERA_DISTANCE_MAX : 1.0f);
		scene3d_split_at(SIZE_MAX);
		assert_true(scene3d_build(&one, &s.w, SCENE3D_SHADED, &eye));
		scene3d_split_at(2);
		assert_true(scene3d_build(&two, &s.w, SCENE3D_SHADED, &eye));
		size_t boxes = 0;
		for (int f = 0; f < SCENE3D_SHAPES; f++)
			boxes += one.solid.of[f].count;
		assert_true(boxes > 200);
		assert_true(same_parts(&one.solid, &two.solid) && same_parts(&one.faded, &two.faded));
		assert_true(same_list(&one.prisms, &two.prisms) && same_list(&one.ground, &two.ground));
	}
	scene3d_split_at(SCENE3D_SPLIT);
	scene3d_fini(&one);
	scene3d_fini(&two);
	assert_true(session_fini(&s));
}

/* The distance of part p's middle from e, as the sort takes it. */
static float middle_distance(const scene3d_part *p, vec3s e)
{
	vec3s m = {{(p->c[0] + p->c[4]) * 0.5f, (p->c[1] + p->c[5]) * 0.5f, (p->z0 + p->z1) * 0.5f}};
	return glms_vec3_distance(m, e);
}

/* Whether l's parts lie nearest first, to within a run of the sort (a
 * 1/SCENE3D_NEAREST_RUNS of the span from the nearest to the farthest). */
static bool nearest_first(const scene3d_parts *l, vec3s e)
{
	float lo = INFINITY, hi = 0.0f;
	for (size_t i = 0; i < l->count; i++) {
		lo = fminf(lo, middle_distance(&l->p[i], e));
		hi = fmaxf(hi, middle_distance(&l->p[i], e));
	}
	float run = (hi - lo) / SCENE3D_NEAREST_RUNS * 1.001f;
	for (size_t i = 1; i < l->count; i++)
		if (middle_distance(&l->p[i], e) < middle_distance(&l->p[i - 1], e) - run)
			return false;
	return true;
}

static int by_bytes(const void *a, const void *b)
{
	return memcmp(a, b, sizeof(scene3d_part));
}

/* Sorted nearest first, a list keeps every part (compared byte for byte,
 * both put in one order), parts in one run keep their order, and a list of
 * one or none is left as it is. */
static void parts_sort_nearest_first(void **state)
{
	(void)state;
	enum { N = 5000 };
	scene3d_parts l = {0};
	scene3d_sort room = {0};
	vec3s eye = {{100.0f, -40.0f, 300.0f}};
	assert_true(scene3d_parts_reserve(&l, N));
	uint32_t seed = 12345u;
	for (size_t i = 0; i < N; i++) {
		scene3d_part *p = &l.p[l.count++];
		*p = (scene3d_part){.c = {0}, .z1 = 10.0f, .r = (uint8_t)i, .g = (uint8_t)(i >> 8)};
		seed = seed * 1664525u + 1013904223u;
		p->c[0] = p->c[4] = (float)(seed >> 8) / (float)(1u << 24) * 2000.0f;
		seed = seed * 1664525u + 1013904223u;
		p->c[1] = p->c[5] = (float)(seed >> 8) / (float)(1u << 24) * 2000.0f;
	}
	scene3d_part *before = malloc(N * sizeof *before);
	assert_non_null(before);
	memcpy(before, l.p, N * sizeof *before);
	assert_false(nearest_first(&l, eye));
	assert_true(scene3d_parts_nearest_first(&l, &room, eye));
	assert_int_equal(l.count, N);
	assert_true(nearest_first(&l, eye));
	/* Two parts of one place (one run) keep the order they came in. */
	for (size_t i = 1; i < l.count; i++)
		if (l.p[i].c[0] == l.p[i - 1].c[0] && l.p[i].c[1] == l.p[i - 1].c[1])
			assert_true((l.p[i].r | l.p[i].g << 8) > (l.p[i - 1].r | l.p[i - 1].g << 8));
	qsort(before, N, sizeof *before, by_bytes);
	qsort(l.p, N, sizeof *l.p, by_bytes);
	assert_memory_equal(before, l.p, N * sizeof *before);
	l.count = 1;
	assert_true(scene3d_parts_nearest_first(&l, &room, eye));
	assert_memory_equal(before, l.p, sizeof *before);
	free(before);
	free(l.p);
	scene3d_sort_fini(&room);
}

/* Seen from an eye, a crowd's boxes, near and far, come nearest first. */
static void boxes_come_nearest_first(void **state)
{
	(void)state;
	session s;
	open_crowd(&s);
	camera c;
	camera_init(&c);
	camera_view(&c, &s.w, 1280.0f, 720.0f);
	/* Near boxes and far ones in view. */
	scene3d_eye eye = chase_eye(&c, &s.w, 2.0f);
	scene3d sc = {0};
	assert_true(scene3d_build(&sc, &s.w, SCENE3D_SHADED, &eye));
	static const scene3d_shape boxes[2] = {SCENE3D_BOX, SCENE3D_BOX_FAR};
	for (int k = 0; k < 2; k++) {
		assert_true(sc.solid.of[boxes[k]].count > 100);
		assert_true(nearest_first(&sc.solid.of[boxes[k]], eye.eye));
	}
	scene3d_fini(&sc);
	assert_true(session_fini(&s));
}

static const struct CMUnitTest tests[] = {
	cmocka_unit_test_setup_teardown(ids_stand_on_footprints, open_scene, close_scene),
	cmocka_unit_test_setup_teardown(shaded_looks_and_shadows, open_scene, close_scene),
	cmocka_unit_test_setup_teardown(an_eye_keeps_what_it_sees, open_scene, close_scene),
	cmocka_unit_test_setup_teardown(the_chase_fades_what_hides_the_player, open_scene, close_scene),
	cmocka_unit_test_setup_teardown(far_boxes_are_outlines, open_scene, close_scene),
	cmocka_unit_test(two_threads_build_one_scene),
	cmocka_unit_test(parts_sort_nearest_first),
	cmocka_unit_test(boxes_come_nearest_first),
	cmocka_unit_test_setup_teardown(the_floor_is_kept, open_scene, close_scene),
	cmocka_unit_test_setup_teardown(ground_marks_the_blocks_under_it, open_scene, close_scene),
};

int main(int argc, char **argv)
{
	run_args(argc, argv, 1, "DATA_DIR");
	data = argv[1];
	return cmocka_run_group_tests_name("3D scene", tests, NULL, NULL);
}
