#include "stdio_impl.h"

static FILE *const dummy_file = 0;
weak_alias(dummy_file, __stdin_used);
weak_alias(dummy_file, __stdout_used);
weak_alias(dummy_file, __stderr_used);

/* At exit: write pending output, and give unread buffered input back to
 * the file offset so a process sharing the fd continues where we
 * stopped (as in `(read line; cat) < file`). The lock is taken and kept:
 * no other thread may use stdio after this. */
static void close_file(FILE *f)
{
	if (!f) return;
	if (f->lock >= 0 && libc.need_locks) __lockfile(f);
	if (f->wpos != f->wbase) f->write(f, 0, 0);
	if (f->rpos != f->rend && f->seek) f->seek(f, f->rpos - f->rend, SEEK_CUR);
}

void __stdio_exit(void)
{
	for (FILE *f = *__ofl_lock(); f; f = f->next) close_file(f);
	close_file(__stdin_used);
	close_file(__stdout_used);
	close_file(__stderr_used);
}

void __stdio_exit_needed(void) {}
