/* Thread-local storage with initialisers, the part of start-up that reads
 * the program's own headers to find the TLS image (__init_tls), and that
 * apelink moves: the values must survive every way an APE is started. */
#include <stdio.h>
#include <string.h>

static __thread int counter = 42;
static __thread char text[64] = "initialised thread-local text";
static __thread char zeroed[4096];
static __thread long aligned __attribute__((aligned(64))) = 7;

int main(void)
{
	int bad = counter != 42 || strcmp(text, "initialised thread-local text") ||
		  zeroed[0] || zeroed[4095] || aligned != 7 || (unsigned long)&aligned % 64;
	printf("%d %s %ld %s\n", counter, text, aligned, bad ? "BAD" : "ok");
	return bad;
}
