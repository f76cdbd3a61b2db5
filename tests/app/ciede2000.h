/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* ciede2000.h: how far apart two sRGB colours look, as CIE's DE2000
 * formula measures it in CIELAB (D65 white): about 1 is the least a viewer
 * tells apart, 20 or more clearly different colours. */
#ifndef TEST_CIEDE2000_H
#define TEST_CIEDE2000_H

#include <stdint.h>

/* The CIEDE2000 difference between the sRGB colours (r, g, b) of a and b,
 * each channel 0..255; symmetric, 0 for equal colours. */
double ciede2000(const uint8_t a[3], const uint8_t b[3]);

/* The same between two CIELAB colours (L, a, b). */
double ciede2000_lab(const double a[3], const double b[3]);

#endif
