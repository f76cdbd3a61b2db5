/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* file_read.h: a whole file into memory, under a size cap. */
#ifndef UTIL_FILE_READ_H
#define UTIL_FILE_READ_H

#include <stddef.h>

/* The regular file at path, NUL-terminated, its length in *len; a file
 * over max bytes is refused from its size before any byte is read (and again
 * if it grew meanwhile), a directory, pipe or device always. Returns NULL
 * with what went wrong in why ("cannot open: No such file or directory",
 * "is 9 bytes, larger than the limit of 8", ...; why may be NULL); the
 * caller frees the text. */
char *file_read(const char *path, size_t max, size_t *len, char *why, size_t whylen);

#endif
