#include <libgen.h>
#include <string.h>

/* POSIX basename (libgen.h): trailing slashes are removed in place; an
 * empty or null path is ".", and a path of only slashes is "/". */
char *__xpg_basename(char *s)
{
	size_t i;
	if (!s || !*s) return ".";
	i = strlen(s) - 1;
	for (; i && s[i] == '/'; i--) s[i] = 0;
	for (; i && s[i - 1] != '/'; i--);
	return s + i;
}
