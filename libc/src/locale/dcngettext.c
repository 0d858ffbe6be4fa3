#include <libintl.h>

/* NLS is disabled in ports: no catalog is ever loaded, so every lookup
 * is the C locale's answer, the msgid itself (English plural rule). */
char *dcngettext(const char *domain, const char *msgid1, const char *msgid2, unsigned long n, int cat)
{
	return (char *)(n == 1 ? msgid1 : msgid2);
}

char *dngettext(const char *domain, const char *msgid1, const char *msgid2, unsigned long n)
{
	return (char *)(n == 1 ? msgid1 : msgid2);
}

char *ngettext(const char *msgid1, const char *msgid2, unsigned long n)
{
	return (char *)(n == 1 ? msgid1 : msgid2);
}
