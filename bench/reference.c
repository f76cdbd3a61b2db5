/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* reference.c: the machine's speed as the library's work runs. */
#include "reference.h"

#include <pthread.h>
#include <stdlib.h>

#include "bench_util.h"

bool reference_init(reference *r)
{
	r->boxes = malloc(2 * REFERENCE_PAIRS * sizeof *r->boxes);
	for (int t = 0; t < 2; t++)
		r->fp[t] = malloc(2 * REFERENCE_PAIRS * sizeof *r->fp[t]);
	if (r->boxes == NULL || r->fp[0] == NULL || r->fp[1] == NULL) {
		reference_fini(r);
		return false;
	}
	bench_rng g = {1};
	for (size_t i = 0; i < REFERENCE_PAIRS; i++) {
		r->boxes[2 * i] = bench_pair_box(&g);
		r->boxes[2 * i + 1] = bench_pair_partner(&g, r->boxes[2 * i]);
	}
	return true;
}

/* One thread's share: the work into fp, and its CPU ms. */
typedef struct share {
	const fp_box *boxes;
	fp_footprint *fp;
	double ms;
	uint64_t hits; /* kept, so that the work is not optimised away */
} share;

static void *work(void *ctx)
{
	share *s = ctx;
	double t0 = bench_cpu();
	uint64_t hits = 0;
	for (int k = 0; k < REFERENCE_ROUNDS; k++) {
		fp_footprints_of(s->boxes, 2 * REFERENCE_PAIRS, s->fp);
		for (size_t i = 0; i < REFERENCE_PAIRS; i++)
			hits += fp_footprint_overlap(&s->fp[2 * i], &s->fp[2 * i + 1]);
	}
	s->hits = hits;
	s->ms = (bench_cpu() - t0) * 1000.0;
	return NULL;
}

double reference_ms(reference *r)
{
	share s[2] = {{r->boxes, r->fp[0], 0.0, 0}, {r->boxes, r->fp[1], 0.0, 0}};
	pthread_t other;
	bool two = pthread_create(&other, NULL, work, &s[1]) == 0;
	work(&s[0]);
	if (two)
		pthread_join(other, NULL);
	bench_sink += s[0].hits + s[1].hits;
	/* Without a second thread, the one figure there is. */
	return two ? 0.5 * (s[0].ms + s[1].ms) : s[0].ms;
}

void reference_fini(reference *r)
{
	free(r->boxes);
	free(r->fp[0]);
	free(r->fp[1]);
	*r = (reference){0};
}
