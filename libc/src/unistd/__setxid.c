#include <errno.h>
#include <signal.h>
#include "syscall.h"
#include "setxid.h"

/* __synccall(fn, ctx) runs fn(ctx) on every thread of the process with
 * all other threads stopped. It belongs to the threads code and is only
 * referenced weakly: a program without pthread_create has one thread and
 * links nothing extra. */
hidden void __synccall(void (*)(void *), void *) weak;

struct ctx {
	int nr, ret;
	long id, eid, sid;
};

static void do_setxid(void *p)
{
	struct ctx *c = p;
	/* Once one thread has failed, the others must not change: the
	 * first (calling) thread runs first, so a failure there stops all. */
	if (c->ret < 0) return;
	int r = __syscall(c->nr, c->id, c->eid, c->sid);
	if (r && !c->ret) c->ret = r;
	/* A later thread failing after the first succeeded would leave the
	 * process with mixed credentials: never continue in that state.
	 * SIGKILL, because a handler must not get to run either. */
	if (r && c->ret == 1) {
		__block_all_sigs(0);
		__syscall(SYS_kill, __syscall(SYS_getpid), SIGKILL);
	}
	if (!r && !c->ret) c->ret = 1;
}

int __setxid(int nr, long id, long eid, long sid)
{
	struct ctx c = { .nr = nr, .id = id, .eid = eid, .sid = sid, .ret = 0 };
	if (__synccall) __synccall(do_setxid, &c);
	else do_setxid(&c);
	return __syscall_ret(c.ret > 0 ? 0 : c.ret);
}
