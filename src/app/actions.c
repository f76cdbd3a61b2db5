/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "actions.h"

#include <string.h>

#include "overlays.h"
#include "session.h"

/* Each entry: its name and help line, then what it does. The order here is
 * the order of the help overlay, the README's key table, --help and the
 * messages that list names; the overlays come last, in overlays.h's order. */
#define OVERLAY_ACTION(name_, action, help_) \
	{.name = action, .help = help_, .overlay = 1 + OVERLAY_INDEX_##name_},
static const action_def table[] = {
	{.name = "forward", .help = "drive forward", .drive = {.throttle = 1.0f}},
	{.name = "back", .help = "drive back", .drive = {.throttle = -1.0f}},
	{.name = "left", .help = "turn left", .drive = {.turn = -1.0f}},
	{.name = "right", .help = "turn right", .drive = {.turn = 1.0f}},
	{.name = "pause", .help = "pause menu, and resume", .trigger = session_ask_pause},
	{.name = "restart", .help = "restart the level", .trigger = session_restart},
	{.name = "next", .help = "next level", .trigger = session_next_level},
	{.name = "quit", .help = "quit", .trigger = session_quit},
	{.name = "menu-up", .help = "menu: previous item", .menu = MENU_UP},
	{.name = "menu-down", .help = "menu: next item", .menu = MENU_DOWN},
	{.name = "menu-select", .help = "menu: choose the item (or click it)", .menu = MENU_SELECT},
	{.name = "menu-back", .help = "menu: back (resume, when paused)", .menu = MENU_BACK},
	{.name = "mute", .help = "sound off and on", .trigger = session_toggle_mute},
	{.name = "fullscreen", .help = "full screen on and off",
	 .trigger = session_toggle_fullscreen},
	{.name = "view", .help = "top-down or 3D view", .trigger = session_next_view},
	{.name = "camera", .help = "3D camera: chase or overview", .trigger = session_toggle_camera},
	{.name = "zoom-in", .help = "zoom in", .trigger = session_zoom_in},
	{.name = "zoom-out", .help = "zoom out", .trigger = session_zoom_out},
	{.name = "zoom-fit", .help = "the whole level", .trigger = session_zoom_home},
	OVERLAYS(OVERLAY_ACTION)
};

#define COUNT (sizeof table / sizeof table[0])
_Static_assert(COUNT <= ACTIONS_MAX, "a session's bit sets hold ACTIONS_MAX actions");

size_t actions_count(void)
{
	return COUNT;
}

const action_def *actions_at(size_t i)
{
	return i < COUNT ? &table[i] : NULL;
}

bool actions_find(const char *name, size_t len, size_t *i)
{
	for (*i = 0; *i < COUNT; ++*i)
		if (strlen(table[*i].name) == len && memcmp(table[*i].name, name, len) == 0)
			return true;
	return false;
}

static const char *script_name(size_t i)
{
	return table[i].name;
}

const script_vocab *actions_vocab(void)
{
	static const script_vocab vocab = {COUNT, script_name};
	return &vocab;
}

commands actions_commands(uint64_t held)
{
	commands sum = {0.0f, 0.0f};
	for (size_t i = 0; i < COUNT; i++) {
		if ((held & actions_bit(i)) != 0) {
			sum.throttle += table[i].drive.throttle;
			sum.turn += table[i].drive.turn;
		}
	}
	return sum;
}
