/* Runs a fuzz harness over files instead of under libFuzzer: every file
 * named, and every file in each directory named (its seed corpus and the
 * inputs that once found a bug). This is the regression run make check
 * makes on x86_64, on aarch64 under qemu and for host tools; a harness
 * that finds a problem aborts, and the name of the input is printed
 * first so the log says which. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		return 1;
	}
	size_t cap = 4096, n = 0, k;
	uint8_t *buf = malloc(cap);
	while (buf && (k = fread(buf + n, 1, cap - n, f)) > 0)
		if ((n += k) == cap)
			buf = realloc(buf, cap *= 2);
	int bad = !buf || ferror(f);
	fclose(f);
	if (bad) {
		fprintf(stderr, "%s: cannot read\n", path);
		free(buf);
		return 1;
	}
	printf("%s\n", path);
	fflush(stdout);
	/* an exact-size copy, so that reading past the input is seen */
	uint8_t *exact = malloc(n ? n : 1);
	memcpy(exact, buf, n);
	free(buf);
	LLVMFuzzerTestOneInput(exact, n);
	free(exact);
	return 0;
}

static int run_path(const char *path, int *count)
{
	struct stat st;
	if (stat(path, &st)) {
		perror(path);
		return 1;
	}
	if (!S_ISDIR(st.st_mode)) {
		++*count;
		return run_file(path);
	}
	DIR *d = opendir(path);
	struct dirent *e;
	int bad = 0;
	if (!d) {
		perror(path);
		return 1;
	}
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		size_t l = strlen(path) + strlen(e->d_name) + 2;
		char *p = malloc(l);
		snprintf(p, l, "%s/%s", path, e->d_name);
		bad |= run_path(p, count);
		free(p);
	}
	closedir(d);
	return bad;
}

int main(int argc, char **argv)
{
	int bad = 0, count = 0;
	for (int i = 1; i < argc; i++)
		bad |= run_path(argv[i], &count);
	if (!count) {
		fprintf(stderr, "%s: no inputs\n", argv[0]);
		return 1;
	}
	printf("%d inputs\n", count);
	return bad;
}
