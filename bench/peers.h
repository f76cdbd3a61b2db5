/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* peers.h: Box2D 2.4.1 and Chipmunk 7 on the benchmarks' scenes, behind a C
 * interface (Box2D is C++). Each peer is compiled only when its package is
 * installed; otherwise peer_*_found() is false and every other call returns
 * NULL or 0.
 *
 * Shapes are prepared before timing, as ours are: a box becomes Box2D's
 * b2PolygonShape::SetAsBox(hx, hy, centre, angle) (identity transform) or a
 * Chipmunk cpPolyShape with the same four corners; a circle a b2CircleShape
 * or cpCircleShape. The pair calls answer pair i = (a[i], b[i]) for i < n,
 * store each answer in hit[i] when hit is not NULL, and return the number of
 * hits.
 */
#ifndef BENCH_PEERS_H
#define BENCH_PEERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/collide.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct peer_shapes peer_shapes;
typedef struct peer_world peer_world;

bool peer_box2d_found(void);
peer_shapes *peer_box2d_boxes(const fp_box *b, size_t n);
peer_shapes *peer_box2d_circles(const fp_circle *c, size_t n);
void peer_box2d_free(peer_shapes *s);
/* b2CollidePolygons: a hit when the manifold has a point. */
size_t peer_box2d_collide_polygons(const peer_shapes *a, const peer_shapes *b, size_t n,
                                   uint8_t *hit);
/* b2TestOverlap (GJK distance with the polygons' skin). */
size_t peer_box2d_test_overlap(const peer_shapes *a, const peer_shapes *b, size_t n, uint8_t *hit);
/* b2CollidePolygonAndCircle: a hit when the manifold has a point. */
size_t peer_box2d_collide_polygon_circle(const peer_shapes *boxes, const peer_shapes *circles,
                                         size_t n, uint8_t *hit);
/* b2PolygonShape::RayCast of segment i (max fraction 1) at box i: a hit
 * when it reports one (never from inside, as Box2D's polygons answer). */
size_t peer_box2d_ray_cast(const peer_shapes *boxes, const vec2s *from, const vec2s *to, size_t n,
                           uint8_t *hit);
/* Box2D's skin around a polygon (b2_polygonRadius). */
double peer_box2d_skin(void);

/* A moving scene through b2BroadPhase (its b2DynamicTree), kept as Box2D's
 * contact manager keeps it: MoveProxy every box, UpdatePairs adds new pairs
 * to a persistent pair set, pairs whose fat AABBs parted are dropped, and
 * b2TestOverlap decides the rest. */
peer_world *peer_box2d_world(const fp_box *b, size_t n);
/* One step with the boxes' new positions; returns the overlapping pairs. */
size_t peer_box2d_world_step(peer_world *w, const fp_box *b, size_t n);
void peer_box2d_world_free(peer_world *w);
/* Region queries on the world as its last step left it: for each region,
 * b2BroadPhase::Query on its AABB, and b2TestOverlap of the region (a
 * polygon) with each shape the tree reports. Returns the hits over all
 * regions. */
size_t peer_box2d_world_query(peer_world *w, const fp_aabb *regions, size_t count);

bool peer_chipmunk_found(void);
peer_shapes *peer_chipmunk_boxes(const fp_box *b, size_t n);
peer_shapes *peer_chipmunk_circles(const fp_circle *c, size_t n);
void peer_chipmunk_free(peer_shapes *s);
/* cpShapesCollide: a hit when the contact set has a point. */
size_t peer_chipmunk_collide(const peer_shapes *a, const peer_shapes *b, size_t n, uint8_t *hit);

/* A moving scene through cpSpace's default index, a cpBBTree with the
 * bodies' velocities (as cpSpace sets it): every shape updated to its new
 * transform, cpSpatialIndexReindexQuery reports the candidate pairs, and
 * cpCollide (with the pair's cached GJK id, as cpSpace calls it) decides. */
peer_world *peer_chipmunk_world(const fp_box *b, size_t n);
size_t peer_chipmunk_world_step(peer_world *w, const fp_box *b, size_t n);
void peer_chipmunk_world_free(peer_world *w);

#ifdef __cplusplus
}
#endif

#endif
