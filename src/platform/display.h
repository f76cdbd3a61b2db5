/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* display.h: whether SDL's video found a screen to open windows on. */
#ifndef PLATFORM_DISPLAY_H
#define PLATFORM_DISPLAY_H

#include <stdbool.h>

/* True, with one line on stderr saying so and that --headless runs without
 * one, when SDL's video (already started) found no real display: only its
 * offscreen or dummy driver, where a window would run unseen forever. */
bool display_missing(void);

/* Names the windows' class (X11 WM_CLASS, Wayland app id) as the desktop
 * entry's StartupWMClass, unless the environment names one; call before
 * SDL_Init. SDL 2.26 has no hint for it, only these variables. */
void display_name_class(void);

#endif
