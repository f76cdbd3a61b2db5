/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* error_text.h: filling a caller's message buffer, the way every function
 * that reports "what went wrong" into char *err, size_t errlen does. */
#ifndef UTIL_ERROR_TEXT_H
#define UTIL_ERROR_TEXT_H

#include <stddef.h>

/* Formats into err (printf rules), truncated to errlen bytes with its NUL;
 * does nothing when err is NULL or errlen is 0. */
void error_set(char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

#endif
