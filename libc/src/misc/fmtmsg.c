#define _GNU_SOURCE
#include <fmtmsg.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lock.h"

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

/* Severities above MM_INFO (glibc's extension): those SEV_LEVEL
 * defines, read at the first fmtmsg as glibc does, and those
 * addseverity adds, replaces or takes away. As in glibc addseverity
 * keeps the caller's string, not a copy, and a later definition of a
 * level replaces the earlier one (SEV_LEVEL's, read after an
 * addseverity of the same level, wins). */
struct sev {
	struct sev *next;
	int level;
	const char *name;
};
static struct sev *added;
static volatile int lock[1];

/* Lock held. */
static int set_sev(int level, const char *name)
{
	struct sev **pp = &added, *p;
	while ((p = *pp) && p->level != level) pp = &p->next;
	if (p) {
		if (name) p->name = name;
		else {
			*pp = p->next;
			free(p);
		}
		return MM_OK;
	}
	if (!name || !(p = malloc(sizeof *p))) return MM_NOTOK;
	*p = (struct sev){ added, level, name };
	added = p;
	return MM_OK;
}

/* SEV_LEVEL is "keyword,level,printstring[:...]"; the keyword is not
 * used, the level must be a number above MM_INFO. Lock held. */
static void read_sev_level(void)
{
	const char *v = getenv("SEV_LEVEL");
	if (!v) return;
	while (*v) {
		const char *end = v + strcspn(v, ":");
		while (v < end && *v++ != ',');
		if (v < end) {
			char *cp;
			long level = strtol(v, &cp, 0);
			if (cp != v && cp < end && *cp++ == ',' && level > MM_INFO && level <= 0x7fffffff) {
				char *name = strndup(cp, end - cp);
				if (name && set_sev(level, name) != MM_OK) free(name);
			}
		}
		v = end + (*end == ':');
	}
}

int addseverity(int level, const char *name)
{
	if (level <= MM_INFO) return MM_NOTOK;
	LOCK(lock);
	int r = set_sev(level, name);
	UNLOCK(lock);
	return r;
}

int fmtmsg(long class, const char *label, int sev, const char *text, const char *action, const char *tag)
{
	static const char *const sevs[] = { "", "HALT", "ERROR", "WARNING", "INFO" };
	static int env_read;
	/* A label is "component:subcomponent", at most 10 and 14 bytes. */
	if (label) {
		const char *colon = strchr(label, ':');
		if (!colon || colon - label > 10 || strlen(colon + 1) > 14) return MM_NOTOK;
	}
	if (sev < 0) return MM_NOTOK;
	/* The name is copied out: addseverity in another thread may free
	 * the entry (never the string, which is SEV_LEVEL's or the
	 * caller's). */
	const char *s = sev <= MM_INFO ? sevs[sev] : 0;
	LOCK(lock);
	if (!env_read) {
		env_read = 1;
		read_sev_level();
	}
	if (sev > MM_INFO) {
		for (struct sev *p = added; p; p = p->next)
			if (p->level == sev) s = p->name;
	}
	UNLOCK(lock);
	if (!s) return MM_NOTOK;
	if (sev == MM_NOSEV) s = 0;
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
