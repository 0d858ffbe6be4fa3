/* The shell script: the head, then ape/ape.sh with its @NAME@ fields
 * filled. Every field has a fixed width, so the script's length is known
 * before the layout that decides the values. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "apelink.h"

#define NUM_WIDTH 10

/* out: room for 4 * 64 + 1 chars. Every byte as a 3-digit octal escape,
 * never above \377: a fixed length, and no shell or printf parses it
 * differently. */
static void encode_ehdr(const ape_ehdr *eh, char *out)
{
	const unsigned char *b = (const unsigned char *)eh;
	for (size_t i = 0; i < sizeof *eh; i++)
		sprintf(out + 4 * i, "\\%03o", b[i]);
}

static void field(const struct apelink *A, const char *name, char *val)
{
	const struct al_arch *a = 0;
	char key[32];
	*val = 0;
	if (!strcmp(name, "NOTICES_OFF") || !strcmp(name, "NOTICES_LEN")) {
		sprintf(val, "%-*zu", NUM_WIDTH, name[8] == 'O' ? A->notices_off : A->notices.size);
		return;
	}
	for (int i = 0; i < AL_NARCH; i++) {
		const char *n = A->arch[i].name;
		if (strlen(name) > strlen(n) && !strcmp(name + strlen(name) - strlen(n), n))
			a = &A->arch[i];
	}
	if (!a)
		al_die("internal: script field @%s@ names no arch", name);
	snprintf(key, sizeof key, "%.*s", (int)(strlen(name) - strlen(a->name)), name);
	int have = a->elf.data != 0;
	if (!strcmp(key, "EHDR_"))
		have ? encode_ehdr(&a->out_eh, val) : (void)0;
	else if (!strcmp(key, "SKIP_"))
		sprintf(val, "%-*zu", NUM_WIDTH, have ? a->loader_off / AL_LOADER_BLOCK : 0);
	else if (!strcmp(key, "COUNT_"))
		sprintf(val, "%-*zu", NUM_WIDTH, have ? a->loader_blocks : 0);
	else if (!strcmp(key, "HASH_"))
		sprintf(val, "%08x", a->hash);
	else
		al_die("internal: unknown script field @%s@", name);
}

/* Fills the template into A->script (head first). The first call sizes
 * it; later ones must give the same length. */
void al_script(struct apelink *A, int final)
{
	size_t cap = 66 + strlen(ape_sh) + 4096, n;
	char *out = malloc(cap), val[4 * 64 + 1];
	if (!out)
		al_die("out of memory");
	n = al_head(A, out);
	for (const char *s = ape_sh; *s;) {
		size_t len = *s == '@' ? strspn(s + 1, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789abcdefghijklmnopqrstuvwxyz") : 0;
		const char *e = s + 1 + len;
		if (len && len < 24 && *e == '@') {
			char name[24];
			snprintf(name, sizeof name, "%.*s", (int)(e - s - 1), s + 1);
			field(A, name, val);
			memcpy(out + n, val, strlen(val)), n += strlen(val);
			s = e + 1;
		} else {
			out[n++] = *s++;
		}
		if (n + sizeof val >= cap)
			al_die("internal: script template too large");
	}
	if (final && n != A->script_len)
		al_die("internal: script length changed while filling it");
	free(A->script);
	A->script = out;
	A->script_len = n;
	if (n > APE_SCAN)
		al_die("internal: the script is longer than %d bytes", APE_SCAN);
}
