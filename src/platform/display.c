/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#define _POSIX_C_SOURCE 200809L
#include "display.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL2/SDL.h>

bool display_missing(void)
{
	const char *d = SDL_GetCurrentVideoDriver();
	if (d != NULL && strcmp(d, "offscreen") != 0 && strcmp(d, "dummy") != 0)
		return false;
	fprintf(stderr,
	        "footprints: no display (SDL found only its %s video driver); "
	        "--headless runs without one\n",
	        d != NULL ? d : "no");
	return true;
}

void display_name_class(void)
{
	setenv("SDL_VIDEO_X11_WMCLASS", FOOTPRINTS_WM_CLASS, 0);
	setenv("SDL_VIDEO_WAYLAND_WMCLASS", FOOTPRINTS_WM_CLASS, 0);
}
