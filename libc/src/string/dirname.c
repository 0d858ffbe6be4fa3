#include <libgen.h>
#include <string.h>

/* POSIX dirname with glibc's answers: a leading "//" may name something
 * other than "/" (POSIX leaves it to the implementation), so exactly two
 * leading slashes survive when nothing else is left. */
char *dirname(char *s)
{
	size_t i, j;
	if (!s || !*s) return ".";
	i = strlen(s) - 1;
	for (; i && s[i] == '/'; i--);
	if (s[i] == '/') return i == 0 && s[1] == '/' && !s[2] ? s : "/";
	for (; i && s[i] != '/'; i--);
	if (s[i] != '/') return ".";
	for (j = i; j && s[j - 1] == '/'; j--);
	if (!j) {
		if (i != 1) return "/";
		s[2] = 0;
		return s;
	}
	s[j] = 0;
	return s;
}
