/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* atomic_file.h: replacing a file so that a crash or a kill at any moment
 * leaves either the old file or the new one, never a mix or nothing: the
 * bytes go to PATH.tmp beside it, which is flushed, fsynced and renamed over
 * PATH, and then the directory is fsynced so the rename itself is durable.
 *
 *     atomic_file af;
 *     FILE *f = atomic_file_open(&af, path, err, errlen);
 *     if (!f)
 *             return false;
 *     return atomic_file_commit(&af, write_everything(f), err, errlen);
 */
#ifndef UTIL_ATOMIC_FILE_H
#define UTIL_ATOMIC_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define ATOMIC_FILE_PATH_MAX 4096 /* bytes in a path, with its NUL */

typedef struct atomic_file {
	FILE *f;
	char path[ATOMIC_FILE_PATH_MAX];
	char tmp[ATOMIC_FILE_PATH_MAX + 4];
} atomic_file;

/* Opens PATH.tmp for writing (created or truncated) and returns it; NULL
 * with "FILE: reason" in err (err may be NULL) when the path is too long or
 * the file cannot be created. Nothing on disk but PATH.tmp is touched. */
FILE *atomic_file_open(atomic_file *af, const char *path, char *err, size_t errlen);

/* Closes the stream in every case. When written is true (every write of the
 * caller succeeded) it flushes, fsyncs and renames PATH.tmp over PATH and
 * fsyncs the directory, and returns true. Otherwise, or when any of that
 * fails, it returns false with "FILE: reason" in err: PATH.tmp is removed and
 * PATH is as it was, except when only the directory's fsync failed (the new
 * file is then in place, but a crash may still bring back the old one). */
bool atomic_file_commit(atomic_file *af, bool written, char *err, size_t errlen);

/* Replaces the file name in directory dir atomically with what write puts
 * in it (write(f, data) returns false when a write failed). Returns false
 * with "FILE: reason" in err when the path is too long or any step fails;
 * the old file is then intact. */
bool atomic_file_save(const char *dir, const char *name, bool (*write)(FILE *f, const void *data),
                      const void *data, char *err, size_t errlen);

#endif
