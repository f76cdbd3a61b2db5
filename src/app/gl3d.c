/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "gl3d.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

#include "gl_api.h"
#include "grow.h"
#include "look_pen.h"


/* Desktop OpenGL's switch for gl_PointSize (ES has none: always on). */
#define GL3D_PROGRAM_POINT_SIZE 0x8642

/* The smallest largest point far boxes are drawn as points with: a far
 * box's outline is under SCENE3D_FAR_PX across at its middle, and its
 * point reaches twice as far where it is cut by the window's edge. */
#define GL3D_POINT_LEAST 128.0f

/* A program's uniforms; -1 where it has none of that name. */
typedef struct gl3d_uniforms {
	GLint clip, eye, fog, fog_colour, fade, behind, light, lighting, spread, spot;
} gl3d_uniforms;

/* A vertex array over a buffer of scene3d_vertex of our own. */
typedef struct gl3d_array {
	GLuint vao, vbo;
	unsigned stamp; /* of what a kept buffer holds (0: nothing) */
} gl3d_array;

/* The programs' fragment stages: one mixing in the fog and fading (mist),
 * one without, for what neither reaches; where both are 0 the two give
 * the same pixels, and the second costs llvmpipe less a pixel. */
typedef enum gl3d_air_kind { GL3D_MISTED, GL3D_CLEAR, GL3D_AIRS } gl3d_air_kind;

/* Our objects in the context they were made for. */
static struct {
	SDL_GLContext context;
	bool ready; /* everything below made */
	GLuint lists[GL3D_AIRS], parts[GL3D_AIRS]; /* the programs: vertex lists,
	                                 instances; each with and without mist */
	GLuint far, point;            /* far boxes, fogged each as a whole:
	                                 outlines, points */
	gl3d_uniforms ul[GL3D_AIRS], up[GL3D_AIRS], uf, uo; /* their uniforms */
	gl3d_array stream;            /* vertex lists, filled each draw */
	gl3d_array kept[GL3D_KEPT];   /* vertex lists kept across frames */
	GLuint parts_vao, mesh, instances;
	GLuint point_vao;             /* the instances' buffer, a part a vertex */
	float point_most;             /* the largest point drawn, pixels */
	bool es;                      /* the context is OpenGL ES (WebGL) */
	bool mirrored;                /* this picture's rows go top down
	                                 (gl3d_begin_rows_down) */
	GLint first[SCENE3D_SHAPES], count[SCENE3D_SHAPES]; /* each shape's mesh */
	bool lit;                     /* this frame's parts are lit */
	float fog_near;               /* this frame's fog starts this far from
	                                 the eye, */
	bool fog;                     /* if it has any */
	vec3s eye;                    /* this frame's */
	scene3d_parts clear, misted;  /* a batch's parts sorted by air */
	float fade[2];                /* this frame's fading: from, one over
	                                 its length (0: none) */
} gl;

/* What SDL's renderer had, put back by gl3d_end. */
static gl_api_state saved;

/* The stages; the sources differ only in the version line. ("main" stands
 * apart from its "()" so no reader of the C takes it for a call of the
 * program's main.) Both programs share the fragment stage: a flat colour,
 * its alpha times mist.x (a shadow's blur, the grid's fading), fogged by
 * mist.y. Fog and fading are worked out at each vertex (the floor and grid
 * come in blocks, so that is close enough), each pixel only mixes: per
 * pixel, they cost llvmpipe as much as the rest of the frame. Fog thickens
 * towards fog_colour from distance fog.x from the eye on (fog.y: one over
 * its depth, fog.z: how much at most); what fades (fade.z: 1) fades out
 * from fade.x on. With behind above 0, a vertex's depth is that of the
 * point 1 + behind times as far from the eye along the same ray; its place
 * on the screen stays exactly where it was. */
static const char *const list_vertex_source =
	"layout(location = 0) in vec3 position;\n"
	"layout(location = 1) in vec4 colour;\n"
	"uniform mat4 clip;\n"
	"uniform vec3 eye;\n"
	"uniform vec4 fog;\n"
	"uniform vec3 fade;\n"
	"uniform float behind;\n"
	"flat out vec4 shade;\n"
	"out vec2 mist;\n"
	"void main" "() {\n"
	"  gl_Position = clip * vec4(position, 1.0);\n"
	"  if (behind > 0.0) {\n"
	"    vec4 back = clip * vec4(position + (position - eye) * behind, 1.0);\n"
	"    gl_Position.z = back.z / back.w * gl_Position.w;\n"
	"  }\n"
	"  shade = colour;\n"
	"  float d = distance(position, eye);\n"
	"  mist = vec2(1.0 - fade.z * clamp((d - fade.x) * fade.y, 0.0, 1.0),\n"
	"              fog.z * clamp((d - fog.x) * fog.y, 0.0, 1.0));\n"
	"}\n";

/* A part's instance (scene3d_part: its corners, heights and colour), the
 * projection and the light, as both part programs read them. */
#define PART_INSTANCE                                                                              \
	"layout(location = 2) in vec4 c01;\n"                                                      \
	"layout(location = 3) in vec4 c23;\n"                                                      \
	"layout(location = 4) in vec2 height;\n"                                                   \
	"layout(location = 5) in vec4 colour;\n"                                                   \
	"uniform mat4 clip;\n"                                                                     \
	"uniform vec3 light;\n"                                                                    \
	"uniform vec4 lighting;\n"

/* A part: the mesh's vertex (s, t) on the instance's quadrilateral,
 * bilinearly (the corners exactly), at its low or high z; a box's side
 * slot (side 2: s names the pair of opposite sides, 0 and 2 or 1 and 3,
 * t which end of the side) takes the one of its pair the eye is outside
 * of, on exactly the corners a prism's side has, or none (a point, drawn
 * as nothing) when neither faces it; a side lit by
 * its edge's outward normal, a top by the light's height; in the x-ray,
 * lightened and translucent; a shadow's outer ring pushed spread pixels out
 * along the quadrilateral's sides and away from the light. Colours are
 * rounded to bytes as scene3d_lit rounds them. */
static const char *const part_vertex_source =
	"layout(location = 0) in vec4 mesh;\n"
	"layout(location = 1) in vec4 edge;\n"
	PART_INSTANCE
	"uniform float spread;\n"
	"uniform vec3 eye;\n"
	"uniform vec4 fog;\n"
	"flat out vec4 shade;\n"
	"out vec2 mist;\n"
	"vec2 at(vec2 st) {\n"
	"  return c01.xy * ((1.0 - st.x) * (1.0 - st.y)) + c01.zw * (st.x * (1.0 - st.y)) +\n"
	"         c23.xy * (st.x * st.y) + c23.zw * ((1.0 - st.x) * st.y);\n"
	"}\n"
	"vec2 unit(vec2 v) { float l = length(v); return l < 1.1920929e-7 ? vec2(0.0) : v * (1.0 / l); }\n"
	"vec2 corner(int k) {\n"
	"  return k == 0 ? c01.xy : k == 1 ? c01.zw : k == 2 ? c23.xy : c23.zw;\n"
	"}\n"
	"bool faces(vec2 a, vec2 b) { return dot(vec2(b.y - a.y, a.x - b.x), eye.xy - a) > 0.0; }\n"
	"void main" "() {\n"
	"  vec2 p = at(mesh.xy);\n"
	"  float z = height.x * (1.0 - mesh.z) + height.y * mesh.z;\n"
	"  vec4 side = edge;\n"
	"  if (mesh.w > 1.5) {\n"
	"    int k = int(mesh.x);\n"
	"    vec2 a = corner(k), b = corner(k + 1);\n"
	"    if (!faces(a, b)) { a = corner(k + 2); b = corner((k + 3) - 4 * ((k + 3) / 4)); }\n"
	"    bool shown = faces(a, b);\n"
	"    p = shown ? (mesh.y > 0.5 ? b : a) : c01.xy;\n"
	"    z = shown ? z : height.x;\n"
	"    side = vec4(a, b);\n"
	"  }\n"
	"  vec3 c = floor(colour.rgb * 255.0 + 0.5);\n"
	"  float a = colour.a;\n"
	"  float soft = 1.0;\n"
	"  if (spread > 0.0) {\n"
	"    p += spread * (edge.x * unit(c01.zw - c01.xy) + edge.y * unit(c23.zw - c01.xy));\n"
	"    p -= light.xy / light.z * min(height.y, 48.0) * 0.25;\n"
	"    z = 0.0;\n"
	"    soft = edge.z;\n"
	"  } else if (lighting.z > 0.5) {\n"
	"    vec3 n = vec3(0.0, 0.0, 1.0);\n"
	"    if (mesh.w > 1.5) {\n"
	"      n = vec3(unit(vec2(side.w - side.y, side.x - side.z)), 0.0);\n"
	"    } else if (mesh.w > 0.5) {\n"
	"      vec2 e0 = at(edge.xy), e1 = at(edge.zw);\n"
	"      n = vec3(unit(vec2(e1.y - e0.y, e0.x - e1.x)), 0.0);\n"
	"    }\n"
	"    float f = lighting.x + lighting.y * max(0.0, dot(n, light));\n"
	"    c = min(floor(c * f + 0.5), vec3(255.0));\n"
	"  }\n"
	"  if (lighting.w > 0.5) {\n"
	"    c = floor((c + 255.0) * 0.5);\n"
	"    a = 150.0 / 255.0;\n"
	"  }\n"
	"  gl_Position = clip * vec4(p, z, 1.0);\n"
	"  shade = vec4(c / 255.0, a);\n"
	"  mist = vec2(soft, fog.z * clamp((distance(vec3(p, z), eye) - fog.x) * fog.y, 0.0, 1.0));\n"
	"}\n";

/* A far box's corners (any k, taken round), whether side k (from corner k
 * to k + 1) faces the eye, unit (a direction's, or none), a face's colour
 * c lit by its normal n (side k's: side) and fogged by mist, as a box's
 * is, and the sides that face the eye (facing: the first of the run, and
 * how many, none when the eye is over the top). */
#define FAR_FACES                                                                                \
	"vec2 unit(vec2 v) { float l = length(v); return l < 1.1920929e-7 ? vec2(0.0) : v * (1.0 / l); }\n" \
	"vec2 corner(int k) {\n"                                                                   \
	"  k = k - 4 * (k / 4);\n"                                                                 \
	"  return k == 0 ? c01.xy : k == 1 ? c01.zw : k == 2 ? c23.xy : c23.zw;\n"                 \
	"}\n"                                                                                      \
	"bool faces(int k) {\n"                                                                    \
	"  vec2 a = corner(k), b = corner(k + 1);\n"                                               \
	"  return dot(vec2(b.y - a.y, a.x - b.x), eye.xy - a) > 0.0;\n"                            \
	"}\n"                                                                                      \
	"vec4 lit(vec3 n, vec3 c) {\n"                                                             \
	"  if (lighting.z > 0.5)\n"                                                                \
	"    c = min(floor(c * (lighting.x + lighting.y * max(0.0, dot(n, light))) + 0.5), vec3(255.0));\n" \
	"  return vec4(mix(c / 255.0, fog_colour, mist), colour.a);\n"                             \
	"}\n"                                                                                      \
	"vec4 side(int k, vec3 c) {\n"                                                             \
	"  vec2 a = corner(k), b = corner(k + 1);\n"                                               \
	"  return lit(vec3(unit(vec2(b.y - a.y, a.x - b.x)), 0.0), c);\n"                          \
	"}\n"                                                                                      \
	"ivec2 facing() {\n"                                                                       \
	"  ivec2 r = ivec2(0);\n"                                                                  \
	"  for (int k = 0; k < 4; k++)\n"                                                          \
	"    if (faces(k) && !faces(k + 3))\n"                                                     \
	"      r = ivec2(k, faces(k + 1) ? 2 : 1);\n"                                              \
	"  return r;\n"                                                                            \
	"}\n"

/* A far box (SCENE3D_BOX_FAR): a corner of the outline a parallelogram's
 * prism shows the eye, the mesh's mesh.x (two sides show) or mesh.y (one
 * or none). The sides that face the eye are a run of one or two from
 * corner i (none when the eye is over the top); the outline goes along
 * their bottoms from corner i, up, and back along the top's far corners
 * (with none, the top's corners, the first twice): every corner a prism's
 * corner, so the outline's edges are those its faces had. Each vertex
 * carries, for each line between two faces shown (the top's edges over
 * the sides, the sides' common edge), the signed distance of its point
 * from the plane through the eye and that line: linear in the point, so
 * interpolated it tells on which side of the line each pixel is. The
 * top's and the sides' colours go flat, lit and rounded as a box's, and
 * fogged as the middle of the box is (across a box this small the fog
 * changes a colour by a step or two): the fragment stage only picks one.
 * part(p, q, inside, x): that distance for the line p q, positive on
 * inside's side. */
static const char *const far_vertex_source =
	"layout(location = 0) in vec4 mesh;\n"
	PART_INSTANCE
	"uniform vec3 eye;\n"
	"uniform vec4 fog;\n"
	"uniform vec3 fog_colour;\n"
	"flat out vec4 top;\n"
	"flat out vec4 side_a;\n"
	"flat out vec4 side_b;\n"
	"out vec3 apart;\n"
	"float mist;\n"
	FAR_FACES
	"float part(vec3 p, vec3 q, vec3 inside, vec3 x) {\n"
	"  vec3 n = cross(p - eye, q - eye);\n"
	"  return dot(n, x - eye) * (dot(n, inside - eye) < 0.0 ? -1.0 : 1.0);\n"
	"}\n"
	"void main" "() {\n"
	"  ivec2 f = facing();\n"
	"  int i = f.x, run = f.y;\n"
	"  int h = int(run == 2 ? mesh.x : mesh.y);\n"
	"  bool low = run > 0 && h <= run;\n"
	"  int at = low ? i + h : i + max(h - 1, 0);\n"
	"  vec3 x = vec3(corner(at), low ? height.x : height.y);\n"
	"  vec3 t0 = vec3(corner(i), height.y), t1 = vec3(corner(i + 1), height.y);\n"
	"  vec3 t2 = vec3(corner(i + 2), height.y), b1 = vec3(corner(i + 1), height.x);\n"
	"  apart = vec3(run > 0 ? part(t0, t1, t2, x) : 1.0,\n"
	"               run > 1 ? part(t1, t2, t0, x) : 1.0,\n"
	"               run > 1 ? part(b1, t1, vec3(corner(i + 2), height.x), x) : -1.0);\n"
	"  vec3 mid = vec3(0.5 * (c01.xy + c23.xy), 0.5 * (height.x + height.y));\n"
	"  mist = fog.z * clamp((distance(mid, eye) - fog.x) * fog.y, 0.0, 1.0);\n"
	"  vec3 c = floor(colour.rgb * 255.0 + 0.5);\n"
	"  top = lit(vec3(0.0, 0.0, 1.0), c);\n"
	"  side_a = side(i, c);\n"
	"  side_b = side(i + 1, c);\n"
	"  gl_Position = clip * vec4(x, 1.0);\n"
	"}\n";

/* A far box's pixel: the colour of the face its side of each line shows. */
static const char *const far_fragment_source =
	"precision highp float;\n"
	"flat in vec4 top;\n"
	"flat in vec4 side_a;\n"
	"flat in vec4 side_b;\n"
	"in vec3 apart;\n"
	"out vec4 pixel;\n"
	"void main" "() { pixel = apart.x > 0.0 && apart.y > 0.0 ? top : apart.z > 0.0 ? side_b : side_a; }\n";

/* A far box at most SCENE3D_POINT_PX across on the screen
 * (SCENE3D_BOX_POINT) is one point: the square round the outline its
 * parallelogram's prism shows the eye, its pixels found in the fragment
 * stage. The sides that face the eye are a run of
 * one or two from corner i (none when the eye is over the top); the
 * outline goes along their bottoms from corner i, up, and back along the
 * top's far corners (with none, the top's corners, the first twice):
 * every corner a prism's corner, so its edges are those the faces had.
 * Everything is worked out here, once a box, in the window's pixels
 * (spot: the viewport's size, and the largest point there is): the
 * outline's six edges (rim) and the lines between the faces shown (the
 * top's edges over the sides, the sides' common edge; parted), each as
 * (a, b, c) with a x + b y + c positive on the inner side; each face's
 * depth as a plane in the same numbers (depths: top, side a, side b; a
 * plane's depth is affine across the screen); and the three faces'
 * colours, lit and rounded as a box's and fogged as the middle of the
 * box is (across a box this small the fog moves a colour by a step or
 * two), packed as bytes. The point is centred on the outline's bounds,
 * but inside the window, so that no box at its edge is clipped away as a
 * point whose centre is outside, and half a pixel wider on each side than
 * they are (GL covers the pixels whose centres lie in the square; the
 * margin is for the rasterizer's snapping of the point to its grid): each
 * of its pixels costs the fragment stage, whether or not the outline holds
 * it. A box the eye is not wholly in front of is none (it is never small
 * on the screen). */
static const char *const point_vertex_source =
	PART_INSTANCE
	"uniform vec3 eye;\n"
	"uniform vec4 fog;\n"
	"uniform vec3 fog_colour;\n"
	"uniform vec3 spot;\n"
	"flat out mat3 rim_a;\n"
	"flat out mat3 rim_b;\n"
	"flat out mat3 parted;\n"
	"flat out mat3 depths;\n"
	"flat out uvec3 faces_rgba;\n"
	"float mist;\n"
	"vec3 low[4], high[4];\n"
	"float nearest;\n"
	FAR_FACES
	"uint bytes(vec4 c) {\n"
	"  uvec4 b = uvec4(floor(c * 255.0 + 0.5));\n"
	"  return b.r | (b.g << 8) | (b.b << 16) | (b.a << 24);\n"
	"}\n"
	/* Where p lands: window pixels and depth (nearest: the least w). */
	"vec3 window(vec3 p) {\n"
	"  vec4 c = clip * vec4(p, 1.0);\n"
	"  nearest = min(nearest, c.w);\n"
	"  return vec3((c.xy / c.w * 0.5 + 0.5) * spot.xy, c.z / c.w * 0.5 + 0.5);\n"
	"}\n"
	"vec3 lo(int k) { return low[k - 4 * (k / 4)]; }\n"
	"vec3 hi(int k) { return high[k - 4 * (k / 4)]; }\n"
	/* The line through a and b as (a, b, c) of a x + b y + c, positive
	 * on the left going from a to b; edge: positive on inside's side. */
	"vec3 line(vec3 a, vec3 b) { return vec3(a.y - b.y, b.x - a.x, a.x * b.y - a.y * b.x); }\n"
	"vec3 edge(vec3 a, vec3 b, vec3 inside) {\n"
	"  vec3 e = line(a, b);\n"
	"  return dot(e, vec3(inside.xy, 1.0)) < 0.0 ? -e : e;\n"
	"}\n"
	"vec3 plane(vec3 a, vec3 b, vec3 c) {\n"
	"  vec3 n = cross(b - a, c - a);\n"
	"  if (abs(n.z) < 1e-12) return vec3(0.0, 0.0, a.z);\n"
	"  vec2 g = -n.xy / n.z;\n"
	"  return vec3(g, a.z - dot(g, a.xy));\n"
	"}\n"
	"void main" "() {\n"
	"  ivec2 f = facing();\n"
	"  int i = f.x, run = f.y;\n"
	"  nearest = 1.0;\n"
	"  for (int k = 0; k < 4; k++) {\n"
	"    low[k] = window(vec3(corner(k), height.x));\n"
	"    high[k] = window(vec3(corner(k), height.y));\n"
	"  }\n"
	"  vec3 o[6];\n"
	"  for (int h = 0; h < 6; h++)\n"
	"    o[h] = run > 0 && h <= run ? lo(i + h) : hi(i + max(h - 1, 0));\n"
	"  float area = 0.0;\n"
	"  vec2 least = o[0].xy, most = o[0].xy;\n"
	"  for (int h = 0; h < 6; h++) {\n"
	"    vec2 a = o[h].xy, b = o[h == 5 ? 0 : h + 1].xy;\n"
	"    area += a.x * b.y - a.y * b.x;\n"
	"    least = min(least, a);\n"
	"    most = max(most, a);\n"
	"  }\n"
	"  mat3 r[2];\n"
	"  for (int h = 0; h < 6; h++) {\n"
	"    r[h / 3][h - 3 * (h / 3)] = line(o[h], o[h == 5 ? 0 : h + 1]) * sign(area);\n"
	"  }\n"
	"  rim_a = r[0];\n"
	"  rim_b = r[1];\n"
	"  vec3 always = vec3(0.0, 0.0, 1.0);\n"
	"  parted = mat3(run > 0 ? edge(hi(i), hi(i + 1), hi(i + 2)) : always,\n"
	"                run > 1 ? edge(hi(i + 1), hi(i + 2), hi(i)) : always,\n"
	"                run > 1 ? edge(lo(i + 1), hi(i + 1), lo(i + 2)) : -always);\n"
	"  depths = mat3(plane(hi(i), hi(i + 1), hi(i + 2)), plane(lo(i), lo(i + 1), hi(i)),\n"
	"                plane(lo(i + 1), lo(i + 2), hi(i + 1)));\n"
	"  vec3 mid = vec3(0.5 * (c01.xy + c23.xy), 0.5 * (height.x + height.y));\n"
	"  mist = fog.z * clamp((distance(mid, eye) - fog.x) * fog.y, 0.0, 1.0);\n"
	"  vec3 c = floor(colour.rgb * 255.0 + 0.5);\n"
	"  faces_rgba = uvec3(bytes(lit(vec3(0.0, 0.0, 1.0), c)), bytes(side(i, c)),\n"
	"                     bytes(side(i + 1, c)));\n"
	"  vec2 centre = clamp(0.5 * (least + most), vec2(0.0), spot.xy);\n"
	"  vec2 reach = max(most - centre, centre - least);\n"
	"  gl_PointSize = min(2.0 * max(reach.x, reach.y) + 1.0, spot.z);\n"
	"  gl_Position = nearest > 0.0 ? vec4(centre / spot.xy * 2.0 - 1.0, 0.0, 1.0)\n"
	"                              : vec4(2.0, 2.0, 2.0, 1.0);\n"
	"}\n";

/* A far box's point's pixel: inside the outline, the colour and depth of the face
 * its side of each line between faces shows. */
static const char *const point_fragment_source =
	"precision highp float;\n"
	"flat in mat3 rim_a;\n"
	"flat in mat3 rim_b;\n"
	"flat in mat3 parted;\n"
	"flat in mat3 depths;\n"
	"flat in uvec3 faces_rgba;\n"
	"out vec4 pixel;\n"
	"vec4 bytes(uint c) {\n"
	"  return vec4(uvec4(c, c >> 8, c >> 16, c >> 24) & 255u) / 255.0;\n"
	"}\n"
	"void main" "() {\n"
	"  vec3 p = vec3(gl_FragCoord.xy, 1.0);\n"
	"  if (any(lessThan(min(p * rim_a, p * rim_b), vec3(0.0))))\n"
	"    discard;\n"
	"  vec3 l = p * parted, d = p * depths;\n"
	"  bool top = l.x > 0.0 && l.y > 0.0, b = l.z > 0.0;\n"
	"  pixel = bytes(top ? faces_rgba.x : b ? faces_rgba.z : faces_rgba.y);\n"
	"  gl_FragDepth = top ? d.x : b ? d.z : d.y;\n"
	"}\n";

static const char *const fragment_source =
	"precision highp float;\n"
	"flat in vec4 shade;\n"
	"in vec2 mist;\n"
	"uniform vec3 fog_colour;\n"
	"out vec4 pixel;\n"
	"void main" "() { pixel = vec4(mix(shade.rgb, fog_colour, mist.y), shade.a * mist.x); }\n";

/* Where there is neither fog nor fading (mist (1, 0)). */
static const char *const clear_fragment_source =
	"precision highp float;\n"
	"flat in vec4 shade;\n"
	"out vec4 pixel;\n"
	"void main" "() { pixel = shade; }\n";


static void find_uniforms(GLuint program, gl3d_uniforms *u)
{
	*u = (gl3d_uniforms){
		.clip = gl_fn.GetUniformLocation(program, "clip"),
		.eye = gl_fn.GetUniformLocation(program, "eye"),
		.fog = gl_fn.GetUniformLocation(program, "fog"),
		.fog_colour = gl_fn.GetUniformLocation(program, "fog_colour"),
		.fade = gl_fn.GetUniformLocation(program, "fade"),
		.behind = gl_fn.GetUniformLocation(program, "behind"),
		.light = gl_fn.GetUniformLocation(program, "light"),
		.lighting = gl_fn.GetUniformLocation(program, "lighting"),
		.spread = gl_fn.GetUniformLocation(program, "spread"),
		.spot = gl_fn.GetUniformLocation(program, "spot"),
	};
}

/* gl_api_program's, with its uniforms found; 0 when it has no clip. */
static GLuint make_program(const char *vertex, const char *fragment, gl3d_uniforms *u)
{
	GLuint program = gl_api_program(vertex, fragment);
	if (program == 0)
		return 0;
	find_uniforms(program, u);
	return u->clip >= 0 ? program : 0;
}

/* Attribute loc: n values of type (bytes read as 0..1) every stride bytes
 * from offset, per vertex (divisor 0) or per instance (1). */
static void attribute(GLuint loc, GLint n, GLenum type, GLsizei stride, size_t offset,
                      GLuint divisor)
{
	gl_fn.EnableVertexAttribArray(loc);
	gl_fn.VertexAttribPointer(loc, n, type, type == GL_UNSIGNED_BYTE, stride, (const void *)offset);
	gl_fn.VertexAttribDivisor(loc, divisor);
}

/* The layout of scene3d_vertex over a new buffer, in a vertex array of its
 * own (the caller's bindings put back by gl3d's callers). */
static gl3d_array make_array(void)
{
	gl3d_array a = {0};
	gl_fn.GenVertexArrays(1, &a.vao);
	gl_fn.GenBuffers(1, &a.vbo);
	gl_fn.BindVertexArray(a.vao);
	gl_fn.BindBuffer(GL_ARRAY_BUFFER, a.vbo);
	attribute(0, 3, GL_FLOAT, sizeof(scene3d_vertex), offsetof(scene3d_vertex, x), 0);
	attribute(1, 4, GL_UNSIGNED_BYTE, sizeof(scene3d_vertex), offsetof(scene3d_vertex, r), 0);
	return a;
}

/* A vertex of the parts' meshes: (s, t, high, side) and its edge (or a
 * shadow's outward step and alpha share). */
typedef struct mesh_vertex {
	float m[4], e[4];
} mesh_vertex;

#define MESH_MAX 512
#define TAU_F 6.28318530717958647692f

typedef struct mesh_out {
	mesh_vertex v[MESH_MAX];
	int n;
} mesh_out;

static void mesh_put(mesh_out *o, const float st[2], float high, const float *edge, bool side)
{
	mesh_vertex *v = &o->v[o->n++];
	*v = (mesh_vertex){{st[0], st[1], high, side ? 1.0f : 0.0f}, {0}};
	if (edge != NULL)
		for (int k = 0; k < 4; k++)
			v->e[k] = edge[k];
}

/* The prism of the polygon st (n points of the unit square, in the
 * corners' turn) as scene3d's prisms are: its top's fan first, then each
 * side's two triangles. */
static void mesh_prism(mesh_out *o, const float (*st)[2], int n, scene3d_shape prism,
                       scene3d_shape top)
{
	gl.first[prism] = gl.first[top] = o->n;
	for (int k = 2; k < n; k++) {
		mesh_put(o, st[0], 1.0f, NULL, false);
		mesh_put(o, st[k - 1], 1.0f, NULL, false);
		mesh_put(o, st[k], 1.0f, NULL, false);
	}
	gl.count[top] = o->n - gl.first[top];
	for (int k = 0; k < n; k++) {
		const float *a = st[k], *b = st[(k + 1) % n];
		float e[4] = {a[0], a[1], b[0], b[1]};
		mesh_put(o, a, 0.0f, e, true);
		mesh_put(o, b, 0.0f, e, true);
		mesh_put(o, b, 1.0f, e, true);
		mesh_put(o, a, 0.0f, e, true);
		mesh_put(o, b, 1.0f, e, true);
		mesh_put(o, a, 1.0f, e, true);
	}
	gl.count[prism] = o->n - gl.first[prism];
}

/* The regular n-gon inscribed in the unit square. */
static void mesh_round(mesh_out *o, int n, scene3d_shape prism, scene3d_shape top)
{
	float st[SCENE3D_ROUND_SIDES][2];
	for (int k = 0; k < n; k++) {
		float t = TAU_F * (float)k / (float)n;
		st[k][0] = 0.5f + 0.5f * cosf(t);
		st[k][1] = 0.5f + 0.5f * sinf(t);
	}
	mesh_prism(o, (const float(*)[2])st, n, prism, top);
}

static const float square_st[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};

/* A box: the unit square's top, then two side slots (the vertex stage
 * puts each on the side of its pair that faces the eye), each side as a
 * prism's: (a, low), (b, low), (b, high), (a, low), (b, high), (a, high). */
static void mesh_box(mesh_out *o)
{
	gl.first[SCENE3D_BOX] = gl.first[SCENE3D_BOX_TOP] = o->n;
	static const int fan[6] = {0, 1, 2, 0, 2, 3};
	for (int k = 0; k < 6; k++)
		mesh_put(o, square_st[fan[k]], 1.0f, NULL, false);
	gl.count[SCENE3D_BOX_TOP] = o->n - gl.first[SCENE3D_BOX_TOP];
	static const float ends[6][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 0}, {1, 1}, {0, 1}};
	for (int pair = 0; pair < 2; pair++)
		for (int k = 0; k < 6; k++)
			o->v[o->n++] = (mesh_vertex){{(float)pair, ends[k][0], ends[k][1], 2.0f}, {0}};
	gl.count[SCENE3D_BOX] = o->n - gl.first[SCENE3D_BOX];
}

/* A far box: four triangles of its outline's six corners, numbered as
 * far_vertex_source numbers them when two sides show (mesh.x) and when one
 * or none does (mesh.y). With two: each side's outer half, the top's far half and
 * the triangle between them; with one, the side's two and the top's two:
 * every triangle but the one between lies on a face. */
static void mesh_far(mesh_out *o)
{
	static const int two[12] = {0, 1, 5, 1, 2, 3, 1, 3, 5, 3, 4, 5};
	static const int one[12] = {0, 1, 2, 0, 2, 5, 2, 3, 5, 3, 4, 5};
	gl.first[SCENE3D_BOX_FAR] = o->n;
	for (int k = 0; k < 12; k++)
		o->v[o->n++] = (mesh_vertex){{(float)two[k], (float)one[k], 0.0f, 3.0f}, {0}};
	gl.count[SCENE3D_BOX_FAR] = o->n - gl.first[SCENE3D_BOX_FAR];
}

/* A shadow: the quadrilateral dark, and a ring round it fading out. */
static void mesh_shadow(mesh_out *o)
{
	static const float out[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
	float inner[4] = {0, 0, 1, 0};
	gl.first[SCENE3D_SHADOW] = o->n;
	int fan[6] = {0, 1, 2, 0, 2, 3};
	for (int k = 0; k < 6; k++)
		mesh_put(o, square_st[fan[k]], 0.0f, inner, false);
	for (int k = 0; k < 4; k++) {
		int n = (k + 1) % 4;
		float ok[4] = {out[k][0], out[k][1], 0, 0}, on[4] = {out[n][0], out[n][1], 0, 0};
		mesh_put(o, square_st[k], 0.0f, inner, false);
		mesh_put(o, square_st[k], 0.0f, ok, false);
		mesh_put(o, square_st[n], 0.0f, on, false);
		mesh_put(o, square_st[k], 0.0f, inner, false);
		mesh_put(o, square_st[n], 0.0f, on, false);
		mesh_put(o, square_st[n], 0.0f, inner, false);
	}
	gl.count[SCENE3D_SHADOW] = o->n - gl.first[SCENE3D_SHADOW];
}

static void instance_pointer(GLuint loc, GLint n, GLenum type, size_t offset)
{
	attribute(loc, n, type, sizeof(scene3d_part), offset, 1);
}

static void point_pointer(GLuint loc, GLint n, GLenum type, size_t offset)
{
	attribute(loc, n, type, sizeof(scene3d_part), offset, 0);
}

/* The meshes, once, and the parts' vertex array: the mesh per vertex, the
 * part per instance. */
static void make_parts(void)
{
	static mesh_out o;
	o.n = 0;
	mesh_box(&o);
	mesh_far(&o);
	/* Its top is a box's; it has none of its own. */
	mesh_prism(&o, square_st, 4, SCENE3D_QUAD, SCENE3D_QUAD);
	mesh_round(&o, LOOK_PEN_DISC, SCENE3D_DISC, SCENE3D_DISC_TOP);
	mesh_round(&o, SCENE3D_ROUND_SIDES, SCENE3D_ROUND, SCENE3D_ROUND_TOP);
	mesh_shadow(&o);
	gl_fn.GenVertexArrays(1, &gl.parts_vao);
	gl_fn.GenBuffers(1, &gl.mesh);
	gl_fn.GenBuffers(1, &gl.instances);
	gl_fn.BindVertexArray(gl.parts_vao);
	gl_fn.BindBuffer(GL_ARRAY_BUFFER, gl.mesh);
	gl_fn.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)((size_t)o.n * sizeof *o.v), o.v, GL_STATIC_DRAW);
	attribute(0, 4, GL_FLOAT, sizeof(mesh_vertex), offsetof(mesh_vertex, m), 0);
	attribute(1, 4, GL_FLOAT, sizeof(mesh_vertex), offsetof(mesh_vertex, e), 0);
	gl_fn.BindBuffer(GL_ARRAY_BUFFER, gl.instances);
	instance_pointer(2, 4, GL_FLOAT, offsetof(scene3d_part, c));
	instance_pointer(3, 4, GL_FLOAT, offsetof(scene3d_part, c) + 4 * sizeof(float));
	instance_pointer(4, 2, GL_FLOAT, offsetof(scene3d_part, z0));
	instance_pointer(5, 4, GL_UNSIGNED_BYTE, offsetof(scene3d_part, r));
	/* Points: a part a vertex. */
	gl_fn.GenVertexArrays(1, &gl.point_vao);
	gl_fn.BindVertexArray(gl.point_vao);
	point_pointer(2, 4, GL_FLOAT, offsetof(scene3d_part, c));
	point_pointer(3, 4, GL_FLOAT, offsetof(scene3d_part, c) + 4 * sizeof(float));
	point_pointer(4, 2, GL_FLOAT, offsetof(scene3d_part, z0));
	point_pointer(5, 4, GL_UNSIGNED_BYTE, offsetof(scene3d_part, r));
}

/* Our objects, in our own vertex arrays so the renderer's attribute slots
 * are never touched. */
static void make_arrays(void)
{
	GLint vao = 0, buffer = 0;
	gl_fn.GetIntegerv(GL_VERTEX_ARRAY_BINDING, &vao);
	gl_fn.GetIntegerv(GL_ARRAY_BUFFER_BINDING, &buffer);
	gl.stream = make_array();
	for (int k = 0; k < GL3D_KEPT; k++)
		gl.kept[k] = make_array();
	make_parts();
	gl_fn.BindVertexArray((GLuint)vao);
	gl_fn.BindBuffer(GL_ARRAY_BUFFER, (GLuint)buffer);
}

/* Makes our objects, once per context. */
static bool ready(void)
{
	if (!gl_api_ready())
		return false;
	SDL_GLContext c = SDL_GL_GetCurrentContext();
	if (c == gl.context)
		return gl.ready;
	gl.context = c;
	gl.ready = false;
	static const char *const fragments[GL3D_AIRS] = {fragment_source, clear_fragment_source};
	for (int k = 0; k < GL3D_AIRS; k++) {
		gl.lists[k] = make_program(list_vertex_source, fragments[k], &gl.ul[k]);
		gl.parts[k] = make_program(part_vertex_source, fragments[k], &gl.up[k]);
		if (gl.lists[k] == 0 || gl.parts[k] == 0)
			return false;
	}
	gl.far = make_program(far_vertex_source, far_fragment_source, &gl.uf);
	gl.point = make_program(point_vertex_source, point_fragment_source, &gl.uo);
	if (gl.far == 0 || gl.point == 0)
		return false;
	GLfloat sizes[2] = {1.0f, 1.0f};
	gl_fn.GetFloatv(GL_ALIASED_POINT_SIZE_RANGE, sizes);
	gl.point_most = sizes[1];
	gl.es = gl_api_es();
	make_arrays();
	gl.ready = true;
	return true;
}

bool gl3d_available(SDL_Renderer *r)
{
	return gl_api_driver(r) != NULL && ready();
}

/* The uniforms both programs share. */
static void set_air(GLuint program, const gl3d_uniforms *u, const mat4s *clip, const gl3d_air *a)
{
	gl_fn.UseProgram(program);
	gl_fn.UniformMatrix4fv(u->clip, 1, GL_FALSE, &clip->raw[0][0]);
	gl_fn.Uniform3f(u->eye, a->eye.x, a->eye.y, a->eye.z);
	bool fog = a->fog_far > a->fog_near;
	gl_fn.Uniform4f(u->fog, a->fog_near, fog ? 1.0f / (a->fog_far - a->fog_near) : 0.0f,
	             fog ? a->fog_most : 0.0f, 0.0f);
	gl_fn.Uniform3f(u->fog_colour, (float)a->fog.r / 255.0f, (float)a->fog.g / 255.0f,
	             (float)a->fog.b / 255.0f);
	gl_fn.Uniform3f(u->fade, 0.0f, 0.0f, 0.0f);
}

/* gl3d_begin, with the picture's rows top down when rows_down. */
static bool begin(SDL_Renderer *r, const mat4s *clip, const gl3d_air *air, bool rows_down)
{
	if (!gl3d_available(r))
		return false;
	SDL_RenderFlush(r);
	int w = 0, h = 0;
	SDL_Texture *target = SDL_GetRenderTarget(r);
	if (target == NULL || SDL_QueryTexture(target, NULL, NULL, &w, &h) != 0)
		SDL_GL_GetDrawableSize(SDL_RenderGetWindow(r), &w, &h);
	saved = gl_api_save();
	gl.mirrored = rows_down;
	mat4s turned = *clip;
	if (rows_down) /* clip's y the other way */
		for (int k = 0; k < 4; k++)
			turned.raw[k][1] = -turned.raw[k][1];
	clip = &turned;
	vec3s l = scene3d_light();
	set_air(gl.far, &gl.uf, clip, air);
	gl_fn.Uniform3f(gl.uf.light, l.x, l.y, l.z);
	set_air(gl.point, &gl.uo, clip, air);
	gl_fn.Uniform3f(gl.uo.light, l.x, l.y, l.z);
	gl_fn.Uniform3f(gl.uo.spot, (float)w, (float)h, gl.point_most);
	for (int k = 0; k < GL3D_AIRS; k++) {
		set_air(gl.parts[k], &gl.up[k], clip, air);
		gl_fn.Uniform3f(gl.up[k].light, l.x, l.y, l.z);
		set_air(gl.lists[k], &gl.ul[k], clip, air);
	}
	gl.lit = air->lit;
	gl.fog = air->fog_far > air->fog_near && air->fog_most > 0.0f;
	gl.fog_near = air->fog_near;
	gl.eye = air->eye;
	bool fade = air->fade_far > air->fade_near;
	gl.fade[0] = air->fade_near;
	gl.fade[1] = fade ? 1.0f / (air->fade_far - air->fade_near) : 0.0f;
	gl_fn.Disable(GL_BLEND);
	gl_fn.BlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
	gl_fn.Disable(GL_SCISSOR_TEST);
	gl_fn.Viewport(0, 0, w, h);
	gl_fn.DepthMask(GL_TRUE);
	gl_fn.ClearDepthf(1.0f);
	gl_fn.Clear(GL_DEPTH_BUFFER_BIT);
	return true;
}

bool gl3d_begin(SDL_Renderer *r, const mat4s *clip, const gl3d_air *air)
{
	return begin(r, clip, air, false);
}

bool gl3d_begin_rows_down(SDL_Renderer *r, const mat4s *clip, const gl3d_air *air)
{
	return begin(r, clip, air, true);
}

/* Depth test and culling (faces counter-clockwise in map numbers: clip
 * mirrors them) when depth; blending when blend; depth written when
 * write. */
static void set_depth(bool depth, bool blend, bool write)
{
	gl_api_enable(GL_DEPTH_TEST, depth);
	gl_api_enable(GL_CULL_FACE, depth);
	gl_api_enable(GL_BLEND, blend);
	gl_fn.DepthMask(write ? GL_TRUE : GL_FALSE);
	if (depth) {
		gl_fn.DepthFunc(GL_LESS);
		gl_fn.CullFace(GL_BACK);
		/* clip mirrors the map's y: counter-clockwise faces in map
		 * numbers come out clockwise on screen (unless mirrored again). */
		gl_fn.FrontFace(gl.mirrored ? GL_CCW : GL_CW);
	}
}

/* How much farther from the eye, along its ray, what lies on the ground is
 * put in depth (the list shader's `behind`; where it shows is untouched), so
 * the foot of what stands, where both meet, stays in front as when the
 * ground was drawn first; nothing lies below the ground, so nothing else
 * changes. It stays inside camera_clip_3d's far plane, 1% beyond the map's
 * farthest corner. */
#define GL3D_GROUND_BEHIND 0.005f

/* What lies on the ground, behind what stands on it: depth tested, none
 * written, both windings, pushed GL3D_GROUND_BEHIND back; lines blended. */
static void set_ground(bool lines)
{
	gl_fn.Enable(GL_DEPTH_TEST);
	gl_fn.Disable(GL_CULL_FACE);
	gl_api_enable(GL_BLEND, lines);
	gl_fn.DepthMask(GL_FALSE);
	gl_fn.DepthFunc(GL_LESS);
}

/* The list program over array a; fading when fade; pushed
 * GL3D_GROUND_BEHIND back when behind. */
static void use_lists(const gl3d_array *a, bool fade, bool behind)
{
	bool fading = fade && gl.fade[1] > 0.0f;
	int k = gl.fog || fading ? GL3D_MISTED : GL3D_CLEAR;
	gl_fn.UseProgram(gl.lists[k]);
	gl_fn.Uniform3f(gl.ul[k].fade, gl.fade[0], gl.fade[1], fading ? 1.0f : 0.0f);
	gl_fn.Uniform1f(gl.ul[k].behind, behind ? GL3D_GROUND_BEHIND : 0.0f);
	gl_fn.BindVertexArray(a->vao);
	gl_fn.BindBuffer(GL_ARRAY_BUFFER, a->vbo);
}

/* Uploads list l to the stream and draws it, triangles or line pairs. */
static void stream(const scene3d_list *l, bool lines)
{
	/* A fresh store each list: the driver need not wait for the last
	 * draw from it. */
	gl_fn.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(l->count * sizeof *l->v), l->v, GL_STREAM_DRAW);
	gl_fn.DrawArrays(lines ? GL_LINES : GL_TRIANGLES, 0, (GLsizei)l->count);
}

void gl3d_draw(const scene3d_list *l, bool lines, bool depth)
{
	if (l->count == 0)
		return;
	use_lists(&gl.stream, false, false);
	set_depth(depth, false, true);
	stream(l, lines);
}

void gl3d_draw_ground(const scene3d_list *l)
{
	if (l->count == 0)
		return;
	use_lists(&gl.stream, false, true);
	set_ground(false);
	stream(l, false);
}

void gl3d_keep(gl3d_kept k, const scene3d_list *l, unsigned stamp)
{
	gl3d_array *a = &gl.kept[k];
	if (a->stamp == stamp)
		return;
	gl_fn.BindBuffer(GL_ARRAY_BUFFER, a->vbo);
	gl_fn.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(l->count * sizeof *l->v), l->v, GL_STATIC_DRAW);
	a->stamp = stamp;
}

void gl3d_use_kept(gl3d_kept k, bool lines)
{
	use_lists(&gl.kept[k], lines, true);
	set_ground(lines);
}

void gl3d_draw_run(size_t first, size_t count, bool lines)
{
	if (count > 0)
		gl_fn.DrawArrays(lines ? GL_LINES : GL_TRIANGLES, (GLint)first, (GLsizei)count);
}

/* Shape's program, for pass: far boxes' own, else the parts program with
 * or without mist (k). */
static void use_parts(gl3d_air_kind k, int shape, gl3d_pass pass)
{
	bool far = shape == SCENE3D_BOX_FAR, point = shape == SCENE3D_BOX_POINT;
	const gl3d_uniforms *u = far ? &gl.uf : point ? &gl.uo : &gl.up[k];
	gl_fn.UseProgram(far ? gl.far : point ? gl.point : gl.parts[k]);
	gl_fn.Uniform4f(u->lighting, SCENE3D_AMBIENT, SCENE3D_DIFFUSE, gl.lit ? 1.0f : 0.0f,
	             pass == GL3D_GHOST ? 1.0f : 0.0f);
	gl_fn.Uniform1f(u->spread, pass == GL3D_SHADOWS ? GL3D_SHADOW_SPREAD : 0.0f);
}

/* Whether the fog cannot reach any point of part p: its prism (every
 * mesh lies within the hull of its corners at its two heights) ends
 * nearer than the fog starts, by a margin for the vertex stage's own
 * rounding. */
static bool clear_of_fog(const scene3d_part *p)
{
	float reach = gl.fog_near * 0.999f, r2 = reach * reach;
	float dz0 = p->z0 - gl.eye.z, dz1 = p->z1 - gl.eye.z;
	float dz = fmaxf(dz0 * dz0, dz1 * dz1);
	for (int k = 0; k < 4; k++) {
		float dx = p->c[2 * k] - gl.eye.x, dy = p->c[2 * k + 1] - gl.eye.y;
		if (!(dx * dx + dy * dy + dz < r2))
			return false;
	}
	return true;
}

/* Parts p sorted into gl.clear (out of the fog's reach) and gl.misted, each
 * in its order; false when out of memory. */
static bool sort_by_air(const scene3d_parts *p)
{
	gl.clear.count = gl.misted.count = 0;
	for (int k = 0; k < 2; k++) {
		scene3d_parts *to = k == 0 ? &gl.clear : &gl.misted;
		void *v = to->p;
		if (!grow(&v, &to->cap, p->count, sizeof *p->p, 256))
			return false;
		to->p = v;
	}
	for (size_t i = 0; i < p->count; i++) {
		scene3d_parts *to = clear_of_fog(&p->p[i]) ? &gl.clear : &gl.misted;
		to->p[to->count++] = p->p[i];
	}
	return true;
}

/* Uploads parts p and draws them as instances of shape k's mesh. */
static void draw_instances(const scene3d_parts *p, int k)
{
	if (p->count == 0)
		return;
	gl_fn.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(p->count * sizeof *p->p), p->p, GL_STREAM_DRAW);
	gl_fn.DrawArraysInstanced(GL_TRIANGLES, gl.first[k], gl.count[k], (GLsizei)p->count);
}

/* Far boxes p as points, each found whole by point_vertex_source, in one
 * draw: llvmpipe sets up each instance of an instanced draw on its own. */
static void draw_points(const scene3d_parts *p)
{
	gl_fn.BindVertexArray(gl.point_vao);
	gl_fn.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(p->count * sizeof *p->p), p->p, GL_STREAM_DRAW);
	/* The desktop's OpenGL takes a point's size from the program only when
	 * told to (ES always does), and SDL's points need their own. */
	if (!gl.es)
		gl_fn.Enable(GL3D_PROGRAM_POINT_SIZE);
	gl_fn.DrawArrays(GL_POINTS, 0, (GLsizei)p->count);
	if (!gl.es)
		gl_fn.Disable(GL3D_PROGRAM_POINT_SIZE);
	gl_fn.BindVertexArray(gl.parts_vao);
}

/* Shape k's parts p: far boxes with their own programs (as outlines where
 * points that large are not drawn); with no fog, all without mist; opaque
 * ones in fog, those it cannot reach without mist first, then the rest
 * with it (their order matters only where both are drawn at one depth);
 * else all with mist. */
static void draw_shape(const scene3d_parts *p, int k, gl3d_pass pass)
{
	bool soft = pass == GL3D_SHADOWS;
	if (k == SCENE3D_BOX_POINT && gl.point_most >= GL3D_POINT_LEAST) {
		use_parts(GL3D_CLEAR, k, pass);
		draw_points(p);
		return;
	}
	if (k == SCENE3D_BOX_POINT)
		k = SCENE3D_BOX_FAR;
	if (k == SCENE3D_BOX_FAR || (!soft && !gl.fog)) {
		use_parts(GL3D_CLEAR, k, pass);
		draw_instances(p, k);
		return;
	}
	if (pass == GL3D_SOLID && sort_by_air(p)) {
		use_parts(GL3D_CLEAR, k, pass);
		draw_instances(&gl.clear, k);
		use_parts(GL3D_MISTED, k, pass);
		draw_instances(&gl.misted, k);
		return;
	}
	use_parts(GL3D_MISTED, k, pass);
	draw_instances(p, k);
}

void gl3d_draw_parts(const scene3d_batch *b, gl3d_pass pass)
{
	gl_fn.BindVertexArray(gl.parts_vao);
	gl_fn.BindBuffer(GL_ARRAY_BUFFER, gl.instances);
	set_depth(true, pass != GL3D_SOLID, pass == GL3D_SOLID);
	/* A shadow has no back. */
	if (pass == GL3D_SHADOWS)
		gl_fn.Disable(GL_CULL_FACE);
	/* The x-ray: only where something nearer was drawn, over it. */
	if (pass == GL3D_GHOST)
		gl_fn.DepthFunc(GL_GREATER);
	for (int k = 0; k < SCENE3D_SHAPES; k++) {
		const scene3d_parts *p = &b->of[k];
		if (p->count == 0 || (k == SCENE3D_SHADOW) != (pass == GL3D_SHADOWS))
			continue;
		draw_shape(p, k, pass);
	}
	gl_fn.DepthMask(GL_TRUE);
}

void gl3d_end(void)
{
	gl_fn.FrontFace(GL_CCW);
	gl_fn.DepthMask(GL_TRUE);
	gl_api_restore(&saved);
}
