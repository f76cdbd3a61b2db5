/* peer_chipmunk_missing.c: peers.h's Chipmunk half when Chipmunk is not
 * installed. */
#include "peers.h"

bool peer_chipmunk_found(void)
{
	return false;
}

peer_shapes *peer_chipmunk_boxes(const fp_box *b, size_t n)
{
	(void)b;
	(void)n;
	return NULL;
}

peer_shapes *peer_chipmunk_circles(const fp_circle *c, size_t n)
{
	(void)c;
	(void)n;
	return NULL;
}

void peer_chipmunk_free(peer_shapes *s)
{
	(void)s;
}

size_t peer_chipmunk_collide(const peer_shapes *a, const peer_shapes *b, size_t n, uint8_t *hit)
{
	(void)a;
	(void)b;
	(void)n;
	(void)hit;
	return 0;
}

peer_world *peer_chipmunk_world(const fp_box *b, size_t n)
{
	(void)b;
	(void)n;
	return NULL;
}

size_t peer_chipmunk_world_step(peer_world *w, const fp_box *b, size_t n)
{
	(void)w;
	(void)b;
	(void)n;
	return 0;
}

void peer_chipmunk_world_free(peer_world *w)
{
	(void)w;
}
