/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* footprints on each broken map: exit status 2 and the loader's one-line
 * message on stderr, before any window. argv[1] is the binary. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "broken_maps.h"

static const char *binary;

/* The whole of a small file, or the test fails. */
static void slurp(const char *path, char *buf, size_t cap)
{
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	size_t n = fread(buf, 1, cap - 1, f);
	buf[n] = '\0';
	fclose(f);
}

static void each_broken_map_exits_2(void **state)
{
	(void)state;
	char errfile[] = "/tmp/footprints-refusal-XXXXXX";
	int fd = mkstemp(errfile);
	assert_true(fd >= 0);
	char dir[] = "/tmp/footprints-broken-XXXXXX";
	assert_non_null(mkdtemp(dir));
	for (size_t i = 0; i < BROKEN_MAP_COUNT; i++) {
		char path[1024], cmd[4096], out[4096], want[1200];
		broken_map_path(i, dir, path, sizeof path);
		snprintf(cmd, sizeof cmd, "'%s' '%s' --headless --frames 1 2>'%s' >/dev/null", binary,
		         path, errfile);
		int rc = system(cmd);
		slurp(errfile, out, sizeof out);
		if (strncmp(path, dir, strlen(dir)) == 0)
			remove(path);
		broken_map_message(i, path, want, sizeof want - 1);
		strcat(want, "\n");
		if (!WIFEXITED(rc) || WEXITSTATUS(rc) != 2)
			fail_msg("%s: exit status %d, want 2; stderr: %s", broken_maps[i].file,
			         WIFEXITED(rc) ? WEXITSTATUS(rc) : -1, out);
		if (!strstr(out, want))
			fail_msg("%s: stderr\n  %s  does not hold\n  %s", broken_maps[i].file, out, want);
	}
	remove(errfile);
	rmdir(dir);
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fputs("usage: test_refusal_exit FOOTPRINTS\n", stderr);
		return 2;
	}
	binary = argv[1];
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(each_broken_map_exits_2),
	};
	return cmocka_run_group_tests_name("levels-exit", tests, NULL, NULL);
}
