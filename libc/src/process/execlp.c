#include <unistd.h>
#include <stdarg.h>

int execlp(const char *file, const char *arg0, ...)
{
	int n;
	va_list ap;
	va_start(ap, arg0);
	for (n = 1; va_arg(ap, const char *); n++);
	va_end(ap);
	{
		char *argv[n + 1];
		va_start(ap, arg0);
		argv[0] = (char *)arg0;
		for (int i = 1; i <= n; i++) argv[i] = va_arg(ap, char *);
		va_end(ap);
		return execvp(file, argv);
	}
}
