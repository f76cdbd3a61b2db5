/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* peers_missing.c: peers.h's half for a peer that is not installed (meson
 * defines PEER_BOX2D_MISSING or PEER_CHIPMUNK_MISSING): it is not found,
 * makes no shapes and no world, and finds no pairs. */
#include "peers.h"

/* The calls both peers have, for peer `p`: each ignores its arguments. */
#define MISSING_PEER(p)                                                                           \
	bool peer_##p##_found(void) { return false; }                                              \
	peer_shapes *peer_##p##_boxes(const fp_box *b, size_t n) { (void)b, (void)n; return NULL; } \
	peer_shapes *peer_##p##_circles(const fp_circle *c, size_t n)                              \
	{ (void)c, (void)n; return NULL; }                                                        \
	void peer_##p##_free(peer_shapes *s) { (void)s; }                                          \
	peer_world *peer_##p##_world(const fp_box *b, size_t n) { (void)b, (void)n; return NULL; } \
	size_t peer_##p##_world_step(peer_world *w, const fp_box *b, size_t n)                     \
	{ (void)w, (void)b, (void)n; return 0; }                                                  \
	void peer_##p##_world_free(peer_world *w) { (void)w; }

/* No pairs: the pair calls of either peer. */
static size_t no_pairs(const peer_shapes *a, const peer_shapes *b, size_t n, uint8_t *hit)
{
	(void)a, (void)b, (void)n, (void)hit;
	return 0;
}

#ifdef PEER_BOX2D_MISSING
MISSING_PEER(box2d)

double peer_box2d_skin(void)
{
	return 0.0;
}

size_t peer_box2d_world_query(peer_world *w, const fp_aabb *regions, size_t count)
{
	(void)w, (void)regions, (void)count;
	return 0;
}

size_t peer_box2d_collide_polygons(const peer_shapes *a, const peer_shapes *b, size_t n,
                                   uint8_t *hit)
{
	return no_pairs(a, b, n, hit);
}

size_t peer_box2d_test_overlap(const peer_shapes *a, const peer_shapes *b, size_t n, uint8_t *hit)
{
	return no_pairs(a, b, n, hit);
}

size_t peer_box2d_collide_polygon_circle(const peer_shapes *boxes, const peer_shapes *circles,
                                         size_t n, uint8_t *hit)
{
	return no_pairs(boxes, circles, n, hit);
}

size_t peer_box2d_ray_cast(const peer_shapes *boxes, const vec2s *from, const vec2s *to, size_t n,
                           uint8_t *hit)
{
	(void)from, (void)to;
	return no_pairs(boxes, boxes, n, hit);
}
#endif

#ifdef PEER_CHIPMUNK_MISSING
MISSING_PEER(chipmunk)

size_t peer_chipmunk_collide(const peer_shapes *a, const peer_shapes *b, size_t n, uint8_t *hit)
{
	return no_pairs(a, b, n, hit);
}
#endif
