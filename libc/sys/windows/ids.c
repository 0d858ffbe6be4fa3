/* What a Windows process is asked about itself the Linux way: uname,
 * user and group ids, umask, and signal dispositions and masks.
 *
 * - uname: sysname "Windows", nodename the computer name, release
 *   "MAJOR.MINOR" and version "build N" from GetVersion (Windows answers
 *   6.2 to a program without a compatibility manifest), machine x86_64.
 * - Ids: Windows users are SIDs, not numbers. Every id is WIN_UID
 *   (1000), the owner of every file stat reports: a user who owns their
 *   files and is not root. getgroups lists no supplementary group.
 * - umask is kept here; open takes the write permission from it.
 * - Resource limits are what Windows has, fixed: 1024 descriptors (the
 *   table's size), an 8 MiB stack (apelink's PE header), no core files,
 *   everything else unlimited. Setting a limit to what it is succeeds;
 *   anything else fails with EPERM (Windows has no per-process limits
 *   to set short of job objects).
 * - Signals: dispositions and the mask are recorded. A signal a process
 *   sends itself (raise, abort, kill of its own pid) runs its handler, or
 *   when blocked waits until unblocked; the default action ends the
 *   process with exit code 128 + signal, as a shell reports it.
 * - Console control events are signals: Ctrl-C is SIGINT, Ctrl-Break
 *   SIGQUIT, closing the console SIGHUP. Windows runs the control
 *   handler on a thread it starts for the event; there the program's
 *   handler runs (with the main thread's thread pointer, so errno and
 *   the rest of libc work) while the main thread goes on: a blocking
 *   call is not interrupted (no EINTR). SIG_IGN ignores the event; the
 *   default action is what Windows's default handler does: the process
 *   ends with exit code STATUS_CONTROL_C_EXIT (0xC000013A), which a
 *   parent's waitpid reads as killed by SIGINT (process.c) and cmd.exe
 *   shows as ^C. (Done here, not left to Windows: Wine's default
 *   handler exits with 0.)
 * - kill(0, SIGINT) (and SIGQUIT), "my process group", becomes that
 *   console event for every process on the console, the nearest Windows
 *   has to a process group; without a console it is raise(). */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <ucontext.h>
#include "win.h"
#include "ksigaction.h"

unsigned __win_umask = 022;

long __win_uname(long p)
{
	struct utsname *u = (void *)p;
	WCHAR name[256];
	DWORD n = 255;
	memset(u, 0, sizeof *u);
	strcpy(u->sysname, "Windows");
	if (WIN(GetComputerNameW)(name, &n) && n < sizeof u->nodename / 3)
		__win_utf16_to_8(name, n, u->nodename);
	else
		strcpy(u->nodename, "localhost");
	DWORD v = WIN(GetVersion)();
	unsigned major = v & 255, minor = v >> 8 & 255, build = v >> 16 & 0x7fff;
	char *o = u->release;
	/* no stdio here: the numbers by hand */
	char tmp[32];
	int k;
	#define NUM(x) do { unsigned x_ = (x); k = 0; do tmp[k++] = '0' + x_ % 10; while (x_ /= 10); \
		while (k) *o++ = tmp[--k]; } while (0)
	NUM(major); *o++ = '.'; NUM(minor);
	o = u->version;
	memcpy(o, "build ", 6), o += 6;
	NUM(build);
	strcpy(u->machine, "x86_64");
	strcpy(u->domainname, "(none)");
	return 0;
}

static struct k_sigaction actions[_NSIG];
static uint64_t blocked, pending;

#define BIT(s) (1ull << ((s) - 1))
#define UNBLOCKABLE (BIT(SIGKILL) | BIT(SIGSTOP))

static _Noreturn void die_of(int sig)
{
	WIN(ExitProcess)(128 + sig);
	for (;;);
}

/* A spawn's child changes its own dispositions and mask (process.c). */
void __win_sig_save(int restore)
{
	static struct k_sigaction a[_NSIG];
	static uint64_t b, p;
	if (restore) {
		__builtin_memcpy(actions, a, sizeof a);
		blocked = b, pending = p;
	} else {
		__builtin_memcpy(a, actions, sizeof a);
		b = blocked, p = pending;
	}
}

/* si_code of each pending signal: SI_USER from kill, SI_TKILL from
 * tkill and tgkill (raise), as Linux tells them apart */
static int pending_code[_NSIG];

/* Runs sig's handler as Linux does: the mask grows by sa_mask and, but
 * for SA_NODEFER, sig itself; SA_RESETHAND; siginfo_t and the context
 * (0 for a signal sent to itself) for SA_SIGINFO. The caller puts the
 * mask back. */
static void run_handler(int sig, siginfo_t *si, void *uc)
{
	struct k_sigaction *a = &actions[sig];
	void (*h)(int) = a->handler;
	if (!(a->flags & SA_NODEFER)) blocked |= BIT(sig);
	blocked |= (uint64_t)a->mask[1] << 32 | a->mask[0];
	blocked &= ~UNBLOCKABLE;
	if (a->flags & SA_RESETHAND) a->handler = SIG_DFL;
	if (a->flags & SA_SIGINFO)
		((void (*)(int, siginfo_t *, void *))h)(sig, si, uc);
	else
		h(sig);
}

static void deliver(int sig, int code)
{
	void (*h)(int) = actions[sig].handler;
	if (h == SIG_IGN) return;
	if (h == SIG_DFL) {
		switch (sig) {
		case SIGCHLD: case SIGURG: case SIGWINCH: case SIGCONT: return;
		}
		die_of(sig);
	}
	uint64_t was = blocked;
	siginfo_t si;
	memset(&si, 0, sizeof si);
	si.si_signo = sig;
	si.si_code = code;
	si.si_pid = WIN(GetCurrentProcessId)();
	si.si_uid = WIN_UID;
	run_handler(sig, &si, 0);
	blocked = was;
}

/* A processor exception's signal (fault.c). Linux cannot ignore or
 * hold back a fault's signal and ends the process: so does the caller
 * when this says 0. The mask on return is the context's, which the
 * handler may have changed. */
int __win_sig_fault(int sig, void *si, void *uc)
{
	void (*h)(int) = actions[sig].handler;
	if (h == SIG_DFL || h == SIG_IGN || (blocked & BIT(sig))) return 0;
	ucontext_t *u = uc;
	memcpy(&u->uc_sigmask, &blocked, sizeof blocked);
	run_handler(sig, si, uc);
	memcpy(&blocked, &u->uc_sigmask, sizeof blocked);
	blocked &= ~UNBLOCKABLE;
	return 1;
}

static void deliver_pending(void)
{
	for (int s = 1; s < _NSIG && (pending & ~blocked); s++)
		if (pending & ~blocked & BIT(s)) {
			pending &= ~BIT(s);
			deliver(s, pending_code[s]);
		}
}

/* kill (SI_USER), tkill and tgkill (SI_TKILL) towards this process */
long __win_signal_self(long sig, int code)
{
	if (sig < 0 || sig >= _NSIG) return -EINVAL;
	if (!sig) return 0;
	if (sig == SIGKILL) die_of(sig);
	if (blocked & BIT(sig)) pending |= BIT(sig), pending_code[sig] = code;
	else deliver(sig, code);
	return 0;
}

long __win_raise(long sig) { return __win_signal_self(sig, SI_TKILL); }

long __win_rt_sigaction(long sig, long act, long old, long size)
{
	if (size != 8 || sig < 1 || sig >= _NSIG) return -EINVAL;
	if (act && (sig == SIGKILL || sig == SIGSTOP)) return -EINVAL;
	if (old) *(struct k_sigaction *)old = actions[sig];
	if (act) {
		actions[sig] = *(const struct k_sigaction *)act;
		if (actions[sig].handler == SIG_IGN) pending &= ~BIT(sig);
	}
	return 0;
}

long __win_rt_sigprocmask(long how, long set, long old, long size)
{
	if (size != 8) return -EINVAL;
	uint64_t s = set ? *(const uint64_t *)set : 0;
	if (set && how != SIG_BLOCK && how != SIG_UNBLOCK && how != SIG_SETMASK) return -EINVAL;
	if (old) *(uint64_t *)old = blocked;
	if (set) {
		if (how == SIG_BLOCK) blocked |= s;
		else if (how == SIG_UNBLOCK) blocked &= ~s;
		else blocked = s;
		blocked &= ~UNBLOCKABLE;
		deliver_pending();
	}
	return 0;
}

void *__win_main_tp;

static int event_signal(DWORD type)
{
	switch (type) {
	case 0: return SIGINT;     /* CTRL_C_EVENT */
	case 1: return SIGQUIT;    /* CTRL_BREAK_EVENT */
	case 2: return SIGHUP;     /* CTRL_CLOSE_EVENT */
	}
	return 0;                  /* log-off, shut-down: services only */
}

static BOOL WINAPI on_console(DWORD type)
{
	int sig = event_signal(type);
	if (!sig) return 0;
	void (*h)(int) = actions[sig].handler;
	if (h == SIG_DFL && sig == SIGHUP) return 0;   /* Windows ends the process anyway */
	if (h == SIG_DFL) {
		/* what Windows's default handler does (Wine's exits with 0) */
		WIN(ExitProcess)(0xc000013a);   /* STATUS_CONTROL_C_EXIT */
	}
	if (h == SIG_IGN) return 1;
	WIN(TlsSetValue)(__win_tls_slot, __win_main_tp);
	__win_signal_self(sig, SI_KERNEL);   /* from the console, as a terminal's SIGINT */
	return 1;
}

void __win_sig_init(void)
{
	WIN(SetConsoleCtrlHandler)(on_console, 1);
}

long __win_kill_group(long sig)
{
	DWORD ev = sig == SIGINT ? 0 : sig == SIGQUIT ? 1 : 2;
	if (ev < 2 && WIN(GenerateConsoleCtrlEvent)(ev, 0)) return 0;
	return __win_signal_self(sig, SI_USER);
}

static void limit_of(int res, struct rlimit *rl)
{
	rlim_t v = RLIM_INFINITY;
	switch (res) {
	case RLIMIT_NOFILE: v = WIN_NFD; break;
	case RLIMIT_STACK: v = 8 << 20; break;
	case RLIMIT_CORE: v = 0; break;
	}
	rl->rlim_cur = rl->rlim_max = v;
}

long __win_prlimit64(long pid, long res, long new, long old)
{
	struct rlimit now;
	if (pid && pid != (long)WIN(GetCurrentProcessId)()) return -ESRCH;
	if (res < 0 || res >= RLIM_NLIMITS) return -EINVAL;
	limit_of(res, &now);
	if (new) {
		const struct rlimit *n = (const void *)new;
		if (n->rlim_cur > n->rlim_max) return -EINVAL;
		if (n->rlim_cur != now.rlim_cur || n->rlim_max != now.rlim_max) return -EPERM;
	}
	if (old) *(struct rlimit *)old = now;
	return 0;
}

/* the signals waiting for their unblocking */
long __win_rt_sigpending(long set, long size)
{
	if (size != 8) return -EINVAL;
	*(uint64_t *)set = pending;
	return 0;
}
