#ifndef _REGEX_H
#define _REGEX_H

#include <features.h>

#define __NEED_size_t
#define __NEED_ssize_t
#include <bits/alltypes.h>

__BEGIN_DECLS

/* glibc's layout and values, with the large offsets POSIX 2008 asks
 * for (regoff_t as wide as ssize_t), which is what gnulib's regex
 * check accepts: GNU programs then take this regex instead of their
 * bundled copy. */
typedef ssize_t regoff_t;
typedef unsigned long int reg_syntax_t;

#if defined(_GNU_SOURCE)
#define __REPB(name) name
#else
#define __REPB(name) __##name
#endif

struct re_pattern_buffer {
	struct __re_prog *__REPB(buffer);
	size_t __REPB(allocated);
	size_t __REPB(used);
	reg_syntax_t __REPB(syntax);
	char *__REPB(fastmap);
	unsigned char *__REPB(translate);
	size_t re_nsub;
	unsigned __REPB(can_be_null) : 1;
	unsigned __REPB(regs_allocated) : 2;
	unsigned __REPB(fastmap_accurate) : 1;
	unsigned __REPB(no_sub) : 1;
	unsigned __REPB(not_bol) : 1;
	unsigned __REPB(not_eol) : 1;
	unsigned __REPB(newline_anchor) : 1;
};
typedef struct re_pattern_buffer regex_t;

typedef struct {
	regoff_t rm_so;
	regoff_t rm_eo;
} regmatch_t;

#define REG_EXTENDED 1
#define REG_ICASE    (1 << 1)
#define REG_NEWLINE  (1 << 2)
#define REG_NOSUB    (1 << 3)

#define REG_NOTBOL   1
#define REG_NOTEOL   (1 << 1)
#define REG_STARTEND (1 << 2)

typedef enum {
	_REG_ENOSYS = -1,
	REG_NOERROR = 0,
	REG_NOMATCH,
	REG_BADPAT,
	REG_ECOLLATE,
	REG_ECTYPE,
	REG_EESCAPE,
	REG_ESUBREG,
	REG_EBRACK,
	REG_EPAREN,
	REG_EBRACE,
	REG_BADBR,
	REG_ERANGE,
	REG_ESPACE,
	REG_BADRPT,
	REG_EEND,
	REG_ESIZE,
	REG_ERPAREN
} reg_errcode_t;

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define REG_ENOSYS _REG_ENOSYS
#endif

int regcomp(regex_t *__restrict, const char *__restrict, int);
int regexec(const regex_t *__restrict, const char *__restrict, size_t,
	regmatch_t *__restrict, int);
size_t regerror(int, const regex_t *__restrict, char *__restrict, size_t);
void regfree(regex_t *);

#ifdef _GNU_SOURCE

#define RE_BACKSLASH_ESCAPE_IN_LISTS ((unsigned long int)1)
#define RE_BK_PLUS_QM (RE_BACKSLASH_ESCAPE_IN_LISTS << 1)
#define RE_CHAR_CLASSES (RE_BK_PLUS_QM << 1)
#define RE_CONTEXT_INDEP_ANCHORS (RE_CHAR_CLASSES << 1)
#define RE_CONTEXT_INDEP_OPS (RE_CONTEXT_INDEP_ANCHORS << 1)
#define RE_CONTEXT_INVALID_OPS (RE_CONTEXT_INDEP_OPS << 1)
#define RE_DOT_NEWLINE (RE_CONTEXT_INVALID_OPS << 1)
#define RE_DOT_NOT_NULL (RE_DOT_NEWLINE << 1)
#define RE_HAT_LISTS_NOT_NEWLINE (RE_DOT_NOT_NULL << 1)
#define RE_INTERVALS (RE_HAT_LISTS_NOT_NEWLINE << 1)
#define RE_LIMITED_OPS (RE_INTERVALS << 1)
#define RE_NEWLINE_ALT (RE_LIMITED_OPS << 1)
#define RE_NO_BK_BRACES (RE_NEWLINE_ALT << 1)
#define RE_NO_BK_PARENS (RE_NO_BK_BRACES << 1)
#define RE_NO_BK_REFS (RE_NO_BK_PARENS << 1)
#define RE_NO_BK_VBAR (RE_NO_BK_REFS << 1)
#define RE_NO_EMPTY_RANGES (RE_NO_BK_VBAR << 1)
#define RE_UNMATCHED_RIGHT_PAREN_ORD (RE_NO_EMPTY_RANGES << 1)
#define RE_NO_POSIX_BACKTRACKING (RE_UNMATCHED_RIGHT_PAREN_ORD << 1)
#define RE_NO_GNU_OPS (RE_NO_POSIX_BACKTRACKING << 1)
#define RE_DEBUG (RE_NO_GNU_OPS << 1)
#define RE_INVALID_INTERVAL_ORD (RE_DEBUG << 1)
#define RE_ICASE (RE_INVALID_INTERVAL_ORD << 1)
#define RE_CARET_ANCHORS_HERE (RE_ICASE << 1)
#define RE_CONTEXT_INVALID_DUP (RE_CARET_ANCHORS_HERE << 1)
#define RE_NO_SUB (RE_CONTEXT_INVALID_DUP << 1)

extern reg_syntax_t re_syntax_options;

#define RE_SYNTAX_EMACS 0
#define RE_SYNTAX_AWK \
	(RE_BACKSLASH_ESCAPE_IN_LISTS | RE_DOT_NOT_NULL | RE_NO_BK_PARENS \
	| RE_NO_BK_REFS | RE_NO_BK_VBAR | RE_NO_EMPTY_RANGES | RE_DOT_NEWLINE \
	| RE_CONTEXT_INDEP_ANCHORS | RE_CHAR_CLASSES \
	| RE_UNMATCHED_RIGHT_PAREN_ORD | RE_NO_GNU_OPS)
#define RE_SYNTAX_GNU_AWK \
	((RE_SYNTAX_POSIX_EXTENDED | RE_BACKSLASH_ESCAPE_IN_LISTS \
	| RE_INVALID_INTERVAL_ORD) \
	& ~(RE_DOT_NOT_NULL | RE_CONTEXT_INDEP_OPS | RE_CONTEXT_INVALID_OPS))
#define RE_SYNTAX_POSIX_AWK \
	(RE_SYNTAX_POSIX_EXTENDED | RE_BACKSLASH_ESCAPE_IN_LISTS \
	| RE_INTERVALS | RE_NO_GNU_OPS | RE_INVALID_INTERVAL_ORD)
#define RE_SYNTAX_GREP \
	((RE_SYNTAX_POSIX_BASIC | RE_NEWLINE_ALT) \
	& ~(RE_CONTEXT_INVALID_DUP | RE_DOT_NOT_NULL))
#define RE_SYNTAX_EGREP \
	((RE_SYNTAX_POSIX_EXTENDED | RE_INVALID_INTERVAL_ORD | RE_NEWLINE_ALT) \
	& ~(RE_CONTEXT_INVALID_OPS | RE_DOT_NOT_NULL))
#define RE_SYNTAX_POSIX_EGREP RE_SYNTAX_EGREP
#define RE_SYNTAX_ED RE_SYNTAX_POSIX_BASIC
#define RE_SYNTAX_SED RE_SYNTAX_POSIX_BASIC
#define _RE_SYNTAX_POSIX_COMMON \
	(RE_CHAR_CLASSES | RE_DOT_NEWLINE | RE_DOT_NOT_NULL | RE_INTERVALS \
	| RE_NO_EMPTY_RANGES)
#define RE_SYNTAX_POSIX_BASIC \
	(_RE_SYNTAX_POSIX_COMMON | RE_BK_PLUS_QM | RE_CONTEXT_INVALID_DUP)
#define RE_SYNTAX_POSIX_MINIMAL_BASIC (_RE_SYNTAX_POSIX_COMMON | RE_LIMITED_OPS)
#define RE_SYNTAX_POSIX_EXTENDED \
	(_RE_SYNTAX_POSIX_COMMON | RE_CONTEXT_INDEP_ANCHORS \
	| RE_CONTEXT_INDEP_OPS | RE_NO_BK_BRACES | RE_NO_BK_PARENS \
	| RE_NO_BK_VBAR | RE_CONTEXT_INVALID_OPS | RE_UNMATCHED_RIGHT_PAREN_ORD)
#define RE_SYNTAX_POSIX_MINIMAL_EXTENDED \
	(_RE_SYNTAX_POSIX_COMMON | RE_CONTEXT_INDEP_ANCHORS \
	| RE_CONTEXT_INVALID_OPS | RE_NO_BK_BRACES | RE_NO_BK_PARENS \
	| RE_NO_BK_REFS | RE_NO_BK_VBAR | RE_UNMATCHED_RIGHT_PAREN_ORD)

#define RE_DUP_MAX 0x7fff

#define REGS_UNALLOCATED 0
#define REGS_REALLOCATE 1
#define REGS_FIXED 2

#define RE_NREGS 30

struct re_registers {
	size_t num_regs;
	regoff_t *start;
	regoff_t *end;
};

reg_syntax_t re_set_syntax(reg_syntax_t);
const char *re_compile_pattern(const char *, size_t, struct re_pattern_buffer *);
int re_compile_fastmap(struct re_pattern_buffer *);
regoff_t re_search(struct re_pattern_buffer *, const char *, regoff_t,
	regoff_t, regoff_t, struct re_registers *);
regoff_t re_search_2(struct re_pattern_buffer *, const char *, regoff_t,
	const char *, regoff_t, regoff_t, regoff_t, struct re_registers *,
	regoff_t);
regoff_t re_match(struct re_pattern_buffer *, const char *, regoff_t,
	regoff_t, struct re_registers *);
regoff_t re_match_2(struct re_pattern_buffer *, const char *, regoff_t,
	const char *, regoff_t, regoff_t, struct re_registers *, regoff_t);
void re_set_registers(struct re_pattern_buffer *, struct re_registers *,
	size_t, regoff_t *, regoff_t *);

#endif

__END_DECLS

#endif
