/* Inputs and outputs of the APE tools (fileio.h). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fileio.h"

static char msg[4096 + 128];

static const char *say(const char *path, const char *what, int err)
{
	snprintf(msg, sizeof msg, err ? "%s: %s: %s" : "%s: %s", path, what, strerror(err));
	return msg;
}

static const char *kind(mode_t m)
{
	return S_ISDIR(m) ? "a directory, not a regular file" : S_ISFIFO(m) ? "a FIFO, not a regular file"
		: S_ISCHR(m) || S_ISBLK(m) ? "a device, not a regular file"
		: S_ISSOCK(m) ? "a socket, not a regular file" : "not a regular file";
}

/* stat first, so that a device is never opened (opening some has effects
 * of its own); O_NONBLOCK, so that a FIFO put in its place meanwhile does
 * not wait for a writer (on a regular file it changes nothing); fstat
 * last, for what was actually opened. */
int ape_open_input(const char *path, struct stat *st, const char **why)
{
	struct stat pre;
	if (stat(path, &pre))
		return *why = say(path, "cannot read", errno), -1;
	if (!S_ISREG(pre.st_mode))
		return *why = say(path, kind(pre.st_mode), 0), -1;
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0)
		return *why = say(path, "cannot open", errno), -1;
	if (fstat(fd, st)) {
		*why = say(path, "cannot stat", errno);
		close(fd);
		return -1;
	}
	if (!S_ISREG(st->st_mode) || st->st_ino != pre.st_ino || st->st_dev != pre.st_dev) {
		*why = say(path, S_ISREG(st->st_mode) ? "replaced while being opened" : kind(st->st_mode), 0);
		close(fd);
		return -1;
	}
	return fd;
}

int ape_pread_full(int fd, void *buf, size_t n, off_t off, const char *path, const char **why)
{
	for (size_t got = 0; got < n;) {
		ssize_t r = pread(fd, (char *)buf + got, n - got, off + (off_t)got);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return *why = say(path, "read error", errno), -1;
		if (r == 0)
			return *why = say(path, "file ended early (changed while being read?)", 0), -1;
		got += (size_t)r;
	}
	return 0;
}

unsigned char *ape_read_input(const char *path, size_t *size, struct stat *st, const char **why)
{
	int fd = ape_open_input(path, st, why);
	if (fd < 0)
		return 0;
	unsigned char *p = 0;
	if ((unsigned long long)st->st_size > (size_t)-1 / 2)
		*why = say(path, "file too large", 0);
	else if (!(p = malloc(st->st_size ? (size_t)st->st_size : 1)))
		*why = say(path, "cannot read: out of memory", 0);
	else if (ape_pread_full(fd, p, (size_t)st->st_size, 0, path, why)) {
		free(p);
		p = 0;
	}
	close(fd);
	*size = (size_t)st->st_size;
	return p;
}

/* The temporary file not yet renamed, removed on exit and on the usual
 * signals of an interrupted run. A tool writes one output at a time. */
static const char *volatile pending;

static void remove_pending(void)
{
	if (pending)
		unlink(pending);
	pending = 0;
}

static void on_signal(int sig)
{
	if (pending)
		unlink(pending);
	raise(sig);                /* SA_RESETHAND: the default action now */
}

static void arm_cleanup(void)
{
	static int armed;
	static const int sigs[] = { SIGHUP, SIGINT, SIGTERM, SIGPIPE };
	if (armed++)
		return;
	atexit(remove_pending);
	for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++) {
		struct sigaction old, sa = { .sa_handler = on_signal, .sa_flags = SA_RESETHAND };
		/* a signal the caller ignores (nohup, a background job) stays so */
		if (!sigaction(sigs[i], 0, &old) && old.sa_handler == SIG_DFL)
			sigaction(sigs[i], &sa, 0);
	}
}

int ape_output_open(struct ape_output *o, const char *target, const char *tool, const char **why)
{
	o->target = target;
	o->fd = -1;
	o->exists = !stat(target, &o->st);
	if (!o->exists && errno != ENOENT)
		return *why = say(target, "cannot write", errno), -1;
	if (o->exists && !S_ISREG(o->st.st_mode))
		return *why = say(target, kind(o->st.st_mode), 0), -1;
	if (snprintf(o->tmp, sizeof o->tmp, "%s.%s.XXXXXX", target, tool) >= (int)sizeof o->tmp)
		return *why = say(target, "path too long", 0), -1;
	arm_cleanup();
	o->fd = mkstemp(o->tmp);
	if (o->fd < 0)
		return *why = say(target, "cannot create a temporary file beside it", errno), -1;
	pending = o->tmp;
	return 0;
}

int ape_output_is(const struct ape_output *o, const struct stat *st)
{
	return o->exists && o->st.st_dev == st->st_dev && o->st.st_ino == st->st_ino;
}

int ape_output_pwrite(struct ape_output *o, const void *p, size_t n, off_t off, const char **why)
{
	for (size_t done = 0; done < n;) {
		ssize_t w = pwrite(o->fd, (const char *)p + done, n - done, off + (off_t)done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return *why = say(o->target, "write error", w ? errno : ENOSPC), -1;
		done += (size_t)w;
	}
	return 0;
}

static int fsync_retrying(int fd)
{
	int r;
	while ((r = fsync(fd)) && errno == EINTR)
		;
	return r;
}

/* A close that fails with EINTR has still released the descriptor
 * (Linux), and the data is on disk by then: not an error. The directory
 * is not synced: a crash may then lose the rename, never half a file. */
int ape_output_commit(struct ape_output *o, mode_t mode, const char **why)
{
	const char *step = "cannot set the mode of";
	int ok = !fchmod(o->fd, mode) && (step = "cannot sync", !fsync_retrying(o->fd));
	int e = errno;
	if (close(o->fd) && errno != EINTR && ok)
		ok = 0, e = errno, step = "cannot close";
	o->fd = -1;
	if (ok && rename(o->tmp, o->target))
		ok = 0, e = errno, step = "cannot rename the temporary file over";
	if (!ok) {
		remove_pending();
		snprintf(msg, sizeof msg, "%s %s: %s", step, o->target, strerror(e));
		*why = msg;
		return -1;
	}
	pending = 0;
	return 0;
}
