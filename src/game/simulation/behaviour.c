/* behaviour.c: the list of behaviours; each entry is defined at the end of
 * its own file. */
#include "behaviour.h"

#include <string.h>

#include "world.h"

const behaviour_def *const behaviour_table[BEHAVIOUR_COUNT] = {
	[BEHAVIOUR_PLAYER] = &behaviour_player,
	[BEHAVIOUR_STATIC] = &behaviour_static,
	[BEHAVIOUR_SPIN] = &behaviour_spin,
	[BEHAVIOUR_PATROL] = &behaviour_patrol,
	[BEHAVIOUR_WANDER] = &behaviour_wander,
};

bool behaviour_named(const char *name, behaviour *out)
{
	for (int k = 0; k < BEHAVIOUR_COUNT; k++) {
		const behaviour_def *b = behaviour_table[k];
		if (!b->for_player && strcmp(name, b->name) == 0) {
			*out = (behaviour)k;
			return true;
		}
	}
	return false;
}

void behaviour_start(actor *a, const world *w)
{
	const behaviour_def *b = behaviour_table[a->kind];
	if (b->start)
		b->start(a, w);
}
