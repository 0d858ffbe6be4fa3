#ifndef _UNISTD_H
#define _UNISTD_H

#include <features.h>

#define __NEED_size_t
#define __NEED_ssize_t
#define __NEED_off_t
#define __NEED_pid_t
#define __NEED_uid_t
#define __NEED_gid_t
#define __NEED_useconds_t
#define __NEED_intptr_t
#include <bits/alltypes.h>

#ifdef __cplusplus
#define NULL 0L
#else
#define NULL ((void*)0)
#endif

#define STDIN_FILENO  0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2

#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define SEEK_DATA 3
#define SEEK_HOLE 4

#define F_OK 0
#define R_OK 4
#define W_OK 2
#define X_OK 1

__BEGIN_DECLS

ssize_t write(int, const void *, size_t);
ssize_t read(int, void *, size_t);
_Noreturn void _exit(int);

__END_DECLS

#endif
