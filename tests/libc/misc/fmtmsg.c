#include <fmtmsg.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static char path[64];

/* Runs one fmtmsg in a child with MSGVERB set (or unset) and stderr to
 * a file (glibc reads MSGVERB once per process); returns fmtmsg's value
 * and leaves what was written in out. */
static int run(const char *verb, long class, const char *label, int sev, const char *text,
	const char *action, const char *tag, char *out, size_t n)
{
	pid_t kid = fork();
	if (kid == 0) {
		if (verb) setenv("MSGVERB", verb, 1);
		else unsetenv("MSGVERB");
		int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
		dup2(fd, 2);
		_exit(fmtmsg(class, label, sev, text, action, tag) & 0xff);
	}
	int st;
	waitpid(kid, &st, 0);
	int fd = open(path, O_RDONLY);
	ssize_t got = read(fd, out, n - 1);
	close(fd);
	out[got > 0 ? got : 0] = 0;
	return (signed char)WEXITSTATUS(st);
}

int main(void)
{
	char out[512];
	snprintf(path, sizeof path, "/tmp/fmtmsg-%d", (int)getpid());
	long pr = MM_PRINT | MM_SOFT | MM_UTIL | MM_RECOVER;

	CHECK_INT(run(0, pr, "UX:cat", MM_ERROR, "invalid syntax", "refer to manual", "UX:cat:001", out, sizeof out), MM_OK);
	CHECK_STR(out, "UX:cat: ERROR: invalid syntax\nTO FIX: refer to manual  UX:cat:001\n");
	CHECK_INT(run(0, pr, "UX:cat", MM_HALT, "t", 0, 0, out, sizeof out), MM_OK);
	CHECK_STR(out, "UX:cat: HALT: t\n");
	CHECK_INT(run(0, pr, "UX:cat", MM_WARNING, 0, "a", 0, out, sizeof out), MM_OK);
	CHECK_STR(out, "UX:cat: WARNING: TO FIX: a\n");
	CHECK_INT(run(0, pr, 0, MM_INFO, "t", 0, "tag", out, sizeof out), MM_OK);
	CHECK_STR(out, "INFO: t\ntag\n");
	CHECK_INT(run(0, pr, "a:b", MM_NOSEV, "t", 0, 0, out, sizeof out), MM_OK);
	CHECK_STR(out, "a:b: t\n");
	CHECK_INT(run(0, pr, 0, MM_NULLSEV, 0, 0, 0, out, sizeof out), MM_OK);
	CHECK_STR(out, "\n");

	/* MSGVERB picks the parts; a word it does not know means all */
	CHECK_INT(run("text:label", pr, "UX:cat", MM_ERROR, "t", "a", "g", out, sizeof out), MM_OK);
	CHECK_STR(out, "UX:cat: t\n");
	CHECK_INT(run("severity:tag", pr, "UX:cat", MM_ERROR, "t", "a", "g", out, sizeof out), MM_OK);
	CHECK_STR(out, "ERROR: g\n");
	CHECK_INT(run("action", pr, "UX:cat", MM_ERROR, "t", "a", "g", out, sizeof out), MM_OK);
	CHECK_STR(out, "TO FIX: a\n");
	CHECK_INT(run("text:bogus", pr, "UX:cat", MM_ERROR, "t", "a", "g", out, sizeof out), MM_OK);
	CHECK_STR(out, "UX:cat: ERROR: t\nTO FIX: a  g\n");

	/* not printing: nothing written */
	CHECK_INT(run(0, MM_SOFT, "UX:cat", MM_ERROR, "t", 0, 0, out, sizeof out), MM_OK);
	CHECK_STR(out, "");

	/* a label without a colon, or with parts too long; a severity no
	 * one defined */
	CHECK_INT(run(0, pr, "nocolon", MM_ERROR, "t", 0, 0, out, sizeof out), MM_NOTOK);
	CHECK_STR(out, "");
	CHECK_INT(run(0, pr, "12345678901:x", MM_ERROR, "t", 0, 0, out, sizeof out), MM_NOTOK);
	CHECK_INT(run(0, pr, "1234567890:123456789012345", MM_ERROR, "t", 0, 0, out, sizeof out), MM_NOTOK);
	CHECK_INT(run(0, pr, "1234567890:12345678901234", MM_ERROR, "t", 0, 0, out, sizeof out), MM_OK);
	CHECK_STR(out, "1234567890:12345678901234: ERROR: t\n");
	CHECK_INT(run(0, pr, "a:b", 9, "t", 0, 0, out, sizeof out), MM_NOTOK);

	/* stderr that cannot be written: MM_NOMSG */
	pid_t kid = fork();
	if (kid == 0) {
		close(2);
		_exit(fmtmsg(pr, "a:b", MM_ERROR, "t", 0, 0) & 0xff);
	}
	int st;
	waitpid(kid, &st, 0);
	CHECK_INT((signed char)WEXITSTATUS(st), MM_NOMSG);

	unlink(path);
	return check_done();
}
