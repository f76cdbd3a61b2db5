/* footprints: parse the command line, then run the game or the lab. */
#include <stdio.h>

#include "config.h"
#include "options.h"

int main(int argc, char **argv)
{
	app_options opt;
	char err[512];
	if (!options_parse(&opt, argc, argv, err, sizeof err)) {
		fprintf(stderr, "footprints: %s\n", err);
		return 2;
	}
	if (opt.help) {
		fputs(options_usage(), stdout);
		return 0;
	}
	if (opt.version) {
		printf("footprints %s\n", FOOTPRINTS_VERSION);
		return 0;
	}
	fputs("footprints: not playable yet\n", stderr);
	return 1;
}
