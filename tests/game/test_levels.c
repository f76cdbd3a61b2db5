/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The level loader: the shipped levels load, broken maps are refused with
 * their one specific message, and the caps hold. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "test_main.h"

#include "broken_maps.h"
#include "fixture.h"
#include "level.h"

static int has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n >= k && strcmp(s + n - k, suffix) == 0;
}

static void every_level_loads(void **state)
{
	(void)state;
	DIR *d = opendir(LEVELS_DIR);
	assert_non_null(d);
	int levels = 0, first = 0;
	struct dirent *e;
	while ((e = readdir(d))) {
		if (!has_suffix(e->d_name, ".tmj"))
			continue;
		char path[1024];
		level lv;
		snprintf(path, sizeof path, "%s/%s", LEVELS_DIR, e->d_name);
		fixture_load(&lv, path);
		if (lv.title[0] == '\0' || lv.pickup_count == 0 || lv.actor_count < 2 ||
		    !(lv.par_time > 0))
			fail_msg("%s: title '%s', %zu pickups, %zu actors, par time %g", path, lv.title,
			         lv.pickup_count, lv.actor_count, (double)lv.par_time);
		first += strncmp(e->d_name, "01-", 3) == 0;
		levels++;
		level_free(&lv);
	}
	closedir(d);
	assert_true(levels >= 3);
	assert_int_equal(first, 1);
}

static void level_one_reads_as_drawn(void **state)
{
	(void)state;
	level lv;
	fixture_load(&lv, LEVELS_DIR "/02-first-steps.tmj");
	assert_string_equal(lv.title, "First Steps");
	assert_true(lv.width == 1280 && lv.height == 736 && lv.energy == 100);
	const level_actor *p = &lv.actors[lv.player];
	assert_int_equal(p->kind, BEHAVIOUR_PLAYER);
	assert_true(p->box.center.x == 90 && p->box.center.y == 368);
	assert_true(p->color.r == 0x46 && p->color.g == 0x96 && p->color.b == 0xeb &&
	            p->color.a == 0xff);
	level_free(&lv);
}

/* Tiled 1.9 writes `class`; group layers add their offsets; a rotated
 * rectangle turns around its top-left corner. */
static void class_groups_and_rotation(void **state)
{
	(void)state;
	static const char text[] =
		"{\"orientation\":\"orthogonal\",\"width\":10,\"height\":10,\"tilewidth\":32,"
		"\"tileheight\":32,\"layers\":[{\"type\":\"group\",\"offsetx\":10,\"offsety\":5,"
		"\"layers\":[{\"type\":\"objectgroup\",\"offsety\":1,\"objects\":["
		"{\"id\":1,\"class\":\"player\",\"x\":100,\"y\":100,\"width\":40,\"height\":20,"
		"\"rotation\":90},"
		"{\"id\":2,\"class\":\"pickup\",\"ellipse\":true,\"x\":0,\"y\":0,\"width\":8,"
		"\"height\":8}]}]},{\"type\":\"imagelayer\",\"name\":\"ignored\"}],"
		"\"properties\":[{\"name\":\"unknown\",\"type\":\"bool\",\"value\":true}]}";
	level lv;
	char err[256];
	if (!level_parse(text, sizeof text - 1, "mem.tmj", &lv, err, sizeof err))
		fail_msg("refused: %s", err);
	const fp_box *b = &lv.actors[0].box;
	/* (100,100) + offsets (10,6) + R(90)(20,10) = (110-10, 106+20) */
	if (!(fabsf(b->center.x - 100) < 1e-4f && fabsf(b->center.y - 126) < 1e-4f))
		fail_msg("player centre (%g,%g), want (100,126)", (double)b->center.x,
		         (double)b->center.y);
	assert_true(fabsf(b->angle - 1.5707963f) < 1e-6f);
	assert_true(lv.pickups[0].circle.center.x == 14 && lv.pickups[0].circle.radius == 4);
	assert_true(lv.energy == LEVEL_ENERGY_DEFAULT);
	level_free(&lv);
}

/* Each behaviour a level may name loads with its table entry's defaults
 * and moves ten seconds inside the world; the player's own name is not one
 * of them. */
static void behaviours_load_from_the_table(void **state)
{
	(void)state;
	int players = 0;
	for (int k = 0; k < BEHAVIOUR_COUNT; k++) {
		const behaviour_def *b = behaviour_table[k];
		assert_non_null(b);
		behaviour found;
		if (b->for_player) {
			players++;
			assert_int_equal(k, BEHAVIOUR_PLAYER);
			assert_false(behaviour_named(b->name, &found));
			continue;
		}
		assert_true(behaviour_named(b->name, &found));
		assert_int_equal(found, k);
		char objects[1024];
		snprintf(objects, sizeof objects,
		         "{\"id\":1,\"type\":\"player\",\"x\":0,\"y\":0,\"width\":9,\"height\":9},"
		         "{\"id\":2,\"type\":\"pickup\",\"ellipse\":true,\"x\":50,\"y\":50,"
		         "\"width\":9,\"height\":9},"
		         "{\"id\":3,\"x\":100,\"y\":100,\"polyline\":[{\"x\":0,\"y\":0},{\"x\":50,\"y\":0}]},"
		         "{\"id\":4,\"type\":\"actor\",\"x\":200,\"y\":200,\"width\":20,\"height\":10,"
		         "\"properties\":[{\"name\":\"behaviour\",\"type\":\"string\",\"value\":\"%s\"},"
		         "{\"name\":\"path\",\"type\":\"object\",\"value\":3}]}",
		         b->name);
		level lv;
		fixture_level(&lv, objects, 100);
		const level_actor *a = &lv.actors[1];
		assert_int_equal(a->kind, k);
		if (a->speed != b->defaults.speed || a->spin != b->defaults.spin ||
		    a->height != b->defaults.height || !(a->height > 0))
			fail_msg("%s loads with speed %g spin %g height %g, its defaults are %g, %g, %g",
			         b->name, (double)a->speed, (double)a->spin, (double)a->height,
			         (double)b->defaults.speed, (double)b->defaults.spin,
			         (double)b->defaults.height);
		assert_true(lv.actors[0].height == behaviour_player.defaults.height);
		assert_true(b->needs_path || b->takes_path ? a->path == 0 : a->path == SIZE_MAX);
		world w;
		char err[256];
		assert_true(world_init(&w, &lv, 1, 0, err, sizeof err));
		for (uint64_t t = 0; t < 600; t++) {
			world_step(&w, fixture_commands(t));
			fixture_check_inside(&w);
			fixture_check_tints(&w);
		}
		world_fini(&w);
		level_free(&lv);
	}
	assert_int_equal(players, 1);
	assert_false(behaviour_named("fly", &(behaviour){0}));
}

/* height: a number of px; 0 (what Tiled's project declares) and absent
 * are the behaviour's default (a negative one is among the broken maps). */
static void heights_load(void **state)
{
	(void)state;
	level lv;
	fixture_load(&lv, GAME_DATA_DIR "/heights.tmj");
	assert_int_equal(lv.actor_count, 3);
	assert_true(lv.actors[lv.player].height == 70.0f);
	assert_true(lv.actors[1].kind == BEHAVIOUR_SPIN &&
	            lv.actors[1].height == behaviour_spin.defaults.height);
	assert_true(lv.actors[2].kind == BEHAVIOUR_STATIC && lv.actors[2].height == 12.5f);
	level_free(&lv);
}

static void broken_maps_are_refused(void **state)
{
	(void)state;
	char dir[] = "/tmp/footprints-broken-XXXXXX";
	assert_non_null(mkdtemp(dir));
	for (size_t i = 0; i < BROKEN_MAP_COUNT; i++) {
		char path[1024], want[1200], err[512];
		level lv;
		broken_map_path(i, dir, path, sizeof path);
		broken_map_message(i, path, want, sizeof want);
		bool loaded = level_load(path, &lv, err, sizeof err);
		if (strncmp(path, dir, strlen(dir)) == 0)
			remove(path);
		if (loaded)
			fail_msg("%s was accepted", broken_maps[i].file);
		if (strcmp(err, want) != 0)
			fail_msg("%s:\n  said %s\n  want %s", broken_maps[i].file, err, want);
		assert_null(lv.actors);
	}
	rmdir(dir);
}

static void good_map_loads(void **state)
{
	(void)state;
	level lv;
	fixture_load(&lv, GAME_DATA_DIR "/good.tmj");
	assert_int_equal(lv.actor_count, 2);
	assert_int_equal(lv.actors[1].kind, BEHAVIOUR_SPIN);
	assert_true(lv.actors[1].spin == 45);
	level_free(&lv);
}

static void missing_file_is_named(void **state)
{
	(void)state;
	level lv;
	char err[256];
	assert_false(level_load("no/such/level.tmj", &lv, err, sizeof err));
	assert_string_equal(err, "no/such/level.tmj: cannot open: No such file or directory");
	assert_false(level_load(GAME_DATA_DIR, &lv, err, sizeof err));
	assert_non_null(strstr(err, ": not a regular file"));
}

/* A map of the fixture's shape whose object array is built by the caller. */
static char *big_map(size_t cap, size_t *len)
{
	char *text = malloc(cap);
	assert_non_null(text);
	*len = (size_t)snprintf(text, cap,
	                        "{\"orientation\":\"orthogonal\",\"width\":20,\"height\":15,"
	                        "\"tilewidth\":32,\"tileheight\":32,\"layers\":[{\"type\":"
	                        "\"objectgroup\",\"objects\":["
	                        "{\"id\":1,\"type\":\"player\",\"x\":0,\"y\":0,\"width\":9,"
	                        "\"height\":9},"
	                        "{\"id\":2,\"type\":\"pickup\",\"ellipse\":true,\"x\":50,\"y\":50,"
	                        "\"width\":9,\"height\":9}");
	return text;
}

static void close_map(char *text, size_t cap, size_t *len)
{
	*len += (size_t)snprintf(text + *len, cap - *len, "]}]}");
	assert_true(*len < cap);
}

static bool parse_objects(size_t n, char *err, size_t errlen)
{
	size_t cap = 128 + 80 * n + 400, len;
	char *text = big_map(cap, &len);
	for (size_t i = 0; i < n - 2; i++)
		len += (size_t)snprintf(text + len, cap - len,
		                        ",{\"id\":%zu,\"type\":\"rock\",\"x\":1,\"y\":1,\"point\":true}",
		                        i + 3);
	close_map(text, cap, &len);
	level lv;
	bool ok = level_parse(text, len, "many.tmj", &lv, err, errlen);
	level_free(&lv);
	free(text);
	return ok;
}

static void object_cap(void **state)
{
	(void)state;
	char err[256];
	if (!parse_objects(LEVEL_OBJECTS_MAX, err, sizeof err))
		fail_msg("%d objects refused: %s", LEVEL_OBJECTS_MAX, err);
	assert_false(parse_objects(LEVEL_OBJECTS_MAX + 1, err, sizeof err));
	assert_string_equal(err, "many.tmj: more than 20000 objects, the most a level may hold");
}

static void string_cap(void **state)
{
	(void)state;
	char name[LEVEL_STRING_MAX + 2];
	size_t cap = 4096, len;
	char err[512];
	level lv;
	for (size_t n = LEVEL_STRING_MAX; n <= LEVEL_STRING_MAX + 1; n++) {
		memset(name, 'n', n);
		name[n] = '\0';
		char *text = big_map(cap, &len);
		len += (size_t)snprintf(text + len, cap - len,
		                        ",{\"id\":3,\"name\":\"%s\",\"type\":\"actor\",\"x\":9,\"y\":9,"
		                        "\"width\":9,\"height\":9}", name);
		close_map(text, cap, &len);
		bool ok = level_parse(text, len, "long.tmj", &lv, err, sizeof err);
		free(text);
		if (n == LEVEL_STRING_MAX) {
			if (!ok)
				fail_msg("a name of %zu bytes refused: %s", n, err);
			assert_string_equal(lv.actors[1].name, name);
			level_free(&lv);
			continue;
		}
		assert_false(ok);
		assert_string_equal(err, "long.tmj: object 3 'nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn"
		                         "nnnnnnnnnnnnnnnnnnnnnnnn...': 'name' is 257 bytes long, the most "
		                         "is 256");
	}
}

/* A hint is a text: longer than a string may be, lines apart by '\n', up
 * to LEVEL_TEXT_MAX bytes. */
static void hint_cap(void **state)
{
	(void)state;
	char hint[LEVEL_TEXT_MAX + 2], err[512];
	size_t cap = 8192, len;
	level lv;
	for (size_t n = LEVEL_TEXT_MAX; n <= LEVEL_TEXT_MAX + 1; n++) {
		memset(hint, 'h', n);
		hint[n] = '\0';
		char *text = big_map(cap, &len);
		close_map(text, cap, &len);
		len -= 1; /* the map's closing brace: its properties first */
		len += (size_t)snprintf(text + len, cap - len,
		                        ",\"properties\":[{\"name\":\"hint\",\"type\":\"string\","
		                        "\"value\":\"line one\\n%s\"}]}",
		                        hint + 9);
		bool ok = level_parse(text, len, "hint.tmj", &lv, err, sizeof err);
		free(text);
		if (n == LEVEL_TEXT_MAX) {
			if (!ok)
				fail_msg("a hint of %zu bytes refused: %s", n, err);
			assert_int_equal(strlen(lv.hint), n);
			assert_memory_equal(lv.hint, "line one\nhh", 11);
			level_free(&lv);
			continue;
		}
		assert_false(ok);
		assert_string_equal(err, "hint.tmj: map property 'hint' is 1025 bytes long, the most "
		                         "is 1024");
	}
}

static void path_points_cap(void **state)
{
	(void)state;
	size_t cap = 64 * 1024, len;
	char err[512];
	char *text = big_map(cap, &len);
	len += (size_t)snprintf(text + len, cap - len,
	                        ",{\"id\":3,\"type\":\"actor\",\"x\":9,\"y\":9,\"width\":9,\"height\":9,"
	                        "\"properties\":[{\"name\":\"behaviour\",\"type\":\"string\",\"value\":"
	                        "\"patrol\"},{\"name\":\"path\",\"type\":\"object\",\"value\":4}]},"
	                        "{\"id\":4,\"name\":\"long\",\"x\":0,\"y\":0,\"polyline\":[{\"x\":0,"
	                        "\"y\":0}");
	for (int i = 1; i <= LEVEL_PATH_POINTS_MAX; i++)
		len += (size_t)snprintf(text + len, cap - len, ",{\"x\":%d,\"y\":1}", i % 600);
	len += (size_t)snprintf(text + len, cap - len, "]}");
	close_map(text, cap, &len);
	level lv;
	assert_false(level_parse(text, len, "path.tmj", &lv, err, sizeof err));
	free(text);
	assert_string_equal(err, "path.tmj: object 4 'long': the path has 1025 points, the most is 1024");
}

static void file_size_cap(void **state)
{
	(void)state;
	char path[] = "/tmp/footprints-big-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	FILE *f = fdopen(fd, "wb");
	assert_non_null(f);
	for (unsigned i = 0; i < LEVEL_FILE_MAX; i++)
		fputc(' ', f);
	fputs("{}", f);
	fclose(f);
	level lv;
	char err[512], want[512];
	bool ok = level_load(path, &lv, err, sizeof err);
	remove(path);
	assert_false(ok);
	snprintf(want, sizeof want, "%s: is 4194306 bytes, larger than the limit of 4194304", path);
	assert_string_equal(err, want);
	assert_false(level_parse("{}", LEVEL_FILE_MAX + 1u, "mem.tmj", &lv, err, sizeof err));
	assert_string_equal(err, "mem.tmj: is 4194305 bytes, larger than the limit of 4194304");
}

/* Every prefix of the map at path, parsed as name, is refused with a
 * message, never a crash. */
static void check_truncations(const char *path, const char *name)
{
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	static char text[16384];
	size_t n = fread(text, 1, sizeof text, f), named = strlen(name);
	fclose(f);
	assert_true(n > 100 && n < sizeof text);
	for (size_t k = 0; k + 2 < n; k++) {
		level lv;
		char err[512];
		if (level_parse(text, k, name, &lv, err, sizeof err))
			fail_msg("%s: the first %zu of %zu bytes were accepted", name, k, n);
		if (strncmp(err, name, named) != 0 || strncmp(err + named, ": ", 2) != 0 ||
		    strlen(err) < 20)
			fail_msg("cut at %zu: message '%s'", k, err);
	}
}

static void every_truncation_is_refused(void **state)
{
	(void)state;
	check_truncations(GAME_DATA_DIR "/good.tmj", "cut.tmj");
	check_truncations(GAME_DATA_DIR "/tiled/visibility.tmx", "cut.tmx");
}

static const level_actor *actor_by_id(const level *lv, int id)
{
	for (size_t i = 0; i < lv->actor_count; i++)
		if (lv->actors[i].id == id)
			return &lv->actors[i];
	fail_msg("no actor %d", id);
	return NULL;
}

static const level_pickup *pickup_by_id(const level *lv, int id)
{
	for (size_t i = 0; i < lv->pickup_count; i++)
		if (lv->pickups[i].id == id)
			return &lv->pickups[i];
	return NULL;
}

/* A TMX map of .tx and .tj template instances: each instance is the
 * template with what it sets (Tiled's own detached saves give the same
 * level: tiled_roundtrip.sh). */
static void templates_resolve(void **state)
{
	(void)state;
	level lv;
	fixture_load(&lv, GAME_DATA_DIR "/tiled/templates.tmx");
	assert_int_equal(lv.actor_count, 4);
	assert_int_equal(lv.pickup_count, 4);
	const level_actor *plain = actor_by_id(&lv, 2), *fast = actor_by_id(&lv, 3);
	const level_actor *recoloured = actor_by_id(&lv, 4);
	assert_string_equal(plain->name, "blade");
	assert_true(plain->kind == BEHAVIOUR_SPIN && plain->spin == 90 && plain->box.half.x == 60);
	assert_string_equal(fast->name, "fast blade");
	assert_true(fast->kind == BEHAVIOUR_SPIN && fast->spin == -180);
	assert_true(fabsf(fast->box.angle - 0.5235988f) < 1e-6f);
	assert_true(recoloured->kind == BEHAVIOUR_STATIC && recoloured->box.half.x == 30 &&
	            recoloured->box.half.y == 5);
	assert_true(recoloured->color.r == 0x40 && recoloured->color.b == 0xe0);
	/* coins: the group's offset (8,4); a size of 0 keeps the template's; a
	 * hidden instance stays out */
	const level_pickup *c5 = pickup_by_id(&lv, 5), *c7 = pickup_by_id(&lv, 7);
	const level_pickup *c9 = pickup_by_id(&lv, 9);
	assert_non_null(c5);
	assert_non_null(c7);
	assert_non_null(c9);
	assert_null(pickup_by_id(&lv, 8));
	assert_true(c5->circle.center.x == 118 && c5->circle.center.y == 114 &&
	            c5->circle.radius == 10);
	assert_true(c7->circle.radius == 15 && c9->circle.radius == 10);
	level_free(&lv);
}

/* The same map saved as TMX and as JSON (name.tmx, name.tmj in the data's
 * tiled/), each loaded and checked. */
static void load_both(const char *name, void (*check)(const level *))
{
	static const char *const ext[] = {"tmx", "tmj"};
	for (size_t i = 0; i < 2; i++) {
		char path[1024];
		level lv;
		snprintf(path, sizeof path, "%s/tiled/%s.%s", GAME_DATA_DIR, name, ext[i]);
		fixture_load(&lv, path);
		check(&lv);
		level_free(&lv);
	}
}

static void check_visibility(const level *lv)
{
	assert_int_equal(lv->actor_count, 2);
	assert_int_equal(lv->pickup_count, 1);
	assert_int_equal(lv->pickups[0].id, 3);
	const level_actor *guard = actor_by_id(lv, 2);
	assert_int_equal(guard->kind, BEHAVIOUR_PATROL);
	assert_int_equal(lv->path_count, 1);
	assert_int_equal(lv->paths[guard->path].id, 7);
	assert_int_equal(lv->paths[guard->path].count, 3);
}

/* Hidden objects and the objects of hidden layers stay out of the level
 * (here a second player would be refused), but a hidden polyline is still
 * a patrol's path. */
static void hidden_stays_out(void **state)
{
	(void)state;
	load_both("visibility", check_visibility);
}

static void check_property_types(const level *lv)
{
	const level_actor *blade = actor_by_id(lv, 2);
	assert_true(blade->kind == BEHAVIOUR_SPIN && blade->spin == 45);
	assert_true(blade->solid);
	assert_false(actor_by_id(lv, 1)->solid);
}

/* Enum properties (Tiled writes `propertytype`), class-typed properties
 * and multi-line strings load, in both formats; a class where the loader
 * wants a number is refused by name. */
static void property_types_load(void **state)
{
	(void)state;
	load_both("propertytypes", check_property_types);
	static const char text[] =
		"<map orientation=\"orthogonal\" width=\"20\" height=\"15\" tilewidth=\"32\" "
		"tileheight=\"32\"><objectgroup><object id=\"1\" type=\"player\" x=\"1\" y=\"1\" "
		"width=\"9\" height=\"9\"><properties><property name=\"speed\" type=\"class\" "
		"propertytype=\"fast\"><properties><property name=\"v\" type=\"int\" value=\"3\"/>"
		"</properties></property></properties></object></objectgroup></map>";
	level lv;
	char err[256];
	assert_false(level_parse(text, sizeof text - 1, "mem.tmx", &lv, err, sizeof err));
	assert_string_equal(err, "mem.tmx: object 1 '': property 'speed' must be of type float, not "
	                         "'class'");
}

/* solid is false unless an actor says true; static solids may overlap each
 * other and a non-solid actor may start inside one; a solid player (false
 * is harmless) and solids starting against the player or a moving solid are
 * refused in the broken maps. */
static void solids_load(void **state)
{
	(void)state;
	level lv;
	fixture_load(&lv, GAME_DATA_DIR "/solids-good.tmj");
	assert_false(actor_by_id(&lv, 1)->solid);
	assert_true(actor_by_id(&lv, 3)->solid && actor_by_id(&lv, 5)->solid);
	assert_false(actor_by_id(&lv, 6)->solid);
	assert_true(fp_box_overlap(actor_by_id(&lv, 3)->box, actor_by_id(&lv, 5)->box));
	assert_true(fp_box_overlap(actor_by_id(&lv, 3)->box, actor_by_id(&lv, 6)->box));
	level_free(&lv);
	static const char text[] =
		"<map orientation=\"orthogonal\" width=\"20\" height=\"15\" tilewidth=\"32\" "
		"tileheight=\"32\"><objectgroup><object id=\"1\" type=\"player\" x=\"1\" y=\"1\" "
		"width=\"9\" height=\"9\"><properties><property name=\"solid\" type=\"bool\" "
		"value=\"false\"/></properties></object><object id=\"2\" type=\"actor\" x=\"50\" "
		"y=\"1\" width=\"1\" height=\"1\"><properties><property name=\"solid\" "
		"type=\"bool\" value=\"true\"/></properties></object><object id=\"3\" "
		"type=\"pickup\" x=\"100\" y=\"100\" width=\"9\" height=\"9\"><ellipse/></object>"
		"</objectgroup></map>";
	char err[256];
	assert_true(level_parse(text, sizeof text - 1, "mem.tmx", &lv, err, sizeof err));
	assert_false(actor_by_id(&lv, 1)->solid);
	assert_true(actor_by_id(&lv, 2)->solid); /* 1 px is thick enough */
	level_free(&lv);
}

/* Templates from memory: every path reads as the same text. */
static char *template_text(void *ctx, const char *path, size_t max, size_t *len, char *why,
                           size_t whylen)
{
	const char *t = ctx;
	(void)path;
	*len = strlen(t);
	if (*len > max) {
		snprintf(why, whylen, "is %zu bytes, larger than the limit of %zu", *len, max);
		return NULL;
	}
	char *copy = strdup(t);
	assert_non_null(copy);
	return copy;
}

/* A map of n instances of templates t0.tx, t1.tx, ... (distinct of them
 * different ones, the rest repeat the last). */
static bool parse_instances(const char *tmpl, size_t n, size_t distinct, char *err, size_t errlen)
{
	size_t cap = 512 + 80 * n, len;
	char *text = malloc(cap);
	assert_non_null(text);
	len = (size_t)snprintf(text, cap, "<map orientation=\"orthogonal\" width=\"20\" height=\"15\" "
	                       "tilewidth=\"32\" tileheight=\"32\"><objectgroup><object id=\"1\" "
	                       "type=\"player\" x=\"0\" y=\"0\" width=\"9\" height=\"9\"/>");
	for (size_t i = 0; i < n; i++)
		len += (size_t)snprintf(text + len, cap - len, "<object id=\"%zu\" template=\"t%zu.tx\" "
		                        "x=\"50\" y=\"50\"/>", i + 2, i < distinct ? i : distinct - 1);
	len += (size_t)snprintf(text + len, cap - len, "</objectgroup></map>");
	level_files files = {.read = template_text, .ctx = (void *)tmpl};
	level lv;
	bool ok = level_parse_with(text, len, "dir/caps.tmx", &files, &lv, err, errlen);
	level_free(&lv);
	free(text);
	return ok;
}

/* A template object with n properties. */
static char *big_template(size_t n)
{
	size_t cap = 256 + 48 * n, len;
	char *t = malloc(cap);
	assert_non_null(t);
	len = (size_t)snprintf(t, cap, "<template><object type=\"pickup\" width=\"9\" height=\"9\">"
	                       "<ellipse/><properties>");
	for (size_t i = 0; i < n; i++)
		len += (size_t)snprintf(t + len, cap - len, "<property name=\"p%zu\" value=\"v\"/>", i);
	snprintf(t + len, cap - len, "</properties></object></template>");
	return t;
}

/* Templates may not cost more than their caps: different files, bytes
 * read, values added; at the caps they load. */
static void template_caps(void **state)
{
	(void)state;
	char err[512];
	const char *coin = "<template><object type=\"pickup\" width=\"9\" height=\"9\"><ellipse/>"
	                   "</object></template>";
	if (!parse_instances(coin, 70, LEVEL_TEMPLATES_MAX, err, sizeof err))
		fail_msg("%d templates refused: %s", LEVEL_TEMPLATES_MAX, err);
	assert_false(parse_instances(coin, 70, LEVEL_TEMPLATES_MAX + 1, err, sizeof err));
	assert_string_equal(err, "dir/caps.tmx: object 66 '': template dir/t64.tx: more than 64 "
	                         "different templates, the most a level may use");
	/* 4 values a property (the entry, its name, type and value): 2,500 of
	 * them in 101 instances pass 1,000,000 */
	char *big = big_template(2500);
	if (!parse_instances(big, 90, 1, err, sizeof err))
		fail_msg("90 instances refused: %s", err);
	assert_false(parse_instances(big, 101, 1, err, sizeof err));
	assert_non_null(strstr(err, "the map's templates add more than 1000000 values"));
	free(big);
	big = big_template(LEVEL_TEMPLATE_BYTES_MAX / 24);
	assert_false(parse_instances(big, 1, 1, err, sizeof err));
	assert_non_null(strstr(err, "dir/caps.tmx: object 2 '': template dir/t0.tx: is "));
	assert_non_null(strstr(err, "larger than the limit of 1048576"));
	free(big);
}

TEST_MAIN("levels",
	cmocka_unit_test(every_level_loads), cmocka_unit_test(level_one_reads_as_drawn),
	cmocka_unit_test(class_groups_and_rotation), cmocka_unit_test(behaviours_load_from_the_table),
	cmocka_unit_test(heights_load), cmocka_unit_test(broken_maps_are_refused),
	cmocka_unit_test(good_map_loads), cmocka_unit_test(missing_file_is_named),
	cmocka_unit_test(object_cap), cmocka_unit_test(string_cap), cmocka_unit_test(hint_cap),
	cmocka_unit_test(path_points_cap), cmocka_unit_test(file_size_cap),
	cmocka_unit_test(every_truncation_is_refused), cmocka_unit_test(templates_resolve),
	cmocka_unit_test(hidden_stays_out), cmocka_unit_test(property_types_load),
	cmocka_unit_test(solids_load), cmocka_unit_test(template_caps))
