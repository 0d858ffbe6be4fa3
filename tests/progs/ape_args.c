/* The APE test program: prints argc, each argument and each APE_T_*
 * environment variable, with bytes outside printable ASCII (and the
 * backslash) escaped as \ooo, then exits with status $APE_T_EXIT (0), or
 * kills itself with signal $APE_T_RAISE. It needs little of the libc:
 * write(2) and raise(3). */
#include <signal.h>
#include <unistd.h>

static char buf[65536];
static unsigned long len;

static void flush(void)
{
	for (unsigned long off = 0; off < len;) {
		long w = write(1, buf + off, len - off);
		if (w <= 0)
			break;
		off += (unsigned long)w;
	}
	len = 0;
}

static void put(char c)
{
	if (len == sizeof buf)
		flush();
	buf[len++] = c;
}

static void puts_raw(const char *s)
{
	while (*s)
		put(*s++);
}

static void puts_escaped(const char *s)
{
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c < 32 || c > 126 || c == '\\') {
			put('\\');
			put((char)('0' + (c >> 6)));
			put((char)('0' + ((c >> 3) & 7)));
			put((char)('0' + (c & 7)));
		} else {
			put((char)c);
		}
	}
}

static void put_num(long n)
{
	char tmp[24];
	int i = 0;
	do
		tmp[i++] = (char)('0' + n % 10);
	while (n /= 10);
	while (i)
		put(tmp[--i]);
}

static int starts(const char *s, const char *p)
{
	while (*p && *s == *p)
		s++, p++;
	return !*p;
}

int main(int argc, char **argv, char **envp)
{
	int code = 0, sig = 0;
	puts_raw("argc=");
	put_num(argc);
	put('\n');
	for (int i = 0; i < argc; i++) {
		puts_raw("argv[");
		put_num(i);
		puts_raw("]=");
		puts_escaped(argv[i]);
		put('\n');
	}
	for (char **e = envp; *e; e++) {
		if (!starts(*e, "APE_T_"))
			continue;
		puts_raw("env ");
		puts_escaped(*e);
		put('\n');
		if (starts(*e, "APE_T_EXIT="))
			for (const char *d = *e + 11; *d >= '0' && *d <= '9'; d++)
				code = code * 10 + (*d - '0');
		if (starts(*e, "APE_T_RAISE="))
			for (const char *d = *e + 12; *d >= '0' && *d <= '9'; d++)
				sig = sig * 10 + (*d - '0');
	}
	flush();
	if (sig)
		raise(sig);
	return code;
}
