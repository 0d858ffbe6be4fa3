#ifndef _SYSEXITS_H
#define _SYSEXITS_H

/* BSD's exit statuses for programs that want to say why they failed
 * (sendmail's convention; the values are the same on every system). */
#define EX_OK 0
#define EX__BASE 64
#define EX_USAGE 64       /* the command was used wrongly */
#define EX_DATAERR 65     /* the input data was wrong */
#define EX_NOINPUT 66     /* an input file could not be opened */
#define EX_NOUSER 67      /* no such user */
#define EX_NOHOST 68      /* no such host */
#define EX_UNAVAILABLE 69 /* a service is unavailable */
#define EX_SOFTWARE 70    /* internal software error */
#define EX_OSERR 71       /* system error (fork, pipe...) */
#define EX_OSFILE 72      /* a system file is missing or wrong */
#define EX_CANTCREAT 73   /* an output file cannot be created */
#define EX_IOERR 74       /* input/output error */
#define EX_TEMPFAIL 75    /* temporary failure: try again later */
#define EX_PROTOCOL 76    /* the remote end broke the protocol */
#define EX_NOPERM 77      /* permission denied */
#define EX_CONFIG 78      /* configuration error */
#define EX__MAX 78

#endif
