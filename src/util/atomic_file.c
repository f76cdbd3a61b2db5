/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* fsync and O_DIRECTORY are POSIX. */
#define _POSIX_C_SOURCE 200809L
#include "atomic_file.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "error_text.h"
#include "set_aside.h"

FILE *atomic_file_open(atomic_file *af, const char *path, char *err, size_t errlen)
{
	af->f = NULL;
	size_t n = strlen(path);
	if (n >= sizeof af->path) {
		error_set(err, errlen, "%.64s...: path too long", path);
		return NULL;
	}
	memcpy(af->path, path, n + 1);
	snprintf(af->tmp, sizeof af->tmp, "%s.tmp", path);
	af->f = fopen(af->tmp, "wb");
	if (!af->f)
		error_set(err, errlen, "%s: cannot create: %s", af->tmp, strerror(errno));
	return af->f;
}

/* The directory holding path ("." for a bare name) into dir. */
static void dir_of(const char *path, char *dir, size_t dirlen)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		snprintf(dir, dirlen, ".");
	else
		snprintf(dir, dirlen, "%.*s", slash == path ? 1 : (int)(slash - path), path);
}

/* Makes the rename itself durable: a crash after it cannot bring back the
 * old directory entry. */
static bool sync_dir(const char *dir)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY);
	if (fd < 0)
		return false;
	bool ok = fsync(fd) == 0;
	close(fd);
	return ok;
}

/* Flushes and closes the temporary file; its bytes are on disk when true,
 * else *why holds the errno (0 when the caller's writes failed without one). */
static bool close_durably(atomic_file *af, bool written, int *why)
{
	*why = written ? 0 : errno;
	bool ok = written && fflush(af->f) == 0 && fsync(fileno(af->f)) == 0;
	if (written && !ok)
		*why = errno;
	if (fclose(af->f) != 0 && ok) {
		ok = false;
		*why = errno;
	}
	af->f = NULL;
	return ok;
}

bool atomic_file_commit(atomic_file *af, bool written, char *err, size_t errlen)
{
	int why;
	if (!close_durably(af, written, &why)) {
		error_set(err, errlen, "%s: cannot write: %s", af->tmp,
		          why ? strerror(why) : "write failed");
		remove(af->tmp);
		return false;
	}
	if (rename(af->tmp, af->path) != 0) {
		error_set(err, errlen, "%s: cannot rename to %s: %s", af->tmp, af->path,
		          strerror(errno));
		remove(af->tmp);
		return false;
	}
	char dir[ATOMIC_FILE_PATH_MAX];
	dir_of(af->path, dir, sizeof dir);
	if (!sync_dir(dir)) {
		error_set(err, errlen, "%s: cannot fsync the directory: %s", dir, strerror(errno));
		return false;
	}
	return true;
}

bool atomic_file_save(const char *dir, const char *name, bool (*write)(FILE *f, const void *data),
                      const void *data, char *err, size_t errlen)
{
	char path[ATOMIC_FILE_PATH_MAX];
	if (!set_aside_join(path, sizeof path, dir, name)) {
		error_set(err, errlen, "%s: directory name too long", dir);
		return false;
	}
	atomic_file af;
	FILE *f = atomic_file_open(&af, path, err, errlen);
	if (!f)
		return false;
	return atomic_file_commit(&af, write(f, data), err, errlen);
}
