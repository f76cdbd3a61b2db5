#include "stats.h"

int stats_format(const world *w, char *buf, size_t len)
{
	const actor *p = &w->actors[w->player];
	char events[128];
	world_events_json(w->events, events, sizeof events);
	return snprintf(buf, len,
	                "{\"tick\":%llu,\"actors\":%zu,\"overlapping\":%zu,\"pairs_tested\":%zu,"
	                "\"hits\":%zu,\"score\":%d,\"pickups_left\":%zu,\"energy\":%.3f,"
	                "\"x\":%.3f,\"y\":%.3f,\"angle\":%.3f,\"blocked\":%s,\"solids\":%zu,"
	                "\"events\":%s,\"collision_us\":%.3f}\n",
	                (unsigned long long)w->tick, w->actor_count, w->overlapping,
	                w->pairs_tested, w->hits, w->score, w->pickups_left, (double)w->energy,
	                (double)p->box.center.x, (double)p->box.center.y,
	                (double)world_player_degrees(w), p->blocked ? "true" : "false",
	                w->solid_count, events, w->collision_us);
}

bool stats_write(FILE *f, const world *w)
{
	char line[512];
	int n = stats_format(w, line, sizeof line);
	if (n < 0 || (size_t)n >= sizeof line)
		return false;
	return fwrite(line, 1, (size_t)n, f) == (size_t)n;
}
