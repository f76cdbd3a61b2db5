/* Paused: the world stands still under a menu (resume, restart, level
 * select, quit); Esc resumes. Paused ticks still pass on the run's clock. */
#include "screen.h"

static const menu_item items[] = {
	{"Resume", "Esc", screens_resume},
	{"Restart", "R", session_restart},
	{"Level select", NULL, screens_show_levels},
	{"Quit", "Q", session_quit},
};

const screen_def screen_paused = {"paused", .heading = "Paused",
	.hint = "Up, Down: choose    Enter: select    Esc: resume    F1: keys", .world = true,
	.menu = true, .input = screens_menu_input, .items = items, .count = 4, .back = 0,
	.update = screens_stand_still, .draw = screens_draw_menu_over_world};
