/* assimilate: arguments and the manual. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include "assimilate.h"

static const char kManual[] =
"NAME\n"
"    assimilate - turn an Actually Portable Executable into a plain ELF\n"
"\n"
"SYNOPSIS\n"
"    assimilate [-a ARCH] [-b] [-o OUTPUT] FILE\n"
"\n"
"DESCRIPTION\n"
"    Takes the ELF header for ARCH (default: this machine's) from the\n"
"    printf statements in FILE's APE shell script and writes it over the\n"
"    file's first 64 bytes. The program headers and segments are already\n"
"    where that header says, so the result is an ordinary static ELF\n"
"    executable for ARCH, started by the kernel without a shell or loader;\n"
"    it no longer runs on other arches. The same as running the APE with\n"
"    --assimilate, but for any arch and without running it.\n"
"    FILE is checked first: it must be a regular file, start with an APE\n"
"    magic (MZqFpD=' or jartsr='), and hold a header for ARCH that passes\n"
"    the loader's own checks (segments inside the file, sorted, aligned,\n"
"    not overlapping; program headers inside a loaded segment; ...).\n"
"    The new file is written beside the target and renamed over it, with\n"
"    FILE's permissions: never half written.\n"
"\n"
"OPTIONS\n"
"    -a, --arch=ARCH      x86_64 or aarch64 (also amd64, arm64)\n"
"    -o, --output=FILE    write the ELF there and leave FILE unchanged\n"
"                         (default: rewrite FILE in place)\n"
"    -b, --backup         in place: keep the APE as FILE~\n"
"    -h, --help           print this manual\n"
"\n"
"EXIT STATUS\n"
"    0 on success; 1 with one line on standard error (\"assimilate: FILE:\n"
"    reason\") if FILE is not an APE, has no header for ARCH or is\n"
"    damaged; 2 on a usage error.\n";

static void usage_error(const char *msg)
{
	fprintf(stderr, "assimilate: %s\nusage: assimilate [-a ARCH] [-b] [-o OUTPUT] FILE (assimilate --help)\n", msg);
	exit(2);
}

static int machine_of(const char *name)
{
	if (!strcmp(name, "x86_64") || !strcmp(name, "amd64"))
		return APE_EM_X86_64;
	if (!strcmp(name, "aarch64") || !strcmp(name, "arm64"))
		return APE_EM_AARCH64;
	return 0;
}

static void set_arch(struct as *S, const char *name)
{
	if (!(S->machine = machine_of(name)))
		usage_error("unknown arch (x86_64 or aarch64)");
	S->arch = ape_arch_name(S->machine);
}

/* Without -a, this machine's arch; either way, whether it is that (its
 * page size then counts: validate.c). */
static void host_arch(struct as *S)
{
	struct utsname u;
	int m = uname(&u) ? 0 : machine_of(u.machine);
	if (!S->arch) {
		if (!m)
			usage_error("cannot tell this machine's arch: use -a");
		set_arch(S, u.machine);
	}
	S->native = m == S->machine;
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "arch", required_argument, 0, 'a' }, { "output", required_argument, 0, 'o' },
		{ "backup", no_argument, 0, 'b' }, { "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 } };
	static struct as S;
	int c;
	while ((c = getopt_long(argc, argv, "a:o:bh", opts, 0)) != -1) {
		switch (c) {
		case 'a': set_arch(&S, optarg); break;
		case 'o': S.output = optarg; break;
		case 'b': S.backup = 1; break;
		case 'h': fputs(kManual, stdout); return 0;
		default: usage_error("bad option");
		}
	}
	if (optind != argc - 1)
		usage_error("expected one FILE");
	if (S.backup && S.output)
		usage_error("-b is for rewriting in place; not with -o");
	S.input = argv[optind];
	host_arch(&S);
	as_read(&S);
	as_validate(&S);
	as_emit(&S);
	return 0;
}
