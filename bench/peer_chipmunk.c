/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* peer_chipmunk.c: Chipmunk 7 behind peers.h's interface. Shapes live in
 * arrays of Chipmunk's own structs (chipmunk_structs.h), bodiless, their
 * world data cached by cpShapeUpdate as cpSpace would. */
#include "peers.h"

#include <stdlib.h>

#include <chipmunk/chipmunk_private.h>
#include <chipmunk/chipmunk_structs.h>

/* A step of the moving scene is a 60 Hz tick: cpSpace hands the tree body
 * velocities per second. */
#define PEER_TICK_HZ 60.0

struct peer_shapes {
	cpPolyShape *poly;
	cpCircleShape *circle;
	size_t n;
};

bool peer_chipmunk_found(void)
{
	return true;
}

/* Room for n shapes, polygons or circles; NULL when out of memory. */
static peer_shapes *shapes_new(size_t n, bool circles)
{
	peer_shapes *s = calloc(1, sizeof *s);
	size_t size = circles ? sizeof *s->circle : sizeof *s->poly;
	void *shapes = s ? calloc(n ? n : 1, size) : NULL;
	if (!shapes) {
		free(s);
		return NULL;
	}
	if (circles)
		s->circle = shapes;
	else
		s->poly = shapes;
	s->n = n;
	return s;
}

peer_shapes *peer_chipmunk_boxes(const fp_box *b, size_t n)
{
	peer_shapes *s = shapes_new(n, false);
	for (size_t i = 0; s && i < n; i++) {
		vec2s c[4];
		cpVect v[4];
		fp_box_corners(b[i], c);
		for (int k = 0; k < 4; k++)
			v[k] = cpv((cpFloat)c[k].x, (cpFloat)c[k].y);
		cpPolyShapeInitRaw(&s->poly[i], NULL, 4, v, 0.0);
		cpShapeUpdate(&s->poly[i].shape, cpTransformIdentity);
	}
	return s;
}

peer_shapes *peer_chipmunk_circles(const fp_circle *c, size_t n)
{
	peer_shapes *s = shapes_new(n, true);
	for (size_t i = 0; s && i < n; i++) {
		cpVect centre = cpv((cpFloat)c[i].center.x, (cpFloat)c[i].center.y);
		cpCircleShapeInit(&s->circle[i], NULL, (cpFloat)c[i].radius, centre);
		cpShapeUpdate(&s->circle[i].shape, cpTransformIdentity);
	}
	return s;
}

void peer_chipmunk_free(peer_shapes *s)
{
	if (!s)
		return;
	free(s->poly);
	free(s->circle);
	free(s);
}

static const cpShape *shape_at(const peer_shapes *s, size_t i)
{
	return s->poly ? &s->poly[i].shape : &s->circle[i].shape;
}

size_t peer_chipmunk_collide(const peer_shapes *a, const peer_shapes *b, size_t n, uint8_t *hit)
{
	size_t hits = 0;
	for (size_t i = 0; i < n; i++) {
		cpContactPointSet set = cpShapesCollide(shape_at(a, i), shape_at(b, i));
		bool h = set.count > 0;
		hits += h;
		if (hit)
			hit[i] = h;
	}
	return hits;
}

struct peer_world {
	cpSpatialIndex *index;
	cpPolyShape *shape;
	cpVect *velocity; /* per second, what the tree fattens bounds with */
	cpVect *position; /* last step's centres */
	size_t n, hits;
};

static cpBB shape_bb(void *obj)
{
	return ((cpShape *)obj)->bb;
}

static cpVect shape_velocity(void *obj)
{
	return *(cpVect *)((cpShape *)obj)->userData;
}

static cpTransform box_transform(fp_box b)
{
	return cpTransformRigid(cpv((cpFloat)b.center.x, (cpFloat)b.center.y), (cpFloat)b.angle);
}

peer_world *peer_chipmunk_world(const fp_box *b, size_t n)
{
	peer_world *w = calloc(1, sizeof *w);
	if (!w)
		return NULL;
	w->shape = calloc(n ? n : 1, sizeof *w->shape);
	w->velocity = calloc(n ? n : 1, sizeof *w->velocity);
	w->position = calloc(n ? n : 1, sizeof *w->position);
	w->index = cpBBTreeNew(shape_bb, NULL);
	if (!w->shape || !w->velocity || !w->position || !w->index) {
		peer_chipmunk_world_free(w);
		return NULL;
	}
	cpBBTreeSetVelocityFunc(w->index, shape_velocity);
	w->n = n;
	for (size_t i = 0; i < n; i++) {
		cpFloat hx = (cpFloat)b[i].half.x, hy = (cpFloat)b[i].half.y;
		cpVect v[4] = {cpv(-hx, -hy), cpv(hx, -hy), cpv(hx, hy), cpv(-hx, hy)};
		cpPolyShapeInitRaw(&w->shape[i], NULL, 4, v, 0.0);
		w->shape[i].shape.userData = &w->velocity[i];
		w->shape[i].shape.hashid = (cpHashValue)i;
		w->position[i] = cpv((cpFloat)b[i].center.x, (cpFloat)b[i].center.y);
		cpShapeUpdate(&w->shape[i].shape, box_transform(b[i]));
		cpSpatialIndexInsert(w->index, &w->shape[i].shape, (cpHashValue)i);
	}
	return w;
}

/* cpSpace's collideShapes without the arbiters: bounds first, then the
 * narrow phase with the pair's cached id. */
static cpCollisionID collide_pair(void *obj1, void *obj2, cpCollisionID id, void *data)
{
	const cpShape *a = obj1, *b = obj2;
	peer_world *w = data;
	if (!cpBBIntersects(a->bb, b->bb))
		return id;
	struct cpContact contacts[CP_MAX_CONTACTS_PER_ARBITER];
	struct cpCollisionInfo info = cpCollide(a, b, id, contacts);
	w->hits += info.count > 0;
	return info.id;
}

size_t peer_chipmunk_world_step(peer_world *w, const fp_box *b, size_t n)
{
	if (!w)
		return 0;
	for (size_t i = 0; i < n && i < w->n; i++) {
		cpVect p = cpv((cpFloat)b[i].center.x, (cpFloat)b[i].center.y);
		w->velocity[i] = cpvmult(cpvsub(p, w->position[i]), PEER_TICK_HZ);
		w->position[i] = p;
		cpShapeUpdate(&w->shape[i].shape, box_transform(b[i]));
	}
	w->hits = 0;
	cpSpatialIndexReindexQuery(w->index, collide_pair, w);
	return w->hits;
}

void peer_chipmunk_world_free(peer_world *w)
{
	if (!w)
		return;
	if (w->index)
		cpSpatialIndexFree(w->index);
	free(w->shape);
	free(w->velocity);
	free(w->position);
	free(w);
}
