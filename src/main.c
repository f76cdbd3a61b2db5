/* footprints: parse the command line, then run the game or the lab. */
#include <stdio.h>

#include "app.h"
#include "config.h"
#include "lab.h"
#include "levels.h"
#include "options.h"

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
	if (opt.level == NULL && !levels_first(path, sizeof path, err, sizeof err)) {
		fprintf(stderr, "footprints: %s\n", err);
		return 2;
	}
	return app_run(&opt, opt.level != NULL ? opt.level : path);
}
