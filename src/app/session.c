#include "session.h"

#include <errno.h>
#include <string.h>

#include "actions.h"
#include "levels.h"
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
	*s = (session){.opt = opt, .overlays = opt->overlays, .view = opt->view};
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
	script_fini(&s->replay);
	level_free(&s->lv);
	*s = (session){0};
	return ok;
}

void session_keep_progress(session *s, const char *dir)
{
	char err[512];
	s->progress_dir = dir;
	progress_load(&s->best, dir, err, sizeof err);
}

const progress_entry *session_best(const session *s)
{
	char key[PROGRESS_KEY_MAX];
	if (s->progress_dir == NULL)
		return NULL;
	progress_key(s->level_path, key, sizeof key);
	return progress_find(&s->best, key);
}

static void save_win(session *s)
{
	char key[PROGRESS_KEY_MAX], err[512];
	s->won_saved = true;
	if (s->progress_dir == NULL)
		return;
	progress_key(s->level_path, key, sizeof key);
	uint64_t ms = s->w.tick * 1000u / WORLD_TICK_HZ;
	if (progress_record(&s->best, key, s->w.score, ms > UINT32_MAX ? UINT32_MAX : (uint32_t)ms) &&
	    !progress_save(&s->best, s->progress_dir, err, sizeof err))
		fprintf(stderr, "footprints: %s\n", err);
}

/* The world is rebuilt aside and swapped in, so a failure (out of memory)
 * leaves the old world playing. */
void session_restart(session *s)
{
	char err[512];
	world fresh;
	if (!world_init(&fresh, &s->lv, s->opt->seed, s->opt->stress, err, sizeof err)) {
		snprintf(s->message, sizeof s->message, "%s", err);
		fprintf(stderr, "footprints: %s\n", err);
		return;
	}
	world_fini(&s->w);
	s->w = fresh;
	s->won_saved = false;
	s->message[0] = '\0';
	camera_reset(&s->cam);
}

/* A bad next level leaves the current one playing and says why. */
void session_next_level(session *s)
{
	char path[1024], err[512];
	level lv;
	if (!levels_next(s->level_path, path, sizeof path))
		return;
	if (!level_load(path, &lv, err, sizeof err)) {
		snprintf(s->message, sizeof s->message, "%s", err);
		fprintf(stderr, "footprints: %s\n", err);
		return;
	}
	world fresh;
	if (!world_init(&fresh, &lv, s->opt->seed, s->opt->stress, err, sizeof err)) {
		snprintf(s->message, sizeof s->message, "%s", err);
		fprintf(stderr, "footprints: %s\n", err);
		level_free(&lv);
		return;
	}
	world_fini(&s->w);
	level_free(&s->lv);
	s->w = fresh;
	s->lv = lv;
	s->won_saved = false;
	camera_reset(&s->cam);
	s->message[0] = '\0';
	snprintf(s->level_path, sizeof s->level_path, "%s", path);
}

void session_toggle_pause(session *s)
{
	s->paused = !s->paused;
}

void session_quit(session *s)
{
	s->quit = true;
}

void session_next_view(session *s)
{
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

bool session_tick(session *s)
{
	if (session_over(s))
		return false;
	session_take_script(s);
	if (s->quit)
		return false;
	s->tick++;
	bool step = !s->paused;
	if (step) {
		/* Recording the candidates changes no answer. */
		world_record_pairs(&s->w, pairs_shown(s));
		world_step(&s->w, session_commands(s));
		if (s->stats != NULL)
			stats_write(s->stats, &s->w);
		if (s->w.state == WORLD_WON && !s->won_saved)
			save_win(s);
	}
	/* The camera reads the world and never changes it. */
	camera_step(&s->cam, &s->w);
	return step;
}

bool session_over(const session *s)
{
	return s->quit || s->tick >= s->frames;
}
