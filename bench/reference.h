/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* reference.h: how fast this machine is right now, as a fixed piece of the
 * library's work: footprints made for REFERENCE_PAIRS pairs of the pair
 * benchmark's boxes (seed 1) and each pair tested, REFERENCE_ROUNDS
 * times, on two threads at once, as the frames keep two cores busy (two
 * virtual processors sharing one core run each at about half speed, which
 * one thread alone does not see). A shared machine's speed moves by a
 * third within minutes, the load average not showing it; a figure taken
 * beside the reference's says which spell it was taken in. */
#ifndef BENCH_REFERENCE_H
#define BENCH_REFERENCE_H

#include <stdbool.h>
#include <stddef.h>

#include <footprint/collide.h>

#define REFERENCE_PAIRS 4096
#define REFERENCE_ROUNDS 4

typedef struct reference {
	fp_box *boxes;       /* 2 * REFERENCE_PAIRS, pair i at 2i and 2i + 1 */
	fp_footprint *fp[2]; /* where each thread makes their footprints */
} reference;

/* Makes the boxes; false when out of memory. */
bool reference_init(reference *r);

/* One run of the work on each of two threads at once: the CPU
 * milliseconds a thread spent on it, the mean of the two (time a thread
 * was not running does not count). */
double reference_ms(reference *r);

void reference_fini(reference *r);

#endif
