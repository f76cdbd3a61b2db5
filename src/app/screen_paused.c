/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Paused: the world stands still under a menu (resume, restart, level
 * select, options, quit); Esc resumes. Paused ticks still pass on the run's clock. */
#include "screens.h"

static const menu_item items[] = {
	{"Resume", "Esc", NULL, "playing", .back = true},
	{"Restart", "R", session_restart, NULL, false},
	{"Level select", NULL, NULL, "levels", false},
	{"Options", NULL, NULL, "options", false},
	{"Quit", "Q", session_quit, NULL, false},
};

const screen_def screen_paused = {"paused", .heading = "Paused",
	.hint = "Up, Down: choose    Enter: select    Esc: resume    F1: keys", .world = true,
	.menu = true, .items = SCREEN_ITEMS(items), .on_pause = "playing", .on_play = "playing",
	.update = screens_stand_still, .draw = screens_draw_menu_over_world};
