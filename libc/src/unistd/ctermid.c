#include <unistd.h>
#include <string.h>

/* The controlling terminal is always reachable as /dev/tty. */
char *ctermid(char *s)
{
	return s ? strcpy(s, "/dev/tty") : "/dev/tty";
}
