/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The lab's keys and mouse, fed as SDL events without a window. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_main.h"

#include "lab_input.h"
#include "lab_render.h"
#include "lab_scenes.h"

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

/* Each key, pressed with exactly its modifiers, does its own binding. */
static void test_every_key_reaches_its_action(void **unused)
{
	(void)unused;
	const bindings *b = lab_input_bindings();
	for (size_t i = 0; i < b->count * BINDING_KEYS; i++) {
		const binding_key *key = &b->at[i / BINDING_KEYS].keys[i % BINDING_KEYS];
		size_t got = SIZE_MAX;
		if (key->key != SDLK_UNKNOWN) {
			assert_true(bindings_for_key(b, key->key, key->mods, 0, &got));
			assert_string_equal(b->at[got].action, b->at[i / BINDING_KEYS].action);
		}
	}
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

/* The panel's hints, made from the tables, into at most max lines of
 * WIDTH; all of them joined by newlines into all. */
enum { HINT_LINES = 8, HINT_WIDTH = 56 };

static void hints(char *all)
{
	char lines[HINT_LINES][LAB_HINT_LEN];
	int n = lab_input_hints(lines, HINT_LINES, HINT_WIDTH);
	assert_true(n >= 1 && n < HINT_LINES);
	all[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (strlen(lines[i]) > HINT_WIDTH)
			fail_msg("hint line %d is %zu wide: '%s'", i, strlen(lines[i]), lines[i]);
		strcat(all, lines[i]);
		strcat(all, "\n");
	}
}

/* The scene keys are hinted up to the last scene and no further. */
static void test_hints_name_every_scene(void **unused)
{
	(void)unused;
	char all[HINT_LINES * LAB_HINT_LEN], scenes[32] = "";
	hints(all);
	for (int k = 1; k <= lab_scene_count; k++)
		snprintf(scenes + strlen(scenes), sizeof scenes - strlen(scenes), "%s%d",
			k > 1 ? "/" : "", k);
	strcat(scenes, " scene");
	if (strstr(all, scenes) == NULL)
		fail_msg("no '%s' in the hints:\n%s", scenes, all);
}

/* Keys with modifiers and several keys are labelled as bindings label
 * them. */
static void test_hints_label_the_keys(void **unused)
{
	(void)unused;
	char all[HINT_LINES * LAB_HINT_LEN];
	hints(all);
	const char *want[] = {"F5 / Ctrl+S save", "Esc quit", "Tab next handle",
		"Shift+Up/Down/Left/Right one float step"};
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
		if (strstr(all, want[i]) == NULL)
			fail_msg("no '%s' in the hints:\n%s", want[i], all);
}

TEST_MAIN("lab input",
	cmocka_unit_test(test_keys), cmocka_unit_test(test_mouse_drag_snaps_a_vertex_onto_an_edge),
	cmocka_unit_test(test_every_key_reaches_its_action),
	cmocka_unit_test(test_hints_name_every_scene), cmocka_unit_test(test_hints_label_the_keys))
