/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The lab's keys and mouse, fed as SDL events without a window. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "lab_input.h"
#include "lab_render.h"

static lab_action press_key(lab_state *s, SDL_Keycode sym, Uint16 mod)
{
	SDL_Event e;
	memset(&e, 0, sizeof e);
	e.type = SDL_KEYDOWN;
	e.key.keysym.sym = sym;
	e.key.keysym.mod = mod;
	return lab_input_event(s, &e);
}

static void mouse(lab_state *s, Uint32 type, vec2s world)
{
	SDL_FPoint p = lab_world_to_view(world);
	SDL_Event e;
	memset(&e, 0, sizeof e);
	e.type = type;
	if (type == SDL_MOUSEMOTION) {
		e.motion.x = (Sint32)p.x;
		e.motion.y = (Sint32)p.y;
	} else {
		e.button.button = SDL_BUTTON_LEFT;
		e.button.x = (Sint32)p.x;
		e.button.y = (Sint32)p.y;
	}
	lab_input_event(s, &e);
}

static void test_keys(void **unused)
{
	(void)unused;
	lab_state s;
	lab_state_init(&s);
	fp_circle *circle = lab_state_field(&s, "s3.circle");
	vec2s *point = lab_state_field(&s, "s1.point");
	assert_non_null(circle);
	assert_non_null(point);
	press_key(&s, SDLK_3, KMOD_NONE);
	assert_int_equal(s.scene, 3);
	press_key(&s, SDLK_9, KMOD_NONE);
	assert_int_equal(s.scene, 3);
	press_key(&s, SDLK_g, KMOD_NONE);
	assert_true(s.snap);
	float r = circle->radius;
	press_key(&s, SDLK_e, KMOD_NONE);
	if (circle->radius != r + LAB_GRID / 2)
		fail_msg("E: radius %g -> %g, want %g", (double)r, (double)circle->radius,
			(double)(r + LAB_GRID / 2));
	vec2s c = circle->center;
	press_key(&s, SDLK_a, KMOD_NONE);
	assert_true(circle->center.x == c.x - LAB_GRID);
	press_key(&s, SDLK_1, KMOD_NONE);
	float x = point->x;
	press_key(&s, SDLK_RIGHT, KMOD_LSHIFT);
	if (point->x != nextafterf(x, INFINITY))
		fail_msg("Shift+Right: x %.9g -> %.9g, want one float step", (double)x,
			(double)point->x);
	press_key(&s, SDLK_RIGHT, KMOD_NONE);
	assert_true(point->x == x + LAB_GRID);
	press_key(&s, SDLK_TAB, KMOD_NONE);
	assert_int_equal(s.selected, 1);
	assert_int_equal(press_key(&s, SDLK_F5, KMOD_NONE), LAB_ACTION_SAVE);
	assert_int_equal(press_key(&s, SDLK_s, KMOD_LCTRL), LAB_ACTION_SAVE);
	assert_int_equal(press_key(&s, SDLK_ESCAPE, KMOD_NONE), LAB_ACTION_QUIT);
}

static void test_mouse_drag_snaps_a_vertex_onto_an_edge(void **unused)
{
	(void)unused;
	lab_state s;
	lab_state_init(&s);
	press_key(&s, SDLK_2, KMOD_NONE);
	press_key(&s, SDLK_g, KMOD_NONE);
	fp_tri *a = lab_state_field(&s, "s2.tri.a"), *b = lab_state_field(&s, "s2.tri.b");
	assert_non_null(a);
	assert_non_null(b);
	vec2s from = b->v[0];
	mouse(&s, SDL_MOUSEBUTTONDOWN, (vec2s){{from.x + 2, from.y + 2}});
	mouse(&s, SDL_MOUSEMOTION, (vec2s){{412, 233}});
	mouse(&s, SDL_MOUSEBUTTONUP, (vec2s){{412, 233}});
	mouse(&s, SDL_MOUSEMOTION, (vec2s){{100, 100}});
	vec2s to = b->v[0];
	if (to.x != 400 || to.y != 240)
		fail_msg("dragged to (412, 233) with snap: vertex at (%g, %g), want (400, 240)",
			(double)to.x, (double)to.y);
	assert_true(fp_tri_overlap(*a, *b));
	assert_false(fp_tri_overlap_interior(*a, *b));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_keys),
		cmocka_unit_test(test_mouse_drag_snaps_a_vertex_onto_an_edge),
	};
	return cmocka_run_group_tests_name("lab input", tests, NULL, NULL);
}
