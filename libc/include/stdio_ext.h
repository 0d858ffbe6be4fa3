#ifndef _STDIO_EXT_H
#define _STDIO_EXT_H

#include <stdio.h>

#define FSETLOCKING_QUERY 0
#define FSETLOCKING_INTERNAL 1
#define FSETLOCKING_BYCALLER 2

__BEGIN_DECLS

void _flushlbf(void);
int __fsetlocking(FILE *, int);
int __fwriting(FILE *);
int __freading(FILE *);
int __freadable(FILE *);
int __fwritable(FILE *);
int __flbf(FILE *);
size_t __fbufsize(FILE *);
size_t __fpending(FILE *);
void __fpurge(FILE *);
int fpurge(FILE *);

/* Not in glibc: what gnulib's freadahead/freadptr/freadseek/fseterr
 * look for on other libcs. */
size_t __freadahead(FILE *);
const char *__freadptr(FILE *, size_t *);
void __freadptrinc(FILE *, size_t);
void __fseterr(FILE *);

__END_DECLS

#endif
