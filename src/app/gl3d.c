/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "gl3d.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

#include "gl3d_mesh.h"
#include "gl3d_shaders.h"
#include "gl_copy.h"
#include "gl_api.h"
#include "scene3d_parts.h"


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
	GLuint raster;                /* a painted picture put over (0: none) */
	GLint raster_rows, raster_painted; /* its uniforms */
	GLuint raster_vao, raster_tex; /* its colours and depths */
	int raster_w, raster_h;       /* their size (0: none made) */
	GLuint raster_over;           /* its colours alone, over depths copied */
	GLint over_rows, over_colours, over_top;
	float point_most;             /* the largest point drawn, pixels */
	bool es;                      /* the context is OpenGL ES (WebGL) */
	bool mirrored;                /* this picture's rows go top down
	                                 (gl3d_begin_rows_down) */
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

/* Every shape's mesh, as the mesh buffer holds them. */
static gl3d_mesh meshes;

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
	gl3d_mesh_make(&meshes);
	gl_fn.GenVertexArrays(1, &gl.parts_vao);
	gl_fn.GenBuffers(1, &gl.mesh);
	gl_fn.GenBuffers(1, &gl.instances);
	gl_fn.BindVertexArray(gl.parts_vao);
	gl_fn.BindBuffer(GL_ARRAY_BUFFER, gl.mesh);
	gl_fn.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)((size_t)meshes.n * sizeof *meshes.v), meshes.v,
	                GL_STATIC_DRAW);
	attribute(0, 4, GL_FLOAT, sizeof(gl3d_mesh_vertex), offsetof(gl3d_mesh_vertex, m), 0);
	attribute(1, 4, GL_FLOAT, sizeof(gl3d_mesh_vertex), offsetof(gl3d_mesh_vertex, e), 0);
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

/* The program that puts a painted picture over what is drawn, where GL
 * runs on the processor (Mesa's llvmpipe) on the desktop: only there does
 * the processor paint faster than GL. */
static void make_raster(void)
{
	const char *renderer = (const char *)gl_fn.GetString(GL_RENDERER);
	bool software = !gl.es && renderer != NULL && strstr(renderer, "llvmpipe") != NULL;
	gl.raster = software ? gl_api_program(gl3d_raster_vertex, gl3d_raster_fragment) : 0;
	gl.raster_over = software ? gl_api_program(gl3d_raster_vertex, gl3d_raster_over_fragment) : 0;
	gl.raster_w = gl.raster_h = 0;
	if (gl.raster == 0 || gl.raster_over == 0) {
		gl.raster = 0;
		return;
	}
	gl.raster_rows = gl_fn.GetUniformLocation(gl.raster, "rows");
	gl.raster_painted = gl_fn.GetUniformLocation(gl.raster, "painted");
	gl.over_rows = gl_fn.GetUniformLocation(gl.raster_over, "rows");
	gl.over_colours = gl_fn.GetUniformLocation(gl.raster_over, "colours");
	gl.over_top = gl_fn.GetUniformLocation(gl.raster_over, "top");
	gl_fn.GenVertexArrays(1, &gl.raster_vao);
	gl_fn.GenTextures(1, &gl.raster_tex);
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
	const char *const fragments[GL3D_AIRS] = {gl3d_misted_fragment, gl3d_clear_fragment};
	for (int k = 0; k < GL3D_AIRS; k++) {
		gl.lists[k] = make_program(gl3d_list_vertex, fragments[k], &gl.ul[k]);
		gl.parts[k] = make_program(gl3d_part_vertex, fragments[k], &gl.up[k]);
		if (gl.lists[k] == 0 || gl.parts[k] == 0)
			return false;
	}
	gl.far = make_program(gl3d_far_vertex, gl3d_far_fragment, &gl.uf);
	gl.point = make_program(gl3d_point_vertex, gl3d_point_fragment, &gl.uo);
	if (gl.far == 0 || gl.point == 0)
		return false;
	GLfloat sizes[2] = {1.0f, 1.0f};
	gl_fn.GetFloatv(GL_ALIASED_POINT_SIZE_RANGE, sizes);
	gl.point_most = sizes[1];
	gl.es = gl_api_es();
	make_raster();
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

void gl3d_picture_size(SDL_Renderer *r, int *w, int *h)
{
	*w = *h = 0;
	SDL_Texture *target = SDL_GetRenderTarget(r);
	if (target == NULL || SDL_QueryTexture(target, NULL, NULL, w, h) != 0)
		SDL_GL_GetDrawableSize(SDL_RenderGetWindow(r), w, h);
}

/* gl3d_begin, with the picture's rows top down when rows_down, over the
 * depth kept when over (gl3d_begin_over). */
static bool begin(SDL_Renderer *r, const mat4s *clip, const gl3d_air *air, bool rows_down,
                  bool over)
{
	if (!gl3d_available(r))
		return false;
	SDL_RenderFlush(r);
	int w = 0, h = 0;
	gl3d_picture_size(r, &w, &h);
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
	if (!over) {
		gl_fn.ClearDepthf(1.0f);
		gl_fn.Clear(GL_DEPTH_BUFFER_BIT);
	}
	return true;
}

bool gl3d_begin(SDL_Renderer *r, const mat4s *clip, const gl3d_air *air)
{
	return begin(r, clip, air, false, false);
}

bool gl3d_begin_rows_down(SDL_Renderer *r, const mat4s *clip, const gl3d_air *air)
{
	return begin(r, clip, air, true, false);
}

bool gl3d_begin_over(SDL_Renderer *r, const mat4s *clip, const gl3d_air *air)
{
	return begin(r, clip, air, false, true);
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

/* How many steps of the depth buffer nearer a part drawn again over
 * itself is drawn (GL3D_AGAIN). */
#define GL3D_AGAIN_STEPS 2.0f

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
	if (!scene3d_parts_reserve(&gl.clear, p->count) || !scene3d_parts_reserve(&gl.misted, p->count))
		return false;
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
	gl_fn.DrawArraysInstanced(GL_TRIANGLES, meshes.first[k], meshes.count[k], (GLsizei)p->count);
}

/* Far boxes p as points, each found whole by gl3d_point_vertex, in one
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
	if ((pass == GL3D_SOLID || pass == GL3D_AGAIN) && sort_by_air(p)) {
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
	bool solid = pass == GL3D_SOLID || pass == GL3D_AGAIN;
	set_depth(true, !solid, solid);
	/* A part drawn again over itself is at its own depth, which GL_LESS
	 * refuses; put back by a blit that is not a copy of its bits (a
	 * window whose depth format no renderbuffer has), a step farther: a
	 * step or two nearer still wins. */
	if (pass == GL3D_AGAIN) {
		gl_fn.DepthFunc(GL_LEQUAL);
		gl_fn.Enable(GL_POLYGON_OFFSET_FILL);
		gl_fn.PolygonOffset(0.0f, -GL3D_AGAIN_STEPS);
	}
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
	if (pass == GL3D_AGAIN)
		gl_fn.Disable(GL_POLYGON_OFFSET_FILL);
}

bool gl3d_raster_wanted(void)
{
	return gl.raster != 0;
}

/* Texture unit 0 as SDL's renderer keeps it, and the unpacking it set. */
typedef struct unit0 {
	GLint active, bound, align, row;
} unit0;

static unit0 unit0_now(void)
{
	unit0 u;
	gl_fn.GetIntegerv(GL_ACTIVE_TEXTURE, &u.active);
	gl_fn.ActiveTexture(GL_TEXTURE0);
	gl_fn.GetIntegerv(GL_TEXTURE_BINDING_2D, &u.bound);
	gl_fn.GetIntegerv(GL_UNPACK_ALIGNMENT, &u.align);
	gl_fn.GetIntegerv(GL_UNPACK_ROW_LENGTH, &u.row);
	return u;
}

static void unit0_again(const unit0 *u)
{
	gl_fn.BindTexture(GL_TEXTURE_2D, (GLuint)u->bound);
	gl_fn.ActiveTexture((GLenum)u->active);
	gl_fn.PixelStorei(GL_UNPACK_ALIGNMENT, u->align);
	gl_fn.PixelStorei(GL_UNPACK_ROW_LENGTH, u->row);
}

/* Draws the rows b holds boxes on (a strip of the picture) with the
 * program in use, its uniform rows. */
static void raster_strip(GLint rows, const box_raster *b)
{
	float h = (float)b->h;
	gl_fn.Uniform2f(rows, (float)b->first / h * 2.0f - 1.0f, (float)b->end / h * 2.0f - 1.0f);
	gl_fn.BindVertexArray(gl.raster_vao);
	gl_fn.DrawArrays(GL_TRIANGLE_STRIP, 0, 4);
}

/* b's colours and depths in one texture, each pixel's depth written by
 * the program. */
static void raster_drawn(const box_raster *b)
{
	gl_fn.BindTexture(GL_TEXTURE_2D, gl.raster_tex);
	if (b->w != gl.raster_w || b->h != gl.raster_h) {
		gl_fn.TexImage2D(GL_TEXTURE_2D, 0, GL_RG32UI, b->w, b->h, 0, GL_RG_INTEGER,
		                 GL_UNSIGNED_INT, NULL);
		gl_fn.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
		gl_fn.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
		gl.raster_w = b->w;
		gl.raster_h = b->h;
	}
	gl_fn.PixelStorei(GL_UNPACK_ALIGNMENT, 4);
	gl_fn.PixelStorei(GL_UNPACK_ROW_LENGTH, b->stride);
	gl_fn.TexSubImage2D(GL_TEXTURE_2D, 0, 0, b->first, b->w, b->end - b->first, GL_RG_INTEGER,
	                    GL_UNSIGNED_INT, b->pixels + 2 * (size_t)b->first * (size_t)b->stride);
	set_depth(true, false, true);
	gl_fn.Disable(GL_CULL_FACE);
	gl_fn.UseProgram(gl.raster);
	gl_fn.Uniform1i(gl.raster_painted, 0);
	raster_strip(gl.raster_rows, b);
}

/* b's copy (of every row, or of those holding boxes), over under when not
 * NULL, into r's window (gl_copy_window_rows), the colours too with under;
 * *colours then a texture of them. False, with nothing drawn, when it
 * cannot be made. */
static bool rows_in(SDL_Renderer *r, box_raster *b, const uint32_t *under, bool every_row,
                    unsigned *colours)
{
	int bits = gl_copy_window_depth_bits(r);
	if (bits == 0 || !box_raster_copy(b, under, bits, every_row))
		return false;
	gl_copy_rows p = {b->copy_colour,           b->copy_depth, b->stride, b->w, b->h,
	                  every_row ? 0 : b->first, every_row ? b->h : b->end, under != NULL};
	return gl_copy_window_rows(r, &p, colours);
}

/* b's depths copied into r's window, then its colours drawn where a box is
 * nearer than the depth the window was cleared to, the depth test sparing
 * the rest before any pixel is shaded: far less for llvmpipe than a
 * program that writes each pixel's depth. False, with nothing drawn, when
 * the copy cannot be made. */
static bool raster_copied(SDL_Renderer *r, box_raster *b)
{
	unsigned colours = 0;
	if (!rows_in(r, b, NULL, false, &colours))
		return false;
	gl_fn.BindTexture(GL_TEXTURE_2D, colours);
	set_depth(true, false, false);
	gl_fn.Disable(GL_CULL_FACE);
	gl_fn.DepthFunc(GL_GREATER);
	gl_fn.UseProgram(gl.raster_over);
	gl_fn.Uniform1i(gl.over_colours, 0);
	gl_fn.Uniform1i(gl.over_top, b->h - 1);
	raster_strip(gl.over_rows, b);
	gl_fn.DepthMask(GL_TRUE);
	return true;
}

void gl3d_draw_raster(SDL_Renderer *r, box_raster *b, bool copy)
{
	if (!gl3d_raster_wanted() || gl.mirrored || b->first >= b->end)
		return;
	unit0 u = unit0_now();
	if (!copy || !raster_copied(r, b))
		raster_drawn(b);
	unit0_again(&u);
}

bool gl3d_put_raster(SDL_Renderer *r, box_raster *b, const uint32_t *under)
{
	if (!gl3d_raster_wanted() || !gl3d_available(r))
		return false;
	SDL_RenderFlush(r);
	unit0 u = unit0_now();
	unsigned colours = 0;
	bool put = rows_in(r, b, under, true, &colours);
	unit0_again(&u);
	return put;
}

void gl3d_end(void)
{
	gl_fn.FrontFace(GL_CCW);
	gl_fn.DepthMask(GL_TRUE);
	gl_api_restore(&saved);
}
