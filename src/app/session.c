#include "session.h"

#include <errno.h>
#include <string.h>

#include "levels.h"
#include "stats.h"

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
	*s = (session){.opt = opt, .overlays = opt->overlays};
	snprintf(s->level_path, sizeof s->level_path, "%s", path);
	s->frames = opt->frames_set ? opt->frames
	            : opt->headless ? SESSION_HEADLESS_FRAMES
	                            : UINT64_MAX;
	if (!level_load(path, &s->lv, err, errlen))
		return false;
	if (opt->input != NULL && !script_load(&s->replay, opt->input, err, errlen))
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
static void restart(session *s)
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
}

/* A bad next level leaves the current one playing and says why. */
static void next_level(session *s)
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
	s->message[0] = '\0';
	snprintf(s->level_path, sizeof s->level_path, "%s", path);
}

static void toggle(session *s, unsigned bit, bool down)
{
	if (down)
		s->overlays ^= bit;
}

void session_act(session *s, action a, bool down)
{
	/* Flushed at once: a record should survive the game being killed. */
	if (s->record != NULL && script_write(s->record, s->tick + 1, a, down))
		fflush(s->record);
	switch (a) {
	case ACTION_FORWARD:
	case ACTION_BACK:
	case ACTION_LEFT:
	case ACTION_RIGHT: s->held[a] = down; break;
	case ACTION_PAUSE: s->paused ^= down; break;
	case ACTION_RESTART: if (down) restart(s); break;
	case ACTION_NEXT: if (down) next_level(s); break;
	case ACTION_QUIT: s->quit |= down; break;
	case ACTION_OVERLAY_TRIANGLES: toggle(s, OVERLAY_TRIANGLES, down); break;
	case ACTION_OVERLAY_EDGES: toggle(s, OVERLAY_EDGES, down); break;
	case ACTION_OVERLAY_BOUNDS: toggle(s, OVERLAY_BOUNDS, down); break;
	case ACTION_OVERLAY_PAIRS: toggle(s, OVERLAY_PAIRS, down); break;
	case ACTION_OVERLAY_STATS: toggle(s, OVERLAY_STATS, down); break;
	case ACTION_HELP: toggle(s, OVERLAY_HELP, down); break;
	case ACTION_COUNT: break;
	}
}

bool session_take_script(session *s)
{
	bool any = false;
	for (const script_event *e; !s->quit && (e = script_take(&s->replay, s->tick + 1));) {
		session_act(s, e->act, e->down);
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
	float fwd = (float)s->held[ACTION_FORWARD] - (float)s->held[ACTION_BACK];
	float turn = (float)s->held[ACTION_RIGHT] - (float)s->held[ACTION_LEFT];
	return (commands){clamp1(fwd + s->analog.throttle), clamp1(turn + s->analog.turn)};
}

bool session_tick(session *s)
{
	if (session_over(s))
		return false;
	session_take_script(s);
	if (s->quit)
		return false;
	s->tick++;
	if (s->paused)
		return false;
	/* The pairs overlay needs the candidates of the step it shows; recording
	 * them changes no answer. */
	world_record_pairs(&s->w, (s->overlays & OVERLAY_PAIRS) != 0);
	world_step(&s->w, session_commands(s));
	if (s->stats != NULL)
		stats_write(s->stats, &s->w);
	if (s->w.state == WORLD_WON && !s->won_saved)
		save_win(s);
	return true;
}

bool session_over(const session *s)
{
	return s->quit || s->tick >= s->frames;
}
