/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "gl_copy.h"

#include "config.h"

#if FOOTPRINTS_VIEW_3D

#include <stdlib.h>
#include <string.h>

#include "gl_api.h"

/* One texel a pixel from a texture whose rows go top down, as the
 * window's do in memory, read and nothing more. The triangle covers the
 * whole window and more; part (scale, then offset) places the window on
 * the texture: (1, 1, 0, 0) when they are the same size. */
static const char *const vertex_source =
	"layout(location = 0) in vec4 corner;\n"
	"uniform vec4 part;\n"
	"out vec2 uv;\n"
	"void main" "() {\n"
	"  gl_Position = vec4(corner.xy, 0.0, 1.0);\n"
	"  uv = corner.zw * part.xy + part.zw;\n"
	"}\n";

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
	GLint part; /* the program's uniform */
	GLuint rects_vao, rects_vbo; /* gl_copy_texture_rects' corners */
	float (*corners)[4];         /* their room in memory */
	size_t corners_cap;
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
	if (copy.ready) {
		copy.part = gl_fn.GetUniformLocation(copy.program, "part");
		make_triangle();
		gl_fn.GenVertexArrays(1, &copy.rects_vao);
		gl_fn.GenBuffers(1, &copy.rects_vbo);
		gl_fn.BindVertexArray(copy.rects_vao);
		gl_fn.BindBuffer(GL_ARRAY_BUFFER, copy.rects_vbo);
		gl_fn.EnableVertexAttribArray(0);
		gl_fn.VertexAttribPointer(0, 4, GL_FLOAT, GL_FALSE, sizeof copy.corners[0], NULL);
	}
	return copy.ready;
}

/* True, with what r queued sent to GL first, when r is SDL's desktop
 * "opengl" renderer with our entry points loaded. In the browser SDL's
 * copy is as good, and the flush, of a queue without vertices, makes
 * SDL's GLES2 renderer upload none, which WebGL 2 takes for the rest of
 * the heap. */
static bool desktop_gl(SDL_Renderer *r)
{
	const char *driver = gl_api_driver(r);
	if (driver == NULL || strcmp(driver, "opengl") != 0 || !gl_api_ready())
		return false;
	SDL_RenderFlush(r);
	return true;
}

/* The copy program in use over a w x h window, texel for texel, blended
 * as SDL_BLENDMODE_BLEND blends when blend; no depth test, culling or
 * scissor. */
static void use_copy(int w, int h, bool blend)
{
	gl_api_enable(GL_DEPTH_TEST, false);
	gl_api_enable(GL_CULL_FACE, false);
	gl_api_enable(GL_SCISSOR_TEST, false);
	gl_api_enable(GL_BLEND, blend);
	if (blend)
		gl_fn.BlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE,
		                        GL_ONE_MINUS_SRC_ALPHA);
	gl_fn.Viewport(0, 0, w, h);
	gl_fn.UseProgram(copy.program);
}

bool gl_copy_texture(SDL_Renderer *r, SDL_Texture *t, const SDL_Rect *from)
{
	int tw = 0, th = 0;
	if (!desktop_gl(r) || SDL_QueryTexture(t, NULL, NULL, &tw, &th) != 0)
		return false;
	if (SDL_GL_BindTexture(t, NULL, NULL) != 0)
		return false;
	int w = 0, h = 0;
	SDL_GL_GetDrawableSize(SDL_RenderGetWindow(r), &w, &h);
	SDL_Rect f = from != NULL ? *from : (SDL_Rect){0, 0, tw, th};
	gl_api_state saved = gl_api_save();
	bool drawn = ready();
	if (drawn) {
		use_copy(w, h, false);
		gl_fn.Uniform4f(copy.part, (float)f.w / (float)tw, (float)f.h / (float)th,
		                (float)f.x / (float)tw, (float)f.y / (float)th);
		gl_fn.BindVertexArray(copy.vao);
		gl_fn.DrawArrays(GL_TRIANGLES, 0, 3);
	}
	gl_api_restore(&saved);
	SDL_GL_UnbindTexture(t);
	return drawn;
}

/* Desktop GL's 32-bit depth renderbuffer format. */
#define GL_COPY_DEPTH32 0x81A7

/* GL_EXT_texture_format_BGRA8888's format, desktop GL's GL_BGRA. */
#define GL_COPY_BGRA 0x80E1

/* Pixels to copy held in a texture of ours, read through a framebuffer
 * object. Asked for as unsized RGBA and given as BGRA bytes, Mesa keeps it
 * as B8G8R8A8, the window's own format, and then blits it by copying rows
 * (util_try_blit_via_copy_region), where drawing it shades every pixel
 * on its threads: 4 ms less of a 1280x720 frame's processor time. */
typedef struct held_pixels {
	SDL_GLContext context;
	GLuint tex, fbo;
	int w, h;
	bool ok;
	unsigned long stamp; /* of what it holds, for a kept picture (0: none) */
} held_pixels;

/* A canvas's picture, uploaded each frame; a kept texture's, copied when
 * it changes. */
static held_pixels canvas, kept;

/* h's texture and its framebuffer object, w x h, in the current context;
 * false when it cannot have them. Binds both (the object for reading). */
static bool hold(held_pixels *h, int w, int hgt)
{
	SDL_GLContext c = SDL_GL_GetCurrentContext();
	if (c == h->context && w == h->w && hgt == h->h) {
		gl_fn.BindTexture(GL_TEXTURE_2D, h->tex);
		gl_fn.BindFramebuffer(GL_READ_FRAMEBUFFER, h->fbo);
		return h->ok;
	}
	/* Another size in the same context: the old ones go (those of
	 * another context went with it). */
	if (c == h->context) {
		gl_fn.DeleteFramebuffers(1, &h->fbo);
		gl_fn.DeleteTextures(1, &h->tex);
	}
	*h = (held_pixels){.context = c, .w = w, .h = hgt};
	gl_fn.GenTextures(1, &h->tex);
	gl_fn.BindTexture(GL_TEXTURE_2D, h->tex);
	gl_fn.TexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, hgt, 0, GL_COPY_BGRA, GL_UNSIGNED_BYTE, NULL);
	gl_fn.GenFramebuffers(1, &h->fbo);
	gl_fn.BindFramebuffer(GL_READ_FRAMEBUFFER, h->fbo);
	gl_fn.FramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, h->tex, 0);
	h->ok = gl_fn.CheckFramebufferStatus(GL_READ_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
	return h->ok;
}

/* What SDL's renderer had bound, put back after a copy. */
typedef struct bound {
	GLint tex, read, row, align;
	gl_api_state state;
} bound;

static bound bound_now(void)
{
	bound b;
	gl_fn.GetIntegerv(GL_TEXTURE_BINDING_2D, &b.tex);
	gl_fn.GetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &b.read);
	gl_fn.GetIntegerv(GL_UNPACK_ROW_LENGTH, &b.row);
	gl_fn.GetIntegerv(GL_UNPACK_ALIGNMENT, &b.align);
	b.state = gl_api_save();
	return b;
}

static void bound_again(const bound *b)
{
	gl_fn.BindFramebuffer(GL_READ_FRAMEBUFFER, (GLuint)b->read);
	gl_fn.BindTexture(GL_TEXTURE_2D, (GLuint)b->tex);
	gl_fn.PixelStorei(GL_UNPACK_ROW_LENGTH, b->row);
	gl_fn.PixelStorei(GL_UNPACK_ALIGNMENT, b->align);
	gl_api_restore(&b->state);
}

/* True when r's desktop GL draws into its window: SDL's target textures
 * are not the window's format. */
static bool into_window(SDL_Renderer *r)
{
	if (!desktop_gl(r))
		return false;
	GLint draw = -1;
	gl_fn.GetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &draw);
	return draw == 0;
}

/* The corners of rects (n) as two triangles each, clip x, y and texture
 * u, v, for a window and texture w x h; false when out of memory. */
static bool rect_corners(const SDL_FRect *rects, int n, int w, int h)
{
	size_t need = 6 * (size_t)n;
	if (need > copy.corners_cap) {
		void *mem = realloc(copy.corners, need * sizeof *copy.corners);
		if (mem == NULL)
			return false;
		copy.corners = mem;
		copy.corners_cap = need;
	}
	static const int fan[6][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 0}, {1, 1}, {0, 1}};
	float fw = (float)w, fh = (float)h;
	for (int i = 0; i < n; i++) {
		float x[2] = {rects[i].x, rects[i].x + rects[i].w};
		float y[2] = {rects[i].y, rects[i].y + rects[i].h};
		for (int k = 0; k < 6; k++) {
			float *c = copy.corners[6 * (size_t)i + (size_t)k];
			float px = x[fan[k][0]], py = y[fan[k][1]];
			c[0] = px / fw * 2.0f - 1.0f;
			c[1] = 1.0f - py / fh * 2.0f;
			c[2] = px / fw;
			c[3] = py / fh;
		}
	}
	return true;
}

bool gl_copy_texture_rects(SDL_Renderer *r, SDL_Texture *t, const SDL_FRect *rects, int n)
{
	int tw = 0, th = 0, w = 0, h = 0;
	/* Into a target SDL draws its rows the other way up. */
	if (n <= 0 || !into_window(r) || SDL_QueryTexture(t, NULL, NULL, &tw, &th) != 0)
		return false;
	SDL_GL_GetDrawableSize(SDL_RenderGetWindow(r), &w, &h);
	if (tw != w || th != h || SDL_GL_BindTexture(t, NULL, NULL) != 0)
		return false;
	gl_api_state saved = gl_api_save();
	/* SDL's renderer keeps the blend it set last, whatever it is. */
	GLint blend[4];
	gl_fn.GetIntegerv(GL_BLEND_SRC_RGB, &blend[0]);
	gl_fn.GetIntegerv(GL_BLEND_DST_RGB, &blend[1]);
	gl_fn.GetIntegerv(GL_BLEND_SRC_ALPHA, &blend[2]);
	gl_fn.GetIntegerv(GL_BLEND_DST_ALPHA, &blend[3]);
	bool drawn = ready() && rect_corners(rects, n, w, h);
	if (drawn) {
		use_copy(w, h, true);
		gl_fn.Uniform4f(copy.part, 1.0f, 1.0f, 0.0f, 0.0f);
		gl_fn.BindVertexArray(copy.rects_vao);
		gl_fn.BindBuffer(GL_ARRAY_BUFFER, copy.rects_vbo);
		gl_fn.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(6 * (size_t)n * sizeof copy.corners[0]),
		                 copy.corners, GL_STREAM_DRAW);
		gl_fn.DrawArrays(GL_TRIANGLES, 0, 6 * n);
	}
	gl_fn.BlendFuncSeparate((GLenum)blend[0], (GLenum)blend[1], (GLenum)blend[2], (GLenum)blend[3]);
	gl_api_restore(&saved);
	SDL_GL_UnbindTexture(t);
	return drawn;
}

/* Blits the part f of what h holds over the window (f's size): GL counts
 * the window's rows from the bottom, the texture's from its first in
 * memory, our top; turned over in GL's count, they are in the same order
 * in memory, as the window keeps its rows. */
static void blit_held(const held_pixels *h, SDL_Rect f)
{
	gl_fn.BindFramebuffer(GL_READ_FRAMEBUFFER, h->fbo);
	gl_api_enable(GL_SCISSOR_TEST, false);
	gl_fn.BlitFramebuffer(f.x, f.y, f.x + f.w, f.y + f.h, 0, f.h, f.w, 0, GL_COLOR_BUFFER_BIT,
	                      GL_NEAREST);
}

bool gl_copy_pixels(SDL_Renderer *r, const void *bgra, int w, int h)
{
	if (!into_window(r))
		return false;
	bound was = bound_now();
	bool drawn = hold(&canvas, w, h);
	if (drawn) {
		gl_fn.PixelStorei(GL_UNPACK_ROW_LENGTH, 0);
		gl_fn.PixelStorei(GL_UNPACK_ALIGNMENT, 4);
		gl_fn.TexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, w, h, GL_COPY_BGRA, GL_UNSIGNED_BYTE, bgra);
		blit_held(&canvas, (SDL_Rect){0, 0, w, h});
	}
	bound_again(&was);
	return drawn;
}

/* Copies texture t (w x h) into what kept holds, row for row: a blit
 * between two formats, shaded, but once a picture. */
static bool take(SDL_Texture *t, int w, int h)
{
	GLint name = 0;
	if (SDL_GL_BindTexture(t, NULL, NULL) != 0)
		return false;
	gl_fn.GetIntegerv(GL_TEXTURE_BINDING_2D, &name);
	GLuint from = 0;
	gl_fn.GenFramebuffers(1, &from);
	gl_fn.BindFramebuffer(GL_READ_FRAMEBUFFER, from);
	gl_fn.FramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D,
	                           (GLuint)name, 0);
	bool ok = gl_fn.CheckFramebufferStatus(GL_READ_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
	if (ok) {
		gl_fn.BindFramebuffer(GL_DRAW_FRAMEBUFFER, kept.fbo);
		gl_api_enable(GL_SCISSOR_TEST, false);
		gl_fn.BlitFramebuffer(0, 0, w, h, 0, 0, w, h, GL_COLOR_BUFFER_BIT, GL_NEAREST);
		gl_fn.BindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
	}
	gl_fn.DeleteFramebuffers(1, &from);
	SDL_GL_UnbindTexture(t);
	return ok;
}

bool gl_copy_kept(SDL_Renderer *r, SDL_Texture *t, unsigned long stamp, const SDL_Rect *from)
{
	int w = 0, h = 0;
	if (stamp == 0 || !into_window(r) || SDL_QueryTexture(t, NULL, NULL, &w, &h) != 0)
		return false;
	bound was = bound_now();
	bool drawn = hold(&kept, w, h);
	if (drawn && kept.stamp != stamp) {
		drawn = take(t, w, h);
		kept.stamp = drawn ? stamp : 0;
	}
	if (drawn)
		blit_held(&kept, from != NULL ? *from : (SDL_Rect){0, 0, w, h});
	bound_again(&was);
	return drawn;
}

/* The window's picture, colour and depth, kept in a framebuffer of
 * ours in the window's own formats, rows in the same order in memory:
 * taken and put back by blits that llvmpipe does by copying rows. */
typedef struct window_picture {
	SDL_GLContext context;
	GLuint tex, depth, fbo;
	int w, h;
	GLbitfield mask; /* what a blit copies: colour, depth, any stencil */
	bool ok;
	unsigned long stamp; /* of what it holds (0: none) */
} window_picture;

static window_picture window_kept;

/* The window's depth buffer as a renderbuffer's format, and the blits'
 * mask for it (its stencil too, or the blit is not a copy); false but for
 * 24 bits of depth. */
static bool window_depth(GLenum *format, GLbitfield *mask)
{
	GLint depth = 0, stencil = 0;
	gl_fn.BindFramebuffer(GL_READ_FRAMEBUFFER, 0);
	gl_fn.BindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
	gl_fn.GetIntegerv(GL_DEPTH_BITS, &depth);
	gl_fn.GetIntegerv(GL_STENCIL_BITS, &stencil);
	*format = stencil == 8 ? GL_DEPTH24_STENCIL8 : depth == 32 ? GL_COPY_DEPTH32 : GL_DEPTH_COMPONENT24;
	*mask = GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | (stencil == 8 ? GL_STENCIL_BUFFER_BIT : 0);
	return (depth == 24 && (stencil == 0 || stencil == 8)) || (depth == 32 && stencil == 0);
}

/* window_kept's objects for a w x h window in the current context; false
 * when it cannot have them. */
static bool hold_window(int w, int h)
{
	SDL_GLContext c = SDL_GL_GetCurrentContext();
	if (c == window_kept.context && w == window_kept.w && h == window_kept.h)
		return window_kept.ok;
	if (c == window_kept.context) {
		gl_fn.DeleteFramebuffers(1, &window_kept.fbo);
		gl_fn.DeleteRenderbuffers(1, &window_kept.depth);
		gl_fn.DeleteTextures(1, &window_kept.tex);
	}
	window_kept = (window_picture){.context = c, .w = w, .h = h};
	GLenum format;
	if (!window_depth(&format, &window_kept.mask))
		return false;
	gl_fn.GenTextures(1, &window_kept.tex);
	gl_fn.BindTexture(GL_TEXTURE_2D, window_kept.tex);
	gl_fn.TexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_COPY_BGRA, GL_UNSIGNED_BYTE, NULL);
	gl_fn.GenRenderbuffers(1, &window_kept.depth);
	gl_fn.BindRenderbuffer(GL_RENDERBUFFER, window_kept.depth);
	gl_fn.RenderbufferStorage(GL_RENDERBUFFER, format, w, h);
	gl_fn.GenFramebuffers(1, &window_kept.fbo);
	gl_fn.BindFramebuffer(GL_READ_FRAMEBUFFER, window_kept.fbo);
	gl_fn.FramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D,
	                           window_kept.tex, 0);
	gl_fn.FramebufferRenderbuffer(GL_READ_FRAMEBUFFER,
	                              format == GL_DEPTH24_STENCIL8 ? GL_DEPTH_STENCIL_ATTACHMENT
	                                                            : GL_DEPTH_ATTACHMENT,
	                              GL_RENDERBUFFER, window_kept.depth);
	window_kept.ok =
		gl_fn.CheckFramebufferStatus(GL_READ_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
	return window_kept.ok;
}

/* Blits the whole w x h picture from framebuffer from to framebuffer to,
 * turned over in GL's terms (the same order in memory); false on a GL
 * error (formats that differ after all). */
static bool blit_window(GLuint from, GLuint to, int w, int h)
{
	while (gl_fn.GetError() != GL_NO_ERROR)
		;
	gl_fn.BindFramebuffer(GL_READ_FRAMEBUFFER, from);
	gl_fn.BindFramebuffer(GL_DRAW_FRAMEBUFFER, to);
	gl_api_enable(GL_SCISSOR_TEST, false);
	gl_fn.BlitFramebuffer(0, 0, w, h, 0, h, w, 0, window_kept.mask, GL_NEAREST);
	gl_fn.BindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
	return gl_fn.GetError() == GL_NO_ERROR;
}

bool gl_copy_window_can(SDL_Renderer *r)
{
	int w = 0, h = 0;
	if (!into_window(r) || SDL_GetRendererOutputSize(r, &w, &h) != 0)
		return false;
	bound was = bound_now();
	bool can = hold_window(w, h);
	bound_again(&was);
	return can;
}

bool gl_copy_window_keep(SDL_Renderer *r, unsigned long stamp)
{
	int w = 0, h = 0;
	if (stamp == 0 || !into_window(r) || SDL_GetRendererOutputSize(r, &w, &h) != 0)
		return false;
	bound was = bound_now();
	bool held = hold_window(w, h), taken = held && blit_window(0, window_kept.fbo, w, h);
	/* A blit GL refuses (depth formats that differ after all) is not
	 * tried again in this context. */
	window_kept.ok = held && taken;
	window_kept.stamp = taken ? stamp : 0;
	bound_again(&was);
	return taken;
}

bool gl_copy_window_put(SDL_Renderer *r, unsigned long stamp)
{
	int w = 0, h = 0;
	if (stamp == 0 || stamp != window_kept.stamp || !into_window(r) ||
	    SDL_GetRendererOutputSize(r, &w, &h) != 0 || w != window_kept.w || h != window_kept.h ||
	    SDL_GL_GetCurrentContext() != window_kept.context)
		return false;
	bound was = bound_now();
	bool put = blit_window(window_kept.fbo, 0, w, h);
	bound_again(&was);
	return put;
}

int gl_copy_window_depth_bits(SDL_Renderer *r)
{
	/* A window's formats stay what they were made: asked once a context. */
	static SDL_GLContext asked;
	static int bits;
	if (!into_window(r))
		return 0;
	SDL_GLContext c = SDL_GL_GetCurrentContext();
	if (c != asked) {
		bound was = bound_now();
		GLenum format;
		GLbitfield mask;
		bool ok = window_depth(&format, &mask);
		bound_again(&was);
		bits = !ok ? 0 : format == GL_DEPTH24_STENCIL8 ? 24 : 32;
		asked = c;
	}
	return bits;
}

bool gl_copy_window_read(SDL_Renderer *r, uint32_t *bgra, int w, int h)
{
	if (!into_window(r))
		return false;
	bound was = bound_now();
	GLint align = 4, row = 0;
	gl_fn.GetIntegerv(GL_PACK_ALIGNMENT, &align);
	gl_fn.GetIntegerv(GL_PACK_ROW_LENGTH, &row);
	gl_fn.BindFramebuffer(GL_READ_FRAMEBUFFER, 0);
	gl_fn.PixelStorei(GL_PACK_ALIGNMENT, 4);
	gl_fn.PixelStorei(GL_PACK_ROW_LENGTH, 0);
	gl_fn.ReadPixels(0, 0, w, h, GL_COPY_BGRA, GL_UNSIGNED_BYTE, bgra);
	gl_fn.PixelStorei(GL_PACK_ALIGNMENT, align);
	gl_fn.PixelStorei(GL_PACK_ROW_LENGTH, row);
	bound_again(&was);
	return true;
}

/* Rows painted elsewhere, copied in: a colour texture in the window's
 * format and a depth texture of the window's depth format (textures, to be
 * uploaded to), in a framebuffer of ours. */
typedef struct painted_rows {
	SDL_GLContext context;
	GLuint tex, depth, fbo;
	int w, h;
	GLenum format;    /* the depth's */
	GLbitfield mask;  /* the blit's, colour and depth (stencil too) */
	bool ok;
} painted_rows;

static painted_rows painted;

/* painted's objects for w x h pictures in the current context; false
 * when it cannot have them. */
static bool hold_rows(int w, int h)
{
	SDL_GLContext c = SDL_GL_GetCurrentContext();
	if (c == painted.context && w == painted.w && h == painted.h)
		return painted.ok;
	if (c == painted.context) {
		gl_fn.DeleteFramebuffers(1, &painted.fbo);
		gl_fn.DeleteTextures(1, &painted.depth);
		gl_fn.DeleteTextures(1, &painted.tex);
	}
	painted = (painted_rows){.context = c, .w = w, .h = h};
	if (!window_depth(&painted.format, &painted.mask))
		return false;
	bool z24 = painted.format == GL_DEPTH24_STENCIL8;
	GLuint t[2];
	gl_fn.GenTextures(2, t);
	painted.tex = t[0];
	painted.depth = t[1];
	for (int k = 0; k < 2; k++) {
		gl_fn.BindTexture(GL_TEXTURE_2D, t[k]);
		if (k == 0)
			gl_fn.TexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_COPY_BGRA, GL_UNSIGNED_BYTE, NULL);
		else
			gl_fn.TexImage2D(GL_TEXTURE_2D, 0, (GLint)painted.format, w, h, 0,
			                 z24 ? GL_DEPTH_STENCIL : GL_DEPTH_COMPONENT,
			                 z24 ? GL_UNSIGNED_INT_24_8 : GL_UNSIGNED_INT, NULL);
		/* Read a texel a pixel (gl3d draws the colours over). */
		gl_fn.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
		gl_fn.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
	}
	gl_fn.GenFramebuffers(1, &painted.fbo);
	gl_fn.BindFramebuffer(GL_READ_FRAMEBUFFER, painted.fbo);
	gl_fn.FramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D,
	                           painted.tex, 0);
	gl_fn.FramebufferTexture2D(GL_READ_FRAMEBUFFER,
	                           z24 ? GL_DEPTH_STENCIL_ATTACHMENT : GL_DEPTH_ATTACHMENT,
	                           GL_TEXTURE_2D, painted.depth, 0);
	painted.ok = gl_fn.CheckFramebufferStatus(GL_READ_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
	return painted.ok;
}

bool gl_copy_window_rows(SDL_Renderer *r, const gl_copy_rows *p, unsigned *colours)
{
	int w = 0, h = 0;
	if (!into_window(r) || SDL_GetRendererOutputSize(r, &w, &h) != 0 || w != p->w || h != p->h)
		return false;
	bound was = bound_now();
	bool held = hold_rows(w, h);
	if (held) {
		bool z24 = painted.format == GL_DEPTH24_STENCIL8;
		int rows = p->end - p->first;
		size_t from = (size_t)(h - p->end) * (size_t)p->stride;
		gl_fn.PixelStorei(GL_UNPACK_ROW_LENGTH, p->stride);
		gl_fn.PixelStorei(GL_UNPACK_ALIGNMENT, 4);
		gl_fn.BindTexture(GL_TEXTURE_2D, painted.depth);
		gl_fn.TexSubImage2D(GL_TEXTURE_2D, 0, 0, h - p->end, w, rows,
		                    z24 ? GL_DEPTH_STENCIL : GL_DEPTH_COMPONENT,
		                    z24 ? GL_UNSIGNED_INT_24_8 : GL_UNSIGNED_INT, p->depth + from);
		gl_fn.BindTexture(GL_TEXTURE_2D, painted.tex);
		gl_fn.TexSubImage2D(GL_TEXTURE_2D, 0, 0, h - p->end, w, rows, GL_COPY_BGRA,
		                    GL_UNSIGNED_BYTE, p->bgra + from);
		/* Rows turned over in GL's terms lie in the same order in memory
		 * (blit_window). */
		gl_fn.BindFramebuffer(GL_READ_FRAMEBUFFER, painted.fbo);
		gl_api_enable(GL_SCISSOR_TEST, false);
		GLbitfield mask = p->colour ? painted.mask : painted.mask & ~(GLbitfield)GL_COLOR_BUFFER_BIT;
		gl_fn.BlitFramebuffer(0, h - p->end, w, h - p->first, 0, p->end, w, p->first, mask,
		                      GL_NEAREST);
		*colours = painted.tex;
	}
	bound_again(&was);
	return held;
}

#else

bool gl_copy_pixels(SDL_Renderer *r, const void *bgra, int w, int h)
{
	(void)r;
	(void)bgra;
	(void)w;
	(void)h;
	return false;
}

bool gl_copy_texture(SDL_Renderer *r, SDL_Texture *t, const SDL_Rect *from)
{
	(void)r;
	(void)t;
	(void)from;
	return false;
}

bool gl_copy_texture_rects(SDL_Renderer *r, SDL_Texture *t, const SDL_FRect *rects, int n)
{
	(void)r;
	(void)t;
	(void)rects;
	(void)n;
	return false;
}

bool gl_copy_window_can(SDL_Renderer *r)
{
	(void)r;
	return false;
}

bool gl_copy_window_keep(SDL_Renderer *r, unsigned long stamp)
{
	(void)r;
	(void)stamp;
	return false;
}

bool gl_copy_window_put(SDL_Renderer *r, unsigned long stamp)
{
	(void)r;
	(void)stamp;
	return false;
}

bool gl_copy_kept(SDL_Renderer *r, SDL_Texture *t, unsigned long stamp, const SDL_Rect *from)
{
	(void)r;
	(void)t;
	(void)stamp;
	(void)from;
	return false;
}

#endif
