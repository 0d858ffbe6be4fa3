# The status of the collection (port status, make ports-status): per
# port and arch whether it builds, the upstream test totals, every test
# skipped or failing with its reason, the patches, the APE's size, and
# the glibc reference build (port reference) beside it. Read from the
# build tree only: status builds nothing.

# pp_st_totals FILE: "pass fail skip xfail" from a check-summary (FAIL
# counts ERROR and XPASS too: each is a test that did not do as it should).
pp_st_totals() {
	[ -r "$1" ] || { echo "- - - -"; return; }
	awk '{ print $2, $4 + $10 + $12, $6, $8 }' "$1"
}

# pp_st_builds ARCH: "yes", "no (STAGE failed)" or "not built".
pp_st_builds() {
	local a=$1 s
	[ -f "$PP_WORK/$a/.stamp_install" ] && { echo yes; return; }
	[ -f "$PP_WORK/$a/.stamp_build" ] && [ ! -f "$PP_WORK/$a/.stamp_check" ] && [ -s "$PP_LOGDIR/check.$a.log" ] &&
		{ echo "yes (check failed)"; return; }
	for s in fetch extract patch configure build check install; do
		[ -f "$PP_WORK/.stamp_$s" ] || [ -f "$PP_WORK/$a/.stamp_$s" ] && continue
		if [ -s "$PP_LOGDIR/$s.$a.log" ] || [ -s "$PP_LOGDIR/$s.log" ]; then echo "no (stopped at $s: see its log)"; return; fi
		break
	done
	echo "not built"
}

# pp_st_patches: "N patches, L lines" from patches/PORT/series.
pp_st_patches() {
	local dir=$PP_PATCHES/$PP_NAME n=0 l=0 p
	if [ -r "$dir/series" ]; then
		while read -r p; do
			case $p in ''|'#'*) continue ;; esac
			n=$((n + 1))
			[ -r "$dir/$p" ] && l=$((l + $(wc -l < "$dir/$p")))
		done < "$dir/series"
	fi
	if [ $n = 0 ]; then echo none; else echo "$n ($l lines)"; fi
}

# pp_st_size: the size of the port's APE programs in out/bin.
pp_st_size() {
	local p n=0 sz=0 f
	for p in ${programs:-}; do
		f=$PP_OUT/bin/$p
		[ -f "$f" ] || continue
		n=$((n + 1)); sz=$((sz + $(stat -c %s "$f")))
	done
	if [ $n = 0 ]; then echo -
	elif [ $n = 1 ]; then echo "$((sz / 1024)) KiB"
	else echo "$n programs, $((sz / 1024)) KiB"; fi
}

# pp_st_rows: the table rows of the loaded port, one per arch, as
# "port|version|arch|builds|pass|fail|skip|xfail|glibc|patches|size".
pp_st_rows() {
	local a ref t
	ref=$(pp_st_totals "$PP_WORK/glibc/check-summary" | tr ' ' /)
	[ "$ref" = -/-/-/- ] && ref="not run"
	# A package without a test suite (check_target empty) has no totals
	# to show, on any arch or with glibc: the row says so.
	[ -n "${check_target-check}" ] || ref="no suite"
	for a in $PP_ARCHES; do
		t=$(pp_st_totals "$PP_WORK/$a/check-summary" | tr ' ' '|')
		[ -n "${check_target-check}" ] || t="no suite|-|-|-"
		printf '%s|%s|%s|%s|%s|%s|%s|%s\n' "$PP_NAME" "$version" "$a" "$(pp_st_builds "$a")" "$t" "$ref" "$(pp_st_patches)" "$(pp_st_size)"
	done
}

# pp_st_tests: the loaded port's tests that did not pass on some arch,
# as "test|arch(es)|result|glibc result|reason", and the ones that pass
# with glibc but fail with polyport marked in the glibc column.
pp_st_tests() {
	local a files=()
	for a in $PP_ARCHES; do
		[ -r "$PP_WORK/$a/check-results" ] && files+=("$a=$PP_WORK/$a/check-results")
	done
	[ ${#files[@]} -gt 0 ] || return 0
	{
		[ -r "$PP_WORK/glibc/check-results" ] && sed 's/^/glibc\t/' "$PP_WORK/glibc/check-results"
		for a in "${files[@]}"; do sed "s/^/${a%%=*}\t/" "${a#*=}"; done
	} | PP_ST_WORK=$PP_WORK PP_ST_OUT=$PP_OUT PP_ST_TOP=$top PP_ST_ARCHES="$PP_ARCHES glibc" PP_ST_NAME=$PP_NAME awk -F '\t' '
		# The reasons are lines the tests printed, often with the
		# absolute path of the tree that built them: the page names the
		# test relative to its source or build directory (the same for
		# every arch, so their rows still merge), and out/ for the rest.
		# Results copied from another tree (a seeded out/) name that
		# tree: any .../ports/NAME/src/ or .../ports/NAME/ARCH/build/ goes.
		function cut(s, from, to,   i, r) {
			r = ""
			while ((i = index(s, from)) > 0) { r = r substr(s, 1, i - 1) to; s = substr(s, i + length(from)) }
			return r s
		}
		function relative(s,   a, n, i) {
			s = cut(s, ENVIRON["PP_ST_WORK"] "/src/", "")
			n = split(ENVIRON["PP_ST_ARCHES"], a, " ")
			for (i = 1; i <= n; i++) s = cut(s, ENVIRON["PP_ST_WORK"] "/" a[i] "/build/", "")
			s = cut(s, ENVIRON["PP_ST_OUT"] "/", "out/")
			s = cut(s, ENVIRON["PP_ST_TOP"] "/", "")
			gsub("/[^ \t:]*/ports/" name_re "/(src|[a-z0-9_]+/build)/", "", s)
			return s
		}
		BEGIN { name_re = ENVIRON["PP_ST_NAME"]; gsub(/[][\\.^$*+?(){}|]/, "\\\\&", name_re) }
		$1 == "glibc" { ref[$2] = $3; next }
		$3 != "PASS" {
			$4 = relative($4)
			k = $2 SUBSEP $3 SUBSEP $4
			if (!(k in arches)) { order[++n] = k; arches[k] = $1 } else arches[k] = arches[k] ", " $1
		}
		END {
			for (i = 1; i <= n; i++) {
				split(order[i], f, SUBSEP)
				g = (f[1] in ref) ? ref[f[1]] : "-"
				bad = (g == "PASS" && (f[2] == "FAIL" || f[2] == "ERROR" || f[2] == "XPASS")) ? " (goal missed)" : ""
				r = f[3]; gsub(/\|/, "\\&#124;", r); if (r == "") r = "(no reason in its log)"
				printf "%s|%s|%s|%s%s|%s\n", f[1], arches[order[i]], f[2], g, bad, r
			}
		}' | LC_ALL=C sort -t '|' -k1,1
}

# pp_status PORT...: the table on the terminal.
pp_status() {
	local p
	{
		echo "port|version|arch|builds|pass|fail|skip|xfail|glibc p/f/s/x|patches|APE"
		for p in "$@"; do ( pp_load_recipe "$p"; pp_st_rows ); done
	} | column -t -s '|'
	for p in "$@"; do
		( pp_load_recipe "$p"
		  pp_st_tests | awk -F '|' -v p="$p" '$4 ~ /goal missed/ { print p ": " $1 " (" $2 "): " $3 " with polyport, PASS with glibc" }' )
	done
}

# pp_md_rows: "a|b|c" lines as Markdown table rows.
pp_md_rows() { awk -F '|' '{ s = "|"; for (i = 1; i <= NF; i++) s = s " " $i " |"; print s }'; }

# pp_status_page PORT...: docs/ports-status.md on stdout.
pp_status_page() {
	local p missed=0 nref=0
	echo "# Ports status"
	echo
	echo "Written by \`make ports-status\` (\`ports/engine/port status --page\`) from the"
	echo "build tree; do not edit by hand. Per port and arch: whether it builds,"
	echo "the upstream test totals, each test skipped or failing with its reason,"
	echo "the patches (\`patches/<port>/\`), the APE's size, and the glibc column:"
	echo "the same source, configure arguments and test suite built natively by"
	echo "the host's gcc against glibc (\`port reference NAME\`), which runs the"
	echo "whole suite, the tests the recipe skips included."
	echo
	for p in "$@"; do
		( pp_load_recipe "$p"; pp_st_tests ) > "$PP_RUN/tests.$p"
		missed=$((missed + $(grep -c 'goal missed' "$PP_RUN/tests.$p" || :)))
		[ -r "$PP_OUT/ports/$p/glibc/check-results" ] && nref=$((nref + 1))
	done
	echo "**Goal: no test that passes against glibc fails against polyport.**"
	if [ $missed = 0 ]; then
		echo "Met for the $nref port(s) with a glibc reference."
	else
		echo "Missed by $missed test(s), marked *goal missed* below."
	fi
	echo
	echo "| port | version | arch | builds | pass | fail | skip | xfail | glibc pass/fail/skip/xfail | patches | APE size |"
	echo "|---|---|---|---|--:|--:|--:|--:|---|---|--:|"
	for p in "$@"; do ( pp_load_recipe "$p"; pp_st_rows ) | pp_md_rows; done
	for p in "$@"; do
		echo
		( pp_load_recipe "$p"
		  echo "## $p $version"
		  echo
		  echo "Patches: $(pp_st_patches)."
		  if [ -d "$PP_PATCHES/$p" ]; then
			  grep -v '^#' "$PP_PATCHES/$p/series" 2>/dev/null | while read -r f; do
				  [ -n "$f" ] && echo "- \`patches/$p/$f\`: $(wc -l < "$PP_PATCHES/$p/$f") lines"
			  done
		  fi
		  echo
		  if [ -z "${check_target-check}" ]; then
			  echo "No upstream test suite: the package has none (see its recipe)."
		  elif [ -s "$PP_RUN/tests.$p" ]; then
			  echo "| test | arch | result | glibc | reason |"
			  echo "|---|---|---|---|---|"
			  pp_md_rows < "$PP_RUN/tests.$p"
		  elif ls "$PP_WORK"/*/check-results > /dev/null 2>&1; then
			  echo "Every upstream test that ran passed."
		  else
			  echo "No upstream test results yet."
		  fi )
	done
}

# pp_status_merge OLD NEW PORT...: the page NEW (written for every port)
# with the table rows and the section of each port not named taken from
# the page OLD, where OLD has them: a tree that built only some ports
# (a helper's, a seeded out/) updates their part of the page and keeps
# the results others recorded. The goal line is counted again over the
# merged page: the "goal missed" marks, and the ports whose glibc column
# has totals.
pp_status_merge() {
	local old=$1 new=$2; shift 2
	LC_ALL=C awk -v named=" $* " '
		function port_of_row(l,   f) { split(l, f, "|"); gsub(/^ +| +$/, "", f[2]); return f[2] }
		function keep(p) { return index(named, " " p " ") == 0 && (p in oldsec) }
		FNR == 1 { file++; sec = "" }
		# A section runs from its "## PORT VERSION" line to the blank line
		# before the next one (or the end).
		/^## / { split($0, h, " "); sec = h[2] }
		file == 1 {
			if (/^\| / && !/^\| port \|/ && sec == "") oldrows[port_of_row($0)] = oldrows[port_of_row($0)] $0 "\n"
			if (sec != "") oldsec[sec] = oldsec[sec] $0 "\n"
			next
		}
		{
			if (/^\| / && !/^\| port \|/ && sec == "") {
				p = port_of_row($0)
				if (keep(p)) { if (!(p in done)) { out[++n] = substr(oldrows[p], 1, length(oldrows[p]) - 1); done[p] = 1 } }
				else out[++n] = $0
			} else if (sec != "" && keep(sec)) {
				if (!(sec in donesec)) { s = oldsec[sec]; sub(/\n+$/, "", s); out[++n] = s; out[++n] = ""; donesec[sec] = 1 }
			} else out[++n] = $0
		}
		END {
			# the last kept section must not end the page with a blank line
			if (out[n] == "") n--
			for (i = 1; i <= n; i++) {
				if (out[i] ~ /^\| / && out[i] !~ /^\| port \|/ && out[i] !~ /^\|---/) {
					split(out[i], f, "|"); g = f[10]; gsub(/ /, "", g); r = f[2]; gsub(/ /, "", r)
					if (g ~ /^[0-9]/ && !(r in ref)) { ref[r] = 1; nref++ }
				}
				# a table row per kept arch: count marks in test rows only
				if (out[i] ~ /\(goal missed\)/) missed += gsub(/\(goal missed\)/, "&", out[i])
			}
			for (i = 1; i <= n; i++) {
				if (out[i - 1] ~ /^\*\*Goal: /) {
					if (missed == 0) print "Met for the " nref + 0 " port(s) with a glibc reference."
					else print "Missed by " missed " test(s), marked *goal missed* below."
				} else print out[i]
			}
		}' "$old" "$new"
}
