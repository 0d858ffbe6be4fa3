/* apelink: arguments and the manual; the work is in the phase files. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "apelink.h"

static const char kManual[] =
"NAME\n"
"    apelink - merge static ELF programs into one Actually Portable Executable\n"
"\n"
"SYNOPSIS\n"
"    apelink -o OUTPUT -l x86_64=LOADER -l aarch64=LOADER [OPTION...] ELF...\n"
"\n"
"DESCRIPTION\n"
"    Writes OUTPUT, a file that runs on Linux x86_64 and aarch64. It is a\n"
"    shell script (head MZqFpD=' and a newline) followed by the programs\n"
"    and loaders. Each ELF is a static program (ET_EXEC or static-PIE\n"
"    ET_DYN) for one arch, recognised by its e_machine; at most one per\n"
"    arch. For each, the script carries a printf statement holding the\n"
"    arch's 64-byte ELF header in octal escapes (all within the first\n"
"    8192 bytes); that header's program headers and PT_LOAD segments are\n"
"    placed in OUTPUT so that p_offset and p_vaddr agree modulo the arch's\n"
"    page size (a static PIE's addresses may be moved by a multiple of its\n"
"    section alignment, at least 4 KiB, to avoid padding). Each arch's\n"
"    loader (ape/loader) is stored 512-byte aligned;\n"
"    the script copies it once into ~/.cache/polyport and runs the program\n"
"    through it. The output depends only on the inputs: the same inputs\n"
"    give the same bytes. OUTPUT is written to a temporary file in the same\n"
"    directory and renamed into place, so it is never half written.\n"
"    docs/format.md describes the format byte by byte.\n"
"\n"
"OPTIONS\n"
"    -o, --output=FILE        the APE file to write (required)\n"
"    -l, --loader=ARCH=FILE   the loader for ARCH (required for each arch)\n"
"    -p, --page-size=ARCH=N   align ARCH's segments for pages of N bytes\n"
"                             (a power of two, 4096..65536; defaults:\n"
"                             x86_64 4096, aarch64 65536)\n"
"    -u, --unix-only          start with jartsr=' instead of MZqFpD=': a\n"
"                             head that no tool takes for a Windows program\n"
"    -n, --notice=FILE        embed FILE's text among the licence notices\n"
"                             (repeatable; the texts are stored one after\n"
"                             another, nothing added); APE_NOTICES=1 PROG\n"
"                             prints them\n"
"    --print-notices APE      print the notices embedded in APE and exit\n"
"    -h, --help               print this manual\n"
"\n"
"EXIT STATUS\n"
"    0 on success; 1 with one line on standard error (\"apelink: FILE:\n"
"    reason\") when an input is unreadable, not a static ELF program, for\n"
"    an unknown machine, duplicated, or has segments that cannot be laid\n"
"    out; 2 on a usage error.\n"
"\n"
"EXAMPLE\n"
"    apelink -o hello -l x86_64=ape-x86_64 -l aarch64=ape-aarch64 \\\n"
"            out/x86_64/bin/hello out/aarch64/bin/hello\n";

static void usage_error(const char *msg)
{
	fprintf(stderr, "apelink: %s\nusage: apelink -o OUTPUT -l ARCH=LOADER... ELF... (apelink --help)\n", msg);
	exit(2);
}

/* "ARCH=VALUE": returns VALUE and the arch it names. */
static const char *split(struct apelink *A, char *arg, struct al_arch **a)
{
	char *eq = strchr(arg, '=');
	if (!eq)
		usage_error("expected ARCH=VALUE");
	*eq = 0;
	if (!(*a = al_arch_by_name(A, arg)))
		usage_error("unknown arch (x86_64 or aarch64)");
	return eq + 1;
}

static void set_page(struct al_arch *a, const char *v)
{
	char *end;
	unsigned long n = strtoul(v, &end, 0);
	if (*end || n < 4096 || n > 65536 || (n & (n - 1)))
		usage_error("page size must be a power of two from 4096 to 65536");
	a->pagesz = n;
}

static void parse_args(struct apelink *A, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, 0, 'o' }, { "loader", required_argument, 0, 'l' },
		{ "page-size", required_argument, 0, 'p' }, { "unix-only", no_argument, 0, 'u' },
		{ "notice", required_argument, 0, 'n' }, { "print-notices", required_argument, 0, 'N' },
		{ "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 } };
	struct al_arch *a;
	const char *v;
	int c;
	while ((c = getopt_long(argc, argv, "o:l:p:un:h", opts, 0)) != -1) {
		switch (c) {
		case 'o': A->output = optarg; break;
		case 'l': v = split(A, optarg, &a); a->loader.path = v; break;
		case 'p': v = split(A, optarg, &a); set_page(a, v); break;
		case 'u': A->unix_only = 1; break;
		case 'n':
			if (A->nnotice == (int)(sizeof A->notice_paths / sizeof *A->notice_paths))
				usage_error("too many notice files");
			A->notice_paths[A->nnotice++] = optarg;
			break;
		case 'N': exit(al_print_notices(optarg));
		case 'h': fputs(kManual, stdout); exit(0);
		default: usage_error("bad option");
		}
	}
	if (!A->output)
		usage_error("no output file (-o)");
	if (optind == argc)
		usage_error("no input programs");
	if (argc - optind > (int)(sizeof A->elf_paths / sizeof *A->elf_paths))
		usage_error("too many input programs");
	for (int i = optind; i < argc; i++)
		A->elf_paths[A->nelf++] = argv[i];
}

int main(int argc, char **argv)
{
	static struct apelink A = {
		.arch = { { .name = "x86_64", .machine = APE_EM_X86_64, .pagesz = 4096 },
			  { .name = "aarch64", .machine = APE_EM_AARCH64, .pagesz = 65536 } },
	};
	parse_args(&A, argc, argv);
	al_read(&A);
	al_validate(&A);
	al_plan(&A);
	al_emit(&A);
	return 0;
}
