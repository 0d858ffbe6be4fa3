/* Decoding the printf-encoded ELF headers of an APE script (apehdr.h). */
#include "apehdr.h"

static const char kPrintf[] = "printf '";

int ape_is_ape(const unsigned char *buf, unsigned long n)
{
	const char *m[2] = { APE_MAGIC_MZ, APE_MAGIC_UNIX };
	for (int k = 0; k < 2; k++) {
		int i = 0;
		while (i < 8 && (unsigned long)i < n && buf[i] == (unsigned char)m[k][i])
			i++;
		if (i == 8)
			return 1;
	}
	return 0;
}

/* Decodes one printf argument starting at buf[i]; returns the number of
 * bytes decoded into out (at most 64), or -1 on a malformed escape. */
static int decode(const unsigned char *buf, unsigned long n, unsigned long i,
		  unsigned char *out)
{
	int len = 0;
	while (i < n && buf[i] != '\'' && len < APE_EHDR_SIZE) {
		unsigned c = buf[i++];
		if (c == '\\') {
			int digits = 0;
			c = 0;
			while (digits < 3 && i < n && buf[i] >= '0' && buf[i] <= '7') {
				c = c * 8 + (buf[i++] - '0');
				digits++;
			}
			if (!digits || c > 0377)
				return -1;
		}
		out[len++] = (unsigned char)c;
	}
	return len;
}

static int is_ehdr_for(const unsigned char *h, int machine)
{
	return h[0] == 0177 && h[1] == 'E' && h[2] == 'L' && h[3] == 'F'
		&& h[4] == 2 && h[5] == 1 && (h[18] | h[19] << 8) == machine;
}

int ape_find_ehdr(const unsigned char *buf, unsigned long n, int machine,
		  unsigned char out[APE_EHDR_SIZE])
{
	const unsigned long plen = sizeof kPrintf - 1;
	if (n > APE_SCAN)
		n = APE_SCAN;
	for (unsigned long i = 0; i + plen <= n; i++) {
		unsigned long j = 0;
		while (j < plen && buf[i + j] == (unsigned char)kPrintf[j])
			j++;
		if (j < plen)
			continue;
		if (decode(buf, n, i + plen, out) == APE_EHDR_SIZE && is_ehdr_for(out, machine))
			return 0;
	}
	return -1;
}

const char *ape_arch_name(int machine)
{
	switch (machine) {
	case APE_EM_X86_64: return "x86_64";
	case APE_EM_AARCH64: return "aarch64";
	}
	return 0;
}
