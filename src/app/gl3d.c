/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "gl3d.h"

#include <stddef.h>
#include <string.h>

/* OpenGL ES 3.0's types and names only; the entry points come from
 * SDL_GL_GetProcAddress, which finds them on the desktop (GL 3.3 or later,
 * where they are the same functions) and in the browser (WebGL 2) alike. */
#define GL_GLES_PROTOTYPES 0
#include <GLES3/gl3.h>

/* Every entry point used: its type and name. */
#define GL3D_FUNCTIONS(X)                                                                          \
	X(PFNGLGETSTRINGPROC, GetString)                                                           \
	X(PFNGLGETINTEGERVPROC, GetIntegerv)                                                       \
	X(PFNGLGETBOOLEANVPROC, GetBooleanv)                                                       \
	X(PFNGLISENABLEDPROC, IsEnabled)                                                           \
	X(PFNGLENABLEPROC, Enable)                                                                 \
	X(PFNGLDISABLEPROC, Disable)                                                               \
	X(PFNGLVIEWPORTPROC, Viewport)                                                             \
	X(PFNGLDEPTHMASKPROC, DepthMask)                                                           \
	X(PFNGLBLENDFUNCPROC, BlendFunc)                                                           \
	X(PFNGLDEPTHFUNCPROC, DepthFunc)                                                           \
	X(PFNGLCULLFACEPROC, CullFace)                                                             \
	X(PFNGLFRONTFACEPROC, FrontFace)                                                           \
	X(PFNGLCLEARDEPTHFPROC, ClearDepthf)                                                       \
	X(PFNGLCLEARPROC, Clear)                                                                   \
	X(PFNGLCREATESHADERPROC, CreateShader)                                                     \
	X(PFNGLSHADERSOURCEPROC, ShaderSource)                                                     \
	X(PFNGLCOMPILESHADERPROC, CompileShader)                                                   \
	X(PFNGLGETSHADERIVPROC, GetShaderiv)                                                       \
	X(PFNGLDELETESHADERPROC, DeleteShader)                                                     \
	X(PFNGLCREATEPROGRAMPROC, CreateProgram)                                                   \
	X(PFNGLATTACHSHADERPROC, AttachShader)                                                     \
	X(PFNGLBINDATTRIBLOCATIONPROC, BindAttribLocation)                                         \
	X(PFNGLLINKPROGRAMPROC, LinkProgram)                                                       \
	X(PFNGLGETPROGRAMIVPROC, GetProgramiv)                                                     \
	X(PFNGLGETUNIFORMLOCATIONPROC, GetUniformLocation)                                         \
	X(PFNGLUSEPROGRAMPROC, UseProgram)                                                         \
	X(PFNGLUNIFORMMATRIX4FVPROC, UniformMatrix4fv)                                             \
	X(PFNGLGENVERTEXARRAYSPROC, GenVertexArrays)                                               \
	X(PFNGLBINDVERTEXARRAYPROC, BindVertexArray)                                               \
	X(PFNGLGENBUFFERSPROC, GenBuffers)                                                         \
	X(PFNGLBINDBUFFERPROC, BindBuffer)                                                         \
	X(PFNGLBUFFERDATAPROC, BufferData)                                                         \
	X(PFNGLENABLEVERTEXATTRIBARRAYPROC, EnableVertexAttribArray)                               \
	X(PFNGLVERTEXATTRIBPOINTERPROC, VertexAttribPointer)                                       \
	X(PFNGLDRAWARRAYSPROC, DrawArrays)

#define GL3D_FIELD(type, name) type name;
/* SDL gives an object pointer: copied, as POSIX's dlsym results are, since
 * ISO C has no cast from it to a function pointer. */
#define GL3D_LOAD(type, name)                                                                      \
	{                                                                                          \
		void *p = SDL_GL_GetProcAddress("gl" #name);                                       \
		ok &= p != NULL;                                                                   \
		memcpy(&gl.name, &p, sizeof p);                                                    \
	}

/* The entry points and our objects in the context they were made for. */
static struct {
	GL3D_FUNCTIONS(GL3D_FIELD)
	SDL_GLContext context;
	bool ready; /* everything below made */
	GLuint program, vao, vbo;
	GLint clip;
} gl;

/* What SDL's renderer had, put back by gl3d_end: it caches its GL state
 * and must find it as it left it. */
static struct {
	GLint program, buffer, vao, viewport[4];
	GLboolean blend, scissor, depth, cull, depth_mask;
} saved;

/* The two stages; the sources differ only in the version line. ("main"
 * stands apart from its "()" so no reader of the C takes it for a call of
 * the program's main.) */
static const char *const vertex_source =
	"layout(location = 0) in vec3 position;\n"
	"layout(location = 1) in vec4 colour;\n"
	"uniform mat4 clip;\n"
	"flat out vec4 shade;\n"
	"void main" "() { gl_Position = clip * vec4(position, 1.0); shade = colour; }\n";
static const char *const fragment_source =
	"precision mediump float;\n"
	"flat in vec4 shade;\n"
	"out vec4 pixel;\n"
	"void main" "() { pixel = shade; }\n";

static GLuint compile(GLenum stage, const char *version, const char *body)
{
	GLuint s = gl.CreateShader(stage);
	const char *parts[2] = {version, body};
	gl.ShaderSource(s, 2, parts, NULL);
	gl.CompileShader(s);
	GLint ok = GL_FALSE;
	gl.GetShaderiv(s, GL_COMPILE_STATUS, &ok);
	if (!ok) {
		gl.DeleteShader(s);
		return 0;
	}
	return s;
}

/* GLSL ES 3.00 in an OpenGL ES (WebGL) context, GLSL 3.30 on the desktop. */
static bool make_program(void)
{
	const char *v = (const char *)gl.GetString(GL_VERSION);
	const char *version = v != NULL && strncmp(v, "OpenGL ES", 9) == 0 ? "#version 300 es\n"
	                                                                     : "#version 330 core\n";
	GLuint vs = compile(GL_VERTEX_SHADER, version, vertex_source);
	GLuint fs = compile(GL_FRAGMENT_SHADER, version, fragment_source);
	if (vs == 0 || fs == 0)
		return false;
	gl.program = gl.CreateProgram();
	gl.AttachShader(gl.program, vs);
	gl.AttachShader(gl.program, fs);
	gl.LinkProgram(gl.program);
	gl.DeleteShader(vs);
	gl.DeleteShader(fs);
	GLint ok = GL_FALSE;
	gl.GetProgramiv(gl.program, GL_LINK_STATUS, &ok);
	gl.clip = gl.GetUniformLocation(gl.program, "clip");
	return ok && gl.clip >= 0;
}

/* The vertex layout of scene3d_vertex, kept in our own vertex array so
 * the renderer's attribute slots are never touched. */
static void make_arrays(void)
{
	GLint vao = 0, buffer = 0;
	gl.GetIntegerv(GL_VERTEX_ARRAY_BINDING, &vao);
	gl.GetIntegerv(GL_ARRAY_BUFFER_BINDING, &buffer);
	gl.GenVertexArrays(1, &gl.vao);
	gl.GenBuffers(1, &gl.vbo);
	gl.BindVertexArray(gl.vao);
	gl.BindBuffer(GL_ARRAY_BUFFER, gl.vbo);
	gl.EnableVertexAttribArray(0);
	gl.VertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(scene3d_vertex),
	                       (const void *)offsetof(scene3d_vertex, x));
	gl.EnableVertexAttribArray(1);
	gl.VertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(scene3d_vertex),
	                       (const void *)offsetof(scene3d_vertex, r));
	gl.BindVertexArray((GLuint)vao);
	gl.BindBuffer(GL_ARRAY_BUFFER, (GLuint)buffer);
}

/* Loads the entry points and makes our objects, once per context. */
static bool ready(void)
{
	SDL_GLContext c = SDL_GL_GetCurrentContext();
	if (c == NULL)
		return false;
	if (c == gl.context)
		return gl.ready;
	gl.context = c;
	gl.ready = false;
	bool ok = true;
	GL3D_FUNCTIONS(GL3D_LOAD)
	if (!ok || !make_program())
		return false;
	make_arrays();
	gl.ready = true;
	return true;
}

bool gl3d_available(SDL_Renderer *r)
{
	SDL_RendererInfo info;
	if (r == NULL || SDL_GetRendererInfo(r, &info) != 0 ||
	    (strcmp(info.name, "opengl") != 0 && strcmp(info.name, "opengles2") != 0))
		return false;
	return ready();
}

static void save_state(void)
{
	gl.GetIntegerv(GL_CURRENT_PROGRAM, &saved.program);
	gl.GetIntegerv(GL_ARRAY_BUFFER_BINDING, &saved.buffer);
	gl.GetIntegerv(GL_VERTEX_ARRAY_BINDING, &saved.vao);
	gl.GetIntegerv(GL_VIEWPORT, saved.viewport);
	gl.GetBooleanv(GL_DEPTH_WRITEMASK, &saved.depth_mask);
	saved.blend = gl.IsEnabled(GL_BLEND);
	saved.scissor = gl.IsEnabled(GL_SCISSOR_TEST);
	saved.depth = gl.IsEnabled(GL_DEPTH_TEST);
	saved.cull = gl.IsEnabled(GL_CULL_FACE);
}

static void set_enabled(GLenum cap, GLboolean on)
{
	if (on)
		gl.Enable(cap);
	else
		gl.Disable(cap);
}

bool gl3d_begin(SDL_Renderer *r, const mat4s *clip)
{
	if (!gl3d_available(r))
		return false;
	SDL_RenderFlush(r);
	int w = 0, h = 0;
	SDL_GL_GetDrawableSize(SDL_RenderGetWindow(r), &w, &h);
	save_state();
	gl.UseProgram(gl.program);
	gl.UniformMatrix4fv(gl.clip, 1, GL_FALSE, &clip->raw[0][0]);
	gl.BindVertexArray(gl.vao);
	gl.BindBuffer(GL_ARRAY_BUFFER, gl.vbo);
	gl.Disable(GL_BLEND);
	gl.Disable(GL_SCISSOR_TEST);
	gl.Viewport(0, 0, w, h);
	gl.DepthMask(GL_TRUE);
	gl.ClearDepthf(1.0f);
	gl.Clear(GL_DEPTH_BUFFER_BIT);
	return true;
}

void gl3d_draw(const scene3d_list *l, bool lines, bool depth)
{
	if (l->count == 0)
		return;
	set_enabled(GL_DEPTH_TEST, depth);
	set_enabled(GL_CULL_FACE, depth);
	if (depth) {
		gl.DepthFunc(GL_LESS);
		gl.CullFace(GL_BACK);
		/* clip mirrors the map's y: counter-clockwise faces in map
		 * numbers come out clockwise on screen. */
		gl.FrontFace(GL_CW);
	}
	/* A fresh store each list: the driver need not wait for the last
	 * draw from it. */
	gl.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(l->count * sizeof *l->v), l->v, GL_STREAM_DRAW);
	gl.DrawArrays(lines ? GL_LINES : GL_TRIANGLES, 0, (GLsizei)l->count);
}

void gl3d_draw_xray(const scene3d_list *l, size_t lines)
{
	if (l->count == 0)
		return;
	gl.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(l->count * sizeof *l->v), l->v, GL_STREAM_DRAW);
	gl.Disable(GL_DEPTH_TEST);
	gl.Disable(GL_CULL_FACE);
	if (lines > 0)
		gl.DrawArrays(GL_LINES, 0, (GLsizei)lines);
	if (l->count == lines)
		return;
	/* Only where something nearer was drawn, blended over it, and leaving
	 * the depth as it is. */
	gl.Enable(GL_DEPTH_TEST);
	gl.Enable(GL_CULL_FACE);
	gl.DepthFunc(GL_GREATER);
	gl.DepthMask(GL_FALSE);
	gl.Enable(GL_BLEND);
	gl.BlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
	gl.DrawArrays(GL_TRIANGLES, (GLint)lines, (GLsizei)(l->count - lines));
	gl.Disable(GL_BLEND);
	gl.DepthMask(GL_TRUE);
}

void gl3d_end(void)
{
	gl.FrontFace(GL_CCW);
	set_enabled(GL_DEPTH_TEST, saved.depth);
	set_enabled(GL_CULL_FACE, saved.cull);
	set_enabled(GL_BLEND, saved.blend);
	set_enabled(GL_SCISSOR_TEST, saved.scissor);
	gl.DepthMask(saved.depth_mask);
	gl.Viewport(saved.viewport[0], saved.viewport[1], saved.viewport[2], saved.viewport[3]);
	gl.BindVertexArray((GLuint)saved.vao);
	gl.BindBuffer(GL_ARRAY_BUFFER, (GLuint)saved.buffer);
	gl.UseProgram((GLuint)saved.program);
}
