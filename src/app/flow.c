/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "flow.h"

#include <math.h>

#include "actions.h"
#include "overlays.h"
#include "screens.h"
#include "stats.h"

/* Shows the screen named name with its first item highlighted, opening it;
 * an unknown name (or NULL) does nothing. */
static void flow_show(session *s, const char *name)
{
	size_t i;
	if (name == NULL || !screens_find(name, &i))
		return;
	const screen_def *def = screens_at(i);
	s->came_from = s->screen;
	s->screen = i;
	s->menu_item = 0;
	s->shows_world = def->world;
	if (def->open != NULL)
		def->open(s);
}

/* The first screen of the table with --menu, else the one it plays a
 * level on. */
static void flow_start(session *s)
{
	const screen_def *first = screens_at(0);
	flow_show(s, s->opt->menu ? first->name : first->on_play);
}

bool flow_init(session *s, const app_options *opt, const char *path, char *err, size_t errlen)
{
	if (!session_init(s, opt, actions_vocab(), path, err, errlen))
		return false;
	flow_start(s);
	return true;
}

void flow_show_first(session *s)
{
	flow_show(s, screens_at(0)->name);
}

/* Shows where the session's requests and the world's end lead from the
 * screen showing; the requests are then forgotten. */
static void follow(session *s)
{
	const screen_def *def = screens_at(s->screen);
	const char *to = (s->asked & SESSION_PLAYED) ? def->on_play
	                 : (s->asked & SESSION_ASKED_PAUSE) ? def->on_pause
	                 : (s->asked & SESSION_ASKED_END) ? def->on_end
	                 : s->w.state == WORLD_WON ? def->on_won
	                 : s->w.state == WORLD_LOST ? def->on_lost
	                                            : NULL;
	s->asked = 0;
	flow_show(s, to);
}

static void menu_key_pressed(session *s, menu_key key)
{
	const screen_def *def = screens_at(s->screen);
	bool move = key == MENU_UP || key == MENU_DOWN;
	s->cues |= 1u << (move ? SESSION_CUE_MOVE : SESSION_CUE_CHOOSE);
	const char *to = def->input != NULL ? def->input(s, key) : screens_menu_input(s, key);
	flow_show(s, to);
}

void flow_act(session *s, size_t i, bool down)
{
	const action_def *a = actions_at(i);
	if (a == NULL)
		return;
	/* Flushed at once: a record should survive the game being killed. */
	if (s->record != NULL && script_write(s->record, s->tick + 1, a->name, down))
		fflush(s->record);
	if (actions_drives(a)) {
		s->held = down ? s->held | actions_bit(i) : s->held & ~actions_bit(i);
		s->drive = actions_commands(s->held);
	} else if (down && a->overlay != 0) {
		s->overlays ^= overlays_bit(a->overlay - 1);
		s->pairs = overlays_pairs(s->overlays);
	} else if (down && a->menu != MENU_NONE) {
		menu_key_pressed(s, a->menu);
	} else if (down && a->trigger != NULL) {
		a->trigger(s);
	}
	follow(s);
}

/* Applies the script's events due at the next tick. */
static void take_script(session *s)
{
	for (const script_event *e; !s->quit && (e = script_take(&s->replay, s->tick + 1));)
		flow_act(s, e->action, e->down);
}

bool flow_tick(session *s)
{
	if (session_over(s))
		return false;
	take_script(s);
	if (s->quit)
		return false;
	s->tick++;
	bool stepped = screens_at(s->screen)->update(s);
	follow(s);
	const char *name = screens_at(s->screen)->name;
	if (s->stats != NULL && s->opt->headless)
		stats_write(s->stats, &s->w, name, stepped);
	else if (s->stats != NULL)
		stats_write_frame(s->stats, &s->w, name, stepped, s->frame_ms);
	s->frame_ms = (double)NAN;
	/* The camera reads the world and never changes it. */
	camera_step(&s->cam, &s->w);
	return stepped;
}

bool flow_in_menu(const session *s)
{
	return screens_at(s->screen)->menu;
}

bool flow_pauses(const session *s)
{
	const screen_def *def = screens_at(s->screen);
	return !def->menu && def->on_pause != NULL;
}

void flow_draw(SDL_Renderer *r, const frame_fonts *f, const session *s, double ticks_per_second,
               menu_hits *hits)
{
	screen_view v = {r, f, ticks_per_second, hits};
	screens_at(s->screen)->draw(&v, s);
}
