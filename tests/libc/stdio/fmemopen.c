/* fmemopen and open_memstream, against glibc 2.36's behaviour. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include "check.h"

int main(void)
{
	char b[10], l[20];
	FILE *f;

	/* "w": data appears at flush, followed by a NUL while there is room;
	 * the last byte is kept for the NUL, so a long write fails. */
	memset(b, 'Z', sizeof b);
	f = fmemopen(b, sizeof b, "w");
	CHECK(f != NULL);
	CHECK(fputs("abc", f) >= 0);
	CHECK_INT(fflush(f), 0);
	CHECK_STR(b, "abc");
	CHECK_INT(ftell(f), 3);
	fputs("defghijklmn", f);
	CHECK_INT(fflush(f), EOF);
	CHECK(ferror(f));
	CHECK_MEM(b, "abcdefghi", 10);
	/* Seeks stay within the array. */
	CHECK_INT(fseek(f, 11, SEEK_SET), -1);
	CHECK_INT(fseek(f, 10, SEEK_SET), 0);
	fclose(f);

	/* "a" starts at the first NUL. */
	strcpy(b, "hi");
	f = fmemopen(b, sizeof b, "a");
	CHECK_INT(ftell(f), 2);
	fputs("XY", f);
	fclose(f);
	CHECK_STR(b, "hiXY");

	/* "r" sees SIZE bytes, then EOF. */
	memcpy(b, "hello", 5);
	f = fmemopen(b, 5, "r");
	CHECK(fgets(l, sizeof l, f) == l);
	CHECK_STR(l, "hello");
	CHECK_INT(fgetc(f), EOF);
	CHECK(feof(f));
	CHECK_INT(fseek(f, -2, SEEK_END), 0);
	CHECK_INT(fgetc(f), 'l');
	CHECK_INT(fputc('x', f), EOF);
	fclose(f);

	/* "r+" ends at SIZE, "w+" at 0. */
	strcpy(b, "hello");
	f = fmemopen(b, sizeof b, "r+");
	fseek(f, 0, SEEK_END);
	CHECK_INT(ftell(f), 10);
	fclose(f);
	f = fmemopen(b, sizeof b, "w+");
	fseek(f, 0, SEEK_END);
	CHECK_INT(ftell(f), 0);
	fclose(f);

	/* A null buffer is allocated for the stream and freed with it. */
	f = fmemopen(NULL, 8, "w+");
	CHECK(f != NULL);
	fputs("xyz", f);
	rewind(f);
	CHECK(fgets(l, sizeof l, f) == l);
	CHECK_STR(l, "xyz");
	fclose(f);

	/* Formatted I/O on a memory stream. */
	memset(b, 0, sizeof b);
	f = fmemopen(b, sizeof b, "w");
	CHECK_INT(fprintf(f, "%d-%s", 12, "ab"), 5);
	fclose(f);
	CHECK_STR(b, "12-ab");

	/* open_memstream: the size follows the position; gaps are zeros. */
	char *p = NULL;
	size_t sz = 99;
	f = open_memstream(&p, &sz);
	CHECK(f != NULL);
	fputs("hello", f);
	CHECK_INT(fflush(f), 0);
	CHECK_STR(p, "hello");
	CHECK_INT(sz, 5);
	fseek(f, 2, SEEK_SET);
	fflush(f);
	CHECK_INT(sz, 2);
	CHECK_STR(p, "hello");
	fseek(f, 8, SEEK_SET);
	fputc('!', f);
	fflush(f);
	CHECK_INT(sz, 9);
	CHECK_MEM(p, "hello\0\0\0!", 10);
	/* Large output moves the buffer; the pointer follows. */
	fseek(f, 0, SEEK_END);
	for (int i = 0; i < 5000; i++) fprintf(f, "%04d", i);
	CHECK_INT(fclose(f), 0);
	CHECK_INT(sz, 9 + 20000);
	CHECK_MEM(p + 9 + 4 * 4321, "4321", 4);
	CHECK_INT(p[sz], 0);
	free(p);

	/* An empty memstream is an empty string, not a null pointer;
	 * reading it fails. */
	f = open_memstream(&p, &sz);
	CHECK_INT(fgetc(f), EOF);
	fclose(f);
	CHECK(p != NULL);
	CHECK_INT(sz, 0);
	CHECK_STR(p, "");
	free(p);
	return check_done();
}
