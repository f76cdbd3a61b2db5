/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* collide_ray.h: the fuzz case's ray casts (footprint/ray.h) against the
 * independent exact reference of tests/collide/exact_ref.h. */
#ifndef FUZZ_COLLIDE_RAY_H
#define FUZZ_COLLIDE_RAY_H

#include "fuzz_case.h"

/* Segments between the case's points cast at its boxes' footprints and its
 * circle: bad input hits nothing; otherwise hit and t equal the reference's,
 * t lies in [0, 1], the normal is unit (or zero from inside), a point cast
 * is the point test, and the reversed segment hits the same shapes. */
void check_rays(const fuzz_case *k);

#endif
