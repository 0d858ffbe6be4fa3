/* How the APE tools (apelink, assimilate, apezip) read their inputs and
 * write their output, in one place: an input is read only if it is a
 * regular file (opening a FIFO or a device must neither block nor read a
 * stream), and an output is written to a temporary file beside its target,
 * synced and renamed over it, so that the target holds either its old
 * bytes or the whole new file, whatever fails on the way. The temporary is
 * removed when the tool exits or is killed by SIGHUP, SIGINT, SIGTERM or
 * SIGPIPE before the rename. Hosted C (not for the freestanding loader).
 *
 * Every function returns 0, or (-1 or NULL) with a one-line message
 * naming the file in *why, valid until the next call. */
#ifndef APE_FILEIO_H
#define APE_FILEIO_H

#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

/* Opens PATH read-only if it is a regular file; *st describes it.
 * Returns the descriptor. */
int ape_open_input(const char *path, struct stat *st, const char **why);

/* Reads the regular file PATH whole into malloc'd memory (*size bytes;
 * one byte is allocated for an empty file). */
unsigned char *ape_read_input(const char *path, size_t *size, struct stat *st, const char **why);

/* Reads n bytes at off, through short reads and EINTR; an early end of
 * file is an error. */
int ape_pread_full(int fd, void *buf, size_t n, off_t off, const char *path, const char **why);

struct ape_output {
	const char *target;
	int fd;                    /* the temporary file's */
	int exists;                /* the target exists: st describes it */
	struct stat st;
	char tmp[4096];
};

/* Refuses a target that exists but is not a regular file (a device, a
 * directory, a FIFO), then creates the temporary file "TARGET.TOOL.XXXXXX"
 * beside it. */
int ape_output_open(struct ape_output *o, const char *target, const char *tool, const char **why);

/* 1 if the target exists and is the file st describes (an input). */
int ape_output_is(const struct ape_output *o, const struct stat *st);

/* Writes n bytes at off in the temporary file, through short writes and
 * EINTR. */
int ape_output_pwrite(struct ape_output *o, const void *p, size_t n, off_t off, const char **why);

/* Gives the temporary file `mode`, syncs it to disk and renames it over
 * the target. On failure the temporary is removed, the target untouched. */
int ape_output_commit(struct ape_output *o, mode_t mode, const char **why);

#endif
