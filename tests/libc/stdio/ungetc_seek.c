/* ungetc pushback depth and interaction with ftell/fseek; fgetpos and
 * fsetpos; setvbuf modes; ftell in append mode. */
#include <stdio.h>
#include <string.h>
#include "check.h"

int main(int argc, char **argv)
{
	char path[4200], buf[64];
	FILE *f;

	snprintf(path, sizeof path, "%s.tmp", argv[0]);
	f = fopen(path, "w+");
	CHECK(f != NULL);
	fputs("0123456789", f);
	rewind(f);

	CHECK_INT(fgetc(f), '0');
	CHECK_INT(fgetc(f), '1');
	CHECK_INT(ftell(f), 2);
	/* A pushed back byte need not be the one read. */
	CHECK_INT(ungetc('X', f), 'X');
	CHECK_INT(ftell(f), 1);
	CHECK_INT(ungetc('Y', f), 'Y');
	CHECK_INT(ftell(f), 0);
	CHECK_INT(fgetc(f), 'Y');
	CHECK_INT(fgetc(f), 'X');
	CHECK_INT(fgetc(f), '2');
	CHECK_INT(ungetc(EOF, f), EOF);

	/* ungetc clears EOF; fseek drops pushback. */
	fseek(f, 0, SEEK_END);
	CHECK_INT(fgetc(f), EOF);
	CHECK(feof(f));
	CHECK_INT(ungetc('e', f), 'e');
	CHECK(!feof(f));
	CHECK_INT(fgetc(f), 'e');
	CHECK_INT(fseek(f, 3, SEEK_SET), 0);
	CHECK_INT(ungetc('Q', f), 'Q');
	CHECK_INT(fseek(f, 1, SEEK_CUR), 0);
	CHECK_INT(fgetc(f), '3');

	/* Several pushbacks right after opening (nothing read yet). */
	fpos_t pos;
	rewind(f);
	CHECK_INT(fgetpos(f, &pos), 0);
	for (int i = 0; i < 4; i++) CHECK_INT(ungetc('a' + i, f), 'a' + i);
	CHECK_INT(fgetc(f), 'd');
	CHECK_INT(fgetc(f), 'c');
	CHECK_INT(fsetpos(f, &pos), 0);
	CHECK_INT(fgetc(f), '0');

	CHECK_INT(fseek(f, -1, SEEK_SET), -1);
	CHECK_INT(errno, EINVAL);
	CHECK_INT(fseek(f, 0, 42), -1);
	fclose(f);

	/* Append mode: ftell reports the end once data is pending. */
	f = fopen(path, "a");
	fputs("ab", f);
	CHECK_INT(ftell(f), 12);
	fclose(f);

	/* setvbuf with the caller's buffer, fully buffered. */
	char vbuf[100];
	f = fopen(path, "w");
	CHECK_INT(setvbuf(f, vbuf, _IOFBF, sizeof vbuf), 0);
	fputs("hello\n", f);
	fflush(f);
	FILE *r = fopen(path, "r");
	CHECK_INT(fgetc(r), 'h');
	/* Line buffered: the newline flushes. */
	fclose(r);
	CHECK_INT(setvbuf(f, NULL, _IOLBF, 0), 0);
	fputs("line\n", f);
	fputs("part", f);
	r = fopen(path, "r");
	CHECK(fgets(buf, sizeof buf, r) && fgets(buf, sizeof buf, r));
	CHECK_STR(buf, "line\n");
	CHECK(!fgets(buf, sizeof buf, r));
	fclose(r);
	/* Unbuffered: every write goes straight out. */
	CHECK_INT(setvbuf(f, NULL, _IONBF, 0), 0);
	fputs("X", f);
	fprintf(f, "%d", 7);
	r = fopen(path, "r");
	CHECK_INT(fread(buf, 1, sizeof buf, r), 17);
	CHECK_MEM(buf, "hello\nline\npartX7", 17);
	fclose(r);
	CHECK_INT(setvbuf(f, NULL, 99, 0), -1);
	fclose(f);
	remove(path);
	return check_done();
}
