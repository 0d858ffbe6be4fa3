#include <locale.h>
#include "locale_impl.h"

locale_t uselocale(locale_t new)
{
	locale_t old = __thread_locale ? __thread_locale : LC_GLOBAL_LOCALE;
	if (new) __thread_locale = new == LC_GLOBAL_LOCALE ? 0 : new;
	return old;
}
