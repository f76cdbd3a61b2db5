/* display.h: whether SDL's video found a screen to open windows on. */
#ifndef PLATFORM_DISPLAY_H
#define PLATFORM_DISPLAY_H

#include <stdbool.h>

/* True, with one line on stderr saying so and that --headless runs without
 * one, when SDL's video (already started) found no real display: only its
 * offscreen or dummy driver, where a window would run unseen forever. */
bool display_missing(void);

#endif
