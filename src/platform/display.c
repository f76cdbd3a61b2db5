#include "display.h"

#include <stdio.h>
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
