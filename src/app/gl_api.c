/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "gl_api.h"

#include <string.h>

gl_api gl_fn;

/* The context gl_fn was loaded for, and whether every entry point was
 * found there. */
static SDL_GLContext loaded;
static bool complete;

const char *gl_api_driver(SDL_Renderer *r)
{
	static const char *const drivers[] = {"opengl", "opengles2"};
	SDL_RendererInfo info;
	if (r == NULL || SDL_GetRendererInfo(r, &info) != 0)
		return NULL;
	for (size_t k = 0; k < sizeof drivers / sizeof *drivers; k++)
		if (strcmp(info.name, drivers[k]) == 0)
			return drivers[k];
	return NULL;
}

/* SDL gives an object pointer: copied, as POSIX's dlsym results are, since
 * ISO C has no cast from it to a function pointer. */
#define GL_API_LOAD(type, name)                                                                    \
	{                                                                                          \
		void *p = SDL_GL_GetProcAddress("gl" #name);                                       \
		ok &= p != NULL;                                                                   \
		memcpy(&gl_fn.name, &p, sizeof p);                                                 \
	}

bool gl_api_ready(void)
{
	SDL_GLContext c = SDL_GL_GetCurrentContext();
	if (c == NULL)
		return false;
	if (c == loaded)
		return complete;
	loaded = c;
	bool ok = true;
	GL_API_FUNCTIONS(GL_API_LOAD)
	complete = ok;
	return complete;
}

static GLuint compile(GLenum stage, const char *version, const char *body)
{
	GLuint s = gl_fn.CreateShader(stage);
	const char *parts[2] = {version, body};
	gl_fn.ShaderSource(s, 2, parts, NULL);
	gl_fn.CompileShader(s);
	GLint ok = GL_FALSE;
	gl_fn.GetShaderiv(s, GL_COMPILE_STATUS, &ok);
	if (!ok) {
		gl_fn.DeleteShader(s);
		return 0;
	}
	return s;
}

bool gl_api_es(void)
{
	const char *v = (const char *)gl_fn.GetString(GL_VERSION);
	return v != NULL && strncmp(v, "OpenGL ES", 9) == 0;
}

GLuint gl_api_program(const char *vertex, const char *fragment)
{
	const char *version = gl_api_es() ? "#version 300 es\n" : "#version 330 core\n";
	GLuint vs = compile(GL_VERTEX_SHADER, version, vertex);
	GLuint fs = compile(GL_FRAGMENT_SHADER, version, fragment);
	if (vs == 0 || fs == 0)
		return 0;
	GLuint program = gl_fn.CreateProgram();
	gl_fn.AttachShader(program, vs);
	gl_fn.AttachShader(program, fs);
	gl_fn.LinkProgram(program);
	gl_fn.DeleteShader(vs);
	gl_fn.DeleteShader(fs);
	GLint ok = GL_FALSE;
	gl_fn.GetProgramiv(program, GL_LINK_STATUS, &ok);
	return ok ? program : 0;
}

gl_api_state gl_api_save(void)
{
	gl_api_state s;
	gl_fn.GetIntegerv(GL_CURRENT_PROGRAM, &s.program);
	gl_fn.GetIntegerv(GL_ARRAY_BUFFER_BINDING, &s.buffer);
	gl_fn.GetIntegerv(GL_VERTEX_ARRAY_BINDING, &s.vao);
	gl_fn.GetIntegerv(GL_VIEWPORT, s.viewport);
	s.blend = gl_fn.IsEnabled(GL_BLEND);
	s.scissor = gl_fn.IsEnabled(GL_SCISSOR_TEST);
	s.depth = gl_fn.IsEnabled(GL_DEPTH_TEST);
	s.cull = gl_fn.IsEnabled(GL_CULL_FACE);
	return s;
}

void gl_api_enable(GLenum cap, bool on)
{
	if (on)
		gl_fn.Enable(cap);
	else
		gl_fn.Disable(cap);
}

void gl_api_restore(const gl_api_state *s)
{
	gl_api_enable(GL_DEPTH_TEST, s->depth);
	gl_api_enable(GL_CULL_FACE, s->cull);
	gl_api_enable(GL_BLEND, s->blend);
	gl_api_enable(GL_SCISSOR_TEST, s->scissor);
	gl_fn.Viewport(s->viewport[0], s->viewport[1], s->viewport[2], s->viewport[3]);
	gl_fn.BindVertexArray((GLuint)s->vao);
	gl_fn.BindBuffer(GL_ARRAY_BUFFER, (GLuint)s->buffer);
	gl_fn.UseProgram((GLuint)s->program);
}
