#ifndef SETXID_H
#define SETXID_H

/* Linux set*id syscalls change only the calling thread's credentials;
 * POSIX wants the whole process. __setxid runs the syscall on every
 * thread when the threads code is linked in (see __setxid.c). */
hidden int __setxid(int nr, long id, long eid, long sid);

#endif
