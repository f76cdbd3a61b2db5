/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* replay.c: runs a fuzz target's LLVMFuzzerTestOneInput on files, without
 * libFuzzer, so saved crash inputs and the seed corpus run as ordinary tests
 * in every build (gcc, sanitized, valgrind).
 *
 * replay PATH...: each PATH is a file or a directory of files (not
 * recursive, dot files skipped). Fails when a PATH cannot be read or no
 * file was run. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Reads the whole file; NULL (with a message) when it cannot. */
static uint8_t *read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		return NULL;
	}
	uint8_t *buf = NULL;
	size_t len = 0, cap = 0;
	for (;;) {
		if (len == cap) {
			cap = cap ? cap * 2 : 4096;
			uint8_t *grown = realloc(buf, cap);
			if (!grown)
				break;
			buf = grown;
		}
		size_t got = fread(buf + len, 1, cap - len, f);
		len += got;
		if (got == 0)
			break;
	}
	bool ok = !ferror(f) && len < cap;
	fclose(f);
	if (!ok) {
		fprintf(stderr, "%s: read failed\n", path);
		free(buf);
		return NULL;
	}
	*size = len;
	return buf;
}

static int run_file(const char *path)
{
	size_t size;
	uint8_t *data = read_file(path, &size);
	if (!data)
		return -1;
	LLVMFuzzerTestOneInput(data, size);
	free(data);
	return 1;
}

/* Runs every regular file in dir; returns how many, or -1 on an error. */
static int run_dir(const char *dir)
{
	DIR *d = opendir(dir);
	if (!d) {
		perror(dir);
		return -1;
	}
	int n = 0;
	struct dirent *e;
	char path[4096];
	while (n >= 0 && (e = readdir(d)) != NULL) {
		struct stat st;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		/* Dot files (.gitkeep) keep empty directories in git. */
		if (e->d_name[0] == '.' || stat(path, &st) != 0 || !S_ISREG(st.st_mode))
			continue;
		n = run_file(path) < 0 ? -1 : n + 1;
	}
	closedir(d);
	return n;
}

int main(int argc, char **argv)
{
	int total = 0;
	for (int i = 1; i < argc; i++) {
		struct stat st;
		if (stat(argv[i], &st) != 0) {
			perror(argv[i]);
			return 1;
		}
		int n = S_ISDIR(st.st_mode) ? run_dir(argv[i]) : run_file(argv[i]);
		if (n < 0)
			return 1;
		total += n;
	}
	printf("replay: %d inputs, no contract violation and no crash\n", total);
	if (total == 0) {
		fputs("replay: no input files given\n", stderr);
		return 1;
	}
	return 0;
}
