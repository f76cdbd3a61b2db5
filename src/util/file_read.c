/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* fileno and fstat are POSIX. */
#define _POSIX_C_SOURCE 200809L

#include "file_read.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char *refuse(FILE *f, char *why, size_t whylen, const char *what)
{
	if (why && whylen)
		snprintf(why, whylen, "%s", what);
	if (f)
		fclose(f);
	return NULL;
}

char *file_read(const char *path, size_t max, size_t *len, char *why, size_t whylen)
{
	char msg[160];
	FILE *f = fopen(path, "rb");
	if (!f) {
		snprintf(msg, sizeof msg, "cannot open: %s", strerror(errno));
		return refuse(NULL, why, whylen, msg);
	}
	struct stat st;
	if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode))
		return refuse(f, why, whylen, "not a regular file");
	if ((unsigned long long)st.st_size > max) {
		snprintf(msg, sizeof msg, "is %lld bytes, larger than the limit of %zu",
		         (long long)st.st_size, max);
		return refuse(f, why, whylen, msg);
	}
	size_t size = (size_t)st.st_size;
	char *buf = malloc(size + 1);
	if (!buf)
		return refuse(f, why, whylen, "out of memory");
	/* Asking for one byte more than stat said shows a file that grew. */
	*len = fread(buf, 1, size + 1, f);
	if (ferror(f) || *len > size) {
		free(buf);
		return refuse(f, why, whylen, "cannot read it whole (read error, or it changed)");
	}
	fclose(f);
	buf[*len] = '\0';
	return buf;
}
