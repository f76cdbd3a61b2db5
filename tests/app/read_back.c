/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "read_back.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>

#include <cmocka.h>

uint32_t *read_back_rgb(SDL_Renderer *r, int w, int h)
{
	uint32_t *px = malloc((size_t)w * (size_t)h * sizeof *px);
	assert_non_null(px);
	if (SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_RGB888, px, w * 4) != 0)
		fail_msg("SDL_RenderReadPixels: %s", SDL_GetError());
	for (int i = 0; i < w * h; i++)
		px[i] &= 0xffffffu;
	return px;
}
