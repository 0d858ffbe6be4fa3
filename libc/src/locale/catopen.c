#include <nl_types.h>
#include <errno.h>

/* ENOSYS: message catalogs are not supported (NLS is disabled in ports);
 * callers fall back to the default strings catgets hands back. */
nl_catd catopen(const char *name, int flag)
{
	errno = ENOSYS;
	return (nl_catd)-1;
}
