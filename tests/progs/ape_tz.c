/* Prints the local time of each argument (seconds since the epoch) as
 * "%Y-%m-%d %H:%M:%S %Z %z", one line each: tests/ape/zipfs-tz.test runs
 * it with TZ naming zones found only in the program's own zip store. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		time_t t = (time_t)strtoll(argv[i], 0, 10);
		char buf[64];
		struct tm *tm = localtime(&t);
		if (!tm || !strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S %Z %z", tm)) return 1;
		puts(buf);
	}
	return 0;
}
