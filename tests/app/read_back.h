/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* read_back.h: what a renderer has drawn, read back for tests to compare. */
#ifndef TESTS_APP_READ_BACK_H
#define TESTS_APP_READ_BACK_H

#include <stdint.h>

#include <SDL2/SDL.h>

/* r's w x h pixels as 0xRRGGBB, row by row, in memory the caller frees;
 * fails the test when they cannot be read. */
uint32_t *read_back_rgb(SDL_Renderer *r, int w, int h);

#endif
