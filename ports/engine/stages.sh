# The stages of a port build. Each runs through pp_stage, which logs,
# times, writes the stamp last and reports failures with context.

pp_log() { echo "$*" >> "$PP_LOG"; }
pp_err() { echo "port: $PP_NAME: $*" >&2; [ -n "${PP_LOG:-}" ] && echo "error: $*" >> "$PP_LOG"; return 0; }

pp_load_recipe() {
	local p=$1 v
	PP_RECIPE=$PP_PORTS/$p/recipe
	PP_CHECKSUMS=$PP_PORTS/$p/checksums
	[ -r "$PP_RECIPE" ] || { echo "port: no recipe ports/$p/recipe (see 'port list')" >&2; exit 2; }
	for v in $PP_RECIPE_VARS; do unset "$v"; done
	# Read, never run (recipe.sh): a recipe with an error is not built.
	if ! pp_parse_recipe "$PP_RECIPE"; then
		printf "port: ports/$p/recipe:%s\n" "${PP_RERR[@]}" >&2
		echo "port: ports/$p/recipe: not used (see 'port lint $p' and docs/ports.md)" >&2
		exit 2
	fi
	for v in "${!PP_RV[@]}"; do printf -v "$v" '%s' "${PP_RV[$v]}"; done
	[ "${name:-}" = "$p" ] || { echo "port: ports/$p/recipe: name must be '$p'" >&2; exit 2; }
	# The shared lists come first, in the order named, then the recipe's
	# own entries: everything after this (the skip driver, the check's
	# input id, the log) sees one check_skip.
	if [ -n "${check_skip_lists:-}" ]; then
		v=$(pp_skip_list_entries $check_skip_lists) ||
			{ echo "port: ports/$p/recipe: not used (see 'port lint $p' and docs/ports.md)" >&2; exit 2; }
		check_skip=$v${check_skip:+$'\n'$check_skip}
	fi
	PP_NAME=$name
	PP_WORK=$PP_OUT/ports/$name
	PP_SRC=$PP_WORK/src
	PP_LOGDIR=$PP_OUT/log/$name
	PP_LOG=$PP_LOGDIR/port.log
	mkdir -p "$PP_WORK" "$PP_LOGDIR"
	PP_PREFIX=${POLYPORT_PREFIX:-/usr/local}
}

# pp_stamp STAGE [ARCH]: the stamp file of a stage (the one place that
# names it: `port check` removes what pp_stage tests).
pp_stamp() { echo "$PP_WORK/${2:+$2/}.stamp_$1"; }

# Progress and results of a run: the engine's main process makes
# PP_RUN (a directory under OUT/log) and sets PP_STEPS, the number of
# stages the run will do; each stage takes the next number from the
# counter there (under a lock: ports and arches may run at once) and
# adds a line to its results, which the closing summary reads.
pp_progress() { printf '%s\n' "$*" >&2; }

# pp_duration SECONDS: "45s", "3m12s", "1h04m".
pp_duration() {
	local s=$1
	if [ "$s" -ge 3600 ]; then printf '%dh%02dm' $((s / 3600)) $((s % 3600 / 60))
	elif [ "$s" -ge 60 ]; then printf '%dm%02ds' $((s / 60)) $((s % 60))
	else printf '%ds' "$s"; fi
}

pp_next_step() {
	local fd n=0
	[ -n "${PP_RUN:-}" ] || { echo 0; return; }
	exec {fd}>> "$PP_RUN/counter"
	flock "$fd"
	read -r n < "$PP_RUN/counter" || n=0
	n=$((n + 1))
	echo "$n" > "$PP_RUN/counter.new" && mv "$PP_RUN/counter.new" "$PP_RUN/counter"
	exec {fd}>&-
	echo "$n"
}

# pp_result ARCH STAGE RESULT SECONDS: one line of the run's results.
pp_result() {
	[ -n "${PP_RUN:-}" ] || return 0
	printf '%s\t%s\t%s\t%s\t%s\n' "$PP_NAME" "${1:--}" "$2" "$3" "$4" >> "$PP_RUN/results"
}

# pp_count_tests DIR MARK: the automake results written under DIR since
# MARK was touched, as "N tests so far: a PASS, b FAIL, ...".
pp_count_tests() {
	find "$1" -name '*.trs' -newer "$2" -exec cat {} + 2>/dev/null | awk '
		/^:test-result:/ { n[$2]++; t++ }
		END {
			if (!t) exit
			s = t " tests so far:"; sep = " "
			split("PASS FAIL SKIP XFAIL XPASS ERROR", k, " ")
			for (i = 1; i <= 6; i++) if (n[k[i]]) { s = s sep n[k[i]] " " k[i]; sep = ", " }
			print s
		}'
}

# pp_watch_tests DIR MARK WHAT: while a suite runs, say how far it got
# every POLYPORT_PROGRESS_EVERY seconds (30), when that changed.
pp_watch_tests() {
	local last= now
	while sleep "${POLYPORT_PROGRESS_EVERY:-30}" < /dev/null > /dev/null 2>&1; do
		now=$(pp_count_tests "$1" "$2")
		[ -z "$now" ] || [ "$now" = "$last" ] || pp_progress "$3 ... $now"
		last=$now
	done
}

# pp_stage NAME ARCH FUNCTION: run FUNCTION unless NAME's stamp exists.
pp_stage() {
	local stage=$1 arch=$2 fn=$3 stamp log t0 t rc what watch=
	stamp=$(pp_stamp "$stage" "$arch")
	log=$PP_LOGDIR/$stage${arch:+.$arch}.log
	[ -f "$stamp" ] && return 0
	mkdir -p "${stamp%/*}"
	what="[$(pp_next_step)/${PP_STEPS:-?}] $PP_NAME${arch:+ $arch} $stage"
	pp_progress "$what ..."
	t0=$(date +%s)
	if [ "$stage" = check ] && [ -d "$PP_WORK/$arch/build" ]; then
		touch "$PP_WORK/$arch/.check-start"
		pp_watch_tests "$PP_WORK/$arch/build" "$PP_WORK/$arch/.check-start" "$what" &
		watch=$!
	fi
	set +e
	( set -euo pipefail; PP_ARCH=$arch; PP_STAGE_LOG=$log; "$fn" ) > "$log" 2>&1
	rc=$?
	set -e
	[ -z "$watch" ] || { kill "$watch" 2>/dev/null; wait "$watch" 2>/dev/null || :; }
	t=$(( $(date +%s) - t0 ))
	if [ $rc -ne 0 ]; then
		pp_result "$arch" "$stage" FAIL "$t"
		{
			echo "$what ... FAILED after $(pp_duration "$t")"
			echo "port: $PP_NAME: stage '$stage'${arch:+ for $arch} failed (exit $rc) after ${t}s"
			echo "----- last lines of $log"
			tail -n 25 "$log"
			echo "----- full log: $log"
		} >&2
		exit 1
	fi
	echo "$stage${arch:+ $arch}: ${t}s" >> "$PP_LOG"
	touch "$stamp"
	pp_result "$arch" "$stage" ok "$t"
	if [ "$stage" = check ] && [ -r "$PP_WORK/$arch/check-summary" ]; then
		pp_progress "$what ... $(pp_duration "$t") ($(cat "$PP_WORK/$arch/check-summary"))"
	else
		pp_progress "$what ... $(pp_duration "$t")"
	fi
}

pp_triple() { echo "$1-polyport-linux-musl"; }

pp_do_fetch() { pp_fetch_source && pp_fetch_debs && echo "$PP_SRCFILE" > "$PP_WORK/srcfile"; }

pp_do_extract() {
	local f tmp
	f=$(cat "$PP_WORK/srcfile")
	tmp=$(mktemp -d "$PP_WORK/.extract.XXXXXX")
	tar -xf "$f" -C "$tmp"
	# The archive's single top directory becomes src/; an archive of
	# files without one (Debian's tcc .orig, a git snapshot) is the
	# source itself.
	shopt -s nullglob dotglob
	set -- "$tmp"/*
	shopt -u nullglob dotglob
	[ $# -gt 0 ] || { echo "$f holds no files"; return 1; }
	rm -rf "$PP_SRC"
	if [ $# -eq 1 ] && [ -d "$1" ]; then
		mv "$1" "$PP_SRC"
		rmdir "$tmp"
	else
		echo "$f has no single top-level directory: its top level is the source"
		mv "$tmp" "$PP_SRC"
		# (mktemp's mode 700 would shut out the suite's user, nobody)
		chmod 755 "$PP_SRC"
	fi
	# data_debs: each package's files under debs/PACKAGE/, where data=
	# finds them as PACKAGE.deb/PATH.
	rm -rf "$PP_WORK/debs"
	for f in ${data_debs:-}; do
		f=${f#*:}
		mkdir -p "$PP_WORK/debs/${f%%_*}"
		dpkg-deb -x "$PP_DISTDIR/$f" "$PP_WORK/debs/${f%%_*}" || { echo "$f: dpkg-deb cannot unpack it"; return 1; }
	done
	# The source's own date, before patches touch it: SOURCE_DATE_EPOCH
	# for every later stage (pp_env), so dates a package writes into
	# its programs or files are the same in every build.
	find "$PP_SRC" -type f -printf '%T@\n' | sort -n | tail -1 | cut -d. -f1 > "$PP_WORK/source-date-epoch"
}

pp_do_patch() {
	local dir=$PP_PATCHES/$PP_NAME p series
	if [ -d "$dir" ]; then
		series=$dir/series
		[ -r "$series" ] || { echo "patches/$PP_NAME has no series file listing the patches in order"; return 1; }
		while read -r p; do
			case $p in ''|'#'*) continue ;; esac
			[ -r "$dir/$p" ] || { echo "patches/$PP_NAME/series lists $p, which does not exist"; return 1; }
			echo "applying $p"
			patch -d "$PP_SRC" -p1 --forward --batch < "$dir/$p"
		done < "$series"
	else
		echo "no patches for $PP_NAME"
	fi
	[ -z "${autoreconf:-}" ] || pp_autoreconf
	# Current config.sub/config.guess know our triples.
	for f in config.sub config.guess; do
		find "$PP_SRC" -name "$f" -type f | while read -r old; do
			cp "$(ls /usr/share/automake-*/"$f" | tail -1)" "$old"
		done
	done
}

# autoreconf= (a source without a generated configure, as Debian's
# make-dfsg): the tools run at the versions the recipe pins, so that
# every build generates the same configure; another version here is an
# error, not a different configure.
pp_autoreconf() {
	local w tool want have
	for w in $autoreconf; do
		tool=${w%-*} want=${w##*-}
		command -v "$tool" > /dev/null || { echo "autoreconf: the recipe pins $tool $want, which is not installed (see bootstrap)"; return 1; }
		have=$("$tool" --version | sed -n '1s/.* //p')
		[ "$have" = "$want" ] || { echo "autoreconf: the recipe pins $tool $want, this machine has $tool $have"; return 1; }
		echo "autoreconf: $tool $have"
	done
	(cd "$PP_SRC" && autoreconf -fi)
}

# Every stage stamps what it makes with the unpacked source's newest
# file time (written by the unpack stage), so rebuilds give the same bytes.
pp_source_date() {
	local sde
	if [ -s "$PP_WORK/source-date-epoch" ]; then
		sde=$(cat "$PP_WORK/source-date-epoch") && export SOURCE_DATE_EPOCH="$sde"
	fi
	return 0
}

pp_env() {
	pp_source_date
	# The glibc reference (port reference): the host's compiler and libc.
	[ "$PP_ARCH" = glibc ] && return 0
	export PATH=$PP_TC/bin:$PATH
	export CONFIG_SITE=$PP_TC/share/polyport/site/$PP_ARCH.site
	export POLYPORT_PREFIX=$PP_PREFIX
	# Where out/ sits does not reach the programs (toolchain/cc.in; the
	# list is blank-separated, so a path with blanks is left alone).
	case $PP_OUT in *[[:space:]=]*) ;; *) export POLYPORT_FILE_PREFIX_MAP="$PP_OUT=/polyport/out" ;; esac
	export "POLYPORT_STAGING_$PP_ARCH=$PP_OUT/$PP_ARCH/staging"
}

# pp_tools: the triple's tools and the staging's search paths as
# VAR=value words, one a line: what every build style hands the package.
# For the glibc reference, the host's own tools and its staging. CXX is
# the C++ driver (docs/toolchain.md, "C++"); a recipe that does not want
# a package's C++ parts says so in its configure_args (ncurses).
pp_tools() {
	local t
	if [ "$PP_ARCH" = glibc ]; then
		printf '%s\n' CC=gcc CXX=g++ AR=ar RANLIB=ranlib PKG_CONFIG=pkg-config \
			CPPFLAGS="-I$PP_OUT/glibc/staging$PP_PREFIX/include" LDFLAGS="-L$PP_OUT/glibc/staging$PP_PREFIX/lib"
		return
	fi
	t=$(pp_triple "$PP_ARCH")
	printf '%s\n' CC="$t-cc" CXX="$t-c++" AR="$t-ar" RANLIB="$t-ranlib" PKG_CONFIG="$t-pkg-config" \
		CPPFLAGS="-I$PP_OUT/$PP_ARCH/staging$PP_PREFIX/include" LDFLAGS="-L$PP_OUT/$PP_ARCH/staging$PP_PREFIX/lib"
}

# build_style (docs/ports.md): autoconf (the default) runs configure with
# --host and the tools as arguments; configure is a hand-written script
# that takes --prefix and VAR=value arguments but no --host (ed);
# configure-env one that takes the tools from the environment only and
# refuses unknown arguments (zlib, which reads CHOST); make has no
# configure: the source is copied into the build directory and the tools
# go on make's command line; make-env is make with the tools in make's
# environment, for a Makefile that adds to them (zstd's CPPFLAGS +=
# -I...: a command-line CPPFLAGS would replace its own).
pp_do_configure() {
	pp_env
	local b=$PP_WORK/$PP_ARCH/build t tools=()
	t=$(pp_triple "$PP_ARCH")
	mapfile -t tools < <(pp_tools)
	rm -rf "$b"; mkdir -p "$b"; cd "$b"
	# The glibc reference (port reference) is a native build: no --host,
	# no CHOST, the host's tools (pp_tools).
	local host=(--host="$t") chost=(CHOST="$t")
	[ "$PP_ARCH" = glibc ] && host=() chost=()
	# shellcheck disable=SC2086
	case ${build_style:-autoconf} in
	autoconf)
		"$PP_SRC/configure" "${host[@]}" --prefix="$PP_PREFIX" --disable-shared --disable-nls \
			"${tools[@]}" ${configure_args:-} ;;
	configure)
		"$PP_SRC/configure" --prefix="$PP_PREFIX" "${tools[@]}" ${configure_args:-} ;;
	configure-env)
		env "${tools[@]}" "${chost[@]}" "$PP_SRC/configure" --prefix="$PP_PREFIX" ${configure_args:-} ;;
	make|make-env)
		cp -a "$PP_SRC/." "$b/" ;;
	*)
		echo "unknown build_style '$build_style' (one of: $PP_BUILD_STYLES)"; return 1 ;;
	esac
}

# make's arguments for every stage: the tools on its command line for a
# package without configure (build_style=make), then the recipe's
# make_args.
pp_make_args() {
	[ "${build_style:-}" = make ] && pp_tools
	local a
	# shellcheck disable=SC2086
	for a in ${make_args:-}; do printf '%s\n' "$a"; done
}

# make's environment for every stage, VAR=value lines for env(1): the
# tools for build_style=make-env, nothing for the others.
pp_make_env() {
	[ "${build_style:-}" = make-env ] && pp_tools
	return 0
}

# pp_make_goals WORDS DEFAULT: "DIR<TAB>TARGET" lines for build_targets
# or install_targets: a word TARGET is made in the build directory (DIR
# "."), a word DIR:TARGET in its subdirectory DIR (zstd's lib:install-static:
# its top-level install also installs the shared library); no words
# means DEFAULT (empty: make's default goal).
pp_make_goals() {
	local w dflt=$2
	# shellcheck disable=SC2086
	set -- $1
	[ $# -gt 0 ] || { printf '.\t%s\n' "$dflt"; return 0; }
	for w; do
		case $w in
		*:*) printf '%s\t%s\n' "${w%%:*}" "${w#*:}" ;;
		*) printf '.\t%s\n' "$w" ;;
		esac
	done
}

# pp_run_goals WORDS DEFAULT MAKE-ARGS...: make the goals of
# pp_make_goals in their order, one make per run of goals in the same
# directory, each with the stage's environment and MAKE-ARGS.
pp_run_goals() {
	local words=$1 dflt=$2 d t l cur= goals=() envs=() lines plan=()
	shift 2
	mapfile -t envs < <(pp_make_env)
	# (a plan that failed must stop the stage: an empty one would run
	# make's default goal and call an install done that installed nothing)
	lines=$(pp_make_goals "$words" "$dflt") && [ -n "$lines" ] || { echo "make goals: cannot read '$words'"; return 1; }
	mapfile -t plan <<< "$lines"
	for l in "${plan[@]}"; do
		d=${l%%$'\t'*} t=${l#*$'\t'}
		if [ -n "$cur" ] && [ "$d" != "$cur" ]; then
			env "${envs[@]}" make -C "$PP_WORK/$PP_ARCH/build/$cur" "$@" "${goals[@]}" || return
			goals=()
		fi
		cur=$d
		[ -z "$t" ] || goals+=("$t")
	done
	env "${envs[@]}" make -C "$PP_WORK/$PP_ARCH/build/$cur" "$@" "${goals[@]}"
}

pp_do_build() {
	pp_env
	local args=()
	mapfile -t args < <(pp_make_args)
	pp_run_goals "${build_targets:-}" "" ${PP_MAKE_J--j$PP_JOBS} "${args[@]}"
}

# The recipe's check_skip entries, one per line, leading blanks dropped.
pp_skip_entries() {
	local line
	while IFS= read -r line; do
		line=${line#"${line%%[![:space:]]*}"}
		[ -z "$line" ] || printf '%s\n' "$line"
	done <<< "${check_skip:-}"
}

# The shared skip lists (ports/engine/skips/NAME, named by a recipe's
# check_skip_lists): check_skip entries that hold for every package
# carrying the same tests (gnulib's), each reason kept once.
PP_SKIP_LISTS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/skips
# A check_skip or check_xfail entry, in a recipe or a list:
# test-name[@arch]:reason.
PP_SKIP_ENTRY_RE='^[^[:space:]:@]+(@(x86_64|aarch64))?:[[:space:]]*[^[:space:]]'

# pp_is_skip_list NAME: NAME is a list in ports/engine/skips/.
pp_is_skip_list() {
	[[ $1 =~ ^[A-Za-z0-9][A-Za-z0-9_.-]*$ ]] && [ -f "$PP_SKIP_LISTS/$1" ]
}

# pp_skip_list_entries LIST...: the entries of the lists, in order,
# one a line, leading blanks, blank lines and # comments dropped.
pp_skip_list_entries() {
	local l line
	for l; do
		pp_is_skip_list "$l" ||
			{ echo "port: check_skip_lists: '$l' is not a list in ports/engine/skips/" >&2; return 1; }
		while IFS= read -r line || [ -n "$line" ]; do
			line=${line#"${line%%[![:space:]]*}"}
			case $line in ''|'#'*) continue ;; esac
			printf '%s\n' "$line"
		done < "$PP_SKIP_LISTS/$l"
	done
}

# check_skip (or, with an argument, check_xfail) for this arch as
# "name<TAB>reason" lines: each entry is "test-name:reason" or
# "test-name@arch:reason" (one arch only).
pp_check_skips() {
	local line name
	while IFS= read -r line; do
		name=${line%%:*}
		case $name in
		*@"$PP_ARCH") name=${name%@*} ;;
		*@*) continue ;;
		esac
		printf '%s\t%s\n' "$name" "${line#*:}"
	done < <(check_skip=${1-${check_skip:-}} pp_skip_entries)
}

# make arguments that put skip-driver in front of every automake test
# driver variable (LOG_DRIVER, SH_LOG_DRIVER, ...) the build's Makefiles
# define; command-line values reach the sub-makes and are expanded in
# each, so $(SHELL) and $(top_srcdir) keep their meaning.
pp_skip_driver_args() {
	local b=$1 skips=$2 v val
	find "$b" -name Makefile -exec sed -n 's/^\([A-Z0-9_]*LOG_DRIVER\) = \(..*\)$/\1 \2/p' {} + |
	awk '!seen[$1]++' | while read -r v val; do
		printf '%s=$(SHELL) %s %s %s\n' "$v" "$b/.skip-driver" "$skips" "$val"
	done
}

# check_skip_make for this arch as "DIR<TAB>VARIABLE<TAB>test-name<TAB>
# reason" lines: each entry is "DIR:VARIABLE:test-name[@arch]:reason".
pp_skip_make_entries() {
	local line dir var name
	while IFS= read -r line; do
		line=${line#"${line%%[![:space:]]*}"}
		[ -n "$line" ] || continue
		dir=${line%%:*} line=${line#*:}
		var=${line%%:*} line=${line#*:}
		name=${line%%:*}
		case $name in
		*@"$PP_ARCH") name=${name%@*} ;;
		*@*) continue ;;
		esac
		printf '%s\t%s\t%s\t%s\n' "$dir" "$var" "$name" "${line#*:}"
	done <<< "${check_skip_make:-}"
}

# pp_make_var_value MAKEFILE VARIABLE: the value of VARIABLE's one
# plain assignment ("VARIABLE = words", continued lines joined), as
# written; false unless MAKEFILE assigns it exactly once that way.
pp_make_var_value() {
	awk -v v="$2" '
		{ l = l $0 }
		/\\$/ { sub(/\\$/, " ", l); next }
		l ~ "^" v "[ \t]*=" { sub("^" v "[ \t]*=[ \t]*", "", l); val = l; n++ }
		{ l = "" }
		END { if (n != 1) exit 1; print val }' "$1"
}

# pp_skip_make_args BUILD ENTRIES: the make arguments that take each test
# of ENTRIES (pp_skip_make_entries lines) out of the make variable that
# lists it: "VARIABLE=the value without the test's word", the word being
# the one whose last path component is the test name's (m4's CHECKS has
# $(srcdir)/stackovf.test for checks/stackovf.test). A command-line
# value reaches every sub-make and is expanded there, so the variable
# must be assigned in DIR/Makefile and in no other Makefile of the build
# (another one's would be overridden too). Problems go to stderr.
pp_skip_make_args() {
	local b=$1 dir var name why mk w hit left bad=0 words=()
	local -A val=() vdir=()
	while IFS=$'\t' read -r dir var name why; do
		mk=$b/$dir/Makefile
		[ "$dir" != . ] || mk=$b/Makefile
		if [ -z "${val[$var]+set}" ]; then
			if [ ! -f "$mk" ]; then
				echo "check_skip_make: $name: no $dir/Makefile in the build" >&2; bad=1; continue
			fi
			if ! val[$var]=$(pp_make_var_value "$mk" "$var"); then
				unset "val[$var]"
				echo "check_skip_make: $name: $dir/Makefile has no single plain assignment '$var = ...'" >&2; bad=1; continue
			fi
			w=$(find "$b" -name Makefile ! -path "$mk" -exec grep -l -E "^$var[[:space:]]*(:|::|\+|\?|!)?=" {} + | head -1) || :
			if [ -n "$w" ]; then
				echo "check_skip_make: $name: ${w#"$b"/} assigns $var as well, and a make argument would override it there too" >&2; bad=1; continue
			fi
			vdir[$var]=$dir
		elif [ "${vdir[$var]}" != "$dir" ]; then
			echo "check_skip_make: $name: $var is taken from ${vdir[$var]}/Makefile already" >&2; bad=1; continue
		fi
		read -ra words <<< "${val[$var]}"
		hit=0 left=
		for w in "${words[@]}"; do
			if [ "${w##*/}" = "${name##*/}" ]; then hit=$((hit + 1)); else left+=${left:+ }$w; fi
		done
		if [ $hit != 1 ]; then
			echo "check_skip_make: $name: $hit words of $var in $dir/Makefile end in '${name##*/}' (its value: ${val[$var]}); one must" >&2; bad=1; continue
		fi
		val[$var]=$left
		# gawk's suite counts the _NAME files its failed tests leave
		# behind: one from a run before the skip would count as a
		# failure of a test that no longer runs.
		rm -f "${mk%/Makefile}/_${name##*/}"
	done < "$2"
	[ $bad = 0 ] || return 1
	for var in "${!val[@]}"; do printf '%s=%s\n' "$var" "${val[$var]}"; done
}

# pp_skip_make_results ENTRIES: each test check_skip_make took out of its
# suite, added to check-results as SKIP with the recipe's reason and to
# the totals. A listed test that has a result all the same ran: the
# stage fails (its name or the variable is wrong).
pp_skip_make_results() {
	local res=$PP_WORK/$PP_ARCH/check-results sum=$PP_WORK/$PP_ARCH/check-summary dir var name why n=0 bad=0 P F S X XP E
	while IFS=$'\t' read -r dir var name why; do
		if awk -F '\t' -v t="$name" '$1 == t { f = 1 } END { exit !f }' "$res"; then
			echo "check_skip_make: $name ran although it was taken out of $var in $dir/Makefile"; bad=1
		else
			printf '%s\tSKIP\t%s\n' "$name" "$why" >> "$res"; n=$((n + 1))
		fi
	done < "$1"
	LC_ALL=C sort -t "$(printf '\t')" -k1,1 "$res" > "$res.tmp" && mv "$res.tmp" "$res"
	read -r _ P _ F _ S _ X _ XP _ E < "$sum"
	echo "PASS $P FAIL $F SKIP $((S + n)) XFAIL $X XPASS $XP ERROR $E" > "$sum"
	return $bad
}

# The upstream suite runs as an unprivileged user when we are root: some
# tests (e.g. write-protected directories) only work that way. Tests in
# check_skip are reported SKIP with their reason instead of being run.
pp_do_check() {
	pp_env
	local b=$PP_WORK/$PP_ARCH/build rc=0 mkbad=0 as=() skipargs=() mkskip=() margs=() menv=()
	# The glibc reference runs the whole suite: the status page shows
	# what glibc does with each test the recipe skips.
	if [ "$PP_ARCH" = glibc ]; then : > "$b/.check-skip"; else pp_check_skips > "$b/.check-skip"; fi
	if [ -s "$b/.check-skip" ]; then
		cp "$here/skip-driver" "$b/.skip-driver"
		mapfile -t skipargs < <(pp_skip_driver_args "$b" "$b/.check-skip")
		[ ${#skipargs[@]} -gt 0 ] || { echo "check_skip is set but no Makefile under $b defines an automake test driver"; return 1; }
		echo "check_skip for $PP_ARCH:"; sed 's/\t/: /; s/^/  /' "$b/.check-skip"
	fi
	# Tests outside automake's driver (m4's check-them, gawk's
	# test/Makefile): taken out of the make variable that lists them.
	if [ "$PP_ARCH" = glibc ]; then : > "$b/.check-skip-make"; else pp_skip_make_entries > "$b/.check-skip-make"; fi
	if [ -s "$b/.check-skip-make" ]; then
		echo "check_skip_make for $PP_ARCH:"; awk -F '\t' '{ printf "  %s: %s (taken out of %s in %s/Makefile)\n", $3, $4, $2, $1 }' "$b/.check-skip-make"
		pp_skip_make_args "$b" "$b/.check-skip-make" > "$b/.check-skip-make-args" 2>&1 || { cat "$b/.check-skip-make-args"; return 1; }
		mapfile -t mkskip < "$b/.check-skip-make-args"
		printf '  make argument: %s\n' "${mkskip[@]}"
	fi
	# as-user makes out/ (the port's tree, the staging) and the toolchain reachable
	# by nobody even where out/ sits in a directory nobody cannot enter
	# (a clone in root's home); the environment is reset as a login's.
	if [ "$(id -u)" = 0 ] && id nobody >/dev/null 2>&1; then
		# (the toolchain's sysroots may be links to elsewhere; the glibc
		# reference uses none, and a tree that only holds references
		# may have none: its missing sysroots must not stop the suite)
		local tc=$PP_TC/bin
		as=("$here/as-user" nobody "$PP_OUT")
		if [ "$PP_ARCH" = glibc ]; then
			tc=$b
		else
			as+=("$PP_TC")
			for t in "$PP_TC"/lib/polyport/*; do as+=("$(readlink -f "$t")"); done
		fi
		as+=(-- env -i TERM="${TERM:-dumb}" USER=nobody LOGNAME=nobody SHELL=/bin/sh)
		if "${as[@]}" test -x "$b" -a -r "$PP_SRC" -a -x "$tc"; then
			chown -R nobody "$b"
		else
			echo "note: running the tests as root: user nobody cannot reach $b or $PP_TC"
			as=()
		fi
	fi
	# shellcheck disable=SC2086
	mapfile -t margs < <(pp_make_args)
	mapfile -t menv < <(pp_make_env)
	# The output is kept beside the suite's logs too: GNU make's own
	# suite (run_make_tests) writes its results nowhere else.
	# A suite sees default signal dispositions whatever started the
	# engine: under nohup or a '&' of a non-interactive shell SIGINT and
	# SIGQUIT arrive ignored, bash cannot undo that, and gnulib's
	# test-execute then fails on a raise(SIGINT) that does nothing.
	set +e
	"${as[@]}" env --default-signal=INT,QUIT,HUP,PIPE PATH="$PATH" HOME=/tmp MAKEFLAGS="${MAKEFLAGS:-}" "${menv[@]}" make -C "$b" -k ${PP_MAKE_J--j$PP_JOBS} ${check_target:-check} "${margs[@]}" "${skipargs[@]}" "${mkskip[@]}" 2>&1 |
		tee "$b/.check-output"
	rc=${PIPESTATUS[0]}
	set -e
	[ ${#as[@]} -gt 0 ] && chown -R "$(id -u):$(id -g)" "$b"
	pp_check_summary "$b" "$rc" > "$PP_WORK/$PP_ARCH/check-summary"
	pp_check_results "$b" > "$PP_WORK/$PP_ARCH/check-results"
	if [ -s "$b/.check-skip-make" ]; then
		pp_skip_make_results "$b/.check-skip-make" || mkbad=1
	fi
	if [ "$PP_ARCH" != glibc ] && [ -n "${check_xfail:-}" ]; then
		local xrc=0
		pp_apply_xfail "$rc" || xrc=$?
		rc=$xrc
	fi
	[ $mkbad = 0 ] || rc=1
	cat "$PP_WORK/$PP_ARCH/check-summary"
	return $rc
}

# pp_apply_xfail RC: check_xfail, the tests the recipe expects to fail,
# each with its reason, only for a test the glibc reference fails too
# (docs/ports.md). A listed test that failed becomes XFAIL with the
# reason in check-results and the totals; one that passed becomes XPASS
# (the entry is stale: an error); one the glibc reference passes is an
# error whatever it did here (a libc bug, never an expected failure).
# Returns 0 when the suite failed only on its expected failures (its
# make check exited non-zero for them), else RC or 1.
pp_apply_xfail() {
	local rc=$1 xf=$PP_WORK/$PP_ARCH/.check-xfail ref=$PP_WORK/glibc/check-results bad=0 n t r x p P F S X XP E
	pp_check_skips "$check_xfail" > "$xf"
	echo "check_xfail for $PP_ARCH:"; sed 's/\t/: /; s/^/  /' "$xf"
	if [ -f "$ref" ]; then
		while IFS=$'\t' read -r t _; do
			r=$(awk -F '\t' -v t="$t" '$1 == t { print $2; exit }' "$ref")
			[ "$r" != PASS ] || { echo "check_xfail: $t passes against glibc (port reference): not an expected failure"; bad=1; }
		done < "$xf"
	else
		echo "check_xfail: no glibc reference results ($ref): run 'port reference $PP_NAME' to confirm that glibc fails these tests too"
	fi
	awk -F '\t' -v OFS='\t' '
		FILENAME == ARGV[1] { why[$1] = $2; next }
		($1 in why) && $2 == "FAIL" { $2 = "XFAIL"; $3 = "expected failure (ports check_xfail): " why[$1] }
		($1 in why) && $2 == "PASS" { $2 = "XPASS"; $3 = "check_xfail lists it, but it passed" }
		{ print }' "$xf" "$PP_WORK/$PP_ARCH/check-results" > "$PP_WORK/$PP_ARCH/check-results.tmp"
	mv "$PP_WORK/$PP_ARCH/check-results.tmp" "$PP_WORK/$PP_ARCH/check-results"
	# The totals move with the results: FAIL to XFAIL, PASS to XPASS.
	n=$(awk -F '\t' '$2 == "XFAIL" && $3 ~ /^expected failure \(ports check_xfail\)/ { x++ } $2 == "XPASS" && $3 ~ /^check_xfail lists it/ { p++ }
		END { printf "%d %d\n", x, p }' "$PP_WORK/$PP_ARCH/check-results")
	read -r x p <<< "$n"
	read -r _ P _ F _ S _ X _ XP _ E < "$PP_WORK/$PP_ARCH/check-summary"
	P=$((P - p)) F=$((F - x)) X=$((X + x)) XP=$((XP + p))
	echo "PASS $P FAIL $F SKIP $S XFAIL $X XPASS $XP ERROR $E" > "$PP_WORK/$PP_ARCH/check-summary"
	[ "$p" = 0 ] || { echo "check_xfail: $p listed test(s) passed: remove them from check_xfail"; bad=1; }
	[ $bad = 0 ] || return 1
	if [ "$rc" != 0 ] && [ "$x" -gt 0 ] && [ "$F" = 0 ] && [ "$XP" = 0 ] && [ "$E" = 0 ]; then
		echo "check: make exited $rc for the expected failures alone: the check passes"
		return 0
	fi
	return "$rc"
}

# pp_check_summary DIR RC: "PASS n FAIL n SKIP n XFAIL n XPASS n ERROR n",
# the totals of the suites under DIR as their own logs give them:
# automake's test-suite.log, DejaGnu's *.sum and autotest's testsuite.log
# (its per-test result lines, "N. FILE.at:L: ok" or, from newer
# Autoconf, "N. TITLE (FILE.at:L): ok     (times)"; the copies a failed
# test leaves under testsuite.dir/ are not counted again). A check
# target that writes none of these
# (a Makefile rule that runs and compares, as bzip2's or gperf's) is one
# test: PASS 1 if make succeeded (RC 0), else FAIL 1.
# GNU make's run_make_tests prints a line per category to the check
# output (.check-output): "CATEGORY .... ok     (N passed)", "FAILED
# (P/N passed)" or "N/A"; its tests are counted, an N/A category as one
# skip. gawk's test/Makefile writes no log either: it prints each
# test's name between "======== Starting X tests ========" and
# "======== Done with X tests ========", leaves test/_NAME behind for a
# test whose output differs, and ends with "ALL TESTS PASSED" or "N TESTS
# FAILED" (its count of _* files); its tests are counted from the names,
# and a group it says it cannot run here (MPFR, PMA, shlib, array debug,
# charset locales) as one skip. m4's check-them (pp_check_them_results)
# and bash's run-all (pp_run_all_results) write no log either; their
# tests are counted from the check output.
# RC not 0 with no failure in any log counts one ERROR.
PP_MAKE_SUITE_RE='^[^ ]+ \.+ (ok +\([0-9]+ passed\)|FAILED \([0-9]+/[0-9]+ passed\)|FAILED \(no tests found!\)|N/A)$'
PP_GAWK_END_RE='^(ALL TESTS PASSED|[0-9]+ TESTS FAILED)$'
PP_GAWK_TEST_RE='^[A-Za-z0-9_+-][A-Za-z0-9_.+-]*$'
PP_GAWK_SKIP_RE='^(MPFR|PMA|shlib) tests not supported on this system$|^gawk is not compiled to support the array debug tests$|Inadequate locale support: skipping charset tests'
pp_check_summary() {
	local files=()
	mapfile -t files < <(find "$1" -name testsuite.dir -prune -o \( -name test-suite.log -o -name '*.sum' -o -name testsuite.log \) -type f -print | sort)
	# (kept beside the check output, for a look at what was counted)
	local them=$1/.check-them
	[ -f "$1/.check-output" ] && grep -Eq "$PP_MAKE_SUITE_RE|$PP_GAWK_END_RE" "$1/.check-output" && files+=("$1/.check-output")
	pp_check_them_results "$1" > "$them"
	pp_run_all_results "$1" >> "$them"
	if [ -s "$them" ]; then files+=("$them"); else rm -f "$them"; fi
	if [ ${#files[@]} -eq 0 ]; then
		[ "$2" = 0 ] && echo "PASS 1 FAIL 0 SKIP 0 XFAIL 0 XPASS 0 ERROR 0" || echo "PASS 0 FAIL 1 SKIP 0 XFAIL 0 XPASS 0 ERROR 0"
		return 0
	fi
	awk '
		FNR == 1 { f = FILENAME; sub(".*/", "", f) }
		f == "test-suite.log" && /^# (PASS|FAIL|SKIP|XFAIL|XPASS|ERROR): +[0-9]+$/ { sub(":", "", $2); n[$2] += $3 }
		f ~ /\.sum$/ && /^# of / {
			k = $0; sub(/^# of /, "", k); sub(/[ \t]+[0-9]+$/, "", k); c = $NF
			if (k == "expected passes") n["PASS"] += c
			else if (k == "unexpected failures") n["FAIL"] += c
			else if (k == "expected failures") n["XFAIL"] += c
			else if (k == "unexpected successes") n["XPASS"] += c
			else if (k ~ /^(unsupported tests|untested testcases)$/) n["SKIP"] += c
			else if (k == "unresolved testcases") n["ERROR"] += c
		}
		f == "testsuite.log" && (/^[0-9]+\. [^ ]+:[0-9]+: / || /^[0-9]+\. .*\([^ ()]+:[0-9]+\): /) {
			r = $0; sub(/^[0-9]+\. [^ ]+:[0-9]+: /, "", r); sub(/^[0-9]+\. .*\([^ ()]+:[0-9]+\): /, "", r)
			if (r ~ /^ok([ \t]|$)/) n["PASS"]++
			else if (r ~ /^skipped \(/) n["SKIP"]++
			else if (r ~ /^expected failure \(/) n["XFAIL"]++
			else if (r ~ /^FAILED \(/) n["FAIL"]++
			else if (r ~ /^UNEXPECTED PASS([ \t]|$)/) n["XPASS"]++
		}
		f == ".check-them" { n[$2]++ }
		f == ".check-output" && $0 ~ re {
			if ($NF == "N/A") n["SKIP"]++
			else if ($(NF - 2) == "ok") n["PASS"] += substr($(NF - 1), 2)
			else if ($0 ~ /no tests found/) n["FAIL"]++
			else { split(substr($(NF - 1), 2), pr, "/"); n["PASS"] += pr[1]; n["FAIL"] += pr[2] - pr[1] }
		}
		f == ".check-output" && /^======== Starting .* tests ========$/ { gsec = 1; next }
		f == ".check-output" && /^======== Done with .* tests ========$/ { gsec = 0; next }
		f == ".check-output" && gsec && $0 ~ gtest { gtests++ }
		f == ".check-output" && $0 ~ gskip { n["SKIP"]++ }
		f == ".check-output" && $0 ~ gend { gawk = 1; gfail = ($1 == "ALL") ? 0 : $1 }
		END {
			if (gawk) { n["PASS"] += gtests - gfail; n["FAIL"] += gfail }
			# make check failed, yet no log shows a failure: one error,
			# never a clean result (a suite that died half-way).
			if (rc != 0 && !n["FAIL"] && !n["XPASS"] && !n["ERROR"]) n["ERROR"] = 1
			printf "PASS %d FAIL %d SKIP %d XFAIL %d XPASS %d ERROR %d\n", n["PASS"], n["FAIL"], n["SKIP"], n["XFAIL"], n["XPASS"], n["ERROR"]
		}' re="$PP_MAKE_SUITE_RE" gend="$PP_GAWK_END_RE" gtest="$PP_GAWK_TEST_RE" gskip="$PP_GAWK_SKIP_RE" rc="$2" "${files[@]}"
}

# pp_run_all_results DIR: "tests/run-NAME<TAB>RESULT<TAB>reason" for each
# test of bash's tests/run-all in DIR's check output. run-all writes no
# log: after "Any output from any test, unless otherwise noted,
# indicates a possible anomaly" it prints each run-NAME script's name
# and runs it; a script compares what bash printed with NAME.right
# using diff, which prints nothing when they agree. A test FAILs when a
# diff hunk ("12c12", "3,4d2", "5a6,7") appears before the next name;
# the "warning: ..." lines scripts print about what may differ are not
# failures. The reason is the hunk and the first changed line.
pp_run_all_results() {
	[ -f "$1/.check-output" ] || return 0
	grep -q '^Any output from any test, unless otherwise noted, indicates a possible anomaly$' "$1/.check-output" || return 0
	LC_ALL=C awk '
		function flush() {
			if (t != "") printf "tests/%s\t%s\t%s\n", t, (hunk != "") ? "FAIL" : "PASS", (hunk != "") ? "output differs from " substr(t, 5) ".right: " hunk (first != "" ? " " first : "") : ""
			t = ""; hunk = ""; first = ""
		}
		/^Any output from any test, unless otherwise noted, indicates a possible anomaly$/ { on = 1; next }
		!on { next }
		/^run-[A-Za-z0-9_.+-]+$/ { flush(); t = $0; next }
		t != "" && hunk == "" && /^[0-9]+(,[0-9]+)?[acd][0-9]+(,[0-9]+)?$/ { hunk = $0; next }
		t != "" && hunk != "" && first == "" && /^[<>] / { first = substr($0, 1, 120) }
		END { flush() }' "$1/.check-output"
}

# pp_check_them_results DIR: "checks/NAME<TAB>RESULT<TAB>reason" for
# each check of m4's checks/check-them (the examples of m4's manual, run
# by checks' check-local) in DIR's check output. The script writes no
# log: it prints "Checking FILE" before each check (FILE a NNN.title or
# stackovf.test under the source's checks/), then at its end the
# skipped files on the line after "Skipped checks were:" and the failed
# ones, as FILE:status, FILE:out or FILE:err (a file once per mismatch),
# on the line after "Failed checks were:", and "All checks successful"
# if none failed. A run that never reached its end (killed) reports
# nothing; make check then failed, which counts as an ERROR.
pp_check_them_results() {
	[ -f "$1/.check-output" ] || return 0
	LC_ALL=C awk '
		function base(p) { sub(/.*\//, "", p); return "checks/" p }
		function flush(   i, t) {
			for (i = 1; i <= nt; i++) {
				t = order[i]
				if (t in res) printf "%s\t%s\t%s\n", t, res[t], why[t]
				else printf "%s\tPASS\t\n", t
			}
			nt = 0; split("", order); split("", res); split("", why)
		}
		list == "SKIP" {
			for (i = 1; i <= NF; i++) { t = base($i); res[t] = "SKIP"; if (why[t] == "") why[t] = "the check exited 77" }
			list = ""; next
		}
		list == "FAIL" {
			for (i = 1; i <= NF; i++) {
				w = $i; k = w; sub(/:[a-z]+$/, "", w); k = substr(k, length(w) + 2)
				t = base(w); k = k == "out" ? "stdout" : k == "err" ? "stderr" : k == "status" ? "exit status" : "result"
				why[t] = (res[t] == "FAIL" ? why[t] ", " : "") k " differs from the manual"
				res[t] = "FAIL"
			}
			list = ""; flush(); next
		}
		/^Checking [^ ]*([0-9][0-9][0-9]\.[^ \/]+|stackovf\.test)$/ { cur = base($2); order[++nt] = cur; next }
		/^Skipped checks were:$/ { list = "SKIP"; next }
		/^Failed checks were:$/ { list = "FAIL"; next }
		/^All checks successful$/ { flush(); cur = ""; next }
		# A skipping check says why on stderr ("skipping: ...").
		cur != "" && /skipping/ && why[cur] == "" { w = $0; sub(/^[ \t]+/, "", w); why[cur] = w }
	' "$1/.check-output"
}

# DESTDIR and POLYPORT_PREFIX are make variables here, so a Makefile
# without DESTDIR can be pointed at the staging by make_args
# (bzip2: PREFIX='$(DESTDIR)$(POLYPORT_PREFIX)').
pp_do_install() {
	pp_env
	local args=()
	mapfile -t args < <(pp_make_args)
	pp_run_goals "${install_targets:-}" install "${args[@]}" DESTDIR="$PP_OUT/$PP_ARCH/staging" POLYPORT_PREFIX="$PP_PREFIX" || return
	# The merge needs every program; a make that exits 0 without
	# installing one is this stage's failure, not the merge's.
	local p bad=0
	for p in ${programs:-}; do
		[ -f "$PP_OUT/$PP_ARCH/staging$PP_PREFIX/bin/$p" ] ||
			{ echo "install: the recipe's program $p is not in $PP_OUT/$PP_ARCH/staging$PP_PREFIX/bin"; bad=1; }
	done
	return $bad
}

# Each program: apelink merges the arches' builds, apezip adds the
# recipe's data, and the finished file is renamed into out/bin, so a
# program there is whole or the previous one. data: words FROM[:AS],
# FROM a file or directory under the first arch's staging prefix (data
# is the same for every arch), stored as AS (default FROM) in the zip
# store (/zip/AS), in a fixed order; symlinks are stored as the files they
# name; entry times are SOURCE_DATE_EPOCH's.
#
# The APE holds every arch the port is installed for, not only the
# arches of this run: `port --arch aarch64 check NAME` after a full
# build must not leave an aarch64-only program in out/bin.
pp_merge_arches() {
	local a
	for a in $PP_ALL_ARCHES; do
		[ -f "$PP_WORK/$a/.stamp_install" ] && printf '%s ' "$a"
	done
	return 0
}

# pp_collect_data DIR: data= copied into DIR/all (every program's) and
# DIR/PROGRAM (one program's), as the store will hold them. Words:
# [PROGRAM=]FROM[:AS] and !AS; FROM is under the first arch's staging
# prefix, or PACKAGE.deb/PATH in a data_debs package. Directories are
# walked with their symlinks followed; a symlink that leads nowhere is
# said and left out (a store holds files), as is whatever a !AS word
# names.
pp_collect_data() {
	local dir=$1 d prog from as root x rel f n=0 excl=()
	for d in ${data:-}; do
		case $d in '!'*) excl+=("${d#!}") ;; esac
	done
	for d in ${data:-}; do
		case $d in '!'*) continue ;; esac
		prog=all
		case $d in *=*) prog=${d%%=*} d=${d#*=} ;; esac
		from=${d%%:*} as=${d#*:}
		[ "$as" != "$d" ] || as=$from
		root=$stage
		case $from in *.deb/*) root=$PP_WORK/debs/${from%%.deb/*} from=${from#*.deb/} ;; esac
		[ -e "$root/$from" ] || { echo "data: $from is not in ${root#$PP_OUT/}"; return 1; }
		while IFS= read -r -d '' f; do
			rel=${f#"$root/$from"}
			x=$as$rel
			for e in "${excl[@]}"; do
				case $x/ in "${e%/}"/*) continue 2 ;; esac
			done
			if [ ! -e "$f" ]; then echo "data: $x: a symlink that leads nowhere, not stored"; continue; fi
			[ -f "$f" ] || continue
			mkdir -p "$dir/$prog/${x%/*}" && cp -L "$f" "$dir/$prog/$x" && n=$((n + 1))
		done < <(find -L "$root/$from" \( -type f -o -xtype l \) -print0 2> /dev/null)
	done
	[ -z "${data:-}" ] || echo "data: $n file(s) to store"
}

pp_do_merge() {
	local p a args f d stage dd tmp files arches
	arches=$(pp_merge_arches)
	[ -n "$arches" ] || { echo "merge: $PP_NAME is installed for no arch"; return 1; }
	mkdir -p "$PP_OUT/bin"
	pp_source_date
	args=(-n "$PP_TC/share/polyport/notices/libc.txt")
	for f in ${license_files:-}; do args+=(-n "$PP_SRC/$f"); done
	for a in $arches; do args+=(-l "$a=$PP_TC/lib/polyport/$a/lib/ape-loader"); done
	stage=$PP_OUT/${arches%% *}/staging$PP_PREFIX dd=$PP_WORK/zipdata tmp=$PP_WORK/merged
	rm -rf "$dd" "$tmp" && mkdir -p "$dd" "$tmp"
	pp_collect_data "$dd" || return 1
	local t links=()
	for p in ${programs:-}; do
		# A program the package installs as a symlink to another program
		# it installs in bin/ (a multi-call binary: coreutils'
		# --enable-single-binary, xz's unxz) is merged as the same
		# symlink: one APE, the name selecting what it does (argv[0]
		# reaches the program through the APE's loader and script).
		t=$(readlink "$stage/bin/$p" 2> /dev/null || :)
		if [ -n "$t" ] && [ "${t##*/}" != "$p" ] && [ "${t%/*}" = "$t" -o "${t%/*}" = . ] &&
			[[ " $(echo ${programs:-}) " == *" ${t##*/} "* ]]; then
			links+=("$p" "${t##*/}")
			continue
		fi
		set --
		for a in $arches; do set -- "$@" "$PP_OUT/$a/staging$PP_PREFIX/bin/$p"; done
		"$PP_TC/bin/apelink" -o "$tmp/$p" "${args[@]}" "$@"
		for d in all "$p"; do
			[ -d "$dd/$d" ] || continue
			mapfile -t files < <(cd "$dd/$d" && find . -type f | LC_ALL=C sort)
			(cd "$dd/$d" && "$PP_TC/bin/apezip" add "$tmp/$p" "${files[@]}") > /dev/null
			if [ "$d" = all ]; then echo "stored ${#files[@]} data files in $p"; else echo "stored ${#files[@]} data files in $p (its own)"; fi
		done
		mv -f "$tmp/$p" "$PP_OUT/bin/$p"
		echo "merged $PP_OUT/bin/$p ($arches)"
	done
	while [ ${#links[@]} -gt 0 ]; do
		ln -sfn "${links[1]}" "$tmp/${links[0]}" && mv -fT "$tmp/${links[0]}" "$PP_OUT/bin/${links[0]}" || return 1
		echo "linked $PP_OUT/bin/${links[0]} -> ${links[1]}"
		links=("${links[@]:2}")
	done
	rm -rf "$dd" "$tmp"
}

# A port built by an older toolchain (driver, crt or libc) is rebuilt for
# that arch: the id of what built it is kept beside its stamps.
pp_toolchain_changed() {
	local a=$1 id f=$PP_WORK/$1/.toolchain-id t parts
	parts=("$PP_TC/bin/$(pp_triple "$a")-cc" "$PP_TC/lib/polyport/$a/lib/crt1.o" "$PP_TC/lib/polyport/$a/lib/libc.a")
	for t in "${parts[@]}"; do
		[ -r "$t" ] || { echo "port: $PP_NAME: the $a toolchain is incomplete: no $t (run make, or set POLYPORT_TOOLCHAIN)" >&2; exit 1; }
	done
	id=$(cat "${parts[@]}" | sha256sum | cut -c1-16)
	if [ -f "$f" ] && [ "$(cat "$f")" != "$id" ]; then
		echo "port: $PP_NAME: the $a toolchain changed; rebuilding $a from configure" >&2
		rm -f "$PP_WORK/$a"/.stamp_*
	fi
	mkdir -p "$PP_WORK/$a" && echo "$id" > "$f"
}

# pp_port_stages: the port's stages in order, as "STAGE ARCH FUNCTION"
# lines (ARCH "-" for the stages shared by the arches).
pp_port_stages() {
	local a
	printf '%s\n' "fetch - pp_do_fetch" "extract - pp_do_extract" "patch - pp_do_patch"
	for a in $PP_ARCHES; do
		echo "configure $a pp_do_configure"
		echo "build $a pp_do_build"
		if [ $PP_CHECK = yes ] && [ "${check_target-check}" != "" ]; then
			echo "check $a pp_do_check"
		fi
		echo "install $a pp_do_install"
	done
	echo "merge - pp_do_merge"
}

# pp_show_vars NAME...: NAME=value lines of the recipe variables named.
pp_show_vars() { local _v; for _v; do printf '%s=%s\n' "$_v" "${!_v-}"; done; }

# pp_input_id GROUP [ARCH]: a hash of what the recipe and patches/ give
# the stages of GROUP. source: what fetch, extract and patch read (the
# pinned files, the patches in their order, the autotools pins); build:
# what configure, build and install read; check: the suite's target and
# the skip and xfail entries that apply to ARCH (an entry for one arch,
# `name@aarch64:why`, is not an input of the other's check, and the
# glibc reference runs every test, so skips are not its input); merge:
# the programs and the data stored. A comment or a licence field changes
# none of them.
pp_input_id() {
	local p
	case $1 in
	source)
		pp_show_vars version url debian_source debian_orig autoreconf data_debs
		grep -v '^#' "$PP_PORTS/$PP_NAME/checksums" 2> /dev/null
		if [ -r "$PP_PATCHES/$PP_NAME/series" ]; then
			while read -r p; do
				case $p in ''|'#'*) continue ;; esac
				printf 'patch %s\n' "$p"
				cat "$PP_PATCHES/$PP_NAME/$p" 2> /dev/null
			done < "$PP_PATCHES/$PP_NAME/series"
		fi ;;
	build) pp_show_vars depends build_style configure_args make_args build_targets install_targets ;;
	check)
		pp_show_vars check_target
		echo skip; [ "$2" = glibc ] || PP_ARCH=$2 pp_check_skips
		echo xfail; PP_ARCH=$2 pp_check_skips "${check_xfail:-}"
		# (named only when some apply: the ids of the checks that have
		# none stay what they were before check_skip_make existed)
		[ "$2" = glibc ] || [ -z "$(PP_ARCH=$2 pp_skip_make_entries)" ] || { echo skipmake; PP_ARCH=$2 pp_skip_make_entries; } ;;
	merge) pp_show_vars programs data_debs data ;;
	esac | sha256sum | cut -c1-16
}

# pp_inputs_changed: an edited recipe or patch is never ignored by a
# tree that built the port before it: the stages that read what changed
# run again, and every stage after them, for every arch the tree holds
# and the glibc reference (a run for one --arch must not leave the other
# built from the old inputs); a check setting for one arch only checks
# that arch again. The ids are kept in OUT/ports/NAME/.inputs ("check"
# per arch: "check.x86_64 ID"); a tree without the file (built before the
# engine kept it) takes what it has as current, and one with a single
# "check" line (before the ids were per arch) compares it with the id of
# the old form, all arches' entries together.
pp_inputs_changed() {
	local f=$PP_WORK/.inputs g a old from= checks=
	declare -A cur
	for g in source build merge; do cur[$g]=$(pp_input_id "$g"); done
	for a in $PP_ALL_ARCHES glibc; do cur[check.$a]=$(pp_input_id check "$a"); done
	if [ -f "$f" ]; then
		for g in source build; do
			old=$(sed -n "s/^$g //p" "$f")
			[ "$old" = "${cur[$g]}" ] && continue
			from=$g
			break
		done
		if [ -z "$from" ]; then
			for a in $PP_ALL_ARCHES glibc; do
				[ -d "$PP_WORK/$a" ] || continue
				old=$(sed -n "s/^check\.$a //p" "$f")
				if [ -z "$old" ]; then
					old=$(sed -n 's/^check //p' "$f")
					[ "$old" = "$(pp_show_vars check_target check_skip check_xfail | sha256sum | cut -c1-16)" ] && continue
				fi
				[ "$old" = "${cur[check.$a]}" ] || checks+=" $a"
			done
			old=$(sed -n 's/^merge //p' "$f")
			[ "$old" = "${cur[merge]}" ] || from=merge
		fi
	fi
	case $from in
	source)
		echo "port: $PP_NAME: its source, checksums or patches changed; starting again from fetch" >&2
		rm -f "$(pp_stamp fetch)" "$(pp_stamp extract)" "$(pp_stamp patch)" "$PP_WORK"/*/.stamp_* ;;
	build)
		echo "port: $PP_NAME: its configure, make or install settings changed; rebuilding from configure" >&2
		rm -f "$PP_WORK"/*/.stamp_* ;;
	esac
	for a in $checks; do
		echo "port: $PP_NAME: its check settings for $a changed; checking $a again" >&2
		rm -f "$PP_WORK/$a/.stamp_check" "$PP_WORK/$a/.stamp_install"
		[ "$a" = glibc ] || from=check
	done
	[ -n "$from" ] && rm -f "$PP_WORK/.stamp_merge"
	mkdir -p "$PP_WORK"
	{
		for g in source build; do echo "$g ${cur[$g]}"; done
		for a in $PP_ALL_ARCHES glibc; do echo "check.$a ${cur[check.$a]}"; done
		echo "merge ${cur[merge]}"
	} > "$f.tmp" && mv -f "$f.tmp" "$f"
}

# pp_prepare: drop the stamps that no longer hold (recipe or patches
# edited, toolchain changed, merge inputs newer), so that pp_pending
# counts what will really run.
pp_prepare() {
	local a
	pp_inputs_changed
	for a in $PP_ARCHES; do pp_toolchain_changed "$a"; done
	# Merge again when an input changed: a rebuilt program or apelink, or
	# a stage before it still to run.
	[ -f "$PP_WORK/.stamp_merge" ] || return 0
	if [ "$(pp_pending)" -gt 0 ] || [ -n "$(find -L "$PP_TC/bin/apelink" "$PP_OUT"/*/staging"$PP_PREFIX"/bin \
		-newer "$PP_WORK/.stamp_merge" 2>/dev/null | head -1)" ]; then
		rm -f "$PP_WORK/.stamp_merge"
	fi
}

# pp_pending: how many of the port's stages have no stamp.
pp_pending() {
	local st a fn n=0
	while read -r st a fn; do
		[ "$a" = - ] && a=
		[ -f "$(pp_stamp "$st" "$a")" ] || n=$((n + 1))
	done < <(pp_port_stages)
	echo "$n"
}

# The glibc reference of a port (port reference): the same source,
# patches, configure arguments and test suite, built natively by the
# host's compiler against its glibc in OUT/ports/NAME/glibc/.
pp_ref_stages() {
	printf '%s\n' "fetch - pp_do_fetch" "extract - pp_do_extract" "patch - pp_do_patch" \
		"configure glibc pp_do_configure" "build glibc pp_do_build"
	[ "${check_target-check}" = "" ] || echo "check glibc pp_do_check"
	echo "install glibc pp_do_install"
}

pp_ref_pending() {
	local st a fn n=0
	while read -r st a fn; do
		[ "$a" = - ] && a=
		[ -f "$(pp_stamp "$st" "$a")" ] || n=$((n + 1))
	done < <(pp_ref_stages)
	echo "$n"
}

# pp_lint PORT: every problem of the recipe and its checksums file, once
# each, as "FILE:LINE: message"; nothing in the recipe is run.
pp_lint() {
	local p=$1 r=$PP_PORTS/$1/recipe c=$PP_PORTS/$1/checksums e v bad=0 k line
	local rel=ports/$1/recipe crel=ports/$1/checksums msgs=()
	say() { msgs+=("$rel:$*"); bad=1; }
	[ -r "$r" ] || { echo "$rel: no such recipe (see 'port list')"; return 1; }
	pp_parse_recipe "$r" || for e in "${PP_RERR[@]}"; do say "$e"; done
	while read -r v; do
		say "${PP_RL[$v]}: $v is out of order (the order is: $PP_RECIPE_VARS)"
	done < <(pp_order_problems)
	for v in name version license; do
		[ -n "${PP_RV[$v]:-}" ] || say "${PP_RL[$v]:-0}: $v is required"
	done
	[ -z "${PP_RV[name]:-}" ] || [ "${PP_RV[name]}" = "$p" ] ||
		say "${PP_RL[name]}: name is '${PP_RV[name]}', but the port's directory is '$p'"
	[ -n "${PP_RV[url]:-}${PP_RV[debian_source]:-}" ] || say "0: needs url or debian_source"
	[ -z "${PP_RV[debian_orig]:-}" ] || [ -n "${PP_RV[debian_source]:-}" ] ||
		say "${PP_RL[debian_orig]}: debian_orig needs debian_source"
	for v in ${PP_RV[depends]:-}; do
		[ -r "$PP_PORTS/$v/recipe" ] || say "${PP_RL[depends]}: depends on '$v', which has no recipe"
	done
	v=${PP_RV[build_style]:-}
	case " $PP_BUILD_STYLES " in
	*" ${v:-autoconf} "*) ;;
	*) say "${PP_RL[build_style]}: build_style '$v' is not one of: $PP_BUILD_STYLES" ;;
	esac
	for e in ${PP_RV[autoreconf]:-}; do
		[[ $e =~ ^([a-z]+)-[0-9][0-9a-z.]*$ ]] && [[ " $PP_AUTORECONF_TOOLS " == *" ${BASH_REMATCH[1]} "* ]] ||
			say "${PP_RL[autoreconf]}: autoreconf word '$e' is not TOOL-VERSION with TOOL one of: $PP_AUTORECONF_TOOLS"
	done
	[ -z "${PP_RV[autoreconf]:-}" ] || [ "${v:-autoconf}" = autoconf ] ||
		say "${PP_RL[autoreconf]}: autoreconf is set, but build_style=$v is not autoconf"
	case $v in make|make-env)
		[ -z "${PP_RV[configure_args]:-}" ] ||
			say "${PP_RL[configure_args]}: configure_args is set, but build_style=$v runs no configure" ;;
	esac
	# build_targets, install_targets: TARGET or DIR:TARGET, DIR relative
	# and inside the build directory.
	for v in build_targets install_targets; do
		for e in ${PP_RV[$v]:-}; do
			[[ $e =~ ^([A-Za-z0-9_.+-][A-Za-z0-9_.+/-]*:)?[A-Za-z0-9_.+/-]+$ ]] && [[ ! $e =~ (^|/)\.\.(/|:) ]] ||
				say "${PP_RL[$v]}: $v word '$e' is not TARGET or DIR:TARGET (DIR a subdirectory of the build)"
		done
	done
	# check_skip, check_xfail: one entry a line, counted from the line
	# the value starts on.
	for v in check_skip check_xfail; do
		k=${PP_RL[$v]:-0}
		while IFS= read -r line; do
			line=${line#"${line%%[![:space:]]*}"}
			[ -z "$line" ] || [[ $line =~ $PP_SKIP_ENTRY_RE ]] ||
				say "$k: $v entry '$line' is not 'test-name[@arch]:reason'"
			k=$((k + 1))
		done <<< "${PP_RV[$v]:-}"
	done
	# check_skip_lists: each word a list in ports/engine/skips/, whose
	# entries are checked as check_skip's (and named by that file's line).
	for e in ${PP_RV[check_skip_lists]:-}; do
		if ! pp_is_skip_list "$e"; then
			say "${PP_RL[check_skip_lists]}: check_skip_lists names '$e', which is not a list in ports/engine/skips/"
			continue
		fi
		k=0
		while IFS= read -r line || [ -n "$line" ]; do
			k=$((k + 1))
			line=${line#"${line%%[![:space:]]*}"}
			case $line in ''|'#'*) continue ;; esac
			[[ $line =~ $PP_SKIP_ENTRY_RE ]] ||
				{ msgs+=("ports/engine/skips/$e:$k: entry '$line' is not 'test-name[@arch]:reason'"); bad=1; }
		done < "$PP_SKIP_LISTS/$e"
	done
	# check_skip_make: DIR:VARIABLE:test-name[@arch]:reason, DIR inside
	# the build directory.
	k=${PP_RL[check_skip_make]:-0}
	while IFS= read -r line; do
		line=${line#"${line%%[![:space:]]*}"}
		[ -z "$line" ] || { [[ $line =~ ^[A-Za-z0-9_.+-][A-Za-z0-9_.+/-]*:[A-Za-z_][A-Za-z0-9_]*:[^[:space:]:@]+(@(x86_64|aarch64))?:[[:space:]]*[^[:space:]] ]] &&
			[[ ! ${line%%:*} =~ (^|/)\.\.(/|$) ]]; } ||
			say "$k: check_skip_make entry '$line' is not 'DIR:VARIABLE:test-name[@arch]:reason' (DIR a subdirectory of the build)"
		k=$((k + 1))
	done <<< "${PP_RV[check_skip_make]:-}"
	# data_debs: SOURCE:FILE.deb; data: [PROGRAM=]FROM[:AS] or !AS, a
	# PROGRAM one of programs=, a PACKAGE.deb/ one of data_debs.
	local debs=" "
	for e in ${PP_RV[data_debs]:-}; do
		if [[ $e =~ ^[a-z0-9][a-z0-9.+-]+:([a-z0-9][a-z0-9.+-]*)_[^/:_]+_[a-z0-9]+\.deb$ ]]; then
			debs+="${BASH_REMATCH[1]} "
		else
			say "${PP_RL[data_debs]}: data_debs word '$e' is not SOURCE:PACKAGE_VERSION_ARCH.deb"
		fi
	done
	for e in ${PP_RV[data]:-}; do
		v=${e%%=*}
		# (programs= may span lines: its words, one blank apart)
		[ "$v" = "$e" ] || [[ " $(echo ${PP_RV[programs]:-}) " == *" $v "* ]] ||
			say "${PP_RL[data]}: data word '$e' is for program '$v', which programs= does not list"
		v=${e#*=}; v=${v%%:*}
		case $v in *.deb/*)
			[[ $debs == *" ${v%%.deb/*} "* ]] ||
				say "${PP_RL[data]}: data word '$e' reads ${v%%.deb/*}.deb, which data_debs does not list" ;;
		esac
		[[ ! $e =~ (^|/|:|=|!)\.\.(/|:|$) ]] || say "${PP_RL[data]}: data word '$e' leaves its tree (..)"
	done
	# The recipe's messages in line order.
	[ ${#msgs[@]} -eq 0 ] || printf '%s\n' "${msgs[@]}" | sort -t: -k2,2n -s
	if [ ! -r "$c" ]; then
		echo "$crel: missing (write it with: port checksum $p)"; bad=1
	else
		while IFS= read -r e; do echo "$crel:$e"; bad=1; done < <(pp_checksum_problems "$c")
		# The source: upstream's file, or a Debian repack pinned under
		# its own name (then upstream's file need not be known).
		v=${PP_RV[url]:-}; v=${v##*/}
		e=${PP_RV[debian_orig]:-}
		[ -n "$v" ] || { v=$e; e=; }
		[ -z "$v" ] || grep -q "^sha256 [0-9a-f]* [0-9]* $v\$" "$c" ||
			{ [ -n "$e" ] && grep -q "^sha256 [0-9a-f]* [0-9]* $e\$" "$c"; } ||
			{ echo "$crel: no line for $v, the source file${e:+ (or for $e, a Debian repack)}"; bad=1; }
		for e in ${PP_RV[data_debs]:-}; do
			grep -q "^sha256 [0-9a-f]* [0-9]* ${e#*:}\$" "$c" ||
				{ echo "$crel: no line for ${e#*:} (data_debs)"; bad=1; }
		done
	fi
	[ $bad = 0 ] && echo "ports/$p: ok"
	return $bad
}

# Write the checksums file for a new port from a file already in distfiles
# (put it there by hand after checking its origin).
pp_checksum() {
	local n f u out=$PP_CHECKSUMS.tmp
	: > "$out"
	echo "# sha256 <hex> <size> <file>: what port accepts as the source of $PP_NAME" >> "$out"
	u=${url:-}
	for n in ${u:+"${u##*/}"} ${debian_orig:-}; do
		f=$PP_DISTDIR/$n
		[ -f "$f" ] || continue
		printf 'sha256 %s %s %s\n' "$(pp_sha256 "$f")" "$(stat -c %s "$f")" "$n" >> "$out"
	done
	mv "$out" "$PP_CHECKSUMS"
	cat "$PP_CHECKSUMS"
}
