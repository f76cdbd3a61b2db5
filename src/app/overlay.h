/* overlay.h: the debug overlays, drawn over render_world in map pixels.
 * Triangles: each footprint triangle filled in its own translucent colour
 * and the splitting diagonal as a line. Edges: every triangle edge as a line
 * with an arrowhead at 60% of its length pointing along it, so the winding
 * shows (the diagonal carries one arrow each way). Bounds: the footprint and
 * pickup bounding boxes. Pairs: a line between the centres of every pair the
 * broadphase tested this tick, hits in red. */
#ifndef APP_OVERLAY_H
#define APP_OVERLAY_H

#include <SDL2/SDL.h>

#include "text.h"
#include "world.h"

#define OVERLAY_TRI0 ((SDL_Color){40, 200, 255, 110})  /* corners 0,1,2 */
#define OVERLAY_TRI1 ((SDL_Color){255, 60, 220, 110})  /* corners 0,2,3 */
#define OVERLAY_DIAGONAL ((SDL_Color){255, 255, 255, 255})
#define OVERLAY_EDGE ((SDL_Color){255, 240, 0, 255})
#define OVERLAY_ARROW 5.0f /* arrowhead length, map pixels */

void overlay_triangles(SDL_Renderer *r, const world *w);
void overlay_edges(SDL_Renderer *r, const world *w);
void overlay_bounds(SDL_Renderer *r, const world *w);
void overlay_pairs(SDL_Renderer *r, const world *w);

/* The figures panel: ticks per second (measured by the caller), pairs tested,
 * hits, actors tinted and the collision step's time. */
void overlay_stats(SDL_Renderer *r, text *t, const world *w, double ticks_per_second);

/* Every key, in a panel over the middle of the map. */
void overlay_help(SDL_Renderer *r, text *t, const world *w);

#endif
