/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* test_progress.c: saved progress round trips, damaged files are set aside
 * and reported, and a writer killed at random points always leaves either
 * the old or the new file. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "test_main.h"

#include "progress.h"

#define KILL_POINTS 200

typedef struct byte_buf {
	char *data;
	size_t len;
} byte_buf;

static char *make_dir(void)
{
	char tmpl[] = "/tmp/fp-progress-XXXXXX";
	char *dir = mkdtemp(tmpl);
	assert_non_null(dir);
	return strdup(dir);
}

/* Removes dir and the plain files in it. */
static void remove_dir(char *dir)
{
	DIR *d = opendir(dir);
	assert_non_null(d);
	struct dirent *e;
	char path[4096];
	while ((e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		assert_int_equal(unlink(path), 0);
	}
	closedir(d);
	assert_int_equal(rmdir(dir), 0);
	free(dir);
}

static byte_buf read_all(const char *path)
{
	byte_buf b = { NULL, 0 };
	FILE *f = fopen(path, "rb");
	if (!f)
		return b;
	FILE *m = open_memstream(&b.data, &b.len);
	assert_non_null(m);
	int ch;
	while ((ch = fgetc(f)) != EOF)
		fputc(ch, m);
	fclose(f);
	fclose(m);
	return b;
}

static void write_all(const char *path, const char *data, size_t len)
{
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(data, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

static char *path_in(const char *dir, const char *name)
{
	static char path[4096];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	return path;
}

/* How many files in dir have names starting with prefix; the first one's
 * path goes to first when it is not NULL. */
static size_t count_prefixed(const char *dir, const char *prefix, char *first, size_t len)
{
	DIR *d = opendir(dir);
	assert_non_null(d);
	struct dirent *e;
	size_t n = 0;
	while ((e = readdir(d)) != NULL) {
		if (strncmp(e->d_name, prefix, strlen(prefix)) != 0)
			continue;
		if (n++ == 0 && first)
			snprintf(first, len, "%s/%s", dir, e->d_name);
	}
	closedir(d);
	return n;
}

static void test_round_trip(void **state)
{
	(void)state;
	char *dir = make_dir();
	char err[512];
	static progress p, q;
	progress_init(&p);
	assert_int_equal(progress_load(&q, dir, err, sizeof err), PROGRESS_FRESH);
	assert_int_equal(q.count, 0);

	assert_true(progress_record(&p, "level1.tmj", 300, 45250, 1));
	assert_true(progress_record(&p, "with spaces and ünïcode.tmj", -5, 0, 1));
	assert_true(progress_record(&p, "big.tmj", INT32_MIN, UINT32_MAX, 1));
	assert_true(progress_record(&p, "level1.tmj", 500, 50000, 1)); /* better score */
	assert_true(progress_record(&p, "level1.tmj", 100, 40000, 1)); /* better time */
	assert_false(progress_record(&p, "level1.tmj", 400, 41000, 1)); /* neither */
	assert_true(progress_record(&p, "level1.tmj", 400, 41000, 3)); /* more stars */
	assert_false(progress_record(&p, "level1.tmj", 400, 41000, 2)); /* fewer */
	assert_true(progress_save(&p, dir, err, sizeof err));

	assert_int_equal(progress_load(&q, dir, err, sizeof err), PROGRESS_LOADED);
	assert_int_equal(q.count, 3);
	const progress_entry *e = progress_find(&q, "level1.tmj");
	assert_non_null(e);
	assert_int_equal(e->best_score, 500);
	assert_int_equal(e->best_ms, 40000);
	assert_int_equal(e->stars, 3);
	e = progress_find(&q, "with spaces and ünïcode.tmj");
	assert_non_null(e);
	assert_int_equal(e->best_score, -5);
	e = progress_find(&q, "big.tmj");
	assert_non_null(e);
	assert_int_equal(e->best_score, INT32_MIN);
	assert_int_equal(e->best_ms, UINT32_MAX);
	assert_null(progress_find(&q, "missing.tmj"));

	/* A trailing '/' on the directory, as SDL_GetPrefPath gives it. */
	char slashed[4096];
	snprintf(slashed, sizeof slashed, "%s/", dir);
	assert_int_equal(progress_load(&q, slashed, err, sizeof err), PROGRESS_LOADED);
	assert_int_equal(q.count, 3);
	assert_int_equal(count_prefixed(dir, PROGRESS_FILE ".tmp", NULL, 0), 0);
	remove_dir(dir);
}

static void test_keys(void **state)
{
	(void)state;
	static progress p;
	progress_init(&p);
	char key[PROGRESS_KEY_MAX + 1];
	progress_key("assets/levels/first.tmj", key, sizeof key);
	assert_string_equal(key, "first.tmj");
	progress_key("plain.tmj", key, sizeof key);
	assert_string_equal(key, "plain.tmj");

	assert_false(progress_record(&p, "", 1, 1, 1));
	assert_false(progress_record(&p, "two\nlines", 1, 1, 1));
	assert_false(progress_record(&p, "tab\there", 1, 1, 1));
	memset(key, 'k', PROGRESS_KEY_MAX);
	key[PROGRESS_KEY_MAX] = '\0';
	assert_false(progress_record(&p, key, 1, 1, 1)); /* 128 bytes: one too many */
	key[PROGRESS_KEY_MAX - 1] = '\0';
	assert_true(progress_record(&p, key, 1, 1, 1));
	for (int i = 1; i < PROGRESS_MAX_LEVELS; i++) {
		char name[32];
		snprintf(name, sizeof name, "l%d", i);
		assert_true(progress_record(&p, name, i, (uint32_t)i, 1));
	}
	assert_int_equal(p.count, PROGRESS_MAX_LEVELS);
	assert_false(progress_record(&p, "one-more.tmj", 1, 1, 1));
	assert_false(progress_record(&p, "l7", 7, 7, 1));
	assert_true(progress_record(&p, "l7", 8, 7, 1));
}

/* A file of the first format, without stars, still loads: each level
 * completed counts one star, and saving writes the present format. */
static void test_version_1_loads(void **state)
{
	(void)state;
	char *dir = make_dir();
	char err[512];
	static progress p;
	write_all(path_in(dir, PROGRESS_FILE), "footprints-progress 1\nbest 120 45250 one.tmj\nend\n",
	          49);
	assert_int_equal(progress_load(&p, dir, err, sizeof err), PROGRESS_LOADED);
	const progress_entry *e = progress_find(&p, "one.tmj");
	assert_non_null(e);
	assert_int_equal(e->best_score, 120);
	assert_int_equal(e->best_ms, 45250);
	assert_int_equal(e->stars, 1);
	char *text = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	assert_non_null(m);
	assert_true(progress_write(&p, m));
	fclose(m);
	assert_string_equal(text, "footprints-progress 2\nbest 120 45250 1 one.tmj\nend\n");
	free(text);
	remove_dir(dir);
}

typedef struct damaged_case {
	const char *name;
	const char *text;
	size_t len;
	int line;   /* the line the report must name */
} damaged_case;

/* sizeof, not strlen: some cases hold NUL bytes. */
#define DAMAGED(name, text, line) { name, text, sizeof(text) - 1, line }

static const damaged_case damaged_cases[] = {
	DAMAGED("empty", "", 1),
	DAMAGED("foreign png", "\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 1),
	DAMAGED("foreign text", "[settings]\nvolume=3\n", 1),
	DAMAGED("future version", "footprints-progress 3\nend\n", 1),
	DAMAGED("no stars", "footprints-progress 2\nbest 1 2 a.tmj\nend\n", 2),
	DAMAGED("four stars", "footprints-progress 2\nbest 1 2 4 a.tmj\nend\n", 2),
	DAMAGED("no star", "footprints-progress 2\nbest 1 2 0 a.tmj\nend\n", 2),
	DAMAGED("v2 no end", "footprints-progress 2\nbest 1 2 3 a.tmj\n", 3),
	DAMAGED("v2 cut in the stars", "footprints-progress 2\nbest 1 2 3 a.tmj\nbest 5 6 ", 3),
	DAMAGED("v2 stars not a number", "footprints-progress 2\nbest 1 2 * a.tmj\nend\n", 2),
	DAMAGED("version garbage", "footprints-progress 1x\nend\n", 1),
	DAMAGED("no end", "footprints-progress 1\nbest 1 2 a.tmj\n", 3),
	DAMAGED("cut mid line", "footprints-progress 1\nbest 1 2 a.t", 2),
	DAMAGED("bad score", "footprints-progress 1\nbest x 2 a.tmj\nend\n", 2),
	DAMAGED("score overflow", "footprints-progress 1\nbest 2147483648 2 a.tmj\nend\n", 2),
	DAMAGED("negative time", "footprints-progress 1\nbest 1 -2 a.tmj\nend\n", 2),
	DAMAGED("time overflow", "footprints-progress 1\nbest 1 4294967296 a.tmj\nend\n", 2),
	DAMAGED("no level", "footprints-progress 1\nbest 1 2 \nend\n", 2),
	DAMAGED("two spaces", "footprints-progress 1\nbest 1  2 a.tmj\nend\n", 2),
	DAMAGED("unknown line", "footprints-progress 1\nbest 1 2 a.tmj\nworst 1 2 b.tmj\nend\n", 3),
	DAMAGED("duplicate", "footprints-progress 1\nbest 1 2 a.tmj\nbest 3 4 a.tmj\nend\n", 3),
	DAMAGED("after end", "footprints-progress 1\nend\nbest 1 2 a.tmj\n", 3),
	DAMAGED("nul byte", "footprints-progress 1\nbest 1 2 a\0b.tmj\nend\n", 2),
};

/* Writes the case's file, loads it, and checks it was reported with its
 * file and line, moved aside byte for byte, and progress left empty. */
static void check_damaged(const char *dir, const damaged_case *c)
{
	char err[1024];
	char aside[4096];
	static progress p;
	size_t len = c->len;
	const char *file = path_in(dir, PROGRESS_FILE);
	char file_copy[4096];
	snprintf(file_copy, sizeof file_copy, "%s", file);
	write_all(file_copy, c->text, len);

	progress_status st = progress_load(&p, dir, err, sizeof err);
	if (st != PROGRESS_SET_ASIDE)
		fail_msg("case '%s': status %d, err '%s'", c->name, (int)st, err);
	assert_int_equal(p.count, 0);
	char where[4200];
	snprintf(where, sizeof where, "%s:%d: ", file_copy, c->line);
	if (strstr(err, where) != err)
		fail_msg("case '%s': report '%s' does not start with '%s'", c->name, err, where);
	if (!strstr(err, "set aside as "))
		fail_msg("case '%s': report '%s' does not say where the file went", c->name, err);

	assert_int_equal(access(file_copy, F_OK), -1);
	assert_int_equal(count_prefixed(dir, PROGRESS_FILE ".bad-", aside, sizeof aside), 1);
	byte_buf b = read_all(aside);
	if (b.len != len || memcmp(b.data, c->text, len) != 0)
		fail_msg("case '%s': the set-aside file %s is not the damaged file", c->name, aside);
	free(b.data);
	assert_int_equal(unlink(aside), 0);
}

static void test_damaged_set_aside(void **state)
{
	(void)state;
	char *dir = make_dir();
	for (size_t i = 0; i < sizeof damaged_cases / sizeof damaged_cases[0]; i++)
		check_damaged(dir, &damaged_cases[i]);
	remove_dir(dir);
}

/* Two damaged files set aside in the same second both survive, and the game
 * saves and loads normally afterwards. */
static void test_set_aside_keeps_earlier(void **state)
{
	(void)state;
	char *dir = make_dir();
	char err[1024];
	static progress p;
	char file[4096];
	snprintf(file, sizeof file, "%s", path_in(dir, PROGRESS_FILE));
	write_all(file, "first\n", 6);
	assert_int_equal(progress_load(&p, dir, err, sizeof err), PROGRESS_SET_ASIDE);
	write_all(file, "second\n", 7);
	assert_int_equal(progress_load(&p, dir, err, sizeof err), PROGRESS_SET_ASIDE);
	assert_int_equal(count_prefixed(dir, PROGRESS_FILE ".bad-", NULL, 0), 2);

	assert_true(progress_record(&p, "a.tmj", 10, 20, 1));
	assert_true(progress_save(&p, dir, err, sizeof err));
	assert_int_equal(progress_load(&p, dir, err, sizeof err), PROGRESS_LOADED);
	assert_int_equal(p.count, 1);
	remove_dir(dir);
}

static void test_save_reports_failure(void **state)
{
	(void)state;
	char err[1024];
	static progress p;
	progress_init(&p);
	assert_false(progress_save(&p, "/nonexistent-fp-dir/sub", err, sizeof err));
	if (!strstr(err, "/nonexistent-fp-dir/sub/" PROGRESS_FILE ".tmp"))
		fail_msg("save error '%s' does not name the file", err);
}

#define MUTATIONS 2000

/* Three random damages to the len bytes of text, into buf (room for
 * len + 24); returns the new length, at most len + 24. */
static size_t mutate(char *buf, const char *text, size_t len, uint64_t *s)
{
	memcpy(buf, text, len);
	for (int k = 0; k < 3 && len > 0; k++) {
		*s ^= *s << 13;
		*s ^= *s >> 7;
		*s ^= *s << 17;
		size_t at = (size_t)(*s >> 8) % len;
		switch (*s % 4) {
		case 0: buf[at] ^= (char)(1u << (*s >> 40) % 8); break;
		case 1: buf[at] = (char)(*s >> 32); break;
		case 2: len = at; break;
		default:
			memmove(buf + at + 8, buf + at, len - at);
			memcpy(buf + at, "best 1 1", 8);
			len += 8;
			break;
		}
	}
	return len;
}

/* Loads the mutated file buf[0..len) just written to dir: it must be set
 * aside (and is then removed) or load and save back to the same bytes.
 * False with the reason in failure otherwise; stderr is quiet meanwhile, so
 * nothing here may fail through cmocka directly. */
static bool load_mutated(const char *dir, const char *buf, size_t len, int *loaded,
                         char *failure, size_t flen)
{
	static progress p;
	char err[1024], aside[4096];
	progress_status st = progress_load(&p, dir, err, sizeof err);
	if (st == PROGRESS_SET_ASIDE) {
		if (count_prefixed(dir, PROGRESS_FILE ".bad-", aside, sizeof aside) != 1 ||
		    unlink(aside) != 0) {
			snprintf(failure, flen, "set aside, but not as one .bad- file: '%s'", err);
			return false;
		}
		return true;
	}
	if (st != PROGRESS_LOADED) {
		snprintf(failure, flen, "'%.*s': status %d, err '%s'", (int)len, buf, (int)st, err);
		return false;
	}
	++*loaded;
	if (!progress_save(&p, dir, err, sizeof err)) {
		snprintf(failure, flen, "'%.*s' loaded but does not save: %s", (int)len, buf, err);
		return false;
	}
	byte_buf b = read_all(path_in(dir, PROGRESS_FILE));
	bool same = b.len == len && memcmp(b.data, buf, len) == 0;
	free(b.data);
	if (!same)
		snprintf(failure, flen, "'%.*s' loaded but saves back as other bytes", (int)len, buf);
	return same;
}


/* Damage of every kind a disk or an editor can do: flipped bits, bytes
 * replaced, cut short, duplicated lines. Each mutated file must load or be
 * set aside, never anything else; one that loads must save back to exactly
 * the bytes that loaded (so nothing was silently dropped or misread). */
static void test_mutated_files(void **state)
{
	(void)state;
	char *dir = make_dir();
	char file[4096];
	snprintf(file, sizeof file, "%s", path_in(dir, PROGRESS_FILE));
	static const char good[] = "footprints-progress 2\nbest 120 45250 3 one.tmj\n"
	                           "best -3 0 1 two words.tmj\nbest 2147483647 4294967295 2 z\nend\n";
	uint64_t s = 0x243f6a8885a308d3u;
	int loaded = 0;
	char failure[1200] = "";
	/* Two thousand set-aside reports would bury the log: quiet stderr. */
	fflush(stderr);
	int saved_stderr = dup(2), devnull = open("/dev/null", O_WRONLY);
	assert_true(saved_stderr >= 0 && devnull >= 0);
	assert_int_equal(dup2(devnull, 2), 2);
	close(devnull);
	for (int i = 0; i < MUTATIONS; i++) {
		char buf[sizeof good * 2];
		size_t len = mutate(buf, good, sizeof good - 1, &s);
		write_all(file, buf, len);
		if (!load_mutated(dir, buf, len, &loaded, failure, sizeof failure))
			break;
	}
	fflush(stderr);
	assert_int_equal(dup2(saved_stderr, 2), 2);
	close(saved_stderr);
	if (failure[0])
		fail_msg("%s", failure);
	printf("mutated files: %d of %d still valid and round-tripped, the rest set aside\n",
	       loaded, MUTATIONS);
	remove_dir(dir);
}

/* Version k of the kill test: sizes and contents differ from version to
 * version, up to about 8 KiB so a kill can land inside the write. */
static void make_version(progress *p, uint32_t k)
{
	progress_init(p);
	size_t n = 1 + (k * 37u) % 200u;
	for (size_t j = 0; j < n; j++) {
		char name[64];
		snprintf(name, sizeof name, "level-%03zu-of-version-%u.tmj", j, k);
		progress_record(p, name, (int32_t)(k * 1000u + j), k + (uint32_t)j, 1 + (int32_t)(j % 3));
	}
}

static byte_buf version_bytes(uint32_t k)
{
	static progress p;
	byte_buf b = { NULL, 0 };
	make_version(&p, k);
	FILE *m = open_memstream(&b.data, &b.len);
	assert_non_null(m);
	assert_true(progress_write(&p, m));
	fclose(m);
	return b;
}

static bool same_bytes(byte_buf a, byte_buf b)
{
	return a.len == b.len && memcmp(a.data, b.data, a.len) == 0;
}

/* The child: saves versions from+1, from+2, ... and reports each finished
 * one on the pipe, until it is killed. */
static _Noreturn void writer(const char *dir, uint32_t from, int fd)
{
	static progress p;
	char err[512];
	for (uint32_t k = from + 1;; k++) {
		make_version(&p, k);
		if (!progress_save(&p, dir, err, sizeof err)) {
			fprintf(stderr, "writer: %s\n", err);
			_exit(2);
		}
		if (write(fd, &k, sizeof k) != (ssize_t)sizeof k)
			_exit(3);
	}
}

/* The last version number the child reported, or from when none. */
static uint32_t last_reported(int fd, uint32_t from)
{
	uint32_t last = from, k;
	ssize_t got;
	while ((got = read(fd, &k, sizeof k)) == (ssize_t)sizeof k)
		last = k;
	assert_true(got == 0);
	return last;
}

static void sleep_us(long us)
{
	struct timespec ts = { us / 1000000, (us % 1000000) * 1000 };
	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		;
}

/* One kill point: returns the version now on disk, and whether the file
 * was the newer one and whether a temporary file was left in flight. */
static uint32_t kill_once(const char *dir, uint32_t from, long delay_us, int *newer, int *tmp_left)
{
	int fds[2];
	assert_int_equal(pipe(fds), 0);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		close(fds[0]);
		writer(dir, from, fds[1]);
	}
	close(fds[1]);
	sleep_us(delay_us);
	assert_int_equal(kill(pid, SIGKILL), 0);
	int status;
	assert_int_equal(waitpid(pid, &status, 0), pid);
	if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGKILL)
		fail_msg("writer from version %u ended by itself (status %d)", from, status);
	uint32_t last = last_reported(fds[0], from);
	close(fds[0]);

	char file[4096];
	snprintf(file, sizeof file, "%s", path_in(dir, PROGRESS_FILE));
	byte_buf now = read_all(file);
	byte_buf old = version_bytes(last), next = version_bytes(last + 1);
	uint32_t found = last;
	if (same_bytes(now, next)) {
		found = last + 1;
		++*newer;
	} else if (!same_bytes(now, old)) {
		fail_msg("killed after %ld us: the file (%zu bytes) is neither version %u (%zu bytes) "
		         "nor %u (%zu bytes)", delay_us, now.len, last, old.len, last + 1, next.len);
	}
	*tmp_left += access(path_in(dir, PROGRESS_FILE ".tmp"), F_OK) == 0;
	free(now.data);
	free(old.data);
	free(next.data);
	return found;
}

static void test_kill_writer(void **state)
{
	(void)state;
	char *dir = make_dir();
	char err[512];
	static progress p;
	make_version(&p, 0);
	assert_true(progress_save(&p, dir, err, sizeof err));

	/* A fixed seed: a failure names the delay, and reruns repeat it. */
	uint64_t s = 0x9e3779b97f4a7c15u;
	uint32_t version = 0;
	int newer = 0, tmp_left = 0;
	for (int i = 0; i < KILL_POINTS; i++) {
		s ^= s << 13;
		s ^= s >> 7;
		s ^= s << 17;
		long delay_us = (long)(s % 20000u);
		version = kill_once(dir, version, delay_us, &newer, &tmp_left);
	}
	assert_int_equal(progress_load(&p, dir, err, sizeof err), PROGRESS_LOADED);
	assert_int_equal(count_prefixed(dir, PROGRESS_FILE ".bad-", NULL, 0), 0);
	printf("kill test: %d kill points, %u versions written; the file was the newer "
	       "version %d times, the older %d times; a temporary file was in flight %d times\n",
	       KILL_POINTS, version, newer, KILL_POINTS - newer, tmp_left);
	remove_dir(dir);
}

TEST_MAIN("progress",
	cmocka_unit_test(test_round_trip), cmocka_unit_test(test_keys),
	cmocka_unit_test(test_version_1_loads), cmocka_unit_test(test_damaged_set_aside),
	cmocka_unit_test(test_set_aside_keeps_earlier), cmocka_unit_test(test_save_reports_failure),
	cmocka_unit_test(test_mutated_files), cmocka_unit_test(test_kill_writer))
