/* A program's own thread-local variables and stack-protector canary
 * under Windows (tests/windows/tls.test builds it with polyport's
 * drivers, as a port is built). Prints the same on every system. */
#include <stdio.h>
#include <string.h>

__thread int counter = 5;
static __thread char name[32] = "initial";
static __thread long big[1000];

/* a local array: -fstack-protector-strong guards this frame */
static size_t copy_len(const char *s)
{
	char buf[64];
	strncpy(buf, s, sizeof buf - 1);
	buf[sizeof buf - 1] = 0;
	return strlen(buf);
}

int main(int argc, char **argv)
{
	printf("start: counter=%d name=%s big[999]=%ld\n", counter, name, big[999]);
	for (int i = 1; i < argc; i++) {
		counter += copy_len(argv[i]);
		big[i * 100] = i;
	}
	strcpy(name, "changed");
	long sum = 0;
	for (int i = 0; i < 1000; i++) sum += big[i];
	printf("end: counter=%d name=%s sum=%ld\n", counter, name, sum);
	return 0;
}
