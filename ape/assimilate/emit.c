/* Phase 3: the file with the ELF header over its head, written to a
 * temporary file beside the target, synced, renamed into place. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "assimilate.h"

static void write_all(const struct as *S, int fd, const char *tmp)
{
	for (size_t done = 0; done < S->size;) {
		ssize_t w = write(fd, S->data + done, S->size - done);
		if (w <= 0) {
			unlink(tmp);
			as_die(S, "write error: %s", strerror(errno));
		}
		done += (size_t)w;
	}
}

static void keep_backup(const struct as *S)
{
	char bak[4096];
	if (snprintf(bak, sizeof bak, "%s~", S->input) >= (int)sizeof bak)
		as_die(S, "path too long");
	unlink(bak);
	if (link(S->input, bak))
		as_die(S, "cannot keep a backup as %s: %s", bak, strerror(errno));
}

void as_emit(struct as *S)
{
	const char *target = S->output ? S->output : S->input;
	char tmp[4096];
	if (snprintf(tmp, sizeof tmp, "%s.assimilate.XXXXXX", target) >= (int)sizeof tmp)
		as_die(S, "path too long");
	memcpy(S->data, &S->eh, sizeof S->eh);
	int fd = mkstemp(tmp);
	if (fd < 0)
		as_die(S, "cannot create a temporary file beside %s: %s", target, strerror(errno));
	write_all(S, fd, tmp);
	if (fchmod(fd, S->st.st_mode & 07777) || fsync(fd) || close(fd)) {
		unlink(tmp);
		as_die(S, "%s: %s", tmp, strerror(errno));
	}
	if (!S->output && S->backup)
		keep_backup(S);
	if (rename(tmp, target)) {
		int e = errno;
		unlink(tmp);
		as_die(S, "cannot rename onto %s: %s", target, strerror(e));
	}
}
