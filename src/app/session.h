/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* session.h: one run of the game without its window: the screen showing
 * (its index in screens.h's table), the level and world, the held controls
 * and overlays, the input script being replayed or recorded and the stats
 * file, and what the player asked of the presentation (mute, full screen).
 * It knows no screen and no action: flow.h feeds it the actions of the
 * action table and moves it between screens as they say; it reads no
 * device and draws nothing, so the window and headless loops step it
 * alike. */
#ifndef APP_SESSION_H
#define APP_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "camera.h"
#include "effects.h"
#include "frame_clock.h"
#include "level.h"
#include "levels.h"
#include "menu_item.h"
#include "options.h"
#include "progress.h"
#include "script.h"
#include "world.h"

/* Ticks a headless run takes when --frames is not given. */
#define SESSION_HEADLESS_FRAMES 600u
/* Wandering actors added to the title screen's live scene. */
#define SESSION_TITLE_CROWD 24u
/* Levels of a directory open before any is finished. */
#define SESSION_OPEN_FROM_START 3u

/* What the menus did that the presentation may sound. */
typedef enum session_cue {
	SESSION_CUE_MOVE,   /* the highlight moved */
	SESSION_CUE_CHOOSE, /* an item was chosen */
	SESSION_CUE_COUNT
} session_cue;

/* What the session was asked or did that may lead to another screen: the
 * screen showing says where (screen.h). */
typedef enum session_asked {
	SESSION_ASKED_PAUSE = 1 << 0, /* the pause action */
	SESSION_PLAYED = 1 << 1,      /* a level (re)started from its start */
	SESSION_ASKED_END = 1 << 2,   /* the next level, asked on the last one won */
} session_asked;

/* The level select's menu: an item a level of the list, then the way back,
 * built when the list is read. */
typedef struct session_catalog {
	levels_list list;
	menu_item items[LEVELS_LIST_MAX + 1];
	char notes[LEVELS_LIST_MAX][64];
	size_t count;   /* items: the levels and the way back */
	long long stamp; /* the newest change of the directory or a listed file
	                    when read (seconds) */
} session_catalog;

typedef struct session {
	const app_options *opt;
	char level_path[1024];
	level lv;
	world w;
	uint64_t held;      /* actions_bit of each held control down */
	commands analog;    /* a game controller's sticks, added to held */
	commands drive;     /* what the held controls give (actions_commands) */
	uint64_t overlays;  /* overlays_bit of each overlay shown */
	bool pairs;         /* one of them draws the broadphase's pairs */
	size_t screen;      /* the screen showing: its index in screens.h */
	size_t came_from;   /* the screen shown before it */
	bool shows_world;   /* it shows the world: restart and next act */
	unsigned asked;     /* session_asked bits since flow last looked */
	size_t menu_item;   /* its menu's highlighted item, from 0 */
	size_t view;        /* the view shown: its index in view.h's table */
	camera cam;         /* where the views look from; moved each tick */
	effects fx;         /* what the world's events show (effects.h) */
	bool quit;
	uint64_t tick;      /* ticks of the run's clock so far, paused ones
	                       included (restarts do not reset it) */
	uint64_t frames;    /* stop after this many ticks (UINT64_MAX: never) */
	script replay;
	FILE *record;
	FILE *stats;
	char message[512];  /* the last runtime problem (a bad next level),
	                       also printed on stderr */
	world_events heard; /* the world's events since the presentation last
	                       took them (session_take_events) */
	/* The player's wishes, which the window applies and keeps in its
	 * settings file (settings.h) */
	bool muted;         /* the kept mute, which M changes */
	bool fullscreen;
	int music_volume;   /* 0..100 */
	int effects_volume; /* 0..100 */
	bool camera_shake;
	int ui_scale;       /* percent */
	bool all_levels;    /* every level open (the settings file's all_levels) */
	bool muted_run;     /* --mute: this run is silent; never kept */
	unsigned cues;      /* bits (1 << session_cue) of the menus' cues since
	                       the presentation last took them */
	/* The title's live scene: the level with a wandering crowd, stepped
	 * with no input while the title shows. */
	world demo;
	bool demo_ready;
	/* The level select's list: the level directory, read on entering. */
	session_catalog catalog;
	/* Best runs: every run keeps them (they open the levels in order), only
	 * a window run with a progress directory saves them, so headless runs
	 * and tests never write the player's file. */
	const char *progress_dir;
	/* Frames as the window presents them (the window loop sets both): the
	 * stats panel's figures, and the last frame's time, ms, for the next
	 * tick's stats line (NaN: none since the last tick). Headless runs
	 * leave frame_ms out of their stats. */
	frame_figures frame_rate;
	double frame_ms;
	progress best;
	bool won_saved;     /* this level's win is already recorded */
	uint64_t won_tick;  /* the world's tick when the level was won */
	bool won_last;      /* the level won is its directory's last */
	uint64_t opened_tick; /* the run's tick when the screen showing opened */
} session;

/* Loads the level at path, the input script (its actions named by vocab)
 * and opens the record and stats files named in opt, with the overlays of --overlay shown; flow_start
 * shows its first screen. Returns false with a message naming the file (and the
 * object or line) in err; nothing is left open then. */
bool session_init(session *s, const app_options *opt, const script_vocab *vocab, const char *path,
                  char *err, size_t errlen);

/* Closes everything; false when a write to the record or stats file failed
 * (the message, naming the file, already on stderr). */
bool session_fini(session *s);

/* Keeps the best score and time of completed levels in dir (read now,
 * written on each win). A damaged file is set aside by progress_load. */
void session_keep_progress(session *s, const char *dir);

/* The best run of the level playing, or NULL. */
const progress_entry *session_best(const session *s);

/* The best run of the level at path, or NULL. */
const progress_entry *session_best_of(const session *s, const char *path);

/* Whether the level select's level i (of catalog.list) may be played: the
 * first SESSION_OPEN_FROM_START are, the one named on the command line,
 * and each one after a level finished,
 * and all of them with --all-levels or the settings' all_levels. */
bool session_level_open(const session *s, size_t i);

/* The level playing is the last of its directory (by name): after it,
 * the ending. */
bool session_on_last_level(const session *s);

/* The action table's triggers follow, each done on a press. */

/* Asks for the pause: the screen showing says what it does
 * (SESSION_ASKED_PAUSE). */
void session_ask_pause(session *s);

/* On a screen showing the world: starts the level again (SESSION_PLAYED);
 * a failure (out of memory) keeps the old world and says why in message. */
void session_restart(session *s);

/* On a screen showing the world: plays the next level of the level's
 * directory (levels_next); one that cannot load leaves the current one and
 * says why in message. Once the directory's last level is won, asks for
 * the ending instead. */
void session_next_level(session *s);

/* Ends the run. */
void session_quit(session *s);

/* Mutes the sound, or unmutes it (also a run started with --mute): the
 * kept setting follows. */
void session_toggle_mute(session *s);

/* Whether the run is silent: muted, or started with --mute. */
bool session_silent(const session *s);

/* The cues (1 << session_cue bits) since the last call, forgotten. */
unsigned session_take_cues(session *s);

/* Asks for full screen, or for the window back. */
void session_toggle_fullscreen(session *s);

/* Warns on stderr, naming path, of lv's theme and looks that name none of
 * their tables' (they are drawn as the defaults). */
void session_warn_drawing(const level *lv, const char *path);

/* Loads the level at path and plays it from the start (SESSION_PLAYED).
 * Returns false, the old level kept and the reason in message (and on
 * stderr), when it cannot be loaded. */
bool session_play(session *s, const char *path);

/* Reads the level select's list of the level's directory again, the
 * level playing highlighted. */
void session_read_catalog(session *s);

/* Makes the title's live scene (the level with a wandering crowd) unless
 * it is made; without memory there is none (demo_ready false). */
void session_make_demo(session *s);

/* The picture is w by h pixels: the camera frames it from now on. */
void session_resize(session *s, float w, float h);

/* The world steps once with the held controls and the sticks: its stats
 * line, a win saved, its events heard. */
void session_step_world(session *s);

/* The events heard since the last call, forgotten. */
world_events session_take_events(session *s);

/* Shows the next view of view.h's table (after the last, the first). */
void session_next_view(session *s);

/* Switches the 3D camera between chase and overview. */
void session_toggle_camera(session *s);

/* Zooms the view shown one step nearer, or farther. */
void session_zoom_in(session *s);
void session_zoom_out(session *s);

/* The view shown shows the whole level. */
void session_zoom_home(session *s);

/* The run is over: quit, or the frame limit reached. */
bool session_over(const session *s);

#endif
