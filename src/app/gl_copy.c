/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "gl_copy.h"

#include "config.h"

#if FOOTPRINTS_VIEW_3D

#include <string.h>

#include "gl_api.h"

/* One texel a pixel from a texture whose rows go top down, as the
 * window's do in memory, read and nothing more. The triangle covers the
 * whole window and more. */
static const char *const vertex_source =
	"layout(location = 0) in vec4 corner;\n"
	"out vec2 uv;\n"
	"void main" "() { gl_Position = vec4(corner.xy, 0.0, 1.0); uv = corner.zw; }\n";

static const char *const fragment_source =
	"precision highp float;\n"
	"in vec2 uv;\n"
	"uniform sampler2D kept;\n"
	"out vec4 pixel;\n"
	"void main" "() { pixel = texture(kept, uv); }\n";

/* The program and its triangle in the context they were made for. */
static struct {
	SDL_GLContext context;
	bool ready;
	GLuint program, vao, vbo;
} copy;

/* The triangle: clip x, y and texture u, v at each corner (v 0 at the
 * top), in a vertex array of its own. */
static void make_triangle(void)
{
	static const float corners[3][4] = {{-1.0f, 1.0f, 0.0f, 0.0f},
	                                    {3.0f, 1.0f, 2.0f, 0.0f},
	                                    {-1.0f, -3.0f, 0.0f, 2.0f}};
	gl_fn.GenVertexArrays(1, &copy.vao);
	gl_fn.GenBuffers(1, &copy.vbo);
	gl_fn.BindVertexArray(copy.vao);
	gl_fn.BindBuffer(GL_ARRAY_BUFFER, copy.vbo);
	gl_fn.BufferData(GL_ARRAY_BUFFER, sizeof corners, corners, GL_STATIC_DRAW);
	gl_fn.EnableVertexAttribArray(0);
	gl_fn.VertexAttribPointer(0, 4, GL_FLOAT, GL_FALSE, sizeof corners[0], NULL);
}

/* Makes the program and triangle, once per context; the caller saved the
 * bindings this changes. */
static bool ready(void)
{
	SDL_GLContext c = SDL_GL_GetCurrentContext();
	if (c == copy.context)
		return copy.ready;
	copy.context = c;
	copy.program = gl_api_program(vertex_source, fragment_source);
	copy.ready = copy.program != 0;
	if (copy.ready)
		make_triangle();
	return copy.ready;
}

bool gl_copy_texture(SDL_Renderer *r, SDL_Texture *t)
{
	/* In the browser SDL's copy is as good, and the flush below, of a
	 * queue without vertices, makes SDL's GLES2 renderer upload none,
	 * which WebGL 2 takes for the rest of the heap. */
	const char *driver = gl_api_driver(r);
	if (driver == NULL || strcmp(driver, "opengl") != 0 || !gl_api_ready())
		return false;
	SDL_RenderFlush(r);
	if (SDL_GL_BindTexture(t, NULL, NULL) != 0)
		return false;
	int w = 0, h = 0;
	SDL_GL_GetDrawableSize(SDL_RenderGetWindow(r), &w, &h);
	gl_api_state saved = gl_api_save();
	bool drawn = ready();
	if (drawn) {
		gl_api_enable(GL_DEPTH_TEST, false);
		gl_api_enable(GL_CULL_FACE, false);
		gl_api_enable(GL_BLEND, false);
		gl_api_enable(GL_SCISSOR_TEST, false);
		gl_fn.Viewport(0, 0, w, h);
		gl_fn.UseProgram(copy.program);
		gl_fn.BindVertexArray(copy.vao);
		gl_fn.DrawArrays(GL_TRIANGLES, 0, 3);
	}
	gl_api_restore(&saved);
	SDL_GL_UnbindTexture(t);
	return drawn;
}

#else

bool gl_copy_texture(SDL_Renderer *r, SDL_Texture *t)
{
	(void)r;
	(void)t;
	return false;
}

#endif
