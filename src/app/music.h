/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* music.h: which song of the songs table (songs.h) the game plays: the
 * screen's own (the title's and the menus' "menu"), else the level's mood,
 * its map property `music`, or when the map leaves it out "busy" for a
 * level with many moving actors and "calm" for one with few. */
#ifndef APP_MUSIC_H
#define APP_MUSIC_H

#include "level.h"
#include "session.h"

/* Moving actors (not the player, not standing still) that make a level busy
 * when its map names no mood. */
#define MUSIC_BUSY_ACTORS 12

/* The name of the song the session's state asks for. */
const char *music_for(const session *s);

#endif
