#include "session.h"

#include <errno.h>
#include <string.h>

#include "actions.h"
#include "levels.h"
#include "screen.h"
#include "stats.h"
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

bool session_init(session *s, const app_options *opt, const char *path, char *err,
                  size_t errlen)
{
	*s = (session){.opt = opt, .overlays = opt->overlays, .muted = opt->mute,
	               .screen = opt->menu ? SCREEN_TITLE : SCREEN_PLAYING, .view = opt->view};
	camera_init(&s->cam);
	snprintf(s->level_path, sizeof s->level_path, "%s", path);
	s->frames = opt->frames_set ? opt->frames
	            : opt->headless ? SESSION_HEADLESS_FRAMES
	                            : UINT64_MAX;
	if (!level_load(path, &s->lv, err, errlen))
		return false;
	if (opt->input != NULL && !script_load(&s->replay, actions_vocab(), opt->input, err, errlen))
		goto fail_level;
	if (!world_init(&s->w, &s->lv, opt->seed, opt->stress, err, errlen))
		goto fail_script;
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
	levels_list_free(&s->catalog);
	script_fini(&s->replay);
	level_free(&s->lv);
	*s = (session){0};
	return ok;
}

static void save_win(session *s)
{
	char key[PROGRESS_KEY_MAX], err[512];
	s->won_saved = true;
	if (s->progress_dir == NULL)
		return;
	progress_key(s->level_path, key, sizeof key);
	uint64_t ms = s->won_tick * 1000u / WORLD_TICK_HZ;
	if (progress_record(&s->best, key, s->w.score, ms > UINT32_MAX ? UINT32_MAX : (uint32_t)ms) &&
	    !progress_save(&s->best, s->progress_dir, err, sizeof err))
		fprintf(stderr, "footprints: %s\n", err);
}

void session_toggle_pause(session *s)
{
	if (s->screen == SCREEN_PLAYING || s->screen == SCREEN_PAUSED)
		session_show(s, s->screen == SCREEN_PLAYING ? SCREEN_PAUSED : SCREEN_PLAYING);
}

void session_quit(session *s)
{
	s->quit = true;
}

void session_toggle_mute(session *s)
{
	s->muted = !s->muted;
}

void session_toggle_fullscreen(session *s)
{
	s->fullscreen = !s->fullscreen;
}

void session_menu_up(session *s)
{
	screens_at(s->screen)->input(s, MENU_UP);
}

void session_menu_down(session *s)
{
	screens_at(s->screen)->input(s, MENU_DOWN);
}

void session_menu_select(session *s)
{
	screens_at(s->screen)->input(s, MENU_SELECT);
}

void session_menu_back(session *s)
{
	screens_at(s->screen)->input(s, MENU_BACK);
}

void session_show(session *s, screen_id id)
{
	s->screen = id;
	s->menu_item = 0;
	if (id == SCREEN_LEVELS)
		s->catalog_ready = false;
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

void session_act(session *s, size_t i, bool down)
{
	const action_def *a = actions_at(i);
	if (a == NULL)
		return;
	/* Flushed at once: a record should survive the game being killed. */
	if (s->record != NULL && script_write(s->record, s->tick + 1, a->name, down))
		fflush(s->record);
	if (actions_drives(a))
		s->held = down ? s->held | actions_bit(i) : s->held & ~actions_bit(i);
	else if (down && a->overlay.draw != NULL)
		s->overlays ^= actions_bit(i);
	else if (down && a->trigger != NULL)
		a->trigger(s);
}

bool session_take_script(session *s)
{
	bool any = false;
	for (const script_event *e; !s->quit && (e = script_take(&s->replay, s->tick + 1));) {
		session_act(s, e->action, e->down);
		any = true;
	}
	return any;
}

static float clamp1(float v)
{
	return v < -1.0f ? -1.0f : v > 1.0f ? 1.0f : v;
}

commands session_commands(const session *s)
{
	commands held = {0.0f, 0.0f};
	for (size_t i = 0; i < actions_count(); i++) {
		if ((s->held & actions_bit(i)) != 0) {
			held.throttle += actions_at(i)->drive.throttle;
			held.turn += actions_at(i)->drive.turn;
		}
	}
	return (commands){clamp1(held.throttle + s->analog.throttle),
	                  clamp1(held.turn + s->analog.turn)};
}

/* An overlay shown draws the broadphase's candidate pairs. */
static bool pairs_shown(const session *s)
{
	for (size_t i = 0; i < actions_count(); i++)
		if ((s->overlays & actions_bit(i)) != 0 && actions_at(i)->overlay.pairs)
			return true;
	return false;
}

void session_step_world(session *s)
{
	/* Recording the candidates changes no answer. */
	world_record_pairs(&s->w, pairs_shown(s));
	world_step(&s->w, session_commands(s));
	s->heard |= s->w.events;
	if (s->stats != NULL)
		stats_write(s->stats, &s->w);
	if (s->w.state == WORLD_WON && !s->won_saved) {
		s->won_tick = s->w.tick;
		save_win(s);
	}
	if (s->screen == SCREEN_PLAYING && s->w.state != WORLD_PLAYING)
		session_show(s, s->w.state == WORLD_WON ? SCREEN_WON : SCREEN_LOST);
}

world_events session_take_events(session *s)
{
	world_events e = s->heard;
	s->heard = 0;
	return e;
}

bool session_tick(session *s)
{
	if (session_over(s))
		return false;
	session_take_script(s);
	if (s->quit)
		return false;
	s->tick++;
	bool stepped = screens_at(s->screen)->update(s);
	/* The camera reads the world and never changes it. */
	camera_step(&s->cam, &s->w);
	return stepped;
}

bool session_over(const session *s)
{
	return s->quit || s->tick >= s->frames;
}
