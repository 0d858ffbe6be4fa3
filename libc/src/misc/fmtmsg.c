#define _GNU_SOURCE
#include <fmtmsg.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The message glibc writes: "LABEL: SEVERITY: TEXT\nTO FIX: ACTION  TAG",
 * each part left out when null or when MSGVERB (a colon-separated list
 * of label, severity, text, action, tag) does not name it; a MSGVERB
 * that names anything else counts as unset, and all parts are shown. */

enum { LABEL = 1, SEVERITY = 2, TEXT = 4, ACTION = 8, TAG = 16, ALL = 31 };

static int verbs(void)
{
	static const char *const names[] = { "label", "severity", "text", "action", "tag" };
	const char *v = getenv("MSGVERB");
	if (!v || !*v) return ALL;
	int mask = 0;
	while (*v) {
		size_t n = strcspn(v, ":"), i;
		for (i = 0; i < 5; i++)
			if (strlen(names[i]) == n && !memcmp(v, names[i], n)) break;
		if (i == 5) return ALL;
		mask |= 1 << i;
		v += n;
		if (*v) v++;
	}
	return mask;
}

static int out(int fd, int what, const char *label, const char *sev, const char *text,
	const char *action, const char *tag)
{
	const char *part[5] = { label, sev, text, action, tag };
	int has[5];
	for (int i = 0; i < 5; i++) has[i] = (what & 1 << i) && part[i];
	/* the separator after a part, when something follows it */
	int after[5] = { 0 };
	for (int i = 0; i < 5; i++)
		for (int j = i + 1; j < 5; j++) after[i] |= has[i] && has[j];
	char *msg;
	int n = asprintf(&msg, "%s%s%s%s%s%s%s%s%s%s\n",
		has[0] ? label : "", after[0] ? ": " : "",
		has[1] ? sev : "", after[1] ? ": " : "",
		has[2] ? text : "", has[2] && (has[3] || has[4]) ? "\n" : "",
		has[3] ? "TO FIX: " : "", has[3] ? action : "",
		has[3] && has[4] ? "  " : "", has[4] ? tag : "");
	if (n < 0) return -1;
	/* One write, so concurrent messages do not interleave. */
	ssize_t w = fd == 2 ? (ssize_t)fwrite(msg, 1, n, stderr) : write(fd, msg, n);
	if (fd == 2 && fflush(stderr)) w = -1;
	free(msg);
	return w == n ? 0 : -1;
}

int fmtmsg(long class, const char *label, int sev, const char *text, const char *action, const char *tag)
{
	static const char *const sevs[] = { "", "HALT", "ERROR", "WARNING", "INFO" };
	/* A label is "component:subcomponent", at most 10 and 14 bytes. */
	if (label) {
		const char *colon = strchr(label, ':');
		if (!colon || colon - label > 10 || strlen(colon + 1) > 14) return MM_NOTOK;
	}
	if (sev < 0 || sev > MM_INFO) return MM_NOTOK;
	const char *s = sev == MM_NOSEV ? 0 : sevs[sev];
	int r = MM_OK;
	if (class & MM_PRINT) {
		if (out(2, verbs(), label, s, text, action, tag)) r |= MM_NOMSG;
	}
	if (class & MM_CONSOLE) {
		/* The console always gets every part. */
		int fd = open("/dev/console", O_WRONLY | O_NOCTTY | O_CLOEXEC);
		if (fd < 0 || out(fd, ALL, label, s, text, action, tag)) r |= MM_NOCON;
		if (fd >= 0) close(fd);
	}
	return r == (MM_NOMSG | MM_NOCON) ? MM_NOTOK : r;
}
