#define _GNU_SOURCE
#include <string.h>
#include <strings.h>
#include "check.h"

static char buf[512];

int main(void)
{
	int bad = 0;
	/* strlen/strchr/strnlen at every alignment and length, so the word
	 * loops meet the terminator in every byte lane. */
	for (int al = 0; al < 16; al++)
		for (int n = 0; n < 200; n++) {
			memset(buf, 'x', sizeof buf);
			buf[al + n] = 0;
			if (strlen(buf + al) != (size_t)n) bad++;
			if (strnlen(buf + al, n + 5) != (size_t)n) bad++;
			if (strnlen(buf + al, n / 2) != (size_t)n / 2) bad++;
			if (strchr(buf + al, 0) != buf + al + n) bad++;
			if (strchr(buf + al, 'y') != 0) bad++;
			if (strchrnul(buf + al, 'y') != buf + al + n) bad++;
			if (n) {
				buf[al + n / 2] = 'y';
				buf[al + n - 1] = (char)0xfe;
				if (n > 2 && strchr(buf + al, 'y') != buf + al + n / 2) bad++;
				if (strrchr(buf + al, 0xfe) != buf + al + n - 1) bad++;
			}
		}
	CHECK_INT(bad, 0);

	const char *s = "abcabc";
	CHECK(strchr(s, 'c') == s + 2);
	CHECK(strrchr(s, 'c') == s + 5);
	CHECK(strrchr(s, 'z') == 0);
	CHECK(strrchr(s, 0) == s + 6);
	CHECK(index(s, 'b') == s + 1);
	CHECK(rindex(s, 'b') == s + 4);
	CHECK(strchr(s, 'a' + 256) == s);

	CHECK(strcmp("abc", "abc") == 0);
	CHECK(strcmp("abc", "abd") < 0);
	CHECK(strcmp("ab", "abc") < 0);
	CHECK(strcmp("\x80", "\x7f") > 0);
	CHECK(strncmp("abcx", "abcy", 3) == 0);
	CHECK(strncmp("abcx", "abcy", 4) < 0);
	CHECK(strncmp("a", "b", 0) == 0);
	CHECK(strcasecmp("HeLLo", "hello") == 0);
	CHECK(strcasecmp("a", "B") < 0);
	CHECK(strcasecmp("[", "a") < 0); /* '[' < 'a' after folding, > 'A' before */
	CHECK(strncasecmp("ABCd", "abce", 3) == 0);
	CHECK(strncasecmp("ABCd", "abce", 4) < 0);
	CHECK(strcoll("a", "b") < 0);
	CHECK(strxfrm(buf, "hello", sizeof buf) == 5 && !strcmp(buf, "hello"));
	CHECK(strxfrm(0, "hello", 0) == 5);

	CHECK(stpcpy(buf, "abc") == buf + 3);
	CHECK_STR(strcat(buf, "def"), "abcdef");
	CHECK_STR(strncat(buf, "ghijk", 2), "abcdefgh");
	CHECK_STR(strcpy(buf, "x"), "x");
	memset(buf, 'z', 16);
	CHECK(stpncpy(buf, "abc", 8) == buf + 3);
	CHECK_MEM(buf, "abc\0\0\0\0\0zz", 10);
	CHECK(stpncpy(buf, "abcdefgh", 4) == buf + 4);
	CHECK_MEM(buf, "abcd\0", 5);
	memset(buf, 'z', 16);
	strncpy(buf, "ab", 4);
	CHECK_MEM(buf, "ab\0\0z", 5);

	CHECK_INT(strspn("aabbcd", "ab"), 4);
	CHECK_INT(strspn("aaab", "a"), 3);
	CHECK_INT(strspn("abc", ""), 0);
	CHECK_INT(strcspn("abcd", "dc"), 2);
	CHECK_INT(strcspn("abcd", ""), 4);
	CHECK_INT(strcspn("ab\xff", "\xff"), 2);
	CHECK(strpbrk(s, "xc") == s + 2);
	CHECK(strpbrk(s, "xy") == 0);

	CHECK(strstr(s, "") == s);
	CHECK(strstr(s, "ca") == s + 2);
	CHECK(strstr(s, "abcabc") == s);
	CHECK(strstr(s, "abcabcd") == 0);
	CHECK(strstr(s, "bd") == 0);
	CHECK(strcasestr("Hello World", "WORLD") != 0);
	CHECK(strcasestr("Hello", "") != 0);
	CHECK(strcasestr("Hello", "lox") == 0);

	strcpy(buf, "  a,b,,c ");
	char *save, *t = strtok_r(buf, " ,", &save);
	CHECK_STR(t, "a");
	CHECK_STR(strtok_r(0, " ,", &save), "b");
	CHECK_STR(strtok_r(0, " ,", &save), "c");
	CHECK(strtok_r(0, " ,", &save) == 0);
	CHECK(strtok_r(0, " ,", &save) == 0);
	strcpy(buf, "x y");
	CHECK_STR(strtok(buf, " "), "x");
	CHECK_STR(strtok(0, " "), "y");
	CHECK(strtok(0, " ") == 0);

	strcpy(buf, "a,b,,c");
	char *p = buf;
	CHECK_STR(strsep(&p, ","), "a");
	CHECK_STR(strsep(&p, ","), "b");
	CHECK_STR(strsep(&p, ","), "");
	CHECK_STR(strsep(&p, ","), "c");
	CHECK(p == 0);
	CHECK(strsep(&p, ",") == 0);

	CHECK_STR(basename("/usr/lib"), "lib");
	CHECK_STR(basename("/usr/"), "");
	CHECK_STR(basename("name"), "name");
	return check_done();
}
