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
#ifndef PP_FAULT_INJECT
#define __syscall(...) __SYSCALL_DISP(__syscall,__VA_ARGS__)
#else
/* The test-only build (tests/harness/libcfault.c, mk/tests.mk) passes
 * every call through __pp_fault first, which may fail it (-errno), make a
 * shorter call itself, or let it through (PP_FAULT_PASS). Never in
 * libc.a. */
#define PP_FAULT_PASS (-4096L)
hidden long __pp_fault(long n, long *a);
static __inline long __pp_fs(long n, long a, long b, long c, long d, long e, long f)
{
	long v[6] = { a, b, c, d, e, f }, r = __pp_fault(n, v);
	return r != PP_FAULT_PASS ? r : __syscall6(n, v[0], v[1], v[2], v[3], v[4], v[5]);
}
#define __pp_fs0(n) __pp_fs(n,0,0,0,0,0,0)
#define __pp_fs1(n,a) __pp_fs(n,__scc(a),0,0,0,0,0)
#define __pp_fs2(n,a,b) __pp_fs(n,__scc(a),__scc(b),0,0,0,0)
#define __pp_fs3(n,a,b,c) __pp_fs(n,__scc(a),__scc(b),__scc(c),0,0,0)
#define __pp_fs4(n,a,b,c,d) __pp_fs(n,__scc(a),__scc(b),__scc(c),__scc(d),0,0)
#define __pp_fs5(n,a,b,c,d,e) __pp_fs(n,__scc(a),__scc(b),__scc(c),__scc(d),__scc(e),0)
#define __pp_fs6(n,a,b,c,d,e,f) __pp_fs(n,__scc(a),__scc(b),__scc(c),__scc(d),__scc(e),__scc(f))
#define __syscall(...) __SYSCALL_DISP(__pp_fs,__VA_ARGS__)
#endif
#define syscall_ret(...) __syscall_ret(__syscall(__VA_ARGS__))
#define __sys_call(...) __syscall_ret(__syscall(__VA_ARGS__))

#endif
