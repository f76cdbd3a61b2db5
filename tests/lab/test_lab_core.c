/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The lab's SDL-free core: handles, snapping, nudging, verdicts, state file. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "lab_file.h"
#include "lab_report.h"
#include "lab_scenes.h"
#include "lab_state.h"
#include "lab_verdicts.h"

/* The scenes' keys. */
enum {
	LAB_SCENE_POINT_TRI = 1,
	LAB_SCENE_TRI_TRI,
	LAB_SCENE_CIRCLE_TRI,
	LAB_SCENE_BOXES,
	LAB_SCENE_POINTS
};

static vec2s v2(float x, float y)
{
	return (vec2s){{x, y}};
}

/* The shape a state-file field names: how the tests reach a scene's
 * shapes, whose structs are private to the scenes' files. */
static void *field(lab_state *s, const char *name)
{
	void *p = lab_state_field(s, name);
	if (!p)
		fail_msg("no state-file field '%s'", name);
	return p;
}

static void assert_float_bits(float got, float want, const char *what)
{
	if (memcmp(&got, &want, sizeof got) != 0)
		fail_msg("%s: got %.9g (%a), want %.9g (%a)", what, (double)got, (double)got,
			(double)want, (double)want);
}

static void test_snap_rounds_to_nearest_grid_point(void **unused)
{
	(void)unused;
	static const struct {
		float in, out;
	} cases[] = {
		{0, 0}, {19, 0}, {21, LAB_GRID}, {-21, -LAB_GRID}, {399, 400}, {781, 800},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
		vec2s p = lab_snap(v2(cases[i].in, cases[i].in));
		if (p.x != cases[i].out || p.y != cases[i].out)
			fail_msg("case %zu: snap(%g) = (%g, %g), want %g", i, (double)cases[i].in,
				(double)p.x, (double)p.y, (double)cases[i].out);
	}
}

/* A fresh state on scene 2, and its triangle b, the one that moves. */
static fp_tri *on_triangle_b(lab_state *s)
{
	lab_state_init(s);
	lab_state_set_scene(s, LAB_SCENE_TRI_TRI);
	return field(s, "s2.tri.b");
}

static void test_drag_follows_mouse_and_snaps_when_on(void **unused)
{
	(void)unused;
	lab_state s;
	fp_tri *b = on_triangle_b(&s);
	vec2s v0 = b->v[0];
	lab_state_press(&s, v2(v0.x + 3, v0.y - 2), 12);
	assert_true(s.dragging);
	lab_state_drag(&s, v2(401.5f, 237.25f));
	assert_float_bits(b->v[0].x, 401.5f, "free drag x");
	assert_float_bits(b->v[0].y, 237.25f, "free drag y");
	s.snap = true;
	lab_state_drag(&s, v2(401.5f, 237.25f));
	assert_float_bits(b->v[0].x, 400, "snapped x");
	assert_float_bits(b->v[0].y, 240, "snapped y");
	lab_state_release(&s);
	lab_state_drag(&s, v2(10, 10));
	assert_float_bits(b->v[0].x, 400, "x after release");
}

static void test_press_away_from_handles_grabs_nothing(void **unused)
{
	(void)unused;
	lab_state s;
	lab_state_init(&s);
	lab_state_press(&s, v2(5, 795), 12);
	assert_false(s.dragging);
	assert_int_equal(lab_state_hit(&s, v2(5, 795), 12), -1);
	fp_tri *t = field(&s, "s1.tri");
	assert_int_equal(lab_state_hit(&s, t->v[2], 12), 3);
}

static void test_rim_corner_and_turn_handles(void **unused)
{
	(void)unused;
	lab_state s;
	lab_state_init(&s);
	lab_state_set_scene(&s, LAB_SCENE_BOXES);
	lab_handle h[LAB_HANDLES_MAX];
	int n = lab_state_handles(&s, h);
	assert_int_equal(n, 8);
	fp_circle *c = field(&s, "s4.circle");
	fp_box *a = field(&s, "s4.box.a");
	lab_handle_place(h[1], v2(c->center.x, c->center.y - 30));
	assert_float_bits(c->radius, 30, "radius from rim");
	a->angle = 0;
	lab_handle_place(h[3], v2(200, 500));
	assert_float_bits(a->half.x, 80, "half.x from corner");
	assert_float_bits(a->half.y, 100, "half.y from corner");
	lab_handle_place(h[4], v2(280, 500));
	assert_float_bits(a->angle, atan2f(100, 0), "angle from turn handle");
}

static void test_nudge_moves_exactly_one_float_step(void **unused)
{
	(void)unused;
	lab_state s;
	lab_state_init(&s);
	vec2s *p = field(&s, "s1.point");
	float x = p->x, y = p->y;
	lab_state_nudge(&s, 1, -1);
	assert_float_bits(p->x, nextafterf(x, INFINITY), "nudged x");
	assert_float_bits(p->y, nextafterf(y, -INFINITY), "nudged y");
	lab_state_nudge(&s, -1, 1);
	assert_float_bits(p->x, x, "x back");
	assert_float_bits(p->y, y, "y back");
	lab_state_set_scene(&s, LAB_SCENE_CIRCLE_TRI);
	s.selected = 1;
	fp_circle *c = field(&s, "s3.circle");
	float r = c->radius;
	lab_state_nudge(&s, 1, 0);
	assert_float_bits(c->radius, nextafterf(r, INFINITY), "nudged radius");
}

static void test_wasd_and_qe(void **unused)
{
	(void)unused;
	lab_state s;
	lab_state_init(&s);
	s.snap = true;
	lab_state_set_scene(&s, LAB_SCENE_CIRCLE_TRI);
	fp_circle *circle = field(&s, "s3.circle");
	vec2s c = circle->center;
	lab_state_move(&s, 1, -1);
	assert_float_bits(circle->center.x, c.x + LAB_GRID, "D moves right a cell");
	assert_float_bits(circle->center.y, c.y - LAB_GRID, "S moves down a cell");
	for (int i = 0; i < 100; ++i)
		lab_state_grow(&s, -1);
	assert_float_bits(circle->radius, 0, "Q never goes below 0");
	lab_state_grow(&s, 1);
	assert_float_bits(circle->radius, LAB_GRID / 2, "E grows half a cell");
	lab_state_set_scene(&s, LAB_SCENE_TRI_TRI);
	fp_tri *tri_b = field(&s, "s2.tri.b");
	fp_tri b = *tri_b;
	lab_state_move(&s, 0, 1);
	for (int i = 0; i < 3; ++i)
		assert_float_bits(tri_b->v[i].y, b.v[i].y + LAB_GRID, "W moves triangle b");
}

/* A grid point inside the default triangle: every product of seed 002's
 * areas is exact, so its float == holds. One float step right the point is
 * still inside, exactly, but the areas round and == no longer holds. */
static void test_nudge_flips_a_variant_not_the_exact_answer(void **unused)
{
	(void)unused;
	lab_state s;
	lab_state_init(&s);
	s.snap = true;
	vec2s *p = field(&s, "s1.point");
	*p = v2(260, 300);
	s.selected = 0;
	lab_verdicts before, after;
	lab_report(&s, &before);
	lab_state_nudge(&s, 1, 0);
	lab_report(&s, &after);
	const char *eq = "areas with == (seed 002)";
	const lab_row *rb = lab_verdicts_find(&before, eq), *ra = lab_verdicts_find(&after, eq);
	assert_non_null(rb);
	assert_non_null(ra);
	if (!before.touch[0] || !after.touch[0])
		fail_msg("exact inside: %d at (260, 300), %d at (%.9g, 300)", before.touch[0],
			after.touch[0], (double)p->x);
	if (rb->mark != LAB_MARK_AGREE || ra->mark != LAB_MARK_DISAGREE)
		fail_msg("'%s': '%s' at (260, 300), '%s' at (%.9g, 300); want inside, then "
			"outside  DIFFERS", eq, rb->value, ra->value, (double)p->x);
}

static void test_winding_error_shown(void **unused)
{
	(void)unused;
	lab_state s;
	fp_tri *b = on_triangle_b(&s);
	vec2s t = b->v[0];
	b->v[0] = b->v[1];
	b->v[1] = t;
	lab_verdicts v;
	lab_report(&s, &v);
	const lab_row *r = lab_verdicts_find(&v, "exact   bnd=1 rev=0");
	assert_non_null(r);
	if (strcmp(r->value, "FP_ERR_WINDING") != 0)
		fail_msg("clockwise b with rev=0: value '%s'", r->value);
	r = lab_verdicts_find(&v, "exact   bnd=1 rev=1");
	assert_non_null(r);
	if (strcmp(r->value, "miss") != 0)
		fail_msg("clockwise b with rev=1, apart: value '%s'", r->value);
}

static void test_circle_stage_marked(void **unused)
{
	(void)unused;
	lab_state s;
	lab_state_init(&s);
	lab_state_set_scene(&s, LAB_SCENE_CIRCLE_TRI);
	*(fp_circle *)field(&s, "s3.circle") = (fp_circle){v2(400, 300), 10};
	lab_verdicts v;
	lab_report(&s, &v);
	int decides = 0;
	for (int i = 0; i < v.count; ++i)
		if (v.row[i].mark == LAB_MARK_DECIDES && strstr(v.row[i].label, "2 centre"))
			decides++;
	if (decides != 2)
		fail_msg("centre inside: %d rows say stage 2 decides, want 2 (exact, float)",
			decides);
	assert_true(v.touch[0]);
}

/* A scene's fields are named sN.* after its key (saved files depend on
 * it), each holds as many floats as its kind of shape has, within the
 * scene's slot, and no name is used twice. */
static void check_fields(int n, const lab_scene *sc)
{
	static const int floats[] = {
		[LAB_SHAPE_POINT] = 2, [LAB_SHAPE_LINE] = 4, [LAB_SHAPE_AABB] = 4,
		[LAB_SHAPE_TRI] = 6, [LAB_SHAPE_CIRCLE] = 3, [LAB_SHAPE_BOX] = 5,
	};
	char prefix[16];
	snprintf(prefix, sizeof prefix, "s%d.", n);
	for (int i = 0; i < sc->field_count; ++i) {
		const lab_field *f = &sc->fields[i];
		int owner = 0;
		if (strncmp(f->name, prefix, strlen(prefix)) != 0)
			fail_msg("scene %d: field '%s' does not start '%s'", n, f->name, prefix);
		if (f->count != floats[f->shape] || f->count > LAB_FIELD_NUMBERS_MAX
			|| f->offset + (size_t)f->count * sizeof(float) > sizeof(float) * LAB_SCENE_FLOATS)
			fail_msg("scene %d: field '%s' has %d floats at byte %zu", n, f->name, f->count,
				f->offset);
		if (lab_field_find(f->name, &owner) != f || owner != n)
			fail_msg("scene %d: field '%s' is found in scene %d", n, f->name, owner);
	}
}

/* Handle 0 is a point (W/A/S/D move it), a moving triangle's three vertices
 * come first, every field has its handles once, and the verdicts and the
 * drawing fit their lists. */
static void check_scene_runs(int n, const lab_scene *sc)
{
	unsigned seen = 0;
	for (int i = 0; sc->handle_order && i < sc->field_count; ++i)
		seen |= 1u << sc->handle_order[i];
	if (sc->handle_order && seen != (1u << sc->field_count) - 1)
		fail_msg("scene %d: handle_order is not an order of its %d fields", n, sc->field_count);
	lab_state s;
	lab_state_init(&s);
	lab_state_set_scene(&s, n);
	lab_handle h[LAB_HANDLES_MAX];
	int count = lab_state_handles(&s, h);
	int points = sc->moves_triangle ? 3 : 1;
	for (int i = 0; i < points; ++i)
		if (i >= count || h[i].kind != LAB_HANDLE_POINT)
			fail_msg("scene %d: handle %d of %d is not a point", n, i, count);
	lab_verdicts v;
	lab_report(&s, &v);
	lab_drawing d = {0};
	sc->draw(lab_state_shapes(&s, n), &v, &d);
	if (v.count < 2 || v.count >= LAB_ROWS_MAX || d.count < 1 || d.count >= LAB_DRAW_MAX)
		fail_msg("scene %d: %d verdict rows (room for %d), %d drawn shapes (room for %d)",
			n, v.count, LAB_ROWS_MAX, d.count, LAB_DRAW_MAX);
}

static void test_every_scene_table_holds_together(void **unused)
{
	(void)unused;
	assert_true(lab_scene_count >= 1 && lab_scene_count <= LAB_SCENES_MAX);
	for (int n = 1; n <= lab_scene_count; ++n) {
		const lab_scene *sc = lab_scene_get(n);
		assert_non_null(sc);
		check_fields(n, sc);
		check_scene_runs(n, sc);
	}
	assert_null(lab_scene_get(0));
	assert_null(lab_scene_get(lab_scene_count + 1));
	lab_state s;
	lab_state_init(&s);
	assert_null(lab_state_field(&s, "s1.points"));
}

static char tmp_path[256];

static int setup_tmp(void **unused)
{
	(void)unused;
	snprintf(tmp_path, sizeof tmp_path, "lab-test-%ld.txt", (long)getpid());
	return 0;
}

static int teardown_tmp(void **unused)
{
	(void)unused;
	remove(tmp_path);
	return 0;
}

static void write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void test_file_round_trip_is_exact(void **unused)
{
	(void)unused;
	lab_state s, back;
	lab_state_init(&s);
	s.scene = LAB_SCENE_BOXES;
	s.snap = true;
	*(vec2s *)field(&s, "s1.point") = v2(0.1f, nextafterf(200, INFINITY));
	((fp_tri *)field(&s, "s2.tri.b"))->v[2] = v2(-0.0f, 1e-30f);
	((fp_box *)field(&s, "s4.box.b"))->angle = 0.7853982f;
	((fp_circle *)field(&s, "s5.circle"))->radius = 3.4028235e38f;
	char err[512];
	if (!lab_file_write(tmp_path, &s, err, sizeof err))
		fail_msg("write: %s", err);
	lab_state_init(&back);
	if (!lab_file_read(tmp_path, &back, err, sizeof err))
		fail_msg("read back: %s", err);
	assert_int_equal(back.scene, LAB_SCENE_BOXES);
	assert_true(back.snap);
	s.selected = back.selected;
	s.dragging = back.dragging;
	if (memcmp(&s, &back, sizeof s) != 0)
		fail_msg("the state read back differs from the one written");
}

static void test_bad_files_are_refused_and_state_kept(void **unused)
{
	(void)unused;
	static const struct {
		const char *text, *message;
	} cases[] = {
		/* Past any scene the keys 1..9 reach; the range is the registry's. */
		{"scene 10\n", NULL},
		{"scene 2\nsnap yes\n", ":2: field 'snap': 'yes' is not a number"},
		{"# c\n\ns3.circle 1 2\n", ":3: field 's3.circle': expected 3 numbers, found 2"},
		{"s3.circle 1 2 -1\n", ":1: field 's3.circle': number 3 (-1) must be >= 0"},
		{"s4.box.a 1 2 3 -4 0\n", ":1: field 's4.box.a': number 4 (-4) must be >= 0"},
		{"s1.point 1 nan\n", ":1: field 's1.point': 'nan' is not a finite float"},
		{"s1.point 1 1e39\n", ":1: field 's1.point': '1e39' is not a finite float"},
		{"s1.point 1 2 3\n", ":1: field 's1.point': expected 2 numbers, found more"},
		{"s1.point 1 2\nbogus 1\n", ":2: field 'bogus': unknown field"},
		{"s1.tri 1 2 3 4 5 6x\n", ":1: field 's1.tri': '6x' is not a number"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
		write_text(tmp_path, cases[i].text);
		lab_state s, before;
		lab_state_init(&s);
		*(vec2s *)field(&s, "s1.point") = v2(1, 2);
		before = s;
		char err[512] = "";
		if (lab_file_read(tmp_path, &s, err, sizeof err))
			fail_msg("case %zu: file '%s' was accepted", i, cases[i].text);
		char want[512];
		if (cases[i].message != NULL)
			snprintf(want, sizeof want, "%s%s", tmp_path, cases[i].message);
		else
			snprintf(want, sizeof want, "%s:1: field 'scene': expected a whole number 1..%d",
			         tmp_path, lab_scene_count);
		if (strncmp(err, want, strlen(want)) != 0)
			fail_msg("case %zu: message '%s', want it to start '%s'", i, err, want);
		if (memcmp(&s, &before, sizeof s) != 0)
			fail_msg("case %zu: a refused file changed the state", i);
	}
}

static void test_long_line_and_missing_file(void **unused)
{
	(void)unused;
	char line[700];
	memset(line, '1', sizeof line - 2);
	line[sizeof line - 2] = '\n';
	line[sizeof line - 1] = '\0';
	write_text(tmp_path, line);
	lab_state s;
	lab_state_init(&s);
	char err[512];
	assert_false(lab_file_read(tmp_path, &s, err, sizeof err));
	if (!strstr(err, ":1: line longer than"))
		fail_msg("long line: message '%s'", err);
	assert_false(lab_file_read("no/such/lab-file.txt", &s, err, sizeof err));
	if (!strstr(err, "no/such/lab-file.txt: cannot open"))
		fail_msg("missing file: message '%s'", err);
}

static void test_partial_file_keeps_defaults(void **unused)
{
	(void)unused;
	write_text(tmp_path, "scene 3\n# only the circle\ns3.circle 0x1.9p+7 100 0.5\n");
	lab_state s, def;
	lab_state_init(&s);
	lab_state_init(&def);
	char err[512];
	if (!lab_file_read(tmp_path, &s, err, sizeof err))
		fail_msg("read: %s", err);
	assert_int_equal(s.scene, LAB_SCENE_CIRCLE_TRI);
	fp_circle *c = field(&s, "s3.circle");
	assert_float_bits(c->center.x, 200, "hex float centre x");
	assert_float_bits(c->radius, 0.5f, "radius");
	assert_memory_equal(field(&s, "s3.tri"), field(&def, "s3.tri"), sizeof(fp_tri));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_snap_rounds_to_nearest_grid_point),
		cmocka_unit_test(test_drag_follows_mouse_and_snaps_when_on),
		cmocka_unit_test(test_press_away_from_handles_grabs_nothing),
		cmocka_unit_test(test_rim_corner_and_turn_handles),
		cmocka_unit_test(test_nudge_moves_exactly_one_float_step),
		cmocka_unit_test(test_wasd_and_qe),
		cmocka_unit_test(test_nudge_flips_a_variant_not_the_exact_answer),
		cmocka_unit_test(test_winding_error_shown),
		cmocka_unit_test(test_circle_stage_marked),
		cmocka_unit_test(test_every_scene_table_holds_together),
		cmocka_unit_test_setup_teardown(test_file_round_trip_is_exact, setup_tmp,
			teardown_tmp),
		cmocka_unit_test_setup_teardown(test_bad_files_are_refused_and_state_kept,
			setup_tmp, teardown_tmp),
		cmocka_unit_test_setup_teardown(test_long_line_and_missing_file, setup_tmp,
			teardown_tmp),
		cmocka_unit_test_setup_teardown(test_partial_file_keeps_defaults, setup_tmp,
			teardown_tmp),
	};
	return cmocka_run_group_tests_name("lab core", tests, NULL, NULL);
}
