#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

/* The login name as login(1) and sshd record it for the session: the
 * LOGNAME variable (musl's choice too). There is no utmp here to consult,
 * and the kernel's loginuid is a number that needs the passwd file. */
char *getlogin(void)
{
	char *s = getenv("LOGNAME");
	if (!s || !*s) {
		errno = ENXIO;
		return 0;
	}
	return s;
}

int getlogin_r(char *name, size_t size)
{
	char *s = getlogin();
	if (!s) return errno;
	size_t l = strlen(s);
	if (l >= size) return ERANGE;
	memcpy(name, s, l + 1);
	return 0;
}
