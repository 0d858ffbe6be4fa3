/* Phase 3: the file with the ELF header over its head, written to a
 * temporary file beside the target, synced, renamed into place
 * (common/fileio.c). -o naming FILE itself is rewriting in place, done
 * the same safe way. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "assimilate.h"
#include "../common/fileio.h"

static void keep_backup(const struct as *S)
{
	char bak[4096];
	if (snprintf(bak, sizeof bak, "%s~", S->input) >= (int)sizeof bak)
		as_die(S, "path too long");
	if (unlink(bak) && errno != ENOENT)
		as_die(S, "cannot replace the backup %s: %s", bak, strerror(errno));
	if (link(S->input, bak))
		as_die(S, "cannot keep a backup as %s: %s", bak, strerror(errno));
}

void as_emit(struct as *S)
{
	static struct ape_output o;
	const char *why;
	memcpy(S->data, &S->eh, sizeof S->eh);
	if (ape_output_open(&o, S->output ? S->output : S->input, "assimilate", &why)
	    || ape_output_pwrite(&o, S->data, S->size, 0, &why))
		as_die(S, "%s", why);
	if (!S->output && S->backup)
		keep_backup(S);
	if (ape_output_commit(&o, S->st.st_mode & 07777, &why))
		as_die(S, "%s", why);
}
