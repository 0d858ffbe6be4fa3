/* Private to iconv_open.c and iconv.c. */
#include <stddef.h>

enum {
	CS_UTF8, CS_ASCII, CS_LATIN1,
	CS_UTF16, CS_UTF16LE, CS_UTF16BE,
	CS_UTF32, CS_UTF32LE, CS_UTF32BE,
	CS_UCS2, CS_UCS2LE, CS_UCS2BE,
	CS_WCHAR,
};

#define F_TRANSLIT 1
#define F_IGNORE 2

/* "UTF-16"/"UTF-32"/"UCS-2" without an order read a byte-order mark and
 * write one, once per conversion state (glibc: little-endian default on
 * these machines). */
struct iconv_state {
	unsigned char from, to, flags;
	unsigned char in_big, in_bom_done, out_bom_done;
};
