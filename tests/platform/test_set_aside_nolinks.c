/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* A damaged file set aside where the filesystem has no hard links (the
 * browser's): link() is made to fail as there, and the file must still move
 * to a free name, never over an earlier one. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "set_aside.h"
#include "test_main.h"

int __wrap_link(const char *from, const char *to);
int __wrap_link(const char *from, const char *to)
{
	(void)from;
	(void)to;
	errno = EMLINK;
	return -1;
}

static void write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	assert_int_equal(fputs(text, f) >= 0, 1);
	assert_int_equal(fclose(f), 0);
}

static void assert_text(const char *path, const char *text)
{
	char got[64] = {0};
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	size_t n = fread(got, 1, sizeof got - 1, f);
	fclose(f);
	assert_int_equal(n, strlen(text));
	assert_string_equal(got, text);
}

static void moves_to_free_names(void **state)
{
	(void)state;
	char dir[] = "/tmp/footprints-aside-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char path[256], first[256], second[256];
	snprintf(path, sizeof path, "%s/progress.txt", dir);

	write_text(path, "first");
	assert_true(set_aside(path, first, sizeof first));
	write_text(path, "second");
	assert_true(set_aside(path, second, sizeof second));

	/* Both kept under their own names; the place is free for a new file. */
	assert_string_not_equal(first, second);
	assert_text(first, "first");
	assert_text(second, "second");
	struct stat st;
	assert_int_equal(stat(path, &st), -1);

	/* A file that cannot be moved stays where it was. */
	char missing[256], third[256];
	snprintf(missing, sizeof missing, "%s/none.txt", dir);
	assert_false(set_aside(missing, third, sizeof third));

	unlink(first);
	unlink(second);
	assert_int_equal(rmdir(dir), 0);
}

TEST_MAIN("set_aside without hard links", cmocka_unit_test(moves_to_free_names))
