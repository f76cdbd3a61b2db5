/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The camera, stepped by a session as the game steps it: a level that fits
 * the picture is drawn as it is; a bigger one scrolls after the player,
 * smoothly, never losing it, and never shows beyond the map; zoom and Home;
 * the 3D chase camera turns after the heading smoothly and the overview
 * shows the whole level; a click on the minimap looks there until the
 * player moves; the same inputs move it the same way. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "by_name.h"
#include "camera.h"
#include "run.h"
#include "flow.h"
#include "frame.h"
#include "session.h"
#include "view.h"

#define PI_F 3.14159265358979323846f

static const char *data;

static void open_session(session *s, app_options *o, const char *file, float vw, float vh)
{
	char path[512], err[512] = "";
	snprintf(path, sizeof path, "%s/%s", data, file);
	*o = (app_options){.headless = true, .seed = OPTIONS_DEFAULT_SEED};
	if (!flow_init(s, o, path, err, sizeof err))
		fail_msg("flow_init(%s): %s", path, err);
	camera_view(&s->cam, &s->w, vw, vh);
}

/* The tests on big.tmj, one at a time: a session in a 1280 x 720
 * picture. */
static app_options big_options;
static session big_session;

static int open_big(void **state)
{
	open_session(&big_session, &big_options, "big.tmj", 1280.0f, 720.0f);
	*state = &big_session;
	return 0;
}

static int close_big(void **state)
{
	return session_fini(*state) ? 0 : -1;
}

static void press(session *s, const char *action, bool down)
{
	flow_act(s, action_named(action), down);
}

static void tap(session *s, const char *action)
{
	press(s, action, true);
	press(s, action, false);
}

static vec2s on_screen(camera_flat f, vec2s p)
{
	return (vec2s){{p.x * f.scale + f.offset.x, p.y * f.scale + f.offset.y}};
}

static void fitting_level_is_drawn_as_is(void **state)
{
	(void)state;
	app_options o;
	session s;
	open_session(&s, &o, "tint.tmj", 640.0f, 480.0f);
	press(&s, "forward", true);
	for (int t = 0; t < 120; t++) {
		flow_tick(&s);
		camera_flat f = camera_top(&s.cam, &s.w);
		/* Exactly: map * 1 + 0, the picture the frame always was. */
		assert_true(f.scale == 1.0f && f.offset.x == 0.0f && f.offset.y == 0.0f);
	}
	/* A window half as big shows the whole level at half size. */
	camera_view(&s.cam, &s.w, 320.0f, 240.0f);
	camera_flat f = camera_top(&s.cam, &s.w);
	assert_true(f.scale == 0.5f && f.offset.x == 0.0f && f.offset.y == 0.0f);
	/* A wider one centres it. */
	camera_view(&s.cam, &s.w, 1000.0f, 480.0f);
	f = camera_top(&s.cam, &s.w);
	assert_true(f.scale == 1.0f && f.offset.x == 180.0f && f.offset.y == 0.0f);
	session_fini(&s);
}

/* The footprint's corners inside the view, by margin where the view has
 * room; the map covers the whole view. */
static void expect_framed(const session *s, camera_flat f, int tick)
{
	const world *w = &s->w;
	const vec2s *c = w->actors[w->player].fp->corner;
	for (int k = 0; k < 4; k++) {
		vec2s p = on_screen(f, c[k]);
		if (!(p.x >= 0.0f && p.x <= s->cam.view_w && p.y >= 0.0f && p.y <= s->cam.view_h))
			fail_msg("tick %d: the player's corner %d shows at (%g, %g)", tick, k, (double)p.x,
			         (double)p.y);
	}
	vec2s lo = on_screen(f, (vec2s){{0.0f, 0.0f}}), hi = on_screen(f, (vec2s){{w->width, w->height}});
	if (lo.x > 0.0f || lo.y > 0.0f || hi.x < s->cam.view_w || hi.y < s->cam.view_h)
		fail_msg("tick %d: the view passes the map's edge", tick);
}

static void big_level_follows_the_player(void **state)
{
	session *s = *state;
	assert_false(s->cam.fit);
	const actor *p = &s->w.actors[s->w.player];
	float most = p->speed / 60.0f; /* px a tick */
	camera_flat before = camera_top(&s->cam, &s->w);
	/* Full speed, turning now and then: to the map's edges and corners. */
	press(s, "forward", true);
	for (int t = 0; t < 3000; t++) {
		bool turning = t % 200 >= 150 + (t / 200) % 3 * 10;
		press(s, "right", turning);
		flow_tick(s);
		camera_flat f = camera_top(&s->cam, &s->w);
		expect_framed(s, f, t);
		float dx = f.offset.x - before.offset.x, dy = f.offset.y - before.offset.y;
		if (sqrtf(dx * dx + dy * dy) > most * 1.001f + 1e-3f)
			fail_msg("tick %d: the view jumped %g px (the player moves %g)", t,
			         (double)sqrtf(dx * dx + dy * dy), (double)most);
		before = f;
	}
}

static void zoom_and_home(void **state)
{
	session *s = *state;
	float fit = camera_fit_scale(&s->cam, &s->w);
	assert_true(fit < CAMERA_FIT_MIN && camera_top(&s->cam, &s->w).scale == 1.0f);
	tap(s, "zoom-in");
	assert_true(camera_top(&s->cam, &s->w).scale == CAMERA_ZOOM_STEP);
	tap(s, "zoom-out");
	tap(s, "zoom-out");
	assert_true(camera_top(&s->cam, &s->w).scale == 1.0f / CAMERA_ZOOM_STEP);
	tap(s, "zoom-fit");
	camera_flat f = camera_top(&s->cam, &s->w);
	assert_true(s->cam.fit && f.scale == fit);
	vec2s lo = on_screen(f, (vec2s){{0.0f, 0.0f}});
	vec2s hi = on_screen(f, (vec2s){{s->w.width, s->w.height}});
	assert_true(lo.x >= 0.0f && lo.y >= 0.0f && hi.x <= 1280.0f + 1e-3f && hi.y <= 720.0f + 1e-3f);
	tap(s, "zoom-in");
	assert_true(!s->cam.fit && camera_top(&s->cam, &s->w).scale == fit * CAMERA_ZOOM_STEP);
	tap(s, "zoom-out");
	assert_true(s->cam.fit);
	tap(s, "zoom-out");
	assert_true(s->cam.fit && camera_top(&s->cam, &s->w).scale == fit);
	for (int k = 0; k < 40; k++)
		tap(s, "zoom-in");
	assert_true(camera_top(&s->cam, &s->w).scale == CAMERA_SCALE_MAX);
}

static float angle_gap(float a, float b)
{
	float d = fmodf(a - b, 2.0f * PI_F);
	return fabsf(d > PI_F ? d - 2.0f * PI_F : d < -PI_F ? d + 2.0f * PI_F : d);
}

static void chase_turns_smoothly(void **state)
{
	session *s = *state;
	tap(s, "view");
	const actor *p = &s->w.actors[s->w.player];
	float before = s->cam.yaw, gap = 0.0f;
	press(s, "left", true);
	for (int t = 0; t < 240; t++) {
		if (t == 60)
			press(s, "left", false);
		flow_tick(s);
		/* Never more than its share of the turn left to make. */
		assert_true(angle_gap(s->cam.yaw, before) <= CAMERA_TURN * PI_F + 1e-5f);
		if (t > 60)
			assert_true(angle_gap(s->cam.yaw, p->box.angle) <= gap + 1e-6f);
		gap = angle_gap(s->cam.yaw, p->box.angle);
		before = s->cam.yaw;
	}
	assert_true(gap < 1e-3f);
}

static void overview_shows_the_level(void **state)
{
	session *s = *state;
	tap(s, "view");
	tap(s, "camera");
	for (int t = 1; t <= CAMERA_BLEND_TICKS + 5; t++) {
		flow_tick(s);
		assert_int_equal(s->cam.blend, t < CAMERA_BLEND_TICKS ? t : CAMERA_BLEND_TICKS);
	}
	mat4s clip;
	float near, far;
	camera_clip_3d(&s->cam, &s->w, &clip, &near, &far);
	for (int k = 0; k < 4; k++) {
		vec4s q = glms_mat4_mulv(clip, (vec4s){{k & 1 ? s->w.width : 0.0f,
		                                        k & 2 ? s->w.height : 0.0f, 0.0f, 1.0f}});
		assert_true(q.w > 0.0f && fabsf(q.x) < q.w && fabsf(q.y) < q.w && q.z > -q.w &&
		            q.z < q.w);
	}
	tap(s, "camera");
	for (int t = 0; t < CAMERA_BLEND_TICKS; t++)
		flow_tick(s);
	assert_int_equal(s->cam.blend, 0);
}

/* The window pixel of the minimap where the ground point g shows: the
 * panel found by where clicks pick, its corners the map's. */
static vec2s minimap_pixel(const session *s, float ui, vec2s g)
{
	vec2s lo = {{INFINITY, INFINITY}}, hi = {{-INFINITY, -INFINITY}}, ground;
	for (float y = 0.5f; y < s->cam.view_h; y += 1.0f)
		for (float x = 0.5f; x < s->cam.view_w; x += 1.0f)
			if (frame_pick(s, ui, (vec2s){{x, y}}, &ground)) {
				lo = (vec2s){{fminf(lo.x, x), fminf(lo.y, y)}};
				hi = (vec2s){{fmaxf(hi.x, x), fmaxf(hi.y, y)}};
			}
	assert_true(lo.x < hi.x && lo.y < hi.y);
	return (vec2s){{lo.x + (hi.x - lo.x) * g.x / s->w.width,
	                lo.y + (hi.y - lo.y) * g.y / s->w.height}};
}

/* Where the view is centred on the map now: top-down, the ground at the
 * picture's centre; 3D, the point the chase camera looks at, less its
 * look ahead. */
static vec2s view_centre(const session *s)
{
	if (s->view == 0) {
		camera_flat f = camera_top(&s->cam, &s->w);
		return (vec2s){{(0.5f * s->cam.view_w - f.offset.x) / f.scale,
		                (0.5f * s->cam.view_h - f.offset.y) / f.scale}};
	}
	camera_eye e = camera_eye_3d(&s->cam, &s->w);
	float ahead = sqrtf(powf(e.target.x - e.eye.x, 2.0f) + powf(e.target.y - e.eye.y, 2.0f));
	vec2s back = {{(e.eye.x - e.target.x) / ahead, (e.eye.y - e.target.y) / ahead}};
	/* The chase camera looks 80 map pixels ahead of what it follows. */
	return (vec2s){{e.target.x + back.x * 80.0f, e.target.y + back.y * 80.0f}};
}

static float gap(vec2s a, vec2s b)
{
	return sqrtf((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y));
}

/* A click on the minimap, in either view, takes the camera to the point
 * clicked, and it stays there while the player stands still; once the
 * player moves it comes back to the player. Clicks off the minimap, or
 * with the minimap hidden, pick nothing. */
static void minimap_click_looks_until_the_player_moves(void **state)
{
	session *s = *state;
	float ui = frame_ui(s->cam.view_h, 100);
	/* Far from the player (in the middle), where the view can be centred
	 * (more than half the picture from the map's edges). */
	vec2s ground, far = {{900.0f, 600.0f}};
	for (size_t view = 0; view < views_count(); view++) {
		if (view > 0)
			tap(s, "view");
		assert_int_equal(s->view, view);
		assert_false(frame_pick(s, ui, (vec2s){{640.0f, 360.0f}}, &ground));
		s->overlays |= overlays_named("minimap");
		vec2s at = minimap_pixel(s, ui, far);
		assert_false(frame_pick(s, ui, (vec2s){{640.0f, 360.0f}}, &ground));
		assert_true(frame_pick(s, ui, at, &ground));
		/* Within two of the minimap's pixels (12.8 map pixels each here). */
		assert_true(gap(ground, far) < 30.0f);
		const actor *p = &s->w.actors[s->w.player];
		vec2s player = p->box.center;
		assert_true(gap(view_centre(s), player) < 100.0f);
		camera_look(&s->cam, &s->w, ground);
		for (int t = 0; t < CAMERA_LOOK_TICKS + 30; t++)
			flow_tick(s);
		if (gap(view_centre(s), ground) > 1.0f)
			fail_msg("view %zu: centred at (%g, %g), clicked (%g, %g)", view,
			         (double)view_centre(s).x, (double)view_centre(s).y, (double)ground.x,
			         (double)ground.y);
		assert_true(p->box.center.x == player.x && p->box.center.y == player.y);
		/* The player moves: the camera returns. */
		press(s, "forward", true);
		flow_tick(s);
		press(s, "forward", false);
		for (int t = 0; t < CAMERA_LOOK_TICKS + 120; t++)
			flow_tick(s);
		assert_true(camera_look_share(&s->cam) == 0.0f);
		if (gap(view_centre(s), p->box.center) > 2.0f)
			fail_msg("view %zu: centred at (%g, %g) after the player moved to (%g, %g)", view,
			         (double)view_centre(s).x, (double)view_centre(s).y,
			         (double)p->box.center.x, (double)p->box.center.y);
		s->overlays &= ~overlays_named("minimap");
	}
}

/* Two runs of the same inputs leave the camera in the same place, bit for
 * bit: it moves with ticks, never with time. */
static void same_inputs_same_camera(void **state)
{
	(void)state;
	app_options o[2];
	session s[2];
	for (int k = 0; k < 2; k++) {
		open_session(&s[k], &o[k], "big.tmj", 1280.0f, 720.0f);
		press(&s[k], "forward", true);
		press(&s[k], "right", true);
		for (int t = 0; t < 300; t++) {
			if (t == 100)
				tap(&s[k], "zoom-in");
			if (t == 150)
				tap(&s[k], "camera");
			flow_tick(&s[k]);
		}
	}
	const camera *a = &s[0].cam, *b = &s[1].cam;
	assert_true(a->fit == b->fit && a->overview == b->overview && a->scale == b->scale &&
	            a->center.x == b->center.x && a->center.y == b->center.y &&
	            a->blend == b->blend && a->yaw == b->yaw && a->distance == b->distance);
	session_fini(&s[0]);
	session_fini(&s[1]);
}

int main(int argc, char **argv)
{
	run_args(argc, argv, 1, "DATA_DIR");
	data = argv[1];
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(fitting_level_is_drawn_as_is),
		cmocka_unit_test_setup_teardown(big_level_follows_the_player, open_big, close_big),
		cmocka_unit_test_setup_teardown(zoom_and_home, open_big, close_big),
		cmocka_unit_test_setup_teardown(chase_turns_smoothly, open_big, close_big),
		cmocka_unit_test_setup_teardown(overview_shows_the_level, open_big, close_big),
		cmocka_unit_test_setup_teardown(minimap_click_looks_until_the_player_moves, open_big,
		                                close_big),
		cmocka_unit_test(same_inputs_same_camera),
	};
	return cmocka_run_group_tests_name("camera", tests, NULL, NULL);
}
