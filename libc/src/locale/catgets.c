#include <nl_types.h>
#include <errno.h>

/* No catalog can be open (see catopen), so the default is the answer. */
char *catgets(nl_catd cat, int set, int msg, const char *def)
{
	errno = EBADF;
	return (char *)def;
}
