#ifndef SYSCALL_H
#define SYSCALL_H

/* The one door into the kernel. __syscallN (from syscall_arch.h) returns
 * -errno on failure; __syscall_ret turns that into -1 with errno set. */
#include "libc.h"
#include <bits/syscall.h>
#include "syscall_arch.h"

typedef long syscall_arg_t;

hidden long __syscall_ret(unsigned long);

#define __scc(x) ((syscall_arg_t)(x))
#define __syscall1(n,a) __syscall1(n,__scc(a))
#define __syscall2(n,a,b) __syscall2(n,__scc(a),__scc(b))
#define __syscall3(n,a,b,c) __syscall3(n,__scc(a),__scc(b),__scc(c))
#define __syscall4(n,a,b,c,d) __syscall4(n,__scc(a),__scc(b),__scc(c),__scc(d))
#define __syscall5(n,a,b,c,d,e) __syscall5(n,__scc(a),__scc(b),__scc(c),__scc(d),__scc(e))
#define __syscall6(n,a,b,c,d,e,f) __syscall6(n,__scc(a),__scc(b),__scc(c),__scc(d),__scc(e),__scc(f))

#define __SYSCALL_NARGS_X(a,b,c,d,e,f,g,h,n,...) n
#define __SYSCALL_NARGS(...) __SYSCALL_NARGS_X(__VA_ARGS__,7,6,5,4,3,2,1,0,)
#define __SYSCALL_CONCAT_X(a,b) a##b
#define __SYSCALL_CONCAT(a,b) __SYSCALL_CONCAT_X(a,b)
#define __SYSCALL_DISP(b,...) __SYSCALL_CONCAT(b,__SYSCALL_NARGS(__VA_ARGS__))(__VA_ARGS__)

/* __syscall(SYS_x, ...) -> raw result; syscall_ret-wrapped form sets errno. */
#define __syscall(...) __SYSCALL_DISP(__syscall,__VA_ARGS__)
#define syscall_ret(...) __syscall_ret(__syscall(__VA_ARGS__))
#define __sys_call(...) __syscall_ret(__syscall(__VA_ARGS__))

#endif
