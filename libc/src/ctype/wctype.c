#include <wctype.h>
#include <string.h>
#include "locale_impl.h"

/* Class handles are 1-based indexes into this list; 0 is "no class". */
static const char names[] =
	"alnum\0alpha\0blank\0cntrl\0digit\0graph\0"
	"lower\0print\0punct\0space\0upper\0xdigit\0";

wctype_t wctype(const char *s)
{
	int i = 1;
	for (const char *p = names; *p; p += strlen(p) + 1, i++)
		if (!strcmp(s, p)) return i;
	return 0;
}

wctype_t wctype_l(const char *s, locale_t l)
{
	return wctype(s);
}

int iswctype_l(wint_t c, wctype_t t, locale_t l)
{
	switch (t) {
	case 1: return iswalnum_l(c, l);
	case 2: return iswalpha_l(c, l);
	case 3: return iswblank_l(c, l);
	case 4: return iswcntrl_l(c, l);
	case 5: return iswdigit_l(c, l);
	case 6: return iswgraph_l(c, l);
	case 7: return iswlower_l(c, l);
	case 8: return iswprint_l(c, l);
	case 9: return iswpunct_l(c, l);
	case 10: return iswspace_l(c, l);
	case 11: return iswupper_l(c, l);
	case 12: return iswxdigit_l(c, l);
	}
	return 0;
}

int iswctype(wint_t c, wctype_t t)
{
	return iswctype_l(c, t, CURRENT_LOCALE);
}
