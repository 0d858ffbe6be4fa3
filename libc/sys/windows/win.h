/* The Windows backend's own view of Windows: the few types, constants and
 * kernel32/advapi32 functions it calls (through the import address table
 * apelink describes in the PE header), and the backend's internal API.
 * Only libc/sys/windows/ includes this. */
#ifndef POLYPORT_WIN_H
#define POLYPORT_WIN_H

#include <stddef.h>
#include <stdint.h>

#define WINAPI __attribute__((ms_abi))
typedef void *HANDLE;
typedef uint32_t DWORD;
typedef int BOOL;
typedef uint16_t WCHAR;
typedef struct { DWORD lo, hi; } FILETIME;
typedef struct {
	DWORD attrs;
	FILETIME ctime, atime, mtime;
	DWORD volume_serial, size_hi, size_lo, nlinks, index_hi, index_lo;
} BY_HANDLE_FILE_INFORMATION;
/* GetFileInformationByHandleEx's FileBasicInfo, FileStandardInfo and
 * FileIdInfo (FILE_INFO_BY_HANDLE_CLASS 0, 1 and 18). */
typedef struct {
	int64_t ctime, atime, mtime, change_time;   /* FILETIME units */
	DWORD attrs;
} FILE_BASIC_INFO;
typedef struct {
	int64_t alloc_size, size;
	DWORD nlinks;
	uint8_t delete_pending, directory;
} FILE_STANDARD_INFO;
typedef struct {
	uint64_t volume_serial;
	uint8_t id[16];
} FILE_ID_INFO;
#define FileBasicInfo 0
#define FileStandardInfo 1
#define FileIdInfo 18
typedef struct {
	void *base, *alloc_base;
	DWORD alloc_protect;
	uint16_t partition;
	size_t size;
	DWORD state, protect, type;
} MEMORY_BASIC_INFORMATION;
typedef struct {
	DWORD attrs;
	FILETIME ctime, atime, mtime;
	DWORD size_hi, size_lo, reserved0, reserved1;
	WCHAR name[260];
	WCHAR short_name[14];
} WIN32_FIND_DATAW;
typedef struct {
	DWORD size;
	void *descriptor;
	BOOL inherit;
} SECURITY_ATTRIBUTES;
typedef struct {
	DWORD cb;
	WCHAR *reserved, *desktop, *title;
	DWORD x, y, xsize, ysize, xchars, ychars, fill, flags;
	uint16_t show, reserved2_size;
	void *reserved2;
	HANDLE in, out, err;
} STARTUPINFOW;
typedef struct {
	HANDLE process, thread;
	DWORD pid, tid;
} PROCESS_INFORMATION;
typedef struct {
	int16_t size_x, size_y, cursor_x, cursor_y;
	uint16_t attrs;
	int16_t left, top, right, bottom;
	int16_t max_x, max_y;
} CONSOLE_SCREEN_BUFFER_INFO;

#define INVALID_HANDLE ((HANDLE)(intptr_t)-1)
#define STD_INPUT_HANDLE ((DWORD)-10)
#define GENERIC_READ 0x80000000u
#define GENERIC_WRITE 0x40000000u
#define FILE_SHARE_ALL 7u                 /* read, write, delete */
#define CREATE_NEW 1
#define CREATE_ALWAYS 2
#define OPEN_EXISTING 3
#define OPEN_ALWAYS 4
#define TRUNCATE_EXISTING 5
#define FILE_ATTRIBUTE_READONLY 0x1
#define FILE_ATTRIBUTE_DIRECTORY 0x10
#define FILE_ATTRIBUTE_NORMAL 0x80
#define FILE_ATTRIBUTE_REPARSE_POINT 0x400
#define INVALID_FILE_ATTRIBUTES 0xffffffffu
#define FILE_WRITE_ATTRIBUTES 0x100
#define MOVEFILE_REPLACE_EXISTING 1
#define MOVEFILE_COPY_ALLOWED 2
#define FILE_FLAG_BACKUP_SEMANTICS 0x02000000u
#define FILE_TYPE_DISK 1
#define FILE_TYPE_CHAR 2
#define FILE_TYPE_PIPE 3
#define MEM_COMMIT 0x1000
#define MEM_RESERVE 0x2000
#define MEM_DECOMMIT 0x4000
#define MEM_RELEASE 0x8000
#define PAGE_NOACCESS 0x01
#define PAGE_READONLY 0x02
#define PAGE_READWRITE 0x04
#define PAGE_EXECUTE_READ 0x20
#define PAGE_EXECUTE_READWRITE 0x40
#define DUPLICATE_SAME_ACCESS 2
#define CP_UTF8 65001
#define ENABLE_VIRTUAL_TERMINAL_PROCESSING 0x4
#define STARTF_USESTDHANDLES 0x100
#define CREATE_UNICODE_ENVIRONMENT 0x400
#define INFINITE 0xffffffffu
#define WAIT_TIMEOUT 258
#define WAIT_FAILED 0xffffffffu
#define TLS_SLOTS_OFFSET 0x1480           /* TEB.TlsSlots[64] */

/* X(return type, name, parameters): one line per imported function. The
 * order is the order of the import address table. */
#define WIN_KERNEL32(X) \
	X(HANDLE, GetStdHandle, (DWORD)) \
	X(WCHAR *, GetCommandLineW, (void)) \
	X(WCHAR *, GetEnvironmentStringsW, (void)) \
	X(DWORD, GetModuleFileNameW, (HANDLE, WCHAR *, DWORD)) \
	X(void, ExitProcess, (unsigned)) \
	X(void, ExitThread, (DWORD)) \
	X(DWORD, GetLastError, (void)) \
	X(BOOL, WriteFile, (HANDLE, const void *, DWORD, DWORD *, void *)) \
	X(BOOL, ReadFile, (HANDLE, void *, DWORD, DWORD *, void *)) \
	X(HANDLE, CreateFileW, (const WCHAR *, DWORD, DWORD, void *, DWORD, DWORD, HANDLE)) \
	X(BOOL, CloseHandle, (HANDLE)) \
	X(BOOL, DuplicateHandle, (HANDLE, HANDLE, HANDLE, HANDLE *, DWORD, BOOL, DWORD)) \
	X(BOOL, SetFilePointerEx, (HANDLE, int64_t, int64_t *, DWORD)) \
	X(DWORD, GetFileType, (HANDLE)) \
	X(BOOL, GetFileInformationByHandle, (HANDLE, BY_HANDLE_FILE_INFORMATION *)) \
	X(BOOL, GetFileInformationByHandleEx, (HANDLE, int, void *, DWORD)) \
	X(BOOL, GetConsoleMode, (HANDLE, DWORD *)) \
	X(BOOL, SetConsoleMode, (HANDLE, DWORD)) \
	X(BOOL, SetConsoleOutputCP, (unsigned)) \
	X(BOOL, SetConsoleCP, (unsigned)) \
	X(BOOL, GetConsoleScreenBufferInfo, (HANDLE, CONSOLE_SCREEN_BUFFER_INFO *)) \
	X(void *, VirtualAlloc, (void *, size_t, DWORD, DWORD)) \
	X(BOOL, VirtualFree, (void *, size_t, DWORD)) \
	X(BOOL, VirtualProtect, (void *, size_t, DWORD, DWORD *)) \
	X(size_t, VirtualQuery, (const void *, MEMORY_BASIC_INFORMATION *, size_t)) \
	X(BOOL, FlushInstructionCache, (HANDLE, const void *, size_t)) \
	X(HANDLE, GetCurrentProcess, (void)) \
	X(HANDLE, GetCurrentThread, (void)) \
	X(DWORD, GetCurrentProcessId, (void)) \
	X(DWORD, GetCurrentThreadId, (void)) \
	X(DWORD, TlsAlloc, (void)) \
	X(BOOL, TlsSetValue, (DWORD, void *)) \
	X(void *, TlsGetValue, (DWORD)) \
	X(void, GetSystemTimePreciseAsFileTime, (FILETIME *)) \
	X(BOOL, QueryPerformanceCounter, (int64_t *)) \
	X(BOOL, QueryPerformanceFrequency, (int64_t *)) \
	X(BOOL, GetProcessTimes, (HANDLE, FILETIME *, FILETIME *, FILETIME *, FILETIME *)) \
	X(BOOL, GetThreadTimes, (HANDLE, FILETIME *, FILETIME *, FILETIME *, FILETIME *)) \
	X(void, Sleep, (DWORD)) \
	X(HANDLE, GetProcessHeap, (void)) \
	X(void *, HeapAlloc, (HANDLE, DWORD, size_t)) \
	X(BOOL, HeapFree, (HANDLE, DWORD, void *)) \
	X(DWORD, GetFullPathNameW, (const WCHAR *, DWORD, WCHAR *, WCHAR **)) \
	X(HANDLE, FindFirstFileW, (const WCHAR *, WIN32_FIND_DATAW *)) \
	X(BOOL, FindNextFileW, (HANDLE, WIN32_FIND_DATAW *)) \
	X(BOOL, FindClose, (HANDLE)) \
	X(DWORD, GetFileAttributesW, (const WCHAR *)) \
	X(BOOL, SetFileAttributesW, (const WCHAR *, DWORD)) \
	X(BOOL, DeleteFileW, (const WCHAR *)) \
	X(BOOL, RemoveDirectoryW, (const WCHAR *)) \
	X(BOOL, CreateDirectoryW, (const WCHAR *, void *)) \
	X(BOOL, MoveFileExW, (const WCHAR *, const WCHAR *, DWORD)) \
	X(DWORD, GetCurrentDirectoryW, (DWORD, WCHAR *)) \
	X(BOOL, SetCurrentDirectoryW, (const WCHAR *)) \
	X(BOOL, SetFileTime, (HANDLE, const FILETIME *, const FILETIME *, const FILETIME *)) \
	X(BOOL, SetEndOfFile, (HANDLE)) \
	X(BOOL, FlushFileBuffers, (HANDLE)) \
	X(BOOL, CreatePipe, (HANDLE *, HANDLE *, SECURITY_ATTRIBUTES *, DWORD)) \
	X(BOOL, GetComputerNameW, (WCHAR *, DWORD *)) \
	X(DWORD, GetVersion, (void)) \
	X(BOOL, CreateProcessW, (const WCHAR *, WCHAR *, void *, void *, BOOL, DWORD, void *, \
		const WCHAR *, STARTUPINFOW *, PROCESS_INFORMATION *)) \
	X(DWORD, WaitForSingleObject, (HANDLE, DWORD)) \
	X(DWORD, WaitForMultipleObjects, (DWORD, const HANDLE *, BOOL, DWORD)) \
	X(BOOL, GetExitCodeProcess, (HANDLE, DWORD *)) \
	X(BOOL, PeekNamedPipe, (HANDLE, void *, DWORD, DWORD *, DWORD *, DWORD *)) \
	X(BOOL, GetNumberOfConsoleInputEvents, (HANDLE, DWORD *)) \
	X(BOOL, PeekConsoleInputW, (HANDLE, void *, DWORD, DWORD *)) \
	X(BOOL, ReadConsoleInputW, (HANDLE, void *, DWORD, DWORD *)) \
	X(void, GetStartupInfoW, (STARTUPINFOW *)) \
	X(BOOL, SetConsoleCtrlHandler, (BOOL (WINAPI *)(DWORD), BOOL)) \
	X(BOOL, GenerateConsoleCtrlEvent, (DWORD, DWORD)) \
	X(HANDLE, CreateThread, (void *, size_t, DWORD (WINAPI *)(void *), void *, DWORD, DWORD *)) \
	X(DWORD, ResumeThread, (HANDLE)) \
	X(HANDLE, CreateEventW, (void *, BOOL, BOOL, const WCHAR *)) \
	X(BOOL, SetEvent, (HANDLE)) \
	X(HANDLE, LoadLibraryW, (const WCHAR *)) \
	X(void *, GetProcAddress, (HANDLE, const char *)) \
	X(unsigned, GetSystemDirectoryW, (WCHAR *, unsigned)) \
	X(void *, AddVectoredExceptionHandler, (DWORD, int (WINAPI *)(void *))) \
	X(BOOL, TerminateProcess, (HANDLE, unsigned))
#define WIN_ADVAPI32(X) \
	X(BOOL, SystemFunction036, (void *, unsigned long))   /* RtlGenRandom */

/* Winsock (ws2_32.dll) is not imported: a program that never makes a
 * socket does not load it. socket.c loads it and takes these at the
 * first socket call (WS() below). A SOCKET is a handle-sized integer. */
typedef uintptr_t SOCKET;
typedef struct { uint32_t len; char *buf; } WSABUF;   /* Windows's ULONG, u_long: 32 bits */
typedef struct { SOCKET fd; int16_t events, revents; } WSAPOLLFD;
#define WIN_WS2_32(X) \
	X(int, WSAStartup, (uint16_t, void *)) \
	X(int, WSAGetLastError, (void)) \
	X(SOCKET, socket, (int, int, int)) \
	X(SOCKET, WSASocketW, (int, int, int, void *, unsigned, DWORD)) \
	X(int, WSADuplicateSocketW, (SOCKET, DWORD, void *)) \
	X(int, closesocket, (SOCKET)) \
	X(int, bind, (SOCKET, const void *, int)) \
	X(int, listen, (SOCKET, int)) \
	X(SOCKET, accept, (SOCKET, void *, int *)) \
	X(int, connect, (SOCKET, const void *, int)) \
	X(int, WSASendTo, (SOCKET, WSABUF *, DWORD, DWORD *, DWORD, const void *, int, void *, void *)) \
	X(int, WSARecvFrom, (SOCKET, WSABUF *, DWORD, DWORD *, DWORD *, void *, int *, void *, void *)) \
	X(int, shutdown, (SOCKET, int)) \
	X(int, getsockname, (SOCKET, void *, int *)) \
	X(int, getpeername, (SOCKET, void *, int *)) \
	X(int, setsockopt, (SOCKET, int, int, const void *, int)) \
	X(int, getsockopt, (SOCKET, int, int, void *, int *)) \
	X(int, ioctlsocket, (SOCKET, int32_t, uint32_t *)) \
	X(int, WSAIoctl, (SOCKET, DWORD, void *, DWORD, void *, DWORD, DWORD *, void *, void *)) \
	X(int, WSAPoll, (WSAPOLLFD *, uint32_t, int))

#define WIN_TYPEDEF(r, n, p) typedef r WINAPI n##_fn p;
#define WIN_INDEX(r, n, p) WI_##n,
#define WS_INDEX(r, n, p) WS_##n,
WIN_KERNEL32(WIN_TYPEDEF)
WIN_ADVAPI32(WIN_TYPEDEF)
WIN_WS2_32(WIN_TYPEDEF)
enum {
	WIN_KERNEL32(WIN_INDEX) WI_kernel32_end,
	WIN_ADVAPI32(WIN_INDEX) WI_advapi32_end,
};
enum { WIN_WS2_32(WS_INDEX) WS_end };

/* Filled by the Windows loader before the entry point runs (imports.c). */
extern void *__win_iat[] __attribute__((__visibility__("hidden")));
#define WIN(n) ((n##_fn *)__win_iat[WI_##n])
/* Filled by __win_ws2_load, which a socket call makes first. */
extern void *__win_ws2[] __attribute__((__visibility__("hidden")));
#define WS(n) ((n##_fn *)__win_ws2[WS_##n])

/* The backend: one function per Linux system call it serves, each taking
 * and returning what the Linux call does (-errno on failure). */
#ifndef hidden
#define hidden __attribute__((__visibility__("hidden")))
#endif
hidden long __win_syscall(long, long, long, long, long, long, long);
hidden void __win_sc_fill(void);               /* the handlers' table, before any call */
hidden long __win_errno(void);                 /* -errno for GetLastError() */
hidden long __win_errno_of(DWORD);
hidden long __win_utf8_to_16(const char *, WCHAR *, size_t);
hidden size_t __win_utf16_to_8(const WCHAR *, size_t, char *);
hidden long __win_path(const char *, WCHAR *, size_t);
hidden void __win_fd_init(void);
hidden void __win_env_from_windows(char *);
hidden size_t __win_env_to_windows_size(const char *);
hidden void __win_env_to_windows(const char *, char *);
hidden HANDLE __win_handle(int);

/* A descriptor: its handle, the O_* flags given to open (O_APPEND
 * matters), and for what was opened by name its full Windows path (paths
 * relative to a directory descriptor, fchdir, fchmod) and, for a
 * directory being read, where the listing stands (dir.c). */
struct win_dir;
struct win_fd {
	HANDLE h;
	int used, flags, cloexec;
	WCHAR *path;
	struct win_dir *dir;
	/* not 0: h is a Winsock SOCKET (socket.c), of the type sock & 0xff,
	 * with WIN_SOCK_REUSEADDR set by setsockopt (sockopt.c) */
	int sock;
};
hidden struct win_fd *__win_fd(long);
hidden long __win_new_fd(HANDLE, int flags, int from, WCHAR *path);
#define WIN_SOCK_REUSEADDR 0x100
hidden long __win_new_sock(SOCKET, int flags, int type);
hidden void __win_dir_free(struct win_fd *);
hidden long __win_dir_seek(struct win_fd *, long off, long whence);
hidden void *__win_alloc(size_t);
hidden void __win_free(void *);
hidden WCHAR *__win_wcsdup(const WCHAR *);
hidden size_t __win_wcslen(const WCHAR *);
/* A path relative to a directory descriptor (or AT_FDCWD, or absolute)
 * as a Windows path in out; -errno when it cannot be. */
hidden long __win_path_at(long dirfd, const char *, WCHAR *out, size_t cap);
hidden void __win_filetime_of(long sec, long nsec, FILETIME *);
hidden extern unsigned __win_umask;
/* The fixed answer of getuid and its kin, and st_uid/st_gid. */
#define WIN_UID 1000
hidden void __win_filetime(const FILETIME *, long *sec, long *nsec);
hidden int64_t __win_mono_ns(void);                 /* the monotonic clock, in ns */
struct timespec;
hidden int64_t __win_deadline(const struct timespec *rel);  /* on that clock */
hidden DWORD __win_ms_ceil(int64_t left_ns);          /* ms to wait, rounded up, 0 when none */
hidden DWORD __win_ms_until(int64_t deadline);       /* the same until a deadline */
hidden extern DWORD __win_tls_slot;
/* Processor exceptions as signals (fault.c); the handler's part
 * (ids.c): 1 when the program's handler ran for the siginfo_t and
 * ucontext_t given, 0 when the signal's default action applies. */
hidden void __win_fault_init(void);
hidden int __win_sig_fault(int sig, void *si, void *uc);

#define WIN_PATH_MAX 32768
#define WIN_NFD 1024                      /* descriptors: 0 to WIN_NFD - 1 */
/* The Microsoft C runtime's flags of a descriptor passed to a child */
#define WIN_FOPEN 0x01
#define WIN_FPIPE 0x08
#define WIN_FAPPEND 0x20
#define WIN_FDEV 0x40

long __win_read(long, long, long);
long __win_write(long, long, long);
long __win_pread(long, long, long, long);
long __win_pwrite(long, long, long, long);
long __win_readv(long, long, long);
long __win_writev(long, long, long);
long __win_openat(long, long, long, long);
long __win_close(long);
long __win_lseek(long, long, long);
long __win_fcntl(long, long, long);
long __win_dup3(long, long, long);
long __win_ioctl(long, long, long);
long __win_fstat(long, long);
long __win_fstatat(long, long, long, long);
long __win_mmap(long, long, long, long, long, long);
long __win_munmap(long, long);
long __win_mremap(long, long, long, long);
long __win_mprotect(long, long, long);
long __win_clock_gettime(long, long);
long __win_clock_getres(long, long);
long __win_gettimeofday(long, long);
long __win_nanosleep(long, long);
long __win_getrandom(long, long, long);
long __win_getdents64(long, long, long);
long __win_getcwd(long, long);
long __win_chdir(long);
long __win_fchdir(long);
long __win_unlinkat(long, long, long);
long __win_mkdirat(long, long, long);
long __win_renameat(long, long, long, long, long);
long __win_readlinkat(long, long, long, long);
long __win_faccessat(long, long, long, long);
long __win_fchmodat(long, long, long, long);
long __win_fchmod(long, long);
long __win_fchownat(long, long, long, long, long);
long __win_utimensat(long, long, long, long);
long __win_ftruncate(long, long);
long __win_truncate(long, long);
long __win_fsync(long);
long __win_pipe2(long, long);
long __win_uname(long);
long __win_raise(long);
hidden long __win_signal_self(long sig, int code);
long __win_clone(long flags, long stack, long ptid, long ctid, long tls);
long __win_execve(long, long, long);
long __win_wait4(long, long, long, long);
long __win_exit_child(long);
hidden extern int __win_in_child;
hidden void __win_fd_child_begin(void);
hidden void __win_fd_child_end(void);
hidden void __win_sig_save(int restore);
hidden void __win_sig_init(void);
hidden long __win_kill_group(long sig);
hidden extern void *__win_main_tp;
long __win_rt_sigaction(long, long, long, long);
long __win_rt_sigprocmask(long, long, long, long);
long __win_rt_sigpending(long, long);
long __win_ppoll(long, long, long, long, long);
long __win_prlimit64(long, long, long, long);
long __win_thread_clone(long, long, long, long, long);
long __win_set_tid_address(long);
long __win_futex(long, long, long, long, long, long);
hidden _Noreturn void __win_thread_exit(long);
hidden void __win_thread_init(void);
hidden void __win_unmap_own_stack(long, long);
hidden long __win_munmap_now(long, long);
long __win_pselect6(long, long, long, long, long, long);
/* Sockets (socket.c, sockopt.c) */
struct pollfd;
hidden long __win_ws2_load(void);               /* 0, or -errno */
hidden long __win_sock_errno(void);              /* -errno for WSAGetLastError() */
hidden long __win_sock_close(SOCKET);
hidden long __win_sock_ioctl(struct win_fd *, long, long);
hidden long __win_sock_dup(struct win_fd *, SOCKET *);
hidden long __win_sock_read(struct win_fd *, long, long);
hidden long __win_sock_write(struct win_fd *, long, long);
hidden long __win_sock_nonblock(struct win_fd *, int);
hidden int __win_sock_ready(struct win_fd *, int events);
hidden long __win_sock_poll(struct pollfd *, unsigned long, long ms);
long __win_socket(long, long, long);
long __win_socketpair(long, long, long, long);
long __win_bind(long, long, long);
long __win_connect(long, long, long);
long __win_listen(long, long);
long __win_accept4(long, long, long, long);
long __win_sendto(long, long, long, long, long, long);
long __win_recvfrom(long, long, long, long, long, long);
long __win_sendmsg(long, long, long);
long __win_recvmsg(long, long, long);
long __win_shutdown(long, long);
long __win_getsockname(long, long, long);
long __win_getpeername(long, long, long);
long __win_setsockopt(long, long, long, long, long);
long __win_getsockopt(long, long, long, long, long);

#endif
