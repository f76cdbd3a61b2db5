/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "session.h"

#include <errno.h>
#include <math.h>
#include <string.h>

#include "looks.h"
#include "overlays.h"
#include "settings.h"
#include "stats.h"
#include "themes.h"
#include "view.h"

static bool open_out(FILE **f, const char *path, const char *what, char *err, size_t errlen)
{
	*f = NULL;
	if (path == NULL)
		return true;
	*f = fopen(path, "w");
	if (*f == NULL)
		snprintf(err, errlen, "%s: %s: %s", what, path, strerror(errno));
	return *f != NULL;
}

void session_warn_drawing(const level *lv, const char *path)
{
	themes_warn(lv, path, stderr);
	looks_warn(lv, path, stderr);
}

bool session_init(session *s, const app_options *opt, const script_vocab *vocab, const char *path,
                  char *err, size_t errlen)
{
	settings d = settings_defaults();
	*s = (session){.opt = opt, .overlays = opt->overlays, .pairs = overlays_pairs(opt->overlays),
	               .muted_run = opt->mute, .music_volume = d.music_volume,
	               .effects_volume = d.effects_volume, .camera_shake = d.camera_shake,
	               .ui_scale = d.ui_scale, .view = opt->view};
	camera_init(&s->cam);
	s->frame_ms = (double)NAN;
	snprintf(s->level_path, sizeof s->level_path, "%s", path);
	s->frames = opt->frames_set ? opt->frames
	            : opt->headless ? SESSION_HEADLESS_FRAMES
	                            : UINT64_MAX;
	if (!level_load(path, &s->lv, err, errlen))
		return false;
	session_warn_drawing(&s->lv, path);
	if (opt->input != NULL && !script_load(&s->replay, vocab, opt->input, err, errlen))
		goto fail_level;
	if (!world_init(&s->w, &s->lv, opt->seed, opt->stress, err, errlen))
		goto fail_script;
	effects_start(&s->fx, opt->seed);
	if (!open_out(&s->record, opt->record, "--record", err, errlen))
		goto fail_world;
	if (!open_out(&s->stats, opt->stats, "--stats", err, errlen))
		goto fail_record;
	if (s->record != NULL)
		fputs("# footprints input script: TICK ACTION down|up\n", s->record);
	return true;
fail_record:
	if (s->record != NULL)
		fclose(s->record);
fail_world:
	world_fini(&s->w);
fail_script:
	script_fini(&s->replay);
fail_level:
	level_free(&s->lv);
	return false;
}

/* Closes an output file; false (and a message) when any write to it failed,
 * so a full disk does not pass for a complete record. */
static bool close_out(FILE *f, const char *what, const char *path)
{
	if (f == NULL)
		return true;
	bool ok = !ferror(f);
	ok &= fclose(f) == 0;
	if (!ok)
		fprintf(stderr, "footprints: %s: %s: write failed\n", what, path);
	return ok;
}

bool session_fini(session *s)
{
	bool ok = close_out(s->record, "--record", s->opt ? s->opt->record : "");
	ok &= close_out(s->stats, "--stats", s->opt ? s->opt->stats : "");
	world_fini(&s->w);
	world_fini(&s->demo);
	levels_list_free(&s->catalog.list);
	script_fini(&s->replay);
	level_free(&s->lv);
	*s = (session){0};
	return ok;
}

static void save_win(session *s)
{
	char key[PROGRESS_KEY_MAX], err[512];
	s->won_saved = true;
	progress_key(s->level_path, key, sizeof key);
	uint64_t ms = s->won_tick * 1000u / WORLD_TICK_HZ;
	if (progress_record(&s->best, key, s->w.score, ms > UINT32_MAX ? UINT32_MAX : (uint32_t)ms,
	                    s->w.won.stars) &&
	    s->progress_dir != NULL && !progress_save(&s->best, s->progress_dir, err, sizeof err))
		fprintf(stderr, "footprints: %s\n", err);
}

void session_ask_pause(session *s)
{
	s->asked |= SESSION_ASKED_PAUSE;
}

void session_quit(session *s)
{
	s->quit = true;
}

void session_toggle_mute(session *s)
{
	bool silent = session_silent(s);
	s->muted = !silent;
	s->muted_run = false;
}

bool session_silent(const session *s)
{
	return s->muted || s->muted_run;
}

unsigned session_take_cues(session *s)
{
	unsigned cues = s->cues;
	s->cues = 0;
	return cues;
}

void session_toggle_fullscreen(session *s)
{
	s->fullscreen = !s->fullscreen;
}

void session_next_view(session *s)
{
	if (views_count() == 1 && views_missing() != NULL)
		snprintf(s->message, sizeof s->message, "%s", views_missing());
	s->view = (s->view + 1) % views_count();
}

void session_toggle_camera(session *s)
{
	camera_toggle_overview(&s->cam);
}

void session_zoom_in(session *s)
{
	view_at(s->view)->zoom(&s->cam, &s->w, 1);
}

void session_zoom_out(session *s)
{
	view_at(s->view)->zoom(&s->cam, &s->w, -1);
}

void session_zoom_home(session *s)
{
	view_at(s->view)->home(&s->cam, &s->w);
}

static float clamp1(float v)
{
	return v < -1.0f ? -1.0f : v > 1.0f ? 1.0f : v;
}

void session_step_world(session *s)
{
	/* Recording the candidates changes no answer. */
	world_record_pairs(&s->w, s->pairs);
	commands c = {clamp1(s->drive.throttle + s->analog.throttle),
	              clamp1(s->drive.turn + s->analog.turn)};
	world_step(&s->w, c);
	effects_step(&s->fx, &s->w);
	s->heard |= s->w.events;
	if (s->w.state == WORLD_WON && !s->won_saved) {
		s->won_tick = s->w.tick;
		save_win(s);
	}
}

world_events session_take_events(session *s)
{
	world_events e = s->heard;
	s->heard = 0;
	return e;
}

void session_resize(session *s, float w, float h)
{
	camera_view(&s->cam, &s->w, w, h);
}

bool session_over(const session *s)
{
	return s->quit || s->tick >= s->frames;
}
