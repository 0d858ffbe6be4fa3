/* <link.h>: dl_iterate_phdr describes the object holding this program's
 * code (load bias, program headers, the name "" glibc gives the main
 * program) and, for its PT_TLS, module 1 and the calling thread's own
 * block; a callback's non-zero return stops the walk and is returned.
 * glibc's dynamic build lists more objects (libc.so...): the checks look
 * for the program's object among them. */
#define _GNU_SOURCE
#include <link.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "check.h"

static __thread unsigned tv = 0x5a5a1234u;
static __thread char tzero[64];
static int some_data = 3;

int main(void);

struct found {
	int calls, hits, tls_ok, first_is_prog;
	size_t size;
	unsigned long long adds;
	const char *name;
	size_t modid;
	void *tls_data;
	const ElfW(Phdr) *tls;
	ElfW(Addr) bias;
};

static int contains(struct dl_phdr_info *i, const void *p, int want_exec)
{
	for (int k = 0; k < i->dlpi_phnum; k++) {
		const ElfW(Phdr) *ph = &i->dlpi_phdr[k];
		uintptr_t s = i->dlpi_addr + ph->p_vaddr;
		if (ph->p_type == PT_LOAD && (uintptr_t)p - s < ph->p_memsz
		    && (!want_exec || (ph->p_flags & PF_X)))
			return 1;
	}
	return 0;
}

static int walk(struct dl_phdr_info *i, size_t size, void *arg)
{
	struct found *f = arg;
	f->calls++;
	f->size = size;
	if (i->dlpi_adds > f->adds) f->adds = i->dlpi_adds;
	CHECK(i->dlpi_name != 0);
	if (!contains(i, (void *)main, 1)) return 0;
	f->hits++;
	f->first_is_prog |= f->calls == 1;
	f->name = i->dlpi_name;
	f->modid = i->dlpi_tls_modid;
	f->tls_data = i->dlpi_tls_data;
	f->bias = i->dlpi_addr;
	f->tls = 0;
	for (int k = 0; k < i->dlpi_phnum; k++)
		if (i->dlpi_phdr[k].p_type == PT_TLS) f->tls = &i->dlpi_phdr[k];
	/* The program's data is in the same object. */
	CHECK(contains(i, &some_data, 0));
	return 0;
}

static int stop_at_first(struct dl_phdr_info *i, size_t size, void *arg)
{
	(*(int *)arg)++;
	return 42;
}

/* The TLS block reported is this thread's: tv sits inside it at the
 * offset its initial value has in the PT_TLS image. */
static void check_tls(void)
{
	struct found f = { 0 };
	CHECK_INT(dl_iterate_phdr(walk, &f), 0);
	CHECK_INT(f.hits, 1);
	if (!f.tls) { CHECK(0); return; }
	CHECK_UINT(f.modid, 1);
	char *block = f.tls_data, *mine = (char *)&tv;
	CHECK(block != 0);
	if (!block) return;
	size_t off = (size_t)(mine - block);
	CHECK(off + sizeof tv <= f.tls->p_memsz);
	CHECK(off + sizeof tv <= f.tls->p_filesz);
	if (off + sizeof tv <= f.tls->p_filesz) {
		unsigned init = 0x5a5a1234u;
		CHECK_MEM((char *)(f.bias + f.tls->p_vaddr) + off, &init, sizeof init);
	}
	size_t zoff = (size_t)(tzero - block);
	CHECK(zoff + sizeof tzero <= f.tls->p_memsz);
}

static void *thread(void *arg)
{
	tv = 7;
	check_tls();
	return 0;
}

int main(void)
{
	struct found f = { 0 };
	CHECK_INT(dl_iterate_phdr(walk, &f), 0);
	CHECK_INT(f.hits, 1);
	CHECK(f.size >= offsetof(struct dl_phdr_info, dlpi_tls_data) + sizeof(void *));
	CHECK(f.adds >= (unsigned long long)f.calls);
	CHECK(f.first_is_prog);
	CHECK_STR(f.name, "");

	int calls = 0;
	CHECK_INT(dl_iterate_phdr(stop_at_first, &calls), 42);
	CHECK_INT(calls, 1);

	tv = 0x77;
	check_tls();
	pthread_t t;
	CHECK_INT(pthread_create(&t, 0, thread, 0), 0);
	CHECK_INT(pthread_join(t, 0), 0);
	CHECK_UINT(tv, 0x77);
#ifdef __polyport__
	/* The program, and the vDSO when the kernel (not qemu-user of
	 * every version) maps one. */
	CHECK(f.calls == 1 || f.calls == 2);
	CHECK_UINT(f.adds, (unsigned long long)f.calls);
#endif
	return check_done();
}
