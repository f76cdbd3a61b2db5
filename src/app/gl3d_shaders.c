/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "gl3d_shaders.h"

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
const char *const gl3d_list_vertex =
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
const char *const gl3d_part_vertex =
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
const char *const gl3d_far_vertex =
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
const char *const gl3d_far_fragment =
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
const char *const gl3d_point_vertex =
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
const char *const gl3d_point_fragment =
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

const char *const gl3d_misted_fragment =
	"precision highp float;\n"
	"flat in vec4 shade;\n"
	"in vec2 mist;\n"
	"uniform vec3 fog_colour;\n"
	"out vec4 pixel;\n"
	"void main" "() { pixel = vec4(mix(shade.rgb, fog_colour, mist.y), shade.a * mist.x); }\n";

/* Where there is neither fog nor fading (mist (1, 0)). */
const char *const gl3d_clear_fragment =
	"precision highp float;\n"
	"flat in vec4 shade;\n"
	"out vec4 pixel;\n"
	"void main" "() { pixel = shade; }\n";

/* A picture box_raster painted (box_raster.h), put over what is drawn:
 * a strip of the rows rows.x to rows.y (clip y) of the window at depth 1,
 * each pixel the texel under it, its colour and its depth (one texel:
 * one read), where a box shows. */
const char *const gl3d_raster_vertex =
	"uniform vec2 rows;\n"
	"void main" "() {\n"
	"  gl_Position = vec4((gl_VertexID & 1) != 0 ? 1.0 : -1.0,\n"
	"                     (gl_VertexID & 2) != 0 ? rows.y : rows.x, 1.0, 1.0);\n"
	"}\n";

const char *const gl3d_raster_fragment =
	"precision highp float;\n"
	"uniform highp usampler2D painted;\n"
	"out vec4 pixel;\n"
	"void main" "() {\n"
	"  uvec2 t = texelFetch(painted, ivec2(gl_FragCoord.xy), 0).rg;\n"
	"  if (t.x == 0u)\n"
	"    discard;\n"
	"  pixel = vec4(uvec4(t.x, t.x >> 8, t.x >> 16, t.x >> 24) & 255u) / 255.0;\n"
	"  gl_FragDepth = uintBitsToFloat(t.y);\n"
	"}\n";

/* Its colours alone, where its depths were copied into the window's: the
 * strip lies at depth 1, the depth test passing where a box is nearer.
 * The copy's rows go top down (top: the last row). */
const char *const gl3d_raster_over_fragment =
	"precision highp float;\n"
	"uniform sampler2D colours;\n"
	"uniform int top;\n"
	"out vec4 pixel;\n"
	"void main" "() {\n"
	"  ivec2 p = ivec2(gl_FragCoord.xy);\n"
	"  pixel = texelFetch(colours, ivec2(p.x, top - p.y), 0);\n"
	"}\n";
