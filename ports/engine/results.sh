# Per-test results of an upstream suite, from automake's .trs and .log
# files: what the status page lists and compares with the glibc
# reference build.

# pp_check_results DIR: "test<TAB>RESULT<TAB>reason" for every test run
# under DIR, sorted. A test is named as the test-suite.log of its suite
# (the nearest directory above it that has one) names it, the way
# check_skip names tests. The reason of a SKIP is the line of its .log
# that says why (the check_skip reason for tests the recipe skips); of a
# FAIL, ERROR or XFAIL, the last line the test printed.
pp_check_results() {
	local b=${1%/}
	{
	{
		find "$b" -name test-suite.log -printf 'S %h\n'
		find "$b" -name '*.trs' -printf 'T %p\n'
	} | LC_ALL=C awk '
		$1 == "S" { suite[++ns] = substr($0, 3); next }
		{
			trs = substr($0, 3); best = ""
			for (i = 1; i <= ns; i++)
				if (index(trs, suite[i] "/") == 1 && length(suite[i]) > length(best)) best = suite[i]
			if (best == "") { best = trs; sub(/\/[^\/]*$/, "", best) }
			name = substr(trs, length(best) + 2); sub(/\.trs$/, "", name)
			res = ""; glob = ""
			while ((getline l < trs) > 0) {
				if (l ~ /^:global-test-result:/) { split(l, f, " "); glob = f[2] }
				else if (l ~ /^:test-result:/ && res == "") { split(l, f, " "); res = f[2] }
			}
			close(trs)
			if (glob != "") res = glob
			if (res == "") next
			why = ""
			if (res != "PASS" && res != "XPASS") {
				lf = trs; sub(/\.trs$/, ".log", lf); last = ""; skipline = ""
				while ((getline l < lf) > 0) {
					gsub(/\t/, " ", l)
					if (l ~ /^(PASS|FAIL|SKIP|XFAIL|XPASS|ERROR)[: ]/ || l ~ /^[ ]*$/) continue
					if (l ~ /^not run \(ports check_skip\): /) { sub(/^not run \(ports check_skip\): /, "", l); skipline = l }
					else if (skipline == "" && tolower(l) ~ /skip|not run|not supported|requires|missing/) skipline = l
					last = l
				}
				close(lf)
				why = (res == "SKIP" && skipline != "") ? skipline : last
				if (length(why) > 200) why = substr(why, 1, 197) "..."
			}
			printf "%s\t%s\t%s\n", name, res, why
		}'
	# GNU make's suite: one result a category, from the check output.
	[ ! -f "$b/.check-output" ] || LC_ALL=C awk -v re="$PP_MAKE_SUITE_RE" '$0 ~ re {
			if ($NF == "N/A") print $1 "\tSKIP\tN/A: the category says it cannot run here"
			else if ($(NF - 2) == "ok") print $1 "\tPASS\t"
			else print $1 "\tFAIL\t" substr($0, index($0, "FAILED")) "; see tests/work/" $1 ".diff*"
		}' "$b/.check-output"
	# gawk's suite: the names it prints between its group markers; a test
	# whose output differed left test/_NAME behind (pp_check_summary).
	[ ! -f "$b/.check-output" ] || ! grep -Eq "$PP_GAWK_END_RE" "$b/.check-output" ||
		LC_ALL=C awk -v gtest="$PP_GAWK_TEST_RE" -v gskip="$PP_GAWK_SKIP_RE" -v dir="$b/test" '
			/^======== Starting .* tests ========$/ { sec = 1; next }
			/^======== Done with .* tests ========$/ { sec = 0; next }
			$0 ~ gskip {
				why = $0; gsub(/^%+ */, "", why)
				g = /MPFR/ ? "mpfr-tests" : /PMA/ ? "pma-tests" : /shlib/ ? "shlib-tests" : /array debug/ ? "arraydebug-tests" : "charset-tests"
				print g "\tSKIP\t" why; next
			}
			sec && $0 ~ gtest {
				if ((getline l < (dir "/_" $0)) >= 0) { close(dir "/_" $0); print $0 "\tFAIL\toutput differs from the expected: see test/_" $0 }
				else print $0 "\tPASS\t"
			}' "$b/.check-output"
	# m4's check-them and bash's run-all: one result a test, from the
	# check output.
	pp_check_them_results "$b"
	pp_run_all_results "$b"
	pp_autotest_results "$b"
	} | LC_ALL=C sort -t "$(printf '\t')" -k1,1
}

# pp_autotest_results DIR: "TITLE (FILE.at:L)<TAB>RESULT<TAB>reason" for
# each test of every autotest testsuite.log under DIR (the copies a
# failed test leaves in testsuite.dir/ are not read), named as the log
# names it: "N. TITLE (FILE.at:L): RESULT", or FILE.at:L in the older
# "N. FILE.at:L: RESULT" form; the number is left out, so that the same
# test has one name on every arch and in the glibc reference. autotest
# keeps no output of a skipped test, only where it exited 77 (FILE.at:M):
# the reason is that place and the prerequisites its check opens with
# (tar's AT_XATTRS_PREREQ, AT_PRIVILEGED_PREREQ, AT_SKIP_IF(...)), read
# from the .at files under the directory of the testsuite script the log
# names, or line M itself when it is not the start of a check (a macro
# that skips).
pp_autotest_results() {
	local log src
	while IFS= read -r log; do
		# "testsuite: command line was:" then "  $ /src/tests/testsuite ..."
		src=$(LC_ALL=C awk 'p && /^  \$ / { print $2; exit } /^testsuite: command line was:$/ { p = 1 }' "$log")
		src=${src%/*}
		{ [ -z "$src" ] || [ ! -d "$src" ] || find "$src" -name '*.at' -type f; } | LC_ALL=C awk '
			# the .at files by base name: the log names them so
			FNR == NR { b = $0; sub(/.*\//, "", b); if (!(b in at)) at[b] = $0; next }
			function load(file,   f, l, n) {
				if (file in loaded) return
				loaded[file] = 1; n = 0
				if (!(file in at)) return
				f = at[file]
				while ((getline l < f) > 0) text[file, ++n] = l
				close(f)
			}
			function reason(file, line,   i, l, m, out) {
				load(file); out = ""
				for (i = line; i <= line + 8 && (file, i) in text; i++) {
					l = text[file, i]
					while (match(l, /AT_[A-Z0-9_]*PREREQ(\([^()]*\))?|AT_SKIP_IF\(.*\)/)) {
						m = substr(l, RSTART, RLENGTH); l = substr(l, RSTART + RLENGTH)
						out = out (out == "" ? "" : ", ") m
					}
				}
				if (out != "") return "needs " out
				l = text[file, line]; gsub(/^[ \t]+|[ \t]+$/, "", l)
				return l ~ /^AT_[A-Z_]*CHECK\(\[?$/ ? "" : l
			}
			/^[0-9]+\. / {
				l = $0; sub(/^[0-9]+\. /, "", l)
				if (match(l, / \([^ ()]+:[0-9]+\): /)) { name = substr(l, 1, RSTART + RLENGTH - 3); r = substr(l, RSTART + RLENGTH) }
				else if (match(l, /^[^ ]+:[0-9]+: /)) { name = substr(l, 1, RLENGTH - 2); r = substr(l, RLENGTH + 1) }
				else next
				if (r ~ /^ok([ \t]|$)/) { print name "\tPASS\t"; next }
				if (r ~ /^UNEXPECTED PASS([ \t]|$)/) { print name "\tXPASS\t"; next }
				where = r; sub(/^[^(]*\(/, "", where); sub(/\).*$/, "", where)
				file = where; sub(/:[0-9]+$/, "", file)
				if (r ~ /^skipped \(/) {
					why = reason(file, substr(where, length(file) + 2) + 0)
					print name "\tSKIP\tskipped at " where (why != "" ? ": " why : "")
				} else if (r ~ /^expected failure \(/) print name "\tXFAIL\texpected failure at " where
				else if (r ~ /^FAILED \(/) print name "\tFAIL\tfailed at " where "; see testsuite.dir/" sprintf("%03d", $1 + 0) "/testsuite.log"
			}' - "$log"
	done < <(find "$1" -name testsuite.dir -prune -o -name testsuite.log -type f -print | LC_ALL=C sort)
}
