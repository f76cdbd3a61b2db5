/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* rss.c: /proc/self/status figures and the peak reset of clear_refs. */
#define _POSIX_C_SOURCE 200809L
#include "rss.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

long rss_status_kb(const char *field)
{
	FILE *f = fopen("/proc/self/status", "r");
	if (!f)
		return -1;
	char line[256];
	long kb = -1;
	size_t n = strlen(field);
	while (fgets(line, sizeof line, f)) {
		if (strncmp(line, field, n) == 0 && line[n] == ':')
			kb = strtol(line + n + 1, NULL, 10);
	}
	fclose(f);
	return kb;
}

int rss_reset_peak(void)
{
	/* "5" resets the peak RSS (Documentation/filesystems/proc.rst). */
	int fd = open("/proc/self/clear_refs", O_WRONLY);
	if (fd < 0)
		return -1;
	int r = write(fd, "5", 1) == 1 ? 0 : -1;
	close(fd);
	return r;
}
