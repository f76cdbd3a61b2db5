/* levels.h: which level files a run plays: the default first level and the
 * one N (next) goes on to. */
#ifndef APP_LEVELS_H
#define APP_LEVELS_H

#include <stdbool.h>
#include <stddef.h>

/* The first level (.tmj or .tmx, by name) of the levels directory: the
 * source tree's assets/levels when present, else the installed one. Returns
 * false with a message naming the directories looked in. */
bool levels_first(char *out, size_t outlen, char *err, size_t errlen);

/* The level (.tmj or .tmx) after current (by name, wrapping to the first) in
 * current's directory. Returns false when the directory cannot be listed or holds no
 * level; current itself counts, so a lone level is its own next. */
bool levels_next(const char *current, char *out, size_t outlen);

#endif
