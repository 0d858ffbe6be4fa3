#ifndef _SYS_SYSCALL_H
#define _SYS_SYSCALL_H

/* __NR_x and SYS_x for this arch, generated from its syscall table. */
#include <bits/syscall.h>

#endif
