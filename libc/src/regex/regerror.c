#include "regex_impl.h"
#include <string.h>

/* glibc's texts, so messages from GNU programs read the same. */
static const char msgs[] =
	"Success\0"
	"No match\0"
	"Invalid regular expression\0"
	"Invalid collation character\0"
	"Invalid character class name\0"
	"Trailing backslash\0"
	"Invalid back reference\0"
	"Unmatched [, [^, [:, [., or [=\0"
	"Unmatched ( or \\(\0"
	"Unmatched \\{\0"
	"Invalid content of \\{\\}\0"
	"Invalid range end\0"
	"Memory exhausted\0"
	"Invalid preceding regular expression\0"
	"Premature end of regular expression\0"
	"Regular expression too big\0"
	"Unmatched ) or \\)\0";

const char *__re_errmsg(int e)
{
	const char *m = msgs;
	if (e < 0 || e > REG_ERPAREN) return "Unknown error";
	for (; e; e--) m += strlen(m) + 1;
	return m;
}

size_t regerror(int e, const regex_t *restrict preg, char *restrict buf, size_t size)
{
	const char *m = __re_errmsg(e);
	size_t n;
	(void)preg;
	n = strlen(m) + 1;
	if (size) {
		size_t k = n - 1 < size - 1 ? n - 1 : size - 1;
		memcpy(buf, m, k);
		buf[k] = 0;
	}
	return n;
}
