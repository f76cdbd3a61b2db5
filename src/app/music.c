/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "music.h"

#include "screens.h"

/* The mood of the level: its map's word, else judged from its actors. */
static const char *music_of_level(const level *lv)
{
	if (lv->music[0] != '\0')
		return lv->music;
	size_t moving = 0;
	for (size_t i = 0; i < lv->actor_count; i++)
		moving += i != lv->player && (lv->actors[i].speed > 0.0f || lv->actors[i].spin != 0.0f);
	return moving >= MUSIC_BUSY_ACTORS ? "busy" : "calm";
}

const char *music_for(const session *s)
{
	const char *own = screens_at(s->screen)->music;
	return own != NULL ? own : music_of_level(&s->lv);
}
