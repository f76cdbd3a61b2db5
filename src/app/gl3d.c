#include "gl3d.h"

#include <string.h>

/* libGL (glvnd) dispatches to the context current on the thread, GLX or
 * EGL alike: the one SDL's renderer made. */
#define GL_GLEXT_PROTOTYPES
#include <GL/gl.h>

/* What the renderer had that the attribute stacks do not keep. */
static GLint saved_program, saved_buffer;

bool gl3d_available(SDL_Renderer *r)
{
	SDL_RendererInfo info;
	if (r == NULL || SDL_GetRendererInfo(r, &info) != 0 || strcmp(info.name, "opengl") != 0)
		return false;
	return SDL_GL_GetCurrentContext() != NULL;
}

/* Everything the renderer may have switched on that would change how our
 * lists draw. */
static void plain_state(void)
{
	static const GLenum off[] = {GL_TEXTURE_2D, GL_TEXTURE_RECTANGLE_ARB, GL_BLEND,
	                             GL_SCISSOR_TEST, GL_LIGHTING, GL_ALPHA_TEST, GL_FOG,
	                             GL_DITHER, GL_MULTISAMPLE, GL_CULL_FACE, GL_DEPTH_TEST};
	for (size_t i = 0; i < sizeof off / sizeof off[0]; i++)
		glDisable(off[i]);
	glDisableClientState(GL_TEXTURE_COORD_ARRAY);
	glDisableClientState(GL_NORMAL_ARRAY);
	glEnableClientState(GL_VERTEX_ARRAY);
	glEnableClientState(GL_COLOR_ARRAY);
	glShadeModel(GL_FLAT);
	glLineWidth(1.0f);
}

bool gl3d_begin(SDL_Renderer *r, const mat4s *clip)
{
	if (!gl3d_available(r))
		return false;
	SDL_RenderFlush(r);
	int w = 0, h = 0;
	SDL_GL_GetDrawableSize(SDL_RenderGetWindow(r), &w, &h);
	glPushAttrib(GL_ALL_ATTRIB_BITS);
	glPushClientAttrib(GL_CLIENT_ALL_ATTRIB_BITS);
	glGetIntegerv(GL_CURRENT_PROGRAM, &saved_program);
	glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &saved_buffer);
	glUseProgram(0);
	glBindBuffer(GL_ARRAY_BUFFER, 0);
	glMatrixMode(GL_PROJECTION);
	glPushMatrix();
	glLoadMatrixf(&clip->raw[0][0]);
	glMatrixMode(GL_MODELVIEW);
	glPushMatrix();
	glLoadIdentity();
	plain_state();
	glViewport(0, 0, w, h);
	glDepthMask(GL_TRUE);
	glClearDepth(1.0);
	glClear(GL_DEPTH_BUFFER_BIT);
	return true;
}

void gl3d_draw(const scene3d_list *l, bool lines, bool depth)
{
	if (l->count == 0)
		return;
	if (depth) {
		glEnable(GL_DEPTH_TEST);
		glDepthFunc(GL_LESS);
		glEnable(GL_CULL_FACE);
		glCullFace(GL_BACK);
		/* clip mirrors the map's y: counter-clockwise faces in map
		 * numbers come out clockwise on screen. */
		glFrontFace(GL_CW);
	} else {
		glDisable(GL_DEPTH_TEST);
		glDisable(GL_CULL_FACE);
	}
	glVertexPointer(3, GL_FLOAT, sizeof *l->v, &l->v[0].x);
	glColorPointer(4, GL_UNSIGNED_BYTE, sizeof *l->v, &l->v[0].r);
	glDrawArrays(lines ? GL_LINES : GL_TRIANGLES, 0, (GLsizei)l->count);
}

void gl3d_end(void)
{
	glMatrixMode(GL_MODELVIEW);
	glPopMatrix();
	glMatrixMode(GL_PROJECTION);
	glPopMatrix();
	glBindBuffer(GL_ARRAY_BUFFER, (GLuint)saved_buffer);
	glUseProgram((GLuint)saved_program);
	glPopClientAttrib();
	glPopAttrib();
}
