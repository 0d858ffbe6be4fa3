/* apezip: arguments and the manual. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "apezip.h"

static const char kManual[] =
"NAME\n"
"    apezip - list or add files in the zip store of an APE file\n"
"\n"
"SYNOPSIS\n"
"    apezip list APE\n"
"    apezip add [-o OUTPUT] APE FILE...\n"
"\n"
"DESCRIPTION\n"
"    An APE file may end with a zip archive, its store. Offsets in it\n"
"    count from the start of the whole file, so unzip -l, unzip -t and\n"
"    zip -T read it as is. Programs linked with polyport's libc read it\n"
"    under /zip/: the store entry share/x.txt is /zip/share/x.txt.\n"
"\n"
"    list prints each entry's size and name.\n"
"\n"
"    add stores each FILE (uncompressed) under its path as given, less\n"
"    any leading \"./\" or \"/\". An existing store keeps its entries; a\n"
"    name already there is refused. zip64 records are written when an\n"
"    offset or size reaches 4 GiB or there are 65535 entries or more.\n"
"    Entry times are the files' modification times, or\n"
"    $SOURCE_DATE_EPOCH when set, for reproducible output. The result is\n"
"    written beside the target and renamed into place (holes in the file\n"
"    stay holes). add first checks that APE is one the loader runs (an\n"
"    APE, or a plain ELF program, passing the loader's checks); APE and\n"
"    each FILE must be regular files. Options may come anywhere.\n"
"\n"
"OPTIONS\n"
"    -o, --output=FILE   write there instead of rewriting APE\n"
"    -h, --help          print this manual\n"
"\n"
"EXIT STATUS\n"
"    0 on success; 1 with one line on standard error on a bad store or\n"
"    file; 2 on a usage error.\n";

static void usage_error(const char *msg)
{
	fprintf(stderr, "apezip: %s\nusage: apezip list APE | apezip add [-o OUTPUT] APE FILE... (apezip --help)\n", msg);
	exit(2);
}

static char *store_name(struct az *Z, const char *path)
{
	while (!strncmp(path, "./", 2) || *path == '/')
		path += *path == '/' ? 1 : 2;
	if (!*path || strstr(path, "../") || !strcmp(path, ".."))
		az_die(Z, "%s: not a name for the store", path);
	for (int i = 0; i < Z->n; i++)
		if (!strcmp(Z->e[i].name, path))
			az_die(Z, "%s: already in the store", path);
	char *name = az_alloc(Z, strlen(path) + 1);
	return strcpy(name, path);
}

static void list(const struct az *Z)
{
	for (int i = 0; i < Z->n; i++)
		printf("%12llu  %s\n", (unsigned long long)Z->e[i].size, Z->e[i].name);
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, 0, 'o' }, { "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 } };
	static struct az Z;
	int c;
	/* options anywhere, as the synopsis shows them: getopt_long permutes */
	while ((c = getopt_long(argc, argv, "o:h", opts, 0)) != -1) {
		if (c == 'h') { fputs(kManual, stdout); return 0; }
		if (c != 'o') usage_error("bad option");
		Z.output = optarg;
	}
	if (optind + 2 > argc)
		usage_error("expected a command and an APE file");
	const char *cmd = argv[optind];
	Z.ape = argv[optind + 1];
	if (strcmp(cmd, "list") && strcmp(cmd, "add"))
		usage_error("the command is list or add");
	az_read(&Z);
	if (!strcmp(cmd, "list")) {
		list(&Z);
		return 0;
	}
	if (optind + 3 > argc)
		usage_error("add: no files");
	az_validate(&Z);
	for (int i = optind + 2; i < argc; i++) {
		char *name = store_name(&Z, argv[i]);
		struct az_entry *e = az_new_entry(&Z);
		e->name = name, e->src = argv[i];
	}
	az_write(&Z);
	return 0;
}
