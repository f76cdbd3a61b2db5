/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* set_aside.h: what a program does with a damaged file of the player's:
 * keeps it under a new name beside it, never deleting or overwriting one,
 * so the game can start afresh and nothing is lost. */
#ifndef UTIL_SET_ASIDE_H
#define UTIL_SET_ASIDE_H

#include <stdbool.h>
#include <stddef.h>

/* Renames path to path.bad-<UTC time> (or .bad-<UTC time>-N when that
 * exists), the new name in out; where the filesystem has no hard links (the
 * browser's) by rename to a name seen free. Returns false, path untouched,
 * when no name fits outlen or the rename fails (errno says why). */
bool set_aside(const char *path, char *out, size_t outlen);

/* dir + '/' + name into out (an empty dir stands for "."; a dir ending in
 * '/' gets no second one); false when it does not fit. */
bool set_aside_join(char *out, size_t outlen, const char *dir, const char *name);

#endif
