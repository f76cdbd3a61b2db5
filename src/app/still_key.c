/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "still_key.h"

#include <string.h>

bool still_key_is(const still_key *k, const float *key, size_t n)
{
	return k->has && k->n == n && memcmp(k->f, key, n * sizeof *key) == 0;
}

void still_key_set(still_key *k, const float *key, size_t n)
{
	n = n < STILL_KEY_FLOATS ? n : STILL_KEY_FLOATS;
	memcpy(k->f, key, n * sizeof *key);
	k->n = n;
	k->has = true;
}

bool still_key_again(still_key *k, const float *key, size_t n)
{
	bool again = still_key_is(k, key, n);
	still_key_set(k, key, n);
	return again;
}
