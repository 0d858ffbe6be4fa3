/* wordexp: field splitting and quoting, variables, tilde, arithmetic,
 * command substitution (and WRDE_NOCMD), WRDE_UNDEF, the characters POSIX
 * forbids, syntax errors, WRDE_DOOFFS/APPEND/REUSE, wordfree. */
#include <wordexp.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static const char *joined(const wordexp_t *we)
{
	static char out[512];
	out[0] = 0;
	for (size_t i = 0; i < we->we_wordc; i++) {
		strcat(out, "[");
		strcat(out, we->we_wordv[we->we_offs + i]);
		strcat(out, "]");
	}
	return out;
}

static const char *expand(const char *words, int flags)
{
	wordexp_t we = { 0 };
	int r = wordexp(words, &we, flags);
	if (r) {
		static char err[16] = "error ";
		err[6] = '0' + r;
		return err;
	}
	static char out[512];
	strcpy(out, joined(&we));
	CHECK(we.we_wordv[we.we_wordc] == 0);
	wordfree(&we);
	return out;
}

int main(void)
{
	setenv("HOME", "/home/tester", 1);
	setenv("TWO", "two words", 1);
	unsetenv("NOPE");

	CHECK_STR(expand("a b  c", 0), "[a][b][c]");
	CHECK_STR(expand("'a  b' \"c d\" e\\ f", 0), "[a  b][c d][e f]");
	CHECK_STR(expand("", 0), "");
	CHECK_STR(expand("   ", 0), "");
	CHECK_STR(expand("$TWO \"$TWO\"", 0), "[two][words][two words]");
	CHECK_STR(expand("${NOPE:-default} ${#TWO}", 0), "[default][9]");
	CHECK_STR(expand("~ ~/x", 0), "[/home/tester][/home/tester/x]");
	CHECK_STR(expand("$((6*7)) $((1+2*3))", 0), "[42][7]");
	CHECK_STR(expand("$(echo hi there) \"$(echo one  two)\" `echo back`", 0), "[hi][there][one two][back]");
	CHECK_STR(expand("'$TWO' \"'\"", 0), "[$TWO][']");
	CHECK_STR(expand("a\"|\"b '<>' \\;", 0), "[a|b][<>][;]");

	/* errors */
	CHECK_STR(expand("$(echo x)", WRDE_NOCMD), "error 4");
	CHECK_STR(expand("\"`echo x`\"", WRDE_NOCMD), "error 4");
	CHECK_STR(expand("$((1+1))", WRDE_NOCMD), "[2]");
	CHECK_STR(expand("a|b", 0), "error 2");
	CHECK_STR(expand("a;b", 0), "error 2");
	CHECK_STR(expand("a>b", 0), "error 2");
	CHECK_STR(expand("(a)", 0), "error 2");
	CHECK_STR(expand("a\nb", 0), "error 2");
	CHECK_STR(expand("'open", 0), "error 5");
	CHECK_STR(expand("\"open", 0), "error 5");
	CHECK_STR(expand("$NOPE", 0), "");
	CHECK_STR(expand("$NOPE", WRDE_UNDEF), "error 3");
	CHECK_STR(expand("$TWO", WRDE_UNDEF), "[two][words]");

	/* offsets, appending, reuse */
	wordexp_t we;
	we.we_offs = 2;
	CHECK_INT(wordexp("a b", &we, WRDE_DOOFFS), 0);
	CHECK_INT(we.we_wordc, 2);
	CHECK(we.we_wordv[0] == 0 && we.we_wordv[1] == 0);
	CHECK_STR(we.we_wordv[2], "a");
	CHECK_INT(wordexp("c", &we, WRDE_DOOFFS | WRDE_APPEND), 0);
	CHECK_INT(we.we_wordc, 3);
	CHECK_STR(joined(&we), "[a][b][c]");
	CHECK(we.we_wordv[5] == 0);
	CHECK_INT(wordexp("d e", &we, WRDE_DOOFFS | WRDE_REUSE), 0);
	CHECK_STR(joined(&we), "[d][e]");
	wordfree(&we);
	return check_done();
}
