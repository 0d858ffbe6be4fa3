#include <libintl.h>

/* See dcngettext.c: the C locale translates nothing. */
char *dcgettext(const char *domain, const char *msgid, int cat)
{
	return (char *)msgid;
}

char *dgettext(const char *domain, const char *msgid)
{
	return (char *)msgid;
}

char *gettext(const char *msgid)
{
	return (char *)msgid;
}
