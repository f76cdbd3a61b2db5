/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* gl_api.h: raw OpenGL ES 3.0 / WebGL 2 inside an SDL renderer of SDL's
 * "opengl" driver (the desktop) or "opengles2" (the browser): the entry
 * points, loaded from SDL once per context; programs from GLSL sources
 * that differ only in their version line; and the GL state the renderer
 * caches (it must find it as it left it), saved and put back around raw
 * drawing. gl3d draws the 3D view with them, gl_copy copies kept
 * pictures. */
#ifndef APP_GL_API_H
#define APP_GL_API_H

#include <stdbool.h>

#include <SDL2/SDL.h>

/* OpenGL ES 3.0's types and names only; the entry points come from
 * SDL_GL_GetProcAddress, which finds them on the desktop (GL 3.3 or later,
 * where they are the same functions) and in the browser (WebGL 2) alike. */
#define GL_GLES_PROTOTYPES 0
#include <GLES3/gl3.h>

/* Every entry point used: its type and name. */
#define GL_API_FUNCTIONS(X)                                                                          \
	X(PFNGLGETSTRINGPROC, GetString)                                                           \
	X(PFNGLGETINTEGERVPROC, GetIntegerv)                                                       \
	X(PFNGLGETFLOATVPROC, GetFloatv)                                                           \
	X(PFNGLISENABLEDPROC, IsEnabled)                                                           \
	X(PFNGLENABLEPROC, Enable)                                                                 \
	X(PFNGLDISABLEPROC, Disable)                                                               \
	X(PFNGLVIEWPORTPROC, Viewport)                                                             \
	X(PFNGLDEPTHMASKPROC, DepthMask)                                                           \
	X(PFNGLBLENDFUNCSEPARATEPROC, BlendFuncSeparate)                                           \
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
	X(PFNGLUNIFORM1FPROC, Uniform1f)                                                           \
	X(PFNGLUNIFORM2FPROC, Uniform2f)                                                           \
	X(PFNGLUNIFORM3FPROC, Uniform3f)                                                           \
	X(PFNGLUNIFORM4FPROC, Uniform4f)                                                           \
	X(PFNGLGENVERTEXARRAYSPROC, GenVertexArrays)                                               \
	X(PFNGLBINDVERTEXARRAYPROC, BindVertexArray)                                               \
	X(PFNGLGENBUFFERSPROC, GenBuffers)                                                         \
	X(PFNGLBINDBUFFERPROC, BindBuffer)                                                         \
	X(PFNGLBUFFERDATAPROC, BufferData)                                                         \
	X(PFNGLENABLEVERTEXATTRIBARRAYPROC, EnableVertexAttribArray)                               \
	X(PFNGLVERTEXATTRIBPOINTERPROC, VertexAttribPointer)                                       \
	X(PFNGLVERTEXATTRIBDIVISORPROC, VertexAttribDivisor)                                       \
	X(PFNGLDRAWARRAYSPROC, DrawArrays)                                                         \
	X(PFNGLDRAWARRAYSINSTANCEDPROC, DrawArraysInstanced)                                       \
	X(PFNGLPIXELSTOREIPROC, PixelStorei)                                                       \
	X(PFNGLGENTEXTURESPROC, GenTextures)                                                       \
	X(PFNGLDELETETEXTURESPROC, DeleteTextures)                                                 \
	X(PFNGLBINDTEXTUREPROC, BindTexture)                                                       \
	X(PFNGLTEXIMAGE2DPROC, TexImage2D)                                                         \
	X(PFNGLTEXSUBIMAGE2DPROC, TexSubImage2D)                                                   \
	X(PFNGLGENFRAMEBUFFERSPROC, GenFramebuffers)                                               \
	X(PFNGLDELETEFRAMEBUFFERSPROC, DeleteFramebuffers)                                         \
	X(PFNGLBINDFRAMEBUFFERPROC, BindFramebuffer)                                               \
	X(PFNGLFRAMEBUFFERTEXTURE2DPROC, FramebufferTexture2D)                                     \
	X(PFNGLCHECKFRAMEBUFFERSTATUSPROC, CheckFramebufferStatus)                                 \
	X(PFNGLGENRENDERBUFFERSPROC, GenRenderbuffers)                                             \
	X(PFNGLDELETERENDERBUFFERSPROC, DeleteRenderbuffers)                                       \
	X(PFNGLBINDRENDERBUFFERPROC, BindRenderbuffer)                                             \
	X(PFNGLRENDERBUFFERSTORAGEPROC, RenderbufferStorage)                                       \
	X(PFNGLFRAMEBUFFERRENDERBUFFERPROC, FramebufferRenderbuffer)                               \
	X(PFNGLGETFRAMEBUFFERATTACHMENTPARAMETERIVPROC, GetFramebufferAttachmentParameteriv)       \
	X(PFNGLPOLYGONOFFSETPROC, PolygonOffset)                                                   \
	X(PFNGLGETERRORPROC, GetError)                                                             \
	X(PFNGLBLITFRAMEBUFFERPROC, BlitFramebuffer)                                               \
	X(PFNGLACTIVETEXTUREPROC, ActiveTexture)                                                   \
	X(PFNGLUNIFORM1IPROC, Uniform1i)                                                           \
	X(PFNGLTEXPARAMETERIPROC, TexParameteri)                                                   \
	X(PFNGLREADPIXELSPROC, ReadPixels)

#define GL_API_FIELD(type, name) type name;

/* The current context's entry points, once gl_api_ready has loaded them. */
typedef struct gl_api {
	GL_API_FUNCTIONS(GL_API_FIELD)
} gl_api;

extern gl_api gl_fn;

/* r's driver when it is one of SDL's GL renderers ("opengl" on the
 * desktop, "opengles2" in the browser), else NULL. */
const char *gl_api_driver(SDL_Renderer *r);

/* True when gl_fn holds the current context's entry points (loaded the
 * first time a context is seen); false with no context or one missing. */
bool gl_api_ready(void);

/* vertex and fragment (GLSL without the version line) compiled and linked
 * as GLSL ES 3.00 in an OpenGL ES (WebGL) context, GLSL 3.30 on the
 * desktop; 0 when either does not compile or they do not link. */
GLuint gl_api_program(const char *vertex, const char *fragment);

/* Whether the current context is OpenGL ES (WebGL in the browser), not the
 * desktop's OpenGL. */
bool gl_api_es(void);

/* The renderer's GL state that raw drawing changes. Its blend function
 * and depth mask are not read back (a browser answers those queries only
 * after waiting for the GPU): raw drawing blends as SDL_BLENDMODE_BLEND
 * does, the only blending the game asks SDL for, and leaves the depth mask
 * at GL's default, which SDL's 2D renderers never change. */
typedef struct gl_api_state {
	GLint program, buffer, vao, viewport[4];
	GLboolean blend, scissor, depth, cull;
} gl_api_state;

gl_api_state gl_api_save(void);

/* Puts back what gl_api_save read. */
void gl_api_restore(const gl_api_state *s);

/* Enables cap when on, else disables it. */
void gl_api_enable(GLenum cap, bool on);

#endif
