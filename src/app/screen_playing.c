/* Playing: the world steps with the player's controls; winning or losing
 * shows its screen (session_step_world), Esc pauses. */
#include "screen.h"

static void input(session *s, menu_key key)
{
	(void)s;
	(void)key;
}

static void draw(const screen_view *v, session *s)
{
	if (v->hits != NULL)
		v->hits->count = 0;
	frame_draw(v->r, v->f, s, v->ticks_per_second);
}

const screen_def screen_playing = {
	.name = "playing", .world = true, .input = input, .update = screens_step_world, .draw = draw};
