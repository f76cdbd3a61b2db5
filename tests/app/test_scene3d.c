/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The 3D view's scene, without OpenGL: every box stands on exactly its
 * footprint's corners (the floats the collision step tested) up to its
 * lifted height, wound counter-clockwise seen from outside, each face in
 * one lit colour; seen from an eye, only the faces turned to it and the
 * boxes in the picture are kept; the id scene names each actor. */
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
#include "render.h"
#include "run.h"
#include "scene3d.h"
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

/* The normal of triangle v[0..2] (not unit). */
static vec3s normal_of(const scene3d_vertex *v)
{
	vec3s a = {{v[1].x - v[0].x, v[1].y - v[0].y, v[1].z - v[0].z}};
	vec3s b = {{v[2].x - v[0].x, v[2].y - v[0].y, v[2].z - v[0].z}};
	return glms_vec3_cross(a, b);
}

/* Box i: its 30 vertices from *at on, without an eye. */
static void expect_box(const world *w, size_t i, const scene3d_vertex *v)
{
	const actor *a = &w->actors[i];
	float top = scene3d_top(w, i);
	vec3s centre = {{a->box.center.x, a->box.center.y, 0.5f * top}};
	for (int t = 0; t < 10; t++, v += 3) {
		for (int k = 0; k < 3; k++)
			if (!is_corner(a, v[k].x, v[k].y) || (v[k].z != 0.0f && v[k].z != top))
				fail_msg("'%s': vertex (%g, %g, %g) is not on its box", a->name, (double)v[k].x,
				         (double)v[k].y, (double)v[k].z);
		/* Outward: the normal points away from the box's middle. */
		vec3s n = normal_of(v), out = {{v[0].x - centre.x, v[0].y - centre.y, v[0].z - centre.z}};
		if (!(glms_vec3_dot(n, out) > 0.0f))
			fail_msg("'%s': triangle %d is wound inwards", a->name, t);
		bool one = memcmp(&v[0].r, &v[1].r, 4) == 0 && memcmp(&v[0].r, &v[2].r, 4) == 0;
		assert_true(one);
	}
}

static void boxes_stand_on_footprints(void **state)
{
	const world *w = &((session *)*state)->w;
	scene3d s = {0};
	assert_true(scene3d_build(&s, w, SCENE3D_SHADED, NULL));
	/* Boxes first, in actor order: 10 triangles each (top and 4 sides). */
	for (size_t i = 0; i < w->actor_count; i++)
		expect_box(w, i, &s.solid.v[i * 30]);
	assert_true(s.ground.count >= 6 && s.lines.count > 8 && s.lines.count % 2 == 0);
	/* A box's top is lit as a top: its colour, turned up to the light. */
	const actor *a = &w->actors[0];
	SDL_Color c = scene3d_lit(render_actor_color(a->color, a->tinted), (vec3s){{0, 0, 1}});
	assert_true(s.solid.v[0].r == c.r && s.solid.v[0].g == c.g && s.solid.v[0].b == c.b);
	scene3d_fini(&s);
}

static void ids_name_the_actors(void **state)
{
	const world *w = &((session *)*state)->w;
	scene3d s = {0};
	assert_true(scene3d_build(&s, w, SCENE3D_IDS, NULL));
	assert_int_equal(s.solid.count, w->actor_count * 30);
	assert_int_equal(s.lines.count, 0);
	for (size_t i = 0; i < s.solid.count; i++) {
		const scene3d_vertex *v = &s.solid.v[i];
		uint32_t rgb = (uint32_t)v->r << 16 | (uint32_t)v->g << 8 | v->b;
		assert_int_equal(rgb, scene3d_id_rgb(SCENE3D_ID_ACTOR + (uint32_t)(i / 30)));
	}
	scene3d_fini(&s);
}

/* From an eye above the map no bottom-up face is kept: every top faces it
 * and at most two sides of a box do. */
static void an_eye_keeps_what_it_sees(void **state)
{
	const world *w = &((session *)*state)->w;
	camera c;
	camera_init(&c);
	camera_view(&c, w, 640.0f, 480.0f);
	c.overview = true;
	c.blend = CAMERA_BLEND_TICKS;
	mat4s clip;
	float near, far;
	camera_clip_3d(&c, w, &clip, &near, &far);
	scene3d_eye eye = {camera_eye_3d(&c, w).eye, clip};
	scene3d all = {0}, seen = {0};
	assert_true(scene3d_build(&all, w, SCENE3D_IDS, NULL));
	assert_true(scene3d_build(&seen, w, SCENE3D_IDS, &eye));
	assert_true(seen.solid.count >= w->actor_count * 6);
	assert_true(seen.solid.count <= w->actor_count * 18);
	for (size_t t = 0; t < seen.solid.count; t += 3) {
		vec3s n = normal_of(&seen.solid.v[t]);
		vec3s to = {{eye.eye.x - seen.solid.v[t].x, eye.eye.y - seen.solid.v[t].y,
		             eye.eye.z - seen.solid.v[t].z}};
		assert_true(glms_vec3_dot(n, to) > 0.0f);
	}
	/* Rebuilding reuses the lists. */
	assert_true(scene3d_build(&all, w, SCENE3D_IDS, &eye));
	assert_int_equal(all.solid.count, seen.solid.count);
	scene3d_fini(&all);
	scene3d_fini(&seen);
}

static const struct CMUnitTest tests[] = {
	cmocka_unit_test_setup_teardown(boxes_stand_on_footprints, open_scene, close_scene),
	cmocka_unit_test_setup_teardown(ids_name_the_actors, open_scene, close_scene),
	cmocka_unit_test_setup_teardown(an_eye_keeps_what_it_sees, open_scene, close_scene),
};

int main(int argc, char **argv)
{
	run_args(argc, argv, 1, "DATA_DIR");
	data = argv[1];
	return cmocka_run_group_tests_name("3D scene", tests, NULL, NULL);
}
