/* polyport's replacement for the host libstdc++'s bits/ctype_base.h.
 *
 * Every header that uses locale facets includes this one: <iostream>,
 * <istream>, <ostream>, <sstream>, <fstream>, <iomanip>, <locale>,
 * <regex>, and <ios> itself. Those facets are compiled into the host's
 * libstdc++.a for glibc's locale model: its ctype<char> reads the
 * classification table and toupper/tolower tables out of glibc's
 * struct __locale_struct (->__ctype_b, ->__ctype_toupper) and calls
 * glibc's __newlocale, __uselocale, __strtod_l, __nl_langinfo_l ... on
 * objects of that layout. polyport's locale_t is not that structure, and
 * giving it glibc's private layout would be pretending, so the C++ driver
 * supports the language runtime and the parts of the library that do not
 * touch locales, and stops here with a message rather than at a link
 * error or a crash (docs/toolchain.md, "C++"). */
#error "polyport's C++ driver does not support iostreams and locales (<iostream>, <sstream>, <fstream>, <locale>, <regex>...): the host's libstdc++ implements them on glibc's locale internals; use <stdio.h> (see docs/toolchain.md, C++)"
