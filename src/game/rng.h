/* rng.h: the simulation's own seeded generator (placeholder). */
#ifndef GAME_RNG_H
#define GAME_RNG_H
#include <stdint.h>
typedef struct rng { uint64_t state; } rng;
#endif
