#ifndef _CRYPT_H
#define _CRYPT_H

#include <features.h>

/* The layout of libxcrypt's struct crypt_data (what Debian's libcrypt
 * uses), so code that sizes or zeroes it behaves the same. */
#define CRYPT_OUTPUT_SIZE 384
#define CRYPT_MAX_PASSPHRASE_SIZE 512
#define CRYPT_DATA_RESERVED_SIZE 767
#define CRYPT_DATA_INTERNAL_SIZE 30720

struct crypt_data {
	char output[CRYPT_OUTPUT_SIZE];
	char setting[CRYPT_OUTPUT_SIZE];
	char input[CRYPT_MAX_PASSPHRASE_SIZE];
	char reserved[CRYPT_DATA_RESERVED_SIZE];
	char initialized;
	char internal[CRYPT_DATA_INTERNAL_SIZE];
};

__BEGIN_DECLS

char *crypt(const char *, const char *);
char *crypt_r(const char *, const char *, struct crypt_data *__restrict);

__END_DECLS

#endif
