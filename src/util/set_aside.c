/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* link(), lstat(), gmtime_r() are POSIX. */
#define _POSIX_C_SOURCE 200809L
#include "set_aside.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

/* Filesystems without hard links (the browser's, FAT) refuse link() with one
 * of these: there the file is renamed to a name seen free just before. */
static bool no_links(int e)
{
	return e == EMLINK || e == EPERM || e == ENOSYS || e == EOPNOTSUPP;
}

/* Moves path to out unless out exists; errno EEXIST when it does. */
static bool move_to_free(const char *path, const char *out)
{
	/* link() fails on an existing name, so no earlier bad file is lost. */
	if (link(path, out) == 0)
		return unlink(path) == 0;
	if (!no_links(errno))
		return false;
	struct stat st;
	if (lstat(out, &st) == 0) {
		errno = EEXIST;
		return false;
	}
	return errno == ENOENT && rename(path, out) == 0;
}

bool set_aside(const char *path, char *out, size_t outlen)
{
	char stamp[32];
	time_t now = time(NULL);
	struct tm tm;
	gmtime_r(&now, &tm);
	strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%SZ", &tm);
	for (int n = 0; n < 1000; n++) {
		int len = n == 0 ? snprintf(out, outlen, "%s.bad-%s", path, stamp) :
		                   snprintf(out, outlen, "%s.bad-%s-%d", path, stamp, n);
		if (len < 0 || (size_t)len >= outlen)
			return false;
		if (move_to_free(path, out))
			return true;
		if (errno != EEXIST)
			return false;
	}
	return false;
}

bool set_aside_join(char *out, size_t outlen, const char *dir, const char *name)
{
	size_t n = strlen(dir);
	if (n == 0)
		dir = ".";
	const char *sep = n > 0 && dir[n - 1] == '/' ? "" : "/";
	int len = snprintf(out, outlen, "%s%s%s", dir, sep, name);
	return len >= 0 && (size_t)len < outlen;
}
