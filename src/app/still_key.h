/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* still_key.h: what a kept picture depends on, as a key of floats
 * compared bit for bit, and whether the same key came two frames running
 * (a camera standing still), when keeping the picture pays. No SDL. */
#ifndef APP_STILL_KEY_H
#define APP_STILL_KEY_H

#include <stdbool.h>
#include <stddef.h>

/* Floats a key may hold: everything a kept picture's pixels depend on. */
#define STILL_KEY_FLOATS 32

/* A key held; zero it to hold none. */
typedef struct still_key {
	float f[STILL_KEY_FLOATS];
	size_t n;
	bool has;
} still_key;

/* True when k holds key (n floats). */
bool still_key_is(const still_key *k, const float *key, size_t n);

/* Makes k hold key (n floats, at most STILL_KEY_FLOATS). */
void still_key_set(still_key *k, const float *key, size_t n);

/* True when k held key already (the frame before saw it too); k then
 * holds key. */
bool still_key_again(still_key *k, const float *key, size_t n);

#endif
