#ifndef PWF_H
#define PWF_H

#include <pwd.h>
#include <grp.h>
#include <shadow.h>
#include <stdio.h>
#include "libc.h"

/* Files-only databases (no NSS): each entry is one line of
 * /etc/passwd, /etc/group or /etc/shadow, split in place. */
hidden int __pw_parse(char *, struct passwd *);
hidden int __gr_parse(char *, struct group *, char **, size_t);
hidden size_t __gr_nmem(const char *);
hidden int __sp_parse(char *, struct spwd *);
hidden char *__pwf_line(FILE *, char **, size_t *);
hidden FILE *__pwf_open(const char *);
hidden int __pw_search(const char *, uid_t, struct passwd *, char *, size_t, struct passwd **);
hidden int __gr_search(const char *, gid_t, struct group *, char *, size_t, struct group **);
hidden struct group *__gr_static(struct group *, char *);
hidden int __pwf_grow(char **, size_t *, size_t);

#endif
