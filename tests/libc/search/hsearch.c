/* hcreate/hsearch/hdestroy and the GNU _r variants. */
#define _GNU_SOURCE
#include <search.h>
#include <string.h>
#include <errno.h>
#include "check.h"

static char names[3000][8];

static void name(char *b, int i)
{
	b[0] = 'k';
	for (int j = 6; j >= 1; j--, i /= 10) b[j] = '0' + i % 10;
	b[7] = 0;
}

int main(void)
{
	CHECK(hcreate(5000) != 0);
	for (int i = 0; i < 3000; i++) {
		name(names[i], i);
		ENTRY e = { names[i], (void *)(long)i }, *r = hsearch(e, ENTER);
		CHECK(r && r->data == (void *)(long)i);
	}
	int bad = 0;
	char buf[8];
	for (int i = 0; i < 3000; i++) {
		name(buf, i);
		ENTRY e = { buf, 0 }, *r = hsearch(e, FIND);
		if (!r || r->data != (void *)(long)i || strcmp(r->key, buf)) bad++;
	}
	CHECK_INT(bad, 0);
	/* ENTER of an existing key returns the old entry unchanged. */
	ENTRY dup = { "k000010", (void *)999 }, *r = hsearch(dup, ENTER);
	CHECK(r && r->data == (void *)10);
	ENTRY none = { "nothere", 0 };
	errno = 0;
	CHECK(hsearch(none, FIND) == NULL);
	CHECK_INT(errno, ESRCH);
	hdestroy();

	struct hsearch_data h;
	memset(&h, 0, sizeof h);
	CHECK(hcreate_r(100, &h) != 0);
	/* A second create on a live table fails. */
	CHECK(hcreate_r(100, &h) == 0);
	ENTRY *out;
	for (int i = 0; i < 50; i++) {
		ENTRY e = { names[i], (void *)(long)(i + 1) };
		CHECK(hsearch_r(e, ENTER, &out, &h) && out->data == (void *)(long)(i + 1));
	}
	ENTRY q = { "k000020", 0 };
	CHECK(hsearch_r(q, FIND, &out, &h) && out->data == (void *)21);
	CHECK(hsearch_r(none, FIND, &out, &h) == 0 && out == NULL);
	hdestroy_r(&h);
	return check_done();
}
