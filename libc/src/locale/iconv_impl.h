/* Private to iconv_open.c, iconv.c and the charset files. */
#include <stddef.h>
#include <stdint.h>

enum {
	CS_UTF8, CS_ASCII, CS_LATIN1,
	CS_UTF16, CS_UTF16LE, CS_UTF16BE,
	CS_UTF32, CS_UTF32LE, CS_UTF32BE,
	CS_UCS2, CS_UCS2LE, CS_UCS2BE,
	CS_WCHAR,
};
/* CS_SBCS.. (single-byte) and CS_CJK.. (multibyte), generated. */
#include "iconv_names.h"

#define F_TRANSLIT 1
#define F_IGNORE 2

#define BAD   (-1)       /* invalid input, or a character the target lacks */
#define SHORT (-2)       /* input ends inside a character */
#define NOMEM (-3)       /* no memory for an encoder's table */
#define MARK  0x100      /* or'ed into the length of input that yields no
                          * character (a byte-order mark, an escape) */

/* "UTF-16"/"UTF-32"/"UCS-2" without an order read a byte-order mark and
 * write one, once per conversion state (glibc: little-endian default on
 * these machines). ISO-2022-JP's shift state is in_mode/out_mode; an
 * encoder leaves the mode its output ends in in next_mode, which iconv()
 * makes out_mode once that output is committed. */
struct iconv_state {
	unsigned char from, to, flags;
	unsigned char in_big, in_bom_done, out_bom_done;
	unsigned char in_mode, out_mode, next_mode;
	uint32_t held;   /* CP1255/CP1258: the letter held back, or 0 */
};

int __iconv_sbcs_decode(int, const unsigned char *, uint32_t *);
int __iconv_sbcs_encode(int, uint32_t, unsigned char *);
int __iconv_cjk_decode(int, const unsigned char *, size_t, uint32_t *);
int __iconv_cjk_encode(int, uint32_t, unsigned char *);
int __iconv_cjk_lookup(int, uint32_t, uint32_t *);
int __iconv_2022jp_decode(struct iconv_state *, const unsigned char *, size_t, uint32_t *);
int __iconv_2022jp_encode(struct iconv_state *, uint32_t, unsigned char *);
int __iconv_2022jp_reset(struct iconv_state *, unsigned char *);
/* CP1255/CP1258 decoding (iconv_compose.c): whether charset CS holds C
 * back, and what held character H and the next one C compose to (0:
 * nothing; *hold: the result is held in turn). */
int __iconv_composes(int cs);
int __iconv_holds(int cs, uint32_t c);
uint32_t __iconv_compose(int cs, uint32_t h, uint32_t c, int *hold);

struct compose_run { unsigned char cs; unsigned short first, last; };
struct compose_pair { unsigned char cs, hold; unsigned short base, mark, composed; };
extern const struct compose_run __iconv_compose_held[];
extern const unsigned __iconv_compose_nheld;
extern const struct compose_pair __iconv_compose_tab[];
extern const unsigned __iconv_compose_n;

/* Generated tables (libc/tools/iconv_tables.py). */
struct sbcs_pair { unsigned char cs, len; unsigned short ucs; unsigned char b[3]; };
struct mbtab {
	const unsigned char *lead;   /* row by lead byte, 1-based; 0: none */
	const unsigned short *data;  /* rows over trail bytes lo..hi; 0: unmapped */
	unsigned char lo, hi;
};
struct mbpair { uint32_t code, ucs; };
enum { T_JIS0208, T_JIS0212, T_CP932EXT, T_KSC5601, T_BIG5, T_GB };
enum { LEAD = 0xffff, NONE = 0xfffe, LEAD3 = 0xfffd };

extern const unsigned short __iconv_sbcs[][128];
extern const struct sbcs_pair __iconv_sbcs_pairs[];
extern const unsigned __iconv_sbcs_npairs;
extern const unsigned short __iconv_single[][256];
extern const struct mbtab __iconv_mbtab[];
extern const struct mbpair __iconv_cp932_over[], __iconv_gb_astral[], __iconv_enc_exc[];
extern const unsigned __iconv_cp932_nover, __iconv_gb_nastral, __iconv_gbk_nholes, __iconv_gb_nruns;
extern const unsigned short __iconv_gbk_holes[][2], __iconv_gb_runs[][3], __iconv_enc_exc_at[];

static inline unsigned __iconv_mb(int t, unsigned l, unsigned tr)
{
	const struct mbtab *m = &__iconv_mbtab[t];
	unsigned r = m->lead[l];
	if (!r || tr < m->lo || tr > m->hi) return 0;
	return m->data[(r - 1) * (m->hi - m->lo + 1) + tr - m->lo];
}
