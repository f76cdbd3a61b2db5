/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* tour.h: an order to visit points in from a start, short by straight-line
 * distance (nearest first, then improved by reversing stretches: 2-opt). */
#ifndef TESTS_LEVELS_TOUR_H
#define TESTS_LEVELS_TOUR_H

#include <stddef.h>

#include <footprint/collide.h>

/* Writes into order (n indices) an open path from start through every one
 * of the n points, each once. */
void tour_order(vec2s start, const vec2s *points, size_t n, size_t *order);

#endif
