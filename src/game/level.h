/* level.h: a Tiled map loaded and checked (placeholder until the loader lands). */
#ifndef GAME_LEVEL_H
#define GAME_LEVEL_H
#include <stddef.h>
#include <cglm/struct.h>
typedef struct level_path { vec2s *points; size_t count; } level_path;
typedef struct level { int unused; } level;
#endif
