/* hud.h: what the player needs to read: level title, score, pickups left
 * and an energy bar along the top; the pause, level complete and level lost
 * screens. */
#ifndef APP_HUD_H
#define APP_HUD_H

#include <stdbool.h>

#include <SDL2/SDL.h>

#include "progress.h"
#include "text.h"
#include "world.h"

/* small for the top line, big for the centre screens; either may be NULL or
 * fontless (then only the energy bar and panels show). best, the level's
 * saved best run, may be NULL. */
void hud_draw(SDL_Renderer *r, text *small, text *big, const world *w, bool paused,
              const progress_entry *best);

#endif
