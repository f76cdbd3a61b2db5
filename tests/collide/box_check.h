/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The contract's checks on one box's corners, shared by the oracle and the
 * box properties: corners within 1e-5 * max(1, |cx|, |cy|, hx, hy) of the
 * corners computed in double and counter-clockwise (exactly, flat allowed);
 * fp_box_tris, fp_footprint_of(b).corner and fp_footprint_tris the same
 * corners bit for bit; fp_box_corners deterministic.
 */
#ifndef COLLIDE_TEST_BOX_CHECK_H
#define COLLIDE_TEST_BOX_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include <footprint/collide.h>

/* True when every check passes; else false with the first failure in why. */
bool box_corners_ok(fp_box b, char *why, size_t why_len);

#endif
