#include <crypt.h>
#include <errno.h>
#include <string.h>
#include "crypt_impl.h"

/* The method is chosen by the setting's prefix: $1$ MD5, $5$ SHA-256,
 * $6$ SHA-512, two salt characters traditional DES. A setting no method
 * accepts gives libxcrypt's failure token, "*0" (or "*1" when the
 * setting itself is "*0..."), which no hash can equal, and EINVAL. */
char *crypt_r(const char *key, const char *setting, struct crypt_data *restrict data)
{
	char *out = data->output, *r = 0;
	const char *c = setting;
	while (*c && !__crypt_bad_salt_char(*c)) c++;
	if (strlen(key) >= CRYPT_MAX_PASSPHRASE_SIZE) {
		errno = ERANGE;
	} else if (*c) {
		errno = EINVAL;
	} else if (setting[0] == '$' && setting[1] && setting[2] == '$') {
		if (setting[1] == '1') r = __crypt_md5(key, setting, out);
		else if (setting[1] == '5') r = __crypt_sha256(key, setting, out);
		else if (setting[1] == '6') r = __crypt_sha512(key, setting, out);
		if (!r) errno = EINVAL;
	} else {
		r = __crypt_des(key, setting, out);
		if (!r) errno = EINVAL;
	}
	if (r) return r;
	out[0] = '*';
	out[1] = setting[0] == '*' && setting[1] == '0' ? '1' : '0';
	out[2] = 0;
	return out;
}

char *crypt(const char *key, const char *setting)
{
	static struct crypt_data data;
	return crypt_r(key, setting, &data);
}
