#include <stdlib.h>
#include <string.h>

int getsubopt(char **opt, char *const *keys, char **val)
{
	char *s = *opt, *end, *eq;
	if (!*s) return -1;
	end = s + strcspn(s, ",");
	eq = memchr(s, '=', end - s);
	size_t l = (eq ? eq : end) - s;
	/* Whatever happens, the option is consumed. */
	*opt = *end ? end + 1 : end;
	*end = 0;
	for (int i = 0; keys[i]; i++) {
		if (!strncmp(keys[i], s, l) && !keys[i][l]) {
			*val = eq ? eq + 1 : 0;
			return i;
		}
	}
	/* Unknown: glibc hands back the whole "name=value" text. */
	*val = s;
	return -1;
}
