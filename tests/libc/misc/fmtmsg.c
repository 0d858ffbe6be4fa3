#define _GNU_SOURCE
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
		unsetenv("SEV_LEVEL");
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

/* In a child with SEV_LEVEL set to LEVELS (or unset): the steps of
 * STEPS, each "+N=NAME" (addseverity), "-N" (addseverity with NULL) or
 * "N" (fmtmsg of severity N, label "a:b", text "t"); the results go to
 * RES, one character a step ('0' MM_OK, 'x' MM_NOTOK), the messages to
 * OUT. */
static void sev_run(const char *levels, const char *steps, char *res, char *out, size_t n)
{
	int p[2];
	CHECK_INT(pipe(p), 0);
	pid_t kid = fork();
	if (kid == 0) {
		close(p[0]);
		unsetenv("MSGVERB");
		if (levels) setenv("SEV_LEVEL", levels, 1);
		else unsetenv("SEV_LEVEL");
		int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
		dup2(fd, 2);
		for (const char *q = steps; *q; q += strcspn(q, " "), q += *q == ' ') {
			char *end;
			int r;
			if (*q == '+') {
				int lv = strtol(q + 1, &end, 10);
				char *name = strndup(end + 1, strcspn(end + 1, " "));
				r = addseverity(lv, name);
			} else if (*q == '-') {
				r = addseverity(strtol(q + 1, &end, 10), 0);
			} else {
				r = fmtmsg(MM_PRINT | MM_SOFT, "a:b", strtol(q, &end, 10), "t", 0, 0);
			}
			char c = r == MM_OK ? '0' : r == MM_NOTOK ? 'x' : '?';
			(void)!write(p[1], &c, 1);
		}
		_exit(0);
	}
	close(p[1]);
	size_t have = 0;
	ssize_t got;
	while (have < 31 && (got = read(p[0], res + have, 31 - have)) > 0) have += got;
	res[have] = 0;
	close(p[0]);
	int st;
	waitpid(kid, &st, 0);
	int fd = open(path, O_RDONLY);
	got = read(fd, out, n - 1);
	close(fd);
	out[got > 0 ? got : 0] = 0;
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

	/* addseverity (glibc's): levels above MM_INFO are added, renamed
	 * and taken away; the standard ones stay. */
	char res[32];
	sev_run(0, "5 +5=NOTE 5 +5=NB 5 -5 5 -5 +4=X +0=X -3 +-1=X 3", res, out, sizeof out);
	CHECK_STR(res, "x00000xxxxxx0");
	CHECK_STR(out, "a:b: NOTE: t\na:b: NB: t\na:b: WARNING: t\n");
	sev_run(0, "+6= 6", res, out, sizeof out);
	CHECK_STR(res, "00");
	CHECK_STR(out, "a:b: : t\n");

	/* SEV_LEVEL: "keyword,level,printstring" entries; the keyword must
	 * be there, the level is a C number above MM_INFO; a later entry for
	 * a level wins. It is read at the first fmtmsg, so an addseverity
	 * before that cannot take its levels away. */
	sev_run("note,5,NOTE:bad,3,NO:x,9,NINE:h,0x10,HEX:5,FIVE:n,7:,8,EIGHT:x,9,NEUF", "5 9 3 16 7 8 +9=IX 9", res, out, sizeof out);
	CHECK_STR(res, "0000x000");
	CHECK_STR(out, "a:b: NOTE: t\na:b: NEUF: t\na:b: WARNING: t\na:b: HEX: t\na:b: EIGHT: t\na:b: IX: t\n");
	sev_run("a,6,SIX", "-6 6 -6 6", res, out, sizeof out);
	CHECK_STR(res, "x00x");
	CHECK_STR(out, "a:b: SIX: t\n");

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
