/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* test_limits.c: the level loader's caps (level.h). A level with more
 * objects, a longer string or a bigger file than its cap is refused with a
 * message naming the file and the cap, without taking memory in proportion
 * to what it claims; a level exactly at a cap loads. */
#define _POSIX_C_SOURCE 200809L
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

#include "level.h"
#include "rss.h"

/* The peak-memory growth a refusal may cost, beyond the text itself. */
#define SMALL_GROWTH_KB 1024

typedef struct text {
	char *data;
	size_t len;
	FILE *f;
} text;

static void text_open(text *t)
{
	t->data = NULL;
	t->len = 0;
	t->f = open_memstream(&t->data, &t->len);
	assert_non_null(t->f);
}

static void text_close(text *t)
{
	assert_int_equal(fclose(t->f), 0);
	t->f = NULL;
}

/* A map of 40x30 tiles of 16 px with the given title, whose first object
 * layer holds a player, a pickup and then `actors` actors named `name`,
 * split over `groups` nested group layers. */
static void write_level(text *t, const char *title, const char *name, size_t actors,
                        int groups)
{
	fprintf(t->f, "{\"width\":40,\"height\":30,\"tilewidth\":16,\"tileheight\":16,"
	        "\"orientation\":\"orthogonal\",\"infinite\":false,"
	        "\"properties\":[{\"name\":\"title\",\"type\":\"string\",\"value\":\"%s\"}],"
	        "\"layers\":[", title);
	for (int g = 0; g < groups; g++)
		fprintf(t->f, "{\"type\":\"group\",\"name\":\"g%d\",\"layers\":[", g);
	fputs("{\"type\":\"objectgroup\",\"name\":\"things\",\"objects\":["
	      "{\"id\":1,\"name\":\"me\",\"type\":\"player\",\"x\":10,\"y\":10,\"width\":16,"
	      "\"height\":8,\"rotation\":0},"
	      "{\"id\":2,\"name\":\"gem\",\"type\":\"pickup\",\"ellipse\":true,\"x\":300,"
	      "\"y\":300,\"width\":10,\"height\":10}", t->f);
	for (size_t i = 0; i < actors; i++)
		fprintf(t->f, ",{\"id\":%zu,\"name\":\"%s\",\"type\":\"actor\",\"x\":%zu,\"y\":%zu,"
		        "\"width\":6,\"height\":6,\"rotation\":0}", i + 3, name, 40 + i % 500,
		        40 + i / 500 % 400);
	fputs("]}", t->f);
	for (int g = 0; g < groups; g++)
		fputs("]}", t->f);
	fputs("]}", t->f);
}

/* Parses t as NAME; checks refusal (want_ok false) with a message holding
 * `expect`, or success. Returns the peak-RSS growth in KiB. */
static long parse_case(const char *name, const text *t, bool want_ok, const char *expect)
{
	level lv;
	char err[512] = "";
	long base = rss_status_kb("VmRSS");
	assert_int_equal(rss_reset_peak(), 0);
	bool ok = level_parse(t->data, t->len, name, &lv, err, sizeof err);
	long growth = rss_status_kb("VmHWM") - base;
	level_free(&lv);
	if (ok != want_ok)
		fail_msg("%s (%zu bytes): loaded %d, expected %d; message '%s'", name, t->len, ok,
		         want_ok, err);
	if (!want_ok && (strncmp(err, name, strlen(name)) != 0 || !strstr(err, expect)))
		fail_msg("%s: message '%s' should start with the file name and say '%s'", name, err,
		         expect);
	printf("%s: %zu bytes, %s, peak memory +%ld KiB%s%s%s\n", name, t->len,
	       ok ? "loaded" : "refused", growth, RSS_ASAN ? " (under ASan)" : "", ok ? "" : ": ",
	       err);
	return growth;
}

static void test_objects_cap(void **state)
{
	(void)state;
	text t;
	char expect[64];
	snprintf(expect, sizeof expect, "more than %d objects", LEVEL_OBJECTS_MAX);

	text_open(&t);
	write_level(&t, "at the cap", "a", LEVEL_OBJECTS_MAX - 2, 0);
	text_close(&t);
	parse_case("objects-at-cap.tmj", &t, true, "");
	free(t.data);

	text_open(&t);
	write_level(&t, "one over", "a", LEVEL_OBJECTS_MAX - 1, 0);
	text_close(&t);
	long growth = parse_case("objects-over-cap.tmj", &t, false, expect);
	free(t.data);
	/* Refused before any level storage is allocated: the cost is the JSON
	 * tree of a text that is itself under LEVEL_FILE_MAX. */
	assert_true(RSS_ASAN || growth < 64 * 1024);

	/* Counted over nested group layers too. */
	text_open(&t);
	write_level(&t, "nested", "a", LEVEL_OBJECTS_MAX - 1, LEVEL_LAYER_DEPTH_MAX);
	text_close(&t);
	parse_case("objects-over-cap-nested.tmj", &t, false, expect);
	free(t.data);
}

static void test_string_cap(void **state)
{
	(void)state;
	char at[LEVEL_STRING_MAX + 1], over[LEVEL_STRING_MAX + 2];
	memset(at, 'n', LEVEL_STRING_MAX);
	at[LEVEL_STRING_MAX] = '\0';
	memset(over, 'n', LEVEL_STRING_MAX + 1);
	over[LEVEL_STRING_MAX + 1] = '\0';
	char expect[64];
	snprintf(expect, sizeof expect, "%d bytes long, the most is %d", LEVEL_STRING_MAX + 1,
	         LEVEL_STRING_MAX);
	text t;

	text_open(&t);
	write_level(&t, at, at, 3, 0);
	text_close(&t);
	parse_case("strings-at-cap.tmj", &t, true, "");
	free(t.data);

	text_open(&t);
	write_level(&t, "title", over, 3, 0);
	text_close(&t);
	parse_case("name-over-cap.tmj", &t, false, expect);
	free(t.data);

	text_open(&t);
	write_level(&t, over, "a", 3, 0);
	text_close(&t);
	parse_case("title-over-cap.tmj", &t, false, expect);
	free(t.data);
}

/* A sparse file of `size` bytes: the loader must refuse it from its size
 * alone, without reading or allocating it. */
static void check_big_file(off_t size)
{
	char path[] = "/tmp/fp-limits-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	assert_int_equal(ftruncate(fd, size), 0);
	close(fd);
	level lv;
	char err[512] = "";
	long base = rss_status_kb("VmRSS");
	assert_int_equal(rss_reset_peak(), 0);
	bool ok = level_load(path, &lv, err, sizeof err);
	long growth = rss_status_kb("VmHWM") - base;
	unlink(path);
	level_free(&lv);
	if (ok)
		fail_msg("%s (%lld bytes) loaded", path, (long long)size);
	if (strncmp(err, path, strlen(path)) != 0 || !strstr(err, "larger than the limit"))
		fail_msg("%s (%lld bytes): message '%s' should name the file and the limit", path,
		         (long long)size, err);
	if (!RSS_ASAN && growth > SMALL_GROWTH_KB)
		fail_msg("%s (%lld bytes): refusing it took %ld KiB", path, (long long)size, growth);
	printf("%lld-byte file: refused, peak memory +%ld KiB: %s\n", (long long)size, growth, err);
}

static void test_file_cap(void **state)
{
	(void)state;
	check_big_file((off_t)LEVEL_FILE_MAX + 1);
	check_big_file((off_t)1 << 33);

	/* In memory: refused from the length before parsing. */
	text t = { malloc(LEVEL_FILE_MAX + 1), LEVEL_FILE_MAX + 1, NULL };
	assert_non_null(t.data);
	memset(t.data, ' ', t.len);
	long growth = parse_case("big-text.tmj", &t, false, "larger than the limit");
	assert_true(RSS_ASAN || growth <= SMALL_GROWTH_KB);
	free(t.data);
}

/* The worst text under the file cap: one JSON value every two bytes. Its
 * peak memory is what any level file can cost; print it, and hold it to a
 * bound so a change in the parser that multiplies it shows up. */
static void test_worst_text_under_cap(void **state)
{
	(void)state;
	/* "[0,0,...,0]": an odd length puts a '0' before the ']'. */
	text t = { malloc(LEVEL_FILE_MAX - 1), LEVEL_FILE_MAX - 1, NULL };
	assert_non_null(t.data);
	for (size_t i = 1; i < t.len; i++)
		t.data[i] = i % 2 ? '0' : ',';
	t.data[0] = '[';
	t.data[t.len - 1] = ']';
	long growth = parse_case("worst-under-cap.tmj", &t, false, "not a Tiled map");
	free(t.data);
	assert_true(RSS_ASAN || growth < 48 * (long)(LEVEL_FILE_MAX / 1024));
}

/* A TMX text under the file cap filled with what costs the reader most
 * (filler repeated after head, then tail). */
static void worst_tmx(text *t, const char *head, const char *filler, const char *tail)
{
	size_t h = strlen(head), f = strlen(filler), n = strlen(tail);
	size_t k = (LEVEL_FILE_MAX - h - n) / f;
	t->len = h + k * f + n;
	t->data = malloc(t->len);
	t->f = NULL;
	assert_non_null(t->data);
	memcpy(t->data, head, h);
	for (size_t i = 0; i < k; i++)
		memcpy(t->data + h + i * f, filler, f);
	memcpy(t->data + h + k * f, tail, n);
}

/* TMX's worst: a property every 20 bytes, and polyline points (4 bytes of
 * text, three JSON values each) until their cap. Held to the JSON bound. */
static void test_worst_tmx_under_cap(void **state)
{
	(void)state;
	static const char head[] = "<map orientation=\"orthogonal\" width=\"20\" height=\"15\" "
	                           "tilewidth=\"32\" tileheight=\"32\"><objectgroup>";
	text t;
	worst_tmx(&t, "<map orientation=\"orthogonal\" width=\"20\" height=\"15\" tilewidth=\"32\" "
	              "tileheight=\"32\"><objectgroup><object id=\"1\"><properties>",
	          "<property name=\"a\"/>", "</properties></object></objectgroup></map>");
	long growth = parse_case("worst-properties.tmx", &t, false, "no player");
	free(t.data);
	assert_true(RSS_ASAN || growth < 48 * (long)(LEVEL_FILE_MAX / 1024));
	char line[4200];
	int n = snprintf(line, sizeof line, "<object id=\"1\" x=\"0\" y=\"0\"><polyline points=\"0,0");
	for (int i = 1; i < LEVEL_PATH_POINTS_MAX; i++)
		n += snprintf(line + n, sizeof line - (size_t)n, " 0,0");
	snprintf(line + n, sizeof line - (size_t)n, "\"/></object>");
	worst_tmx(&t, head, line, "</objectgroup></map>");
	growth = parse_case("worst-points.tmx", &t, false, "more than 100000 polyline and polygon");
	free(t.data);
	assert_true(RSS_ASAN || growth < 48 * (long)(LEVEL_FILE_MAX / 1024));
}

TEST_MAIN("limits",
	cmocka_unit_test(test_objects_cap), cmocka_unit_test(test_string_cap),
	cmocka_unit_test(test_file_cap), cmocka_unit_test(test_worst_text_under_cap),
	cmocka_unit_test(test_worst_tmx_under_cap))
