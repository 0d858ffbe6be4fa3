#ifndef _SEARCH_H
#define _SEARCH_H

#include <features.h>

#define __NEED_size_t
#include <bits/alltypes.h>

typedef enum { FIND, ENTER } ACTION;
typedef enum { preorder, postorder, endorder, leaf } VISIT;

typedef struct entry {
	char *key;
	void *data;
} ENTRY;

__BEGIN_DECLS

int hcreate(size_t);
void hdestroy(void);
ENTRY *hsearch(ENTRY, ACTION);

void *lsearch(const void *, void *, size_t *, size_t, int (*)(const void *, const void *));
void *lfind(const void *, const void *, size_t *, size_t, int (*)(const void *, const void *));

void *tdelete(const void *__restrict, void **__restrict, int (*)(const void *, const void *));
void *tfind(const void *, void *const *, int (*)(const void *, const void *));
void *tsearch(const void *, void **, int (*)(const void *, const void *));
void twalk(const void *, void (*)(const void *, VISIT, int));

void insque(void *, void *);
void remque(void *);

#ifdef _GNU_SOURCE
/* Same shape as glibc's, so code that zeroes it before hcreate_r works. */
struct hsearch_data {
	struct entry *table;
	unsigned int size;
	unsigned int filled;
};

int hcreate_r(size_t, struct hsearch_data *);
void hdestroy_r(struct hsearch_data *);
int hsearch_r(ENTRY, ACTION, ENTRY **, struct hsearch_data *);

void tdestroy(void *, void (*)(void *));
void twalk_r(const void *, void (*)(const void *, VISIT, void *), void *);

struct qelem {
	struct qelem *q_forw, *q_back;
	char q_data[1];
};

#ifndef __DEFINED___compar_fn_t
typedef int (*__compar_fn_t)(const void *, const void *);
#define __DEFINED___compar_fn_t
#endif
#endif

__END_DECLS

#endif
