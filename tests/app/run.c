/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#define _POSIX_C_SOURCE 200809L
#include "run.h"

#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SDL2/SDL_image.h>
#include <cmocka.h>

#include "file_read.h"

void run_args(int argc, char **argv, int n, const char *usage)
{
	if (argc == n + 1)
		return;
	fprintf(stderr, "usage: %s %s\n", argv[0], usage);
	exit(2);
}

void run_no_display(void)
{
	unsetenv("DISPLAY");
	unsetenv("WAYLAND_DISPLAY");
}

int run_exe(const char *const *argv, char *err, size_t errlen)
{
	char tmpl[] = "/tmp/footprints-test-XXXXXX";
	int efd = mkstemp(tmpl);
	if (efd < 0)
		return -1;
	unlink(tmpl);
	pid_t pid = fork();
	if (pid == 0) {
		int null = open("/dev/null", O_WRONLY);
		dup2(null, 1);
		dup2(efd, 2);
		execv(argv[0], (char *const *)argv);
		_exit(127);
	}
	int status = -1;
	if (pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status))
		status = WEXITSTATUS(status);
	else
		status = -1;
	ssize_t n = pread(efd, err, errlen - 1, 0);
	err[n > 0 ? n : 0] = '\0';
	close(efd);
	return status;
}

char *run_slurp(const char *path, size_t *len)
{
	*len = 0;
	return file_read(path, SIZE_MAX, len, NULL, 0);
}

char *run_stats_without_timing(const char *path)
{
	size_t len = 0;
	char *s = run_slurp(path, &len);
	if (s == NULL)
		fail_msg("cannot read %s", path);
	char *out = s;
	for (const char *p = s; *p != '\0';) {
		const char *t = strstr(p, ",\"collision_us\":");
		size_t keep = t ? (size_t)(t - p) : strlen(p);
		memmove(out, p, keep);
		out += keep;
		p += keep;
		if (t != NULL)
			p += strcspn(p + 1, ",}") + 1;
	}
	*out = '\0';
	return s;
}

void run_expect_same_file(const char *a, const char *b)
{
	size_t la = 0, lb = 0;
	char *fa = run_slurp(a, &la), *fb = run_slurp(b, &lb);
	if (fa == NULL || fb == NULL)
		fail_msg("cannot read %s or %s", a, b);
	if (la != lb || memcmp(fa, fb, la) != 0)
		fail_msg("%s (%zu bytes) and %s (%zu bytes) differ", a, la, b, lb);
	free(fa);
	free(fb);
}

void run_expect_text(const char *path, const char *const *wanted)
{
	size_t len = 0;
	char *text = run_slurp(path, &len);
	if (text == NULL)
		fail_msg("cannot read %s", path);
	for (; *wanted != NULL; wanted++)
		if (strstr(text, *wanted) == NULL)
			fail_msg("%s does not hold '%s'", path, *wanted);
	free(text);
}

void run_expect_png_size(const char *path, int w, int h)
{
	SDL_Surface *img = IMG_Load(path);
	if (img == NULL)
		fail_msg("%s does not load: %s", path, IMG_GetError());
	if (img->w != w || img->h != h)
		fail_msg("%s is %dx%d, wanted %dx%d", path, img->w, img->h, w, h);
	SDL_FreeSurface(img);
}

size_t run_count_lines(const char *s)
{
	size_t n = 0;
	for (; *s != '\0'; s++)
		n += *s == '\n';
	return n;
}
