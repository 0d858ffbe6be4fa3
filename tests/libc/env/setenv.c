/* getenv, setenv, unsetenv, putenv, clearenv, secure_getenv, including a
 * program that points environ at its own array. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include "check.h"

extern char **environ;

static long rss_pages(void)
{
	char b[128];
	int fd = open("/proc/self/statm", O_RDONLY);
	if (fd < 0) return -1;
	long n = read(fd, b, sizeof b - 1);
	close(fd);
	if (n <= 0) return -1;
	b[n] = 0;
	char *p = b;
	while (*p && *p != ' ') p++;
	return strtol(p, 0, 10);
}

int main(void)
{
	CHECK_INT(setenv("PP_A", "one", 1), 0);
	CHECK_STR(getenv("PP_A"), "one");
	CHECK_INT(setenv("PP_A", "two", 0), 0);
	CHECK_STR(getenv("PP_A"), "one");
	CHECK_INT(setenv("PP_A", "three", 1), 0);
	CHECK_STR(getenv("PP_A"), "three");
	CHECK_INT(setenv("PP_B", "", 1), 0);
	CHECK_STR(getenv("PP_B"), "");
	CHECK(getenv("PP_") == NULL);
	CHECK(getenv("PP_A=") == NULL);
	CHECK(getenv("PP_AB") == NULL);

	CHECK_ERRNO(setenv("", "x", 1), EINVAL);
	CHECK_ERRNO(setenv("A=B", "x", 1), EINVAL);
	CHECK_ERRNO(setenv(NULL, "x", 1), EINVAL);
	CHECK_ERRNO(unsetenv(""), EINVAL);
	CHECK_ERRNO(unsetenv("X=Y"), EINVAL);

	CHECK_INT(unsetenv("PP_A"), 0);
	CHECK(getenv("PP_A") == NULL);
	CHECK_INT(unsetenv("PP_NOT_THERE"), 0);

	/* putenv installs the caller's string itself. */
	static char pv[] = "PP_C=hello";
	CHECK_INT(putenv(pv), 0);
	CHECK_STR(getenv("PP_C"), "hello");
	pv[5] = 'j';
	CHECK_STR(getenv("PP_C"), "jello");
	CHECK_INT(setenv("PP_C", "replaced", 1), 0);
	CHECK_STR(getenv("PP_C"), "replaced");
	CHECK_STR(pv, "PP_C=jello");
	/* glibc: putenv without '=' removes the variable. */
	static char rmv[] = "PP_C";
	CHECK_INT(putenv(rmv), 0);
	CHECK(getenv("PP_C") == NULL);

	/* The program replaces environ with its own array, duplicates and
	 * all: unsetenv removes every copy, setenv appends. */
	static char *mine[] = { "PP_X=1", "PP_Y=2", "PP_X=3", 0 };
	environ = mine;
	CHECK_STR(getenv("PP_Y"), "2");
	CHECK(getenv("PP_B") == NULL);
	CHECK_INT(setenv("PP_Z", "z", 1), 0);
	CHECK_STR(getenv("PP_Z"), "z");
	CHECK_STR(getenv("PP_Y"), "2");
	CHECK_INT(unsetenv("PP_X"), 0);
	CHECK(getenv("PP_X") == NULL);
	CHECK_STR(getenv("PP_Y"), "2");
	int n = 0;
	for (char **e = environ; *e; e++) n++;
	CHECK_INT(n, 2);

	CHECK_INT(clearenv(), 0);
	CHECK(getenv("PP_Y") == NULL);
	CHECK(environ == NULL || environ[0] == NULL);
	CHECK_INT(setenv("PP_W", "w", 1), 0);
	CHECK_STR(getenv("PP_W"), "w");
	CHECK_STR(environ[0], "PP_W=w");
	CHECK(environ[1] == NULL);

	/* Not set-id: secure_getenv sees the environment. */
	CHECK_STR(secure_getenv("PP_W"), "w");

	/* Many environment variables: the array grows. */
	char name[16] = "PP_N";
	int lost = 0;
	for (int i = 0; i < 500; i++) {
		name[4] = 'a' + i % 26; name[5] = 'a' + i / 26 % 26; name[6] = 0;
		setenv(name, name, 1);
	}
	for (int i = 0; i < 500; i++) {
		name[4] = 'a' + i % 26; name[5] = 'a' + i / 26 % 26; name[6] = 0;
		lost += !getenv(name) || strcmp(getenv(name), name);
	}
	CHECK_INT(lost, 0);

	/* polyport frees replaced values (glibc keeps every value it ever
	 * set, by design), so resetting a variable in a loop is bounded. */
#ifdef __polyport__
	long before = rss_pages();
	char val[200];
	memset(val, 'v', sizeof val - 1);
	val[sizeof val - 1] = 0;
	for (int i = 0; i < 200000; i++) {
		val[0] = 'a' + i % 26;
		val[1] = 'a' + i / 26 % 26;
		val[2] = 'a' + i / 676 % 26;
		setenv("PP_LOOP", val, 1);
	}
	long after = rss_pages();
	/* A leak would be 40 MB (10000 pages); allow 2 MB of noise. */
	CHECK(before > 0 && after - before < 512);
#endif
	return check_done();
}
