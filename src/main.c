/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* footprints: parse the command line, then run the game or the lab. */
#include <stdio.h>
#include <stdlib.h>

#include <SDL2/SDL_filesystem.h>
#include <SDL2/SDL_stdinc.h>

#include "app.h"
#include "config.h"
#include "lab.h"
#include "levels.h"
#include "options.h"

/* The first level of the levels directory: $FOOTPRINTS_DATA_DIR's first
 * (an uninstalled build: meson devenv names the source tree's assets); then
 * beside the executable, so an installed game uses its own copy wherever
 * its tree was put (config.h says which way; an absolute data directory is
 * the way itself); then under the prefix. No path of the build machine is
 * compiled in. */
static bool first_level(char *out, size_t outlen, char *err, size_t errlen)
{
	const char *env = getenv("FOOTPRINTS_DATA_DIR");
	char given[1024] = "";
	if (env != NULL && env[0] != '\0')
		snprintf(given, sizeof given, "%s/levels", env);
	const char *way = FOOTPRINTS_RELATIVE_ASSETS;
	char beside[1024] = "";
	char *base = SDL_GetBasePath();
	if (base != NULL) {
		snprintf(beside, sizeof beside, "%s%s/levels", way[0] == '/' ? "" : base, way);
		SDL_free(base);
	}
	const char *const dirs[] = {given, beside, FOOTPRINTS_INSTALLED_ASSETS "/levels"};
	/* An unset variable is no directory to name in the message. */
	size_t skip = given[0] == '\0';
	return levels_first(dirs + skip, 3 - skip, out, outlen, err, errlen);
}

int main(int argc, char **argv)
{
	app_options opt;
	char err[1024];
	if (!options_parse(&opt, argc, argv, err, sizeof err)) {
		fprintf(stderr, "footprints: %s\n", err);
		return 2;
	}
	if (opt.help) {
		options_print_usage(stdout);
		return 0;
	}
	if (opt.version) {
		printf("footprints %s\n", FOOTPRINTS_VERSION);
		return 0;
	}
	if (opt.lab)
		return lab_run(&(lab_options){opt.lab_file, opt.headless, opt.screenshot});
	/* A window with no level named opens on the title. */
	opt.menu = opt.menu || (opt.level == NULL && !opt.headless);
	char path[1024];
	if (opt.level == NULL && !first_level(path, sizeof path, err, sizeof err)) {
		fprintf(stderr, "footprints: %s\n", err);
		return 2;
	}
	return app_run(&opt, opt.level != NULL ? opt.level : path);
}
