/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* flow.h: a session moved through its screens: actions applied (and
 * recorded), the run's clock ticked, and the screen showing asked where
 * each request leads (screen.h). The window and headless loops, and the
 * tests, drive a session through these. */
#ifndef APP_FLOW_H
#define APP_FLOW_H

#include <stdbool.h>
#include <stddef.h>

#include "frame.h"
#include "menu.h"
#include "session.h"

/* session_init with the action table's names for the script, then the
 * first screen of the table with --menu, else the one it plays a level on. */
bool flow_init(session *s, const app_options *opt, const char *path, char *err, size_t errlen);

/* Shows the first screen of the table (the title), as after --menu: where
 * Quit leads in the browser, which has nothing to quit to. */
void flow_show_first(session *s);

/* Applies action i of the action table, pressed or released (a held
 * control is held until released; a trigger acts, a menu key goes to the
 * screen showing, and an overlay shows or hides, on the press), writes it
 * to the record file, stamped with the next tick, and shows the screen
 * that leads to. An i beyond the table does nothing. */
void flow_act(session *s, size_t i, bool down);

/* One tick of the run's 60 Hz clock: the script's events due at it, then
 * what the screen showing does with a tick (the world steps while playing,
 * won or lost; paused ticks and menu ticks count too, so a script can hold
 * a pause for as long as it likes), the screen the world's end leads to,
 * then the camera's step, paused or not. Returns true when the world
 * stepped. */
bool flow_tick(session *s);

/* True when the screen showing has a menu (the menu keys act). */
bool flow_in_menu(const session *s);

/* True when losing the window's focus should pause: the screen showing
 * has no menu and pauses. */
bool flow_pauses(const session *s);

/* Draws the screen showing, which may draw the world with frame_draw, and
 * notes where its menu items went in hits (may be NULL). Changes nothing
 * in s; does not present. */
void flow_draw(SDL_Renderer *r, const frame_fonts *f, const session *s, double ticks_per_second,
               menu_hits *hits);

#endif
