#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL2/SDL_ttf.h>
#include <fontconfig/fontconfig.h>

struct text {
	SDL_Renderer *renderer;
	TTF_Font *font; /* NULL: no font, draw nothing */
	int px;
};

/* Fontconfig is asked once per process; every text shares the answer. */
static char font_path[1024];
static bool font_looked_up;
static bool font_warned;

static void warn_no_font(const char *why)
{
	if (font_warned)
		return;
	font_warned = true;
	fprintf(stderr, "footprints: no font (%s): text is not drawn\n", why);
}

/* A private fontconfig configuration, destroyed after the match, so the
 * lookup leaves nothing behind (the global one is never freed). */
static void look_up_font(void)
{
	font_looked_up = true;
	FcConfig *config = FcInitLoadConfigAndFonts();
	FcPattern *want = config ? FcNameParse((const FcChar8 *)"DejaVu Sans") : NULL;
	if (want != NULL) {
		FcConfigSubstitute(config, want, FcMatchPattern);
		FcDefaultSubstitute(want);
		FcResult res = FcResultNoMatch;
		FcPattern *got = FcFontMatch(config, want, &res);
		FcChar8 *file = NULL;
		if (got != NULL && FcPatternGetString(got, FC_FILE, 0, &file) == FcResultMatch)
			snprintf(font_path, sizeof font_path, "%s", (const char *)file);
		if (got != NULL)
			FcPatternDestroy(got);
		FcPatternDestroy(want);
	}
	if (config != NULL)
		FcConfigDestroy(config);
}

text *text_create(SDL_Renderer *r, int px)
{
	text *t = calloc(1, sizeof *t);
	if (t == NULL)
		return NULL;
	t->renderer = r;
	t->px = px < 4 ? 4 : px > 256 ? 256 : px;
	if (!font_looked_up)
		look_up_font();
	if (font_path[0] == '\0') {
		warn_no_font("fontconfig found no match for \"DejaVu Sans\"");
		return t;
	}
	if (!TTF_WasInit() && TTF_Init() != 0) {
		warn_no_font(TTF_GetError());
		return t;
	}
	t->font = TTF_OpenFont(font_path, t->px);
	if (t->font == NULL)
		warn_no_font(TTF_GetError());
	return t;
}

void text_destroy(text *t)
{
	if (t == NULL)
		return;
	if (t->font != NULL)
		TTF_CloseFont(t->font);
	free(t);
}

bool text_has_font(const text *t)
{
	return t != NULL && t->font != NULL;
}

int text_line_height(const text *t)
{
	if (t == NULL)
		return 0;
	return t->font != NULL ? TTF_FontLineSkip(t->font) : t->px;
}

int text_width(text *t, const char *fmt, ...)
{
	if (t == NULL || t->font == NULL)
		return 0;
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	int w = 0, h = 0;
	if (TTF_SizeUTF8(t->font, buf, &w, &h) != 0)
		return 0;
	return w;
}

int text_draw(text *t, float x, float y, SDL_Color color, const char *fmt, ...)
{
	if (t == NULL || t->font == NULL)
		return 0;
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (buf[0] == '\0')
		return 0;
	SDL_Surface *s = TTF_RenderUTF8_Blended(t->font, buf, color);
	if (s == NULL)
		return 0;
	SDL_Texture *tex = SDL_CreateTextureFromSurface(t->renderer, s);
	int w = s->w;
	if (tex != NULL) {
		SDL_FRect dst = {x, y, (float)s->w, (float)s->h};
		SDL_RenderCopyF(t->renderer, tex, NULL, &dst);
		SDL_DestroyTexture(tex);
	}
	SDL_FreeSurface(s);
	return w;
}
