/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "stats.h"

/* On the tick the level is won: its stars and the seconds played. */
static void won_fields(const world *w, bool stepped, char *buf, size_t len)
{
	buf[0] = '\0';
	if (stepped && (w->events & world_event_bit(WORLD_EVENT_WON)))
		snprintf(buf, len, ",\"stars\":%d,\"time\":%.3f", w->won.stars,
		         (double)w->won.seconds);
}

int stats_format(const world *w, const char *screen, bool stepped, char *buf, size_t len)
{
	const actor *p = &w->actors[w->player];
	char events[128], won[64];
	world_events_json(stepped ? w->events : 0, events, sizeof events);
	won_fields(w, stepped, won, sizeof won);
	return snprintf(buf, len,
	                "{\"tick\":%llu,\"screen\":\"%s\",\"actors\":%zu,\"overlapping\":%zu,\"pairs_tested\":%zu,"
	                "\"hits\":%zu,\"score\":%d,\"pickups_left\":%zu,\"energy\":%.3f,"
	                "\"x\":%.3f,\"y\":%.3f,\"angle\":%.3f,\"blocked\":%s,\"solids\":%zu,"
	                "\"events\":%s%s,\"collision_us\":%.3f}\n",
	                (unsigned long long)w->tick, screen, w->actor_count, w->overlapping,
	                w->pairs_tested, w->hits, w->score, w->pickups_left, (double)w->energy,
	                (double)p->box.center.x, (double)p->box.center.y,
	                (double)world_player_degrees(w), p->blocked ? "true" : "false",
	                w->solid_count, events, won, w->collision_us);
}

bool stats_write_frame(FILE *f, const world *w, const char *screen, bool stepped,
                       double frame_ms)
{
	char line[640];
	int n = stats_format(w, screen, stepped, line, sizeof line);
	if (n < 2 || (size_t)n >= sizeof line)
		return false;
	/* In place of the closing "}\n". */
	int m = frame_ms == frame_ms
	                ? snprintf(line + n - 2, sizeof line - (size_t)n + 2, ",\"frame_ms\":%.3f}\n",
	                           frame_ms)
	                : snprintf(line + n - 2, sizeof line - (size_t)n + 2, ",\"frame_ms\":null}\n");
	if (m < 0 || (size_t)(n - 2 + m) >= sizeof line)
		return false;
	size_t len = (size_t)(n - 2 + m);
	return fwrite(line, 1, len, f) == len;
}

bool stats_write(FILE *f, const world *w, const char *screen, bool stepped)
{
	char line[640];
	int n = stats_format(w, screen, stepped, line, sizeof line);
	if (n < 0 || (size_t)n >= sizeof line)
		return false;
	return fwrite(line, 1, (size_t)n, f) == (size_t)n;
}
