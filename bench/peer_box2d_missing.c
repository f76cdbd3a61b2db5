/* peer_box2d_missing.c: peers.h's Box2D half when Box2D is not installed. */
#include "peers.h"

bool peer_box2d_found(void)
{
	return false;
}

double peer_box2d_skin(void)
{
	return 0.0;
}

peer_shapes *peer_box2d_boxes(const fp_box *b, size_t n)
{
	(void)b;
	(void)n;
	return NULL;
}

peer_shapes *peer_box2d_circles(const fp_circle *c, size_t n)
{
	(void)c;
	(void)n;
	return NULL;
}

void peer_box2d_free(peer_shapes *s)
{
	(void)s;
}

size_t peer_box2d_collide_polygons(const peer_shapes *a, const peer_shapes *b, size_t n,
                                   uint8_t *hit)
{
	(void)a;
	(void)b;
	(void)n;
	(void)hit;
	return 0;
}

size_t peer_box2d_test_overlap(const peer_shapes *a, const peer_shapes *b, size_t n, uint8_t *hit)
{
	return peer_box2d_collide_polygons(a, b, n, hit);
}

size_t peer_box2d_collide_polygon_circle(const peer_shapes *boxes, const peer_shapes *circles,
                                         size_t n, uint8_t *hit)
{
	return peer_box2d_collide_polygons(boxes, circles, n, hit);
}

peer_world *peer_box2d_world(const fp_box *b, size_t n)
{
	(void)b;
	(void)n;
	return NULL;
}

size_t peer_box2d_world_step(peer_world *w, const fp_box *b, size_t n)
{
	(void)w;
	(void)b;
	(void)n;
	return 0;
}

void peer_box2d_world_free(peer_world *w)
{
	(void)w;
}
