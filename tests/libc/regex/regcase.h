/* Shared by the regex tests whose cases are { cflags, pattern,
 * subject, want } rows: run() checks one case with REG_NOSUB, with one
 * register and with ten (the engine that finds the whole match and the
 * one that finds groups must agree), the subject shifted by SHIFT
 * bytes. want is "N" (no match), "E<code>" (regcomp fails) or the
 * pairs "so,eo so,eo ..." of the registers, the first alone for one
 * register. run_all() runs every case, and again behind 300 bytes of
 * 'x' when the pattern starts with a lower-case or non-ASCII byte (the
 * first-byte and literal skips); it returns -1 if it cannot allocate.
 * Include after the cases array, named cases. */
static void run(int i, const char *subj, size_t shift)
{
	static const int nm[] = { 0, 1, 10 };
	char want[100], got[100];
	int k, j, so, eo, o, n;
	for (k = 0; k < 3; k++) {
		regex_t re;
		regmatch_t m[10];
		int e = regcomp(&re, cases[i].pat, cases[i].cf | (nm[k] ? 0 : REG_NOSUB));
		/* the expectation (an error, N, or pairs shifted, the first
		 * alone for nmatch 1) */
		strcpy(want, cases[i].want[0] == 'E' ? cases[i].want : "N");
		for (o = 0, j = 0; cases[i].want[0] != 'N'
		     && sscanf(cases[i].want + j, "%d,%d%n", &so, &eo, &n) == 2
		     && (!j || nm[k] > 1); j += n)
			o += snprintf(want + o, sizeof want - o, "%s%d,%d", j ? " " : "",
				so + (int)shift, eo + (int)shift);
		if (e) {
			snprintf(got, sizeof got, "E%d", e);
		} else {
			if (regexec(&re, subj, nm[k], m, 0))
				strcpy(got, "N");
			else if (!nm[k])
				/* only whether: the offsets are not asked for */
				strcpy(got, want);
			else
				for (o = 0, j = 0; j <= (int)re.re_nsub && j < nm[k]; j++)
					o += snprintf(got + o, sizeof got - o, "%s%d,%d", j ? " " : "",
						(int)m[j].rm_so, (int)m[j].rm_eo);
			regfree(&re);
		}
		if (strcmp(got, want)) printf("case %d nmatch %d shift %zu: /%s/\n", i, nm[k], shift, cases[i].pat);
		CHECK_STR(got, want);
	}
}

static int run_all(void)
{
	int i, c;
	for (i = 0; i < (int)(sizeof cases / sizeof *cases); i++) {
		char *long_subj;
		run(i, cases[i].subj, 0);
		c = (unsigned char)cases[i].pat[0];
		if (!(c >= 0x80 || (c >= 'a' && c <= 'z'))) continue;
		long_subj = malloc(300 + strlen(cases[i].subj) + 1);
		if (!long_subj) return -1;
		memset(long_subj, 'x', 300);
		strcpy(long_subj + 300, cases[i].subj);
		run(i, long_subj, 300);
		free(long_subj);
	}
	return 0;
}
