/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
// peer_box2d.cpp: Box2D 2.4.1 behind peers.h's C interface. cglm gives C++
// no anonymous x, y in vec2s, hence .raw[0], .raw[1].
#include "peers.h"

#include <box2d/box2d.h>

#include <cstdint>
#include <unordered_set>
#include <vector>

struct peer_shapes {
	std::vector<b2PolygonShape> poly;
	std::vector<b2CircleShape> circle;
};

extern "C" bool peer_box2d_found(void)
{
	return true;
}

extern "C" double peer_box2d_skin(void)
{
	return b2_polygonRadius;
}

extern "C" peer_shapes *peer_box2d_boxes(const fp_box *b, size_t n)
{
	peer_shapes *s = new peer_shapes;
	s->poly.resize(n);
	for (size_t i = 0; i < n; i++)
		s->poly[i].SetAsBox(b[i].half.raw[0], b[i].half.raw[1], b2Vec2(b[i].center.raw[0], b[i].center.raw[1]),
		                    b[i].angle);
	return s;
}

extern "C" peer_shapes *peer_box2d_circles(const fp_circle *c, size_t n)
{
	peer_shapes *s = new peer_shapes;
	s->circle.resize(n);
	for (size_t i = 0; i < n; i++) {
		s->circle[i].m_p.Set(c[i].center.raw[0], c[i].center.raw[1]);
		s->circle[i].m_radius = c[i].radius;
	}
	return s;
}

extern "C" void peer_box2d_free(peer_shapes *s)
{
	delete s;
}

// Counts test(i) over i < n, keeping each answer in hit when given. A
// template, so each peer's timed loop is still one inlined loop.
template <typename Test> static size_t count_hits(size_t n, uint8_t *hit, Test test)
{
	size_t hits = 0;
	for (size_t i = 0; i < n; i++) {
		bool h = test(i);
		hits += h;
		if (hit)
			hit[i] = h;
	}
	return hits;
}

static b2Transform identity()
{
	b2Transform id;
	id.SetIdentity();
	return id;
}

// Box2D's manifold functions say two shapes touch when the manifold they
// make has a point.
template <typename A, typename B>
static bool manifold_touch(void (*collide)(b2Manifold *, const A *, const b2Transform &, const B *,
                                           const b2Transform &),
                           const A &a, const B &b, const b2Transform &id)
{
	b2Manifold m;
	collide(&m, &a, id, &b, id);
	return m.pointCount > 0;
}

extern "C" size_t peer_box2d_collide_polygons(const peer_shapes *a, const peer_shapes *b, size_t n,
                                              uint8_t *hit)
{
	const b2Transform id = identity();
	return count_hits(n, hit, [&](size_t i) {
		return manifold_touch(b2CollidePolygons, a->poly[i], b->poly[i], id);
	});
}

extern "C" size_t peer_box2d_test_overlap(const peer_shapes *a, const peer_shapes *b, size_t n,
                                          uint8_t *hit)
{
	const b2Transform id = identity();
	return count_hits(n, hit, [&](size_t i) {
		return b2TestOverlap(&a->poly[i], 0, &b->poly[i], 0, id, id);
	});
}

extern "C" size_t peer_box2d_collide_polygon_circle(const peer_shapes *boxes,
                                                    const peer_shapes *circles, size_t n,
                                                    uint8_t *hit)
{
	const b2Transform id = identity();
	return count_hits(n, hit, [&](size_t i) {
		return manifold_touch(b2CollidePolygonAndCircle, boxes->poly[i], circles->circle[i], id);
	});
}

extern "C" size_t peer_box2d_ray_cast(const peer_shapes *boxes, const vec2s *from, const vec2s *to,
                                      size_t n, uint8_t *hit)
{
	const b2Transform id = identity();
	return count_hits(n, hit, [&](size_t i) {
		b2RayCastInput in;
		in.p1.Set(from[i].raw[0], from[i].raw[1]);
		in.p2.Set(to[i].raw[0], to[i].raw[1]);
		in.maxFraction = 1.0f;
		b2RayCastOutput out;
		return boxes->poly[i].RayCast(&out, in, id, 0);
	});
}

// The moving scene: shapes in their bodies' frames, a transform per body.
struct peer_world {
	b2BroadPhase bp;
	std::vector<b2PolygonShape> shape;
	std::vector<b2Transform> xf;
	std::vector<int32> proxy;
	std::unordered_set<uint64_t> live;
	std::vector<uint64_t> contact;

	// UpdatePairs' callback, as b2ContactManager::AddPair: a pair already
	// kept is ignored.
	void AddPair(void *a, void *b)
	{
		uint64_t i = (uint64_t)(uintptr_t)a - 1, j = (uint64_t)(uintptr_t)b - 1;
		uint64_t key = i < j ? i << 32 | j : j << 32 | i;
		if (live.insert(key).second)
			contact.push_back(key);
	}
};

static b2AABB world_aabb(peer_world *w, size_t i)
{
	b2AABB aabb;
	w->shape[i].ComputeAABB(&aabb, w->xf[i], 0);
	return aabb;
}

extern "C" peer_world *peer_box2d_world(const fp_box *b, size_t n)
{
	peer_world *w = new peer_world;
	w->shape.resize(n);
	w->xf.resize(n);
	w->proxy.resize(n);
	for (size_t i = 0; i < n; i++) {
		w->shape[i].SetAsBox(b[i].half.raw[0], b[i].half.raw[1]);
		w->xf[i].Set(b2Vec2(b[i].center.raw[0], b[i].center.raw[1]), b[i].angle);
		w->proxy[i] = w->bp.CreateProxy(world_aabb(w, i), (void *)(uintptr_t)(i + 1));
	}
	w->bp.UpdatePairs(w);
	return w;
}

extern "C" size_t peer_box2d_world_step(peer_world *w, const fp_box *b, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		b2Vec2 p(b[i].center.raw[0], b[i].center.raw[1]);
		b2Vec2 d = p - w->xf[i].p;
		w->xf[i].Set(p, b[i].angle);
		w->bp.MoveProxy(w->proxy[i], world_aabb(w, i), d);
	}
	w->bp.UpdatePairs(w);
	size_t hits = 0;
	for (size_t k = 0; k < w->contact.size();) {
		uint32_t i = (uint32_t)(w->contact[k] >> 32), j = (uint32_t)w->contact[k];
		if (!w->bp.TestOverlap(w->proxy[i], w->proxy[j])) {
			w->live.erase(w->contact[k]);
			w->contact[k] = w->contact.back();
			w->contact.pop_back();
			continue;
		}
		hits += b2TestOverlap(&w->shape[i], 0, &w->shape[j], 0, w->xf[i], w->xf[j]);
		k++;
	}
	return hits;
}

extern "C" void peer_box2d_world_free(peer_world *w)
{
	delete w;
}

// b2BroadPhase::Query's callback: each shape whose fat AABB meets the
// region's, tested against the region as Box2D tests a pair.
struct region_query {
	const peer_world *w;
	b2PolygonShape region;
	b2Transform id;
	size_t hits;

	bool QueryCallback(int32 proxy)
	{
		size_t i = (size_t)(uintptr_t)w->bp.GetUserData(proxy) - 1;
		hits += b2TestOverlap(&region, 0, &w->shape[i], 0, id, w->xf[i]);
		return true;
	}
};

extern "C" size_t peer_box2d_world_query(peer_world *w, const fp_aabb *regions, size_t count)
{
	region_query q = {w, b2PolygonShape(), identity(), 0};
	for (size_t k = 0; k < count; k++) {
		const fp_aabb &r = regions[k];
		b2AABB aabb;
		aabb.lowerBound.Set(r.min.raw[0], r.min.raw[1]);
		aabb.upperBound.Set(r.max.raw[0], r.max.raw[1]);
		q.region.SetAsBox(0.5f * (r.max.raw[0] - r.min.raw[0]), 0.5f * (r.max.raw[1] - r.min.raw[1]),
		                  aabb.GetCenter(), 0.0f);
		w->bp.Query(&q, aabb);
	}
	return q.hits;
}
