/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* rss.h: this process's resident memory, from /proc/self, for the tests
 * that hold memory to a bound. */
#ifndef TESTS_GAME_RSS_H
#define TESTS_GAME_RSS_H

/* AddressSanitizer pads every allocation and keeps freed memory in
 * quarantine, so its memory figures are not the program's: bounds are
 * checked in plain builds only. */
#if defined(__SANITIZE_ADDRESS__)
#define RSS_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RSS_ASAN 1
#endif
#endif
#ifndef RSS_ASAN
#define RSS_ASAN 0
#endif

/* A "Vm...:" figure of /proc/self/status (VmRSS, VmHWM, ...) in KiB; -1
 * when it is missing. */
long rss_status_kb(const char *field);

/* Resets the peak (VmHWM) to the current RSS, so the next reading is the
 * peak of what follows. Returns 0, or -1 when the kernel refuses. */
int rss_reset_peak(void);

#endif
