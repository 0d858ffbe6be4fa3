/* Start-up under Windows, after the image has relocated itself (entry.S):
 * turn the Linux doors into Windows ones, then build what the kernel
 * gives a Linux process (argc, argv, the environment, an auxiliary
 * vector) and start the program the Linux way, through _start_c.
 *
 * The doors: every system call site and every load of the thread pointer
 * is listed by the code that has it (syscall_arch.h, pthread_arch.h,
 * syscall_insn.h). Here, once, the code pages are opened for writing and
 * each site rewritten: "syscall; nopl (%rax)" (5 bytes) becomes "call
 * __win_systramp"; "mov %fs:0,%reg" becomes "mov %gs:SLOT,%reg", SLOT the
 * TEB's TLS slot that holds the same pointer (arch_prctl in syscall.c).
 * Both keep their length, so nothing else moves, and Linux, which never
 * runs this, runs the code as linked. A site that does not hold the
 * expected bytes stops the program: patching blind would be worse. */
#include <elf.h>
#include <string.h>
#include "win.h"

extern const int __start_polyport_sc[] hidden __attribute__((weak));
extern const int __stop_polyport_sc[] hidden __attribute__((weak));
extern const int __start_polyport_tp[] hidden __attribute__((weak));
extern const int __stop_polyport_tp[] hidden __attribute__((weak));
void __win_systramp(void);
void _start_c(long *);

DWORD __win_tls_slot;

static _Noreturn void die(const char *msg)
{
	DWORD n;
	WIN(WriteFile)(WIN(GetStdHandle)((DWORD)-12), msg, strlen(msg), &n, 0);
	WIN(ExitProcess)(127);
	for (;;);
}

static unsigned char *site(const int *e) { return (unsigned char *)e + *e; }

static void patch_range(const int *b, const int *e, unsigned char **lo, unsigned char **hi)
{
	for (; b < e; b++) {
		unsigned char *s = site(b);
		if (s < *lo) *lo = s;
		if (s + 9 > *hi) *hi = s + 9;
	}
}

static void patch(void)
{
	unsigned char *lo = (unsigned char *)-1, *hi = 0;
	patch_range(__start_polyport_sc, __stop_polyport_sc, &lo, &hi);
	patch_range(__start_polyport_tp, __stop_polyport_tp, &lo, &hi);
	if (!hi) return;
	DWORD old, tmp;
	if (!WIN(VirtualProtect)(lo, hi - lo, PAGE_EXECUTE_READWRITE, &old))
		die("polyport: cannot open the code for the Windows start-up\n");
	for (const int *e = __start_polyport_sc; e < __stop_polyport_sc; e++) {
		unsigned char *s = site(e);
		if (memcmp(s, "\x0f\x05\x0f\x1f\x00", 5))
			die("polyport: a system call site holds unexpected bytes\n");
		int rel = (int)((unsigned char *)__win_systramp - (s + 5));
		s[0] = 0xe8;
		memcpy(s + 1, &rel, 4);
	}
	unsigned disp = TLS_SLOTS_OFFSET + 8 * __win_tls_slot;
	for (const int *e = __start_polyport_tp; e < __stop_polyport_tp; e++) {
		unsigned char *s = site(e);
		/* mov %fs:0,%reg: 64 REX.W(+R) 8b modrm(mod 00, rm 100) sib 25 disp32 0 */
		if (s[0] != 0x64 || (s[1] & 0xfb) != 0x48 || s[2] != 0x8b || (s[3] & 0xc7) != 0x04 ||
		    s[4] != 0x25 || memcmp(s + 5, "\0\0\0\0", 4))
			die("polyport: a thread-pointer load holds unexpected bytes\n");
		s[0] = 0x65;
		memcpy(s + 5, &disp, 4);
	}
	WIN(VirtualProtect)(lo, hi - lo, old, &tmp);
	WIN(FlushInstructionCache)(WIN(GetCurrentProcess)(), lo, hi - lo);
}

static size_t wlen(const WCHAR *s) { size_t n = 0; while (s[n]) n++; return n; }

static void *alloc(size_t n)
{
	void *p = WIN(VirtualAlloc)(0, n, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
	if (!p) die("polyport: out of memory at start-up\n");
	return p;
}

/* The command line as the Microsoft C runtime splits it: argv[0] runs to
 * the first blank, or between quotes, with no escapes; after it, blanks
 * (space, tab) separate arguments outside quotes; 2n backslashes before a
 * quote give n backslashes and the quote opens or closes quoting, 2n+1
 * give n and a literal quote; other backslashes are literal; inside
 * quotes, "" gives a literal quote. Writes the UTF-16 arguments one after
 * another, each ended by a 0, into out (as long as cmd is enough);
 * returns their number. */
static int split_cmdline(const WCHAR *c, WCHAR *out)
{
	int n = 0;
	if (!*c) return 0;
	if (*c == '"') {
		for (c++; *c && *c != '"'; c++) *out++ = *c;
		if (*c) c++;
	} else {
		for (; *c && *c != ' ' && *c != '\t'; c++) *out++ = *c;
	}
	*out++ = 0, n++;
	for (;;) {
		while (*c == ' ' || *c == '\t') c++;
		if (!*c) break;
		int quoted = 0;
		while (*c && (quoted || (*c != ' ' && *c != '\t'))) {
			size_t bs = 0;
			while (*c == '\\') bs++, c++;
			if (*c == '"') {
				for (size_t i = 0; i < bs / 2; i++) *out++ = '\\';
				if (bs % 2) *out++ = '"', c++;
				else if (quoted && c[1] == '"') *out++ = '"', c += 2;
				else quoted = !quoted, c++;
			} else {
				for (size_t i = 0; i < bs; i++) *out++ = '\\';
				if (*c && (quoted || (*c != ' ' && *c != '\t'))) *out++ = *c++;
			}
		}
		*out++ = 0, n++;
	}
	return n;
}


/* argv strings, environment strings and the vectors, in one block laid
 * out as a Linux process stack: argc, argv[], 0, envp[], 0, auxv. UTF-16
 * becomes UTF-8 (an unpaired surrogate as its own 3-byte form, so that
 * nothing is lost). */
static long *build_stack(void)
{
	const WCHAR *cmd = WIN(GetCommandLineW)();
	const WCHAR *env = WIN(GetEnvironmentStringsW)();
	size_t cmdlen = wlen(cmd), envlen = 0, nenv = 0;
	while (env[envlen]) envlen += wlen(env + envlen) + 1, nenv++;
	WCHAR *exe = alloc(WIN_PATH_MAX * sizeof(WCHAR));
	DWORD exelen = WIN(GetModuleFileNameW)(0, exe, WIN_PATH_MAX);

	WCHAR *args = alloc((cmdlen + 2) * 2 * sizeof(WCHAR));
	int argc = split_cmdline(cmd, args);
	size_t vec = 1 + argc + 1 + nenv + 1 + 2 * 8;
	size_t strs = 3 * (2 * cmdlen + 2 + envlen + exelen + 1) + 16;
	long *p = alloc(vec * sizeof(long) + strs);
	char *s = (char *)(p + vec), **v = (char **)(p + 1);
	p[0] = argc;
	const WCHAR *a = args;
	for (int i = 0; i < argc; i++) {
		size_t l = wlen(a);
		*v++ = s;
		s += __win_utf16_to_8(a, l, s) + 1;
		a += l + 1;
	}
	*v++ = 0;
	for (const WCHAR *e = env; *e; e += wlen(e) + 1) {
		*v++ = s;
		s[__win_utf16_to_8(e, wlen(e), s)] = 0;
		__win_env_from_windows(s);   /* PATH in the POSIX spelling (envpath.c) */
		s += strlen(s) + 1;
	}
	*v++ = 0;
	char *execfn = s;
	s += __win_utf16_to_8(exe, exelen, s) + 1;
	unsigned char *rnd = (unsigned char *)s;
	if (!WIN(SystemFunction036)(rnd, 16))
		die("polyport: no random bytes for start-up\n");
	size_t *aux = (size_t *)v;
	*aux++ = AT_PAGESZ, *aux++ = 4096;
	*aux++ = AT_RANDOM, *aux++ = (size_t)rnd;
	*aux++ = AT_EXECFN, *aux++ = (size_t)execfn;
	*aux++ = AT_SECURE, *aux++ = 0;
	*aux++ = AT_NULL, *aux++ = 0;
	return p;
}

/* Console output in UTF-8 with escape sequences honoured, as a Linux
 * terminal does; a redirected handle is left alone. */
static void console_init(void)
{
	WIN(SetConsoleOutputCP)(CP_UTF8);
	WIN(SetConsoleCP)(CP_UTF8);
	for (DWORD k = 11; k <= 12; k++) {
		HANDLE h = WIN(GetStdHandle)(-k);
		DWORD mode;
		if (WIN(GetConsoleMode)(h, &mode))
			WIN(SetConsoleMode)(h, mode | ENABLE_VIRTUAL_TERMINAL_PROCESSING);
	}
}

_Noreturn void __win_main(void)
{
	/* The x87 unit as Linux starts a process: 64-bit precision. Windows
	 * starts it at 53 (MSVC's double), which rounds every long double. */
	__asm__ volatile("fninit");
	__win_tls_slot = WIN(TlsAlloc)();
	if (__win_tls_slot >= 64)
		die("polyport: no TLS slot in the TEB\n");
	__win_sc_fill();
	__win_thread_init();
	patch();
	console_init();
	__win_fd_init();
	__win_sig_init();
	__win_fault_init();
	_start_c(build_stack());
	for (;;);
}
