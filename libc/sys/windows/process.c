/* Processes under Windows: posix_spawn (and system, popen, which spawn)
 * on CreateProcessW; execve; wait4. No fork: Windows cannot copy a
 * process.
 *
 * posix_spawn's child is clone(CLONE_VM | CLONE_VFORK): it shares the
 * parent's memory and the parent waits until it execs or exits. Here the
 * child function runs in the parent's own thread, on a stack of the
 * backend's, with a descriptor table, dispositions, a mask and a current
 * directory of its own (fd.c, ids.c, path.c). Its execve starts the
 * Windows process with the child's descriptors (0-2 as standard
 * handles, the others the Microsoft C runtime's way) and returns to the parent, from the clone, with the new process's id;
 * its exit does the same with a process that has already ended, reaped
 * by wait4 like any other (such ids are odd: Windows's are multiples of
 * 4).
 *
 * execve outside such a child cannot replace the process: it starts the
 * program the same way, waits for it and exits with its exit code, as
 * the Microsoft C runtime's _exec does. The process id changes.
 *
 * The command line is quoted so that the Microsoft C runtime's rules
 * (main.c splits by them) give each argument back exactly. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include "win.h"

#define CLONE_VM 0x100
#define CLONE_VFORK 0x4000
#define CLONE_THREAD 0x10000
#define NCHILD 256

extern WCHAR *__win_child_cwd;
hidden long __win_call_on_stack(long (*)(void *), void *, void *);

static struct child {
	long pid;
	HANDLE h;          /* 0: ended before it ran anything, status below */
	int status;
} children[NCHILD];
static long next_fake = 1;

static void *jb[5];            /* __builtin_setjmp's buffer: the clone's return */
static long child_result;

static long add_child(long pid, HANDLE h, int status)
{
	for (int i = 0; i < NCHILD; i++)
		if (!children[i].pid) {
			children[i] = (struct child){ pid, h, status };
			return pid;
		}
	if (h) WIN(CloseHandle)(h);
	return -EAGAIN;
}

/* The exit code of a Windows process as a wait status: a crash's
 * NTSTATUS as the signal Linux would have sent (the exceptions fault.c
 * ends a process with), anything else as an exit status (low 8 bits, as
 * Linux keeps them). */
static int wait_status(DWORD code)
{
	switch (code) {
	case 0xc0000005: case 0xc00000fd: return SIGSEGV;
	case 0xc0000006: case 0x80000002: return SIGBUS;
	case 0xc000001d: case 0xc0000096: return SIGILL;
	case 0x80000003: case 0x80000004: return SIGTRAP;
	case 0xc0000094: case 0xc0000095: case 0xc000008d: case 0xc000008e: case 0xc000008f:
	case 0xc0000090: case 0xc0000091: case 0xc0000092: case 0xc0000093:
	case 0xc00002b4: case 0xc00002b5: return SIGFPE;
	case 0xc0000409: return SIGABRT;          /* fast fail, stack overrun */
	case 0xc000013a: return SIGINT;           /* Ctrl-C */
	}
	return (code & 255) << 8;
}

/* Appends one argument quoted for the Microsoft C runtime's split;
 * returns the new length, or -1 when cap is short. argv[0] is read
 * without escapes: quotes around it when it holds a blank, and it may
 * hold no quote. */
static long quote(WCHAR *out, long n, long cap, const WCHAR *a, int first)
{
	int plain = *a != 0;
	for (const WCHAR *c = a; *c; c++)
		if (*c == ' ' || *c == '\t' || *c == '"' || *c == '\n' || *c == '\v') plain = 0;
	if (n && n < cap) out[n++] = ' ';
	if (plain) {
		for (; *a; a++) if (n < cap) out[n++] = *a; else return -1;
		return n;
	}
	if (n < cap) out[n++] = '"';
	for (;;) {
		size_t bs = 0;
		while (*a == '\\') bs++, a++;
		/* backslashes double before a quote, the closing one included */
		size_t k = first ? bs : !*a || *a == '"' ? 2 * bs : bs;
		for (size_t i = 0; i < k; i++) if (n < cap) out[n++] = '\\';
		if (!*a) break;
		if (*a == '"' && !first && n < cap) out[n++] = '\\';
		if (n < cap) out[n++] = *a++;
	}
	if (n < cap) out[n++] = '"';
	return n < cap ? n : -1;
}

static WCHAR *command_line(char *const *argv)
{
	long cap = 32768, n = 0;
	WCHAR *out = __win_alloc(cap * sizeof(WCHAR)), *w = __win_alloc(cap * sizeof(WCHAR));
	if (!out || !w) goto fail;
	for (int i = 0; argv[i]; i++) {
		if (__win_utf8_to_16(argv[i], w, cap) < 0) goto fail;
		if (!i) for (WCHAR *c = w; *c; c++) if (*c == '"') goto fail;
		if ((n = quote(out, n, cap - 1, w, !i)) < 0) goto fail;
	}
	out[n] = 0;
	__win_free(w);
	return out;
fail:
	__win_free(out), __win_free(w);
	return 0;
}

/* "NAME=value\0...\0\0" in UTF-16, PATH in Windows's form (envpath.c) */
static WCHAR *env_block(char *const *envp)
{
	size_t cap = 2, most = 0;
	for (int i = 0; envp && envp[i]; i++) {
		size_t n = __win_env_to_windows_size(envp[i]);
		cap += n;
		if (n > most) most = n;
	}
	WCHAR *out = __win_alloc(cap * sizeof(WCHAR)), *o = out;
	char *tmp = __win_alloc(most + 1);
	if (!out || !tmp) goto fail;
	for (int i = 0; envp && envp[i]; i++) {
		__win_env_to_windows(envp[i], tmp);
		long r = __win_utf8_to_16(tmp, o, out + cap - o);
		if (r < 0) goto fail;
		o += r + 1;
	}
	*o++ = 0;
	if (o == out + 1) *o = 0;   /* an empty block is two zeros */
	__win_free(tmp);
	return out;
fail:
	__win_free(out), __win_free(tmp);
	return 0;
}

/* The descriptors a new process gets: each one not close-on-exec, as an
 * inheritable duplicate (closed here once CreateProcessW has given it
 * to the child); 0-2 are its standard handles as well. The rest travel
 * in STARTUPINFO's lpReserved2, in the form the Microsoft C runtime
 * writes and reads (fd.c): a count, a flag byte per descriptor, then a
 * handle per descriptor, unaligned. Returns the number of slots. */
static long pass_fds(HANDLE *dup, unsigned char **block)
{
	HANDLE self = WIN(GetCurrentProcess)();
	unsigned top = 3;
	for (unsigned i = 0; i < WIN_NFD; i++) {
		struct win_fd *f = __win_fd(i);
		if (f && !f->cloexec) top = i + 1;
	}
	unsigned char *b = *block = __win_alloc(4 + 9 * top);
	if (!b) return -ENOMEM;
	__builtin_memcpy(b, &top, 4);
	for (unsigned i = 0; i < top; i++) {
		struct win_fd *f = __win_fd(i);
		HANDLE h = INVALID_HANDLE;
		unsigned char flags = 0;
		if (f && !f->cloexec) {
			if (!WIN(DuplicateHandle)(self, f->h, self, &dup[i], 0, 1, DUPLICATE_SAME_ACCESS))
				return __win_errno();
			h = dup[i];
			DWORD type = WIN(GetFileType)(h);
			flags = WIN_FOPEN | (type == FILE_TYPE_PIPE ? WIN_FPIPE : 0) |
				(type == FILE_TYPE_CHAR ? WIN_FDEV : 0) | (f->flags & O_APPEND ? WIN_FAPPEND : 0);
		}
		b[4 + i] = flags;
		__builtin_memcpy(b + 4 + top + 8 * i, &h, 8);
	}
	return top;
}

/* Starts PATH with the calling descriptors (above). */
static long start(const char *path, char *const *argv, char *const *envp, HANDLE *proc)
{
	WCHAR *app = __win_alloc(WIN_PATH_MAX * sizeof(WCHAR)), *cmd = 0, *env = 0;
	HANDLE *dup = __win_alloc(WIN_NFD * sizeof(HANDLE));
	unsigned char *block = 0;
	long r = app && dup ? __win_path(path, app, WIN_PATH_MAX - 4) : -ENOMEM;
	if (dup) __builtin_memset(dup, 0, WIN_NFD * sizeof(HANDLE));
	if (r < 0) goto out;
	/* "prog" is "prog.exe" when that exists, as Windows's own search
	 * and cmd.exe take a name without an extension; else the file itself */
	long base = r;
	while (base && app[base - 1] != '\\' && app[base - 1] != '/') base--;
	int ext = 0;
	for (long i = base; i < r; i++) if (app[i] == '.') ext = 1;
	DWORD a = INVALID_FILE_ATTRIBUTES;
	if (!ext) {
		app[r] = '.', app[r + 1] = 'e', app[r + 2] = 'x', app[r + 3] = 'e', app[r + 4] = 0;
		a = WIN(GetFileAttributesW)(app);
		if (a == INVALID_FILE_ATTRIBUTES || (a & FILE_ATTRIBUTE_DIRECTORY)) app[r] = 0;
	}
	if (!app[r]) {
		a = WIN(GetFileAttributesW)(app);
		if (a == INVALID_FILE_ATTRIBUTES) { r = -ENOENT; goto out; }
		if (a & FILE_ATTRIBUTE_DIRECTORY) { r = -EACCES; goto out; }
	}
	r = -E2BIG;
	if (!(cmd = command_line(argv)) || !(env = env_block(envp))) goto out;
	long slots = pass_fds(dup, &block);
	if (slots < 0) { r = slots; goto out; }
	if (4 + 9 * slots > 65535) { r = -EMFILE; goto out; }   /* lpReserved2's size is 16 bits */
	STARTUPINFOW si = { .cb = sizeof si, .flags = STARTF_USESTDHANDLES,
		.in = dup[0], .out = dup[1], .err = dup[2],
		.reserved2_size = 4 + 9 * slots, .reserved2 = block };
	PROCESS_INFORMATION pi;
	if (!WIN(CreateProcessW)(app, cmd, 0, 0, 1, CREATE_UNICODE_ENVIRONMENT, env,
				 __win_in_child ? __win_child_cwd : 0, &si, &pi)) {
		DWORD e = WIN(GetLastError)();
		r = e == 193 || e == 216 ? -ENOEXEC : __win_errno_of(e);   /* not a program */
		goto out;
	}
	WIN(CloseHandle)(pi.thread);
	*proc = pi.process;
	r = pi.pid;
out:
	if (dup) for (int i = 0; i < WIN_NFD; i++) if (dup[i]) WIN(CloseHandle)(dup[i]);
	__win_free(app), __win_free(cmd), __win_free(env), __win_free(dup), __win_free(block);
	return r;
}

/* Back to the parent, from the clone, with this result. */
static _Noreturn void child_ends(long result)
{
	child_result = result;
	__builtin_longjmp(jb, 1);
}

long __win_exit_child(long status)
{
	if (!__win_in_child) return 0;
	child_ends(add_child(next_fake += 2, 0, (status & 255) << 8));
}

long __win_execve(long path, long argv, long envp)
{
	HANDLE h = 0;
	long r = start((const char *)path, (char *const *)argv, (char *const *)envp, &h);
	if (r < 0) return r;
	if (__win_in_child) child_ends(add_child(r, h, 0));
	/* no way to become the program: wait for it and end as it ended */
	DWORD code = 0;
	WIN(WaitForSingleObject)(h, INFINITE);
	WIN(GetExitCodeProcess)(h, &code);
	WIN(ExitProcess)(code);
	for (;;);
}

long __win_clone(long flags, long stack, long ptid, long ctid, long tls)
{
	if ((flags & (CLONE_VM | CLONE_THREAD)) == (CLONE_VM | CLONE_THREAD))
		return __win_thread_clone(flags, stack, ptid, ctid, tls);   /* thread.c */
	if ((flags & (CLONE_VM | CLONE_VFORK)) != (CLONE_VM | CLONE_VFORK) || (flags & CLONE_THREAD))
		return -ENOSYS;  /* ENOSYS: fork: Windows cannot copy a process (docs/windows.md) */
	if (__win_in_child) return -EAGAIN;
	static char *own;   /* the child's stack: the caller's is small, CreateProcessW is not */
	enum { OWN_STACK = 1 << 20 };
	if (!own && !(own = WIN(VirtualAlloc)(0, OWN_STACK, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE)))
		return -ENOMEM;
	/* __clone left the function and its argument on the child's stack */
	long (*fn)(void *) = ((long (**)(void *))stack)[0];
	void *arg = ((void **)stack)[1];
	__win_fd_child_begin();
	__win_sig_save(0);
	__win_child_cwd = 0;
	if (!__builtin_setjmp(jb)) {
		long st = __win_call_on_stack(fn, arg, own + OWN_STACK);
		__win_exit_child(st);
	}
	__win_fd_child_end();
	__win_sig_save(1);
	return child_result;
}

static long reap(struct child *c, long st)
{
	long pid = c->pid;
	int status = c->status;
	if (c->h) {
		DWORD code = 0;
		WIN(GetExitCodeProcess)(c->h, &code);
		WIN(CloseHandle)(c->h);
		status = wait_status(code);
	}
	c->pid = 0;
	if (st) *(int *)st = status;
	return pid;
}

long __win_wait4(long pid, long st, long options, long ru)
{
	if (options & ~(WNOHANG | WUNTRACED | WCONTINUED)) return -EINVAL;
	if (ru) __builtin_memset((void *)ru, 0, sizeof(struct rusage));
	HANDLE hs[64];
	struct child *which[64];
	int n = 0;
	for (int i = 0; i < NCHILD; i++) {
		struct child *c = &children[i];
		if (!c->pid || (pid > 0 && c->pid != pid)) continue;
		if (!c->h) return reap(c, st);
		if (n < 64) hs[n] = c->h, which[n++] = c;
	}
	if (!n) return -ECHILD;   /* process groups: every child is in ours */
	DWORD w = WIN(WaitForMultipleObjects)(n, hs, 0, options & WNOHANG ? 0 : INFINITE);
	if (w == WAIT_TIMEOUT) return 0;
	if (w >= (DWORD)n) return __win_errno();
	return reap(which[w], st);
}
