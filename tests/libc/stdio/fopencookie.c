/* fopencookie: reads, writes and seeks go through the callbacks, with
 * buffering in between; missing callbacks behave as glibc documents. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include "check.h"

struct mem { char data[64]; size_t len, pos; int closed, writes; };

static ssize_t mread(void *c, char *buf, size_t n)
{
	struct mem *m = c;
	if (n > m->len - m->pos) n = m->len - m->pos;
	memcpy(buf, m->data + m->pos, n);
	m->pos += n;
	return n;
}

static ssize_t mwrite(void *c, const char *buf, size_t n)
{
	struct mem *m = c;
	if (n > sizeof m->data - m->pos) n = sizeof m->data - m->pos;
	if (!n) return -1;
	memcpy(m->data + m->pos, buf, n);
	m->pos += n;
	if (m->pos > m->len) m->len = m->pos;
	m->writes++;
	return n;
}

static int mseek(void *c, off_t *off, int whence)
{
	struct mem *m = c;
	off_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (off_t)m->pos : (off_t)m->len;
	if (base + *off < 0 || base + *off > (off_t)m->len) return -1;
	m->pos = *off = base + *off;
	return 0;
}

static int mclose(void *c)
{
	((struct mem *)c)->closed++;
	return 0;
}

int main(void)
{
	struct mem m = { .data = "alpha\nbeta\n", .len = 11 };
	cookie_io_functions_t io = { mread, mwrite, mseek, mclose };
	char buf[64];

	FILE *f = fopencookie(&m, "r+", io);
	CHECK(f != NULL);
	CHECK(fgets(buf, sizeof buf, f) == buf);
	CHECK_STR(buf, "alpha\n");
	CHECK_INT(ftell(f), 6);
	CHECK_INT(fseek(f, 0, SEEK_END), 0);
	CHECK_INT(fprintf(f, "gamma %d\n", 3), 8);
	CHECK_INT(m.writes, 0);
	CHECK_INT(fflush(f), 0);
	CHECK(m.writes > 0);
	CHECK_MEM(m.data, "alpha\nbeta\ngamma 3\n", 19);
	CHECK_INT(fseek(f, 6, SEEK_SET), 0);
	CHECK_INT(fgetc(f), 'b');
	CHECK_INT(fclose(f), 0);
	CHECK_INT(m.closed, 1);

	/* No write callback: output is dropped and the flush fails (glibc).
	 * No read: EOF. No seek: positioning fails. */
	cookie_io_functions_t none = { 0 };
	f = fopencookie(&m, "w+", none);
	CHECK(f != NULL);
	CHECK_INT(fputs("lost", f) >= 0, 1);
	CHECK_INT(fflush(f), EOF);
	CHECK_INT(fseek(f, 0, SEEK_SET), -1);
	CHECK_INT(fgetc(f), EOF);
	CHECK_INT(fclose(f), 0);

	/* A write error shows as a failing flush. */
	struct mem full = { .pos = 64, .len = 64 };
	f = fopencookie(&full, "w", io);
	fputs("x", f);
	CHECK_INT(fflush(f), EOF);
	CHECK(ferror(f));
	fclose(f);
	return check_done();
}
