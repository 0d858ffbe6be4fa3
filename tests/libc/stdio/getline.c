/* getline/getdelim: growth, embedded NULs, last line without newline,
 * EOF, and a custom delimiter. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include "check.h"

int main(void)
{
	static char data[20000];
	char *line = NULL;
	size_t n = 0;
	FILE *f;

	/* A long line crosses many buffer refills. */
	memset(data, 'a', 9999);
	data[9999] = '\n';
	memcpy(data + 10000, "x\0y\nlast", 8);
	f = fmemopen(data, 10008, "r");
	CHECK(f != NULL);
	CHECK_INT(getline(&line, &n, f), 10000);
	CHECK(n > 10000);
	CHECK_INT(line[9998], 'a');
	CHECK_INT(line[9999], '\n');
	CHECK_INT(line[10000], 0);
	CHECK_INT(getline(&line, &n, f), 4);
	CHECK_MEM(line, "x\0y\n", 5);
	CHECK_INT(getline(&line, &n, f), 4);
	CHECK_STR(line, "last");
	CHECK_INT(getline(&line, &n, f), -1);
	CHECK(feof(f));
	fclose(f);

	f = fmemopen("a:bb::c", 7, "r");
	CHECK_INT(getdelim(&line, &n, ':', f), 2);
	CHECK_STR(line, "a:");
	CHECK_INT(getdelim(&line, &n, ':', f), 3);
	CHECK_STR(line, "bb:");
	CHECK_INT(getdelim(&line, &n, ':', f), 1);
	CHECK_STR(line, ":");
	CHECK_INT(getdelim(&line, &n, ':', f), 1);
	CHECK_STR(line, "c");
	CHECK_INT(getdelim(&line, &n, ':', f), -1);
	fclose(f);
	free(line);

	/* A fresh null buffer is allocated; invalid arguments fail. */
	line = NULL;
	n = 0;
	f = fmemopen("z\n", 2, "r");
	CHECK_INT(getline(&line, &n, f), 2);
	CHECK_STR(line, "z\n");
	CHECK_ERRNO(getline(NULL, &n, f), EINVAL);
	fclose(f);
	free(line);
	return check_done();
}
