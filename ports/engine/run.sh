# A run of several ports: their order (dependencies first), the number
# of stages it will do (for the [n/N] progress lines), one port at a
# time in a subshell of its own so that a failed port does not stop the
# others, and the summary table at the end. The summary is read from
# the results the stages wrote (pp_result) and from the stamps.

# pp_order PORT...: the ports and the ports they depend on, each after
# its dependencies, each once. A dependency already installed for every
# arch is left out.
pp_order() {
	local -A seen=()
	local out=()
	_pp_visit() {
		local p=$1 d deps
		[ -z "${seen[$p]:-}" ] || return 0
		seen[$p]=1
		deps=$(pp_recipe_value "$p" depends)
		for d in $deps; do
			pp_installed "$d" || _pp_visit "$d"
		done
		out+=("$p")
	}
	for p in "$@"; do _pp_visit "$p"; done
	printf '%s\n' "${out[@]}"
}

# pp_recipe_value PORT VAR: one value of a recipe, read without loading it.
pp_recipe_value() {
	[ -r "$PP_PORTS/$1/recipe" ] || return 0
	pp_parse_recipe "$PP_PORTS/$1/recipe" || return 0
	printf '%s\n' "${PP_RV[$2]:-}"
}

# pp_installed PORT: its install stage is done for every arch.
pp_installed() {
	local a
	for a in $PP_ARCHES; do [ -f "$PP_OUT/ports/$1/$a/.stamp_install" ] || return 1; done
}

# pp_run COMMAND PORT...: build (or check, or build the glibc reference
# of) each port; the summary at the end; false if any failed.
#
# The work is cut into units: a port's shared stages (src: fetch,
# extract, patch), each arch's stages (configure to install) and the
# merge. An arch unit waits for its port's src and for the same arch of
# the ports it depends on (their staging); the merge waits for every
# arch. Under make's job server (make -jN ports) units that are ready
# run at once, each holding one job slot, and each package's own make
# takes further slots from the same server; without one, one unit at a
# time, in order, each package's make with --jobs. A failed arch does
# not stop the other arch (the status page wants both), but the port is
# not merged, and a port depending on it is not built.
pp_run() {
	local cmd=$1 p d a u steps=0 n rc=0 t0 ports
	shift
	PP_CMD=$cmd
	mapfile -t ports < <(pp_order "$@")
	mkdir -p "$PP_OUT/log"
	PP_RUN=$(mktemp -d "$PP_OUT/log/.run.XXXXXX")
	trap 'rm -rf "$PP_RUN"; pp_js_release_all' EXIT
	: > "$PP_RUN/results"
	# A recipe that does not load stops the run before anything is made.
	for p in "${ports[@]}"; do ( pp_load_recipe "$p" ) || exit 2; done
	# The locks first, in one order (two runs never wait on each other
	# both ways), then what each port has left to do.
	for p in $(printf '%s\n' "${ports[@]}" | LC_ALL=C sort); do pp_lock_port "$p"; done
	for p in "${ports[@]}"; do
		n=$( pp_load_recipe "$p"; pp_run_prepare "$cmd"; "$(pp_run_pending "$cmd")" ) || exit 1
		steps=$((steps + n))
	done
	export PP_STEPS=$steps PP_RUN
	pp_js_setup
	pp_progress "port: ${#ports[@]} port(s): ${ports[*]}; $steps stage(s) to run${PP_JS_R:+ (job server: up to ${PP_JS_N:-?} at once)}"
	t0=$(date +%s)

	# The units, in the order a one-at-a-time run takes them.
	local -A state=() deps=() portof=() pidof=()
	local units=() arches
	arches=$PP_ARCHES; [ "$cmd" = reference ] && arches=glibc
	for p in "${ports[@]}"; do
		units+=("$p:src"); state[$p:src]=pending; portof[$p:src]=$p
		for a in $arches; do
			u=$p:$a; units+=("$u"); state[$u]=pending; portof[$u]=$p
			deps[$u]="$p:src"
			for d in $(pp_recipe_value "$p" depends); do
				[ -n "${state[$d:$a]:-}" ] && deps[$u]+=" $d:$a"
			done
		done
		if [ "$cmd" != reference ]; then
			u=$p:merge; units+=("$u"); state[$u]=pending; portof[$u]=$p
			deps[$u]=$(for a in $arches; do printf '%s ' "$p:$a"; done)
		fi
	done

	local running=0 ready pid r bad tok progress
	while :; do
		progress=no
		# Reap the units that ended; give back their job slot.
		for u in "${!pidof[@]}"; do
			pid=${pidof[$u]}
			kill -0 "$pid" 2> /dev/null && continue
			r=0; wait "$pid" || r=$?
			unset "pidof[$u]"; running=$((running - 1)); progress=yes
			[ -z "${PP_JS_TOK[$u]:-}" ] || pp_js_put "${PP_JS_TOK[$u]}"
			unset "PP_JS_TOK[$u]"
			if [ $r = 0 ]; then state[$u]="done"; else state[$u]=failed; rc=1; fi
		done
		# Units that can no longer run: their port failed before they
		# started (src or merge), or something they wait for failed.
		for u in "${units[@]}"; do
			[ "${state[$u]}" = pending ] || continue
			bad=
			for d in ${deps[$u]:-}; do
				case ${state[$d]} in failed|skipped) bad=${portof[$d]} ;; esac
			done
			[ -n "$bad" ] || continue
			state[$u]=skipped; progress=yes
			if [ "$bad" != "${portof[$u]}" ] && [ -z "${state[${portof[$u]}:noted]:-}" ]; then
				state[${portof[$u]}:noted]=1
				pp_progress "port: ${portof[$u]}: not built: it depends on $bad, which failed"
				printf '%s\t-\t-\tSKIP\t0\n' "${portof[$u]}" >> "$PP_RUN/results"
			fi
		done
		# Start what is ready: the first unit on our own slot, more on
		# slots from the job server.
		ready=
		for u in "${units[@]}"; do
			[ "${state[$u]}" = pending ] || continue
			bad=
			for d in ${deps[$u]:-}; do [ "${state[$d]}" = "done" ] || bad=1; done
			[ -z "$bad" ] && { ready=$u; break; }
		done
		if [ -n "$ready" ]; then
			tok=
			if [ $running = 0 ] || { [ -n "$PP_JS_R" ] && tok=$(pp_js_get); }; then
				pp_run_unit "$cmd" "$ready" &
				pidof[$ready]=$!; state[$ready]=running
				[ -z "$tok" ] || PP_JS_TOK[$ready]=$tok
				running=$((running + 1))
				continue
			fi
		fi
		[ $running = 0 ] && [ -z "$ready" ] && break
		[ $progress = yes ] || sleep 0.2
	done
	pp_summary "$(( $(date +%s) - t0 ))" "${ports[@]}" >&2
	return $rc
}

# pp_run_unit COMMAND UNIT: the stages of one unit (PORT:src,
# PORT:ARCH or PORT:merge), in a subshell.
pp_run_unit() {
	local p=${2%:*} part=${2##*:} r
	# Not "( ... ) || ...": in that context bash ignores set -e in the
	# subshell and everything it calls, the stages' own "set -e" too.
	set +e
	(
		set -e
		pp_load_recipe "$p"
		while read -r st a fn; do
			case $part in
			src) [ "$a" = - ] && [ "$st" != merge ] || continue ;;
			merge) [ "$st" = merge ] || continue ;;
			*) [ "$a" = "$part" ] || continue ;;
			esac
			[ "$a" = - ] && a=
			pp_stage "$st" "$a" "$fn"
		done < <(if [ "$1" = reference ]; then pp_ref_stages; else pp_port_stages; fi)
		case $part in
		merge) pp_progress "port: $PP_NAME: done" ;;
		glibc) pp_progress "port: $PP_NAME: glibc reference done" ;;
		esac
		exit 0
	)
	r=$?
	set -e
	[ $r = 0 ] && return 0
	# (a recipe that did not load ran no stage: the port failed)
	grep -q "^$p	.*	FAIL	" "$PP_RUN/results" || printf '%s\t-\t-\tFAIL\t0\n' "$p" >> "$PP_RUN/results"
	return 1
}

# make's job server (GNU make 4.3: --jobserver-auth=R,W, two ends of a
# pipe; 4.4: fifo:PATH), when the engine runs from a recipe make marked
# recursive ('+' or $(MAKE)). Each token read from it is one job slot.
# pp_js_setup finds it and sets what the packages' makes get: MAKEFLAGS
# with only -jN and the server (no variables of the caller's make line,
# no stale server), PP_MAKE_J empty; without a server, PP_MAKE_J=-jJOBS.
declare -gA PP_JS_TOK=()
PP_JS_R= PP_JS_W= PP_JS_N=
pp_js_setup() {
	local w auth= jn= r fr fw
	for w in ${MAKEFLAGS:-}; do
		case $w in
		--) break ;;
		--jobserver-auth=*|--jobserver-fds=*) auth=${w#*=} ;;
		-j[0-9]*) jn=${w#-j} ;;
		esac
	done
	case $auth in
	fifo:*)
		[ -p "${auth#fifo:}" ] && exec {r}<> "${auth#fifo:}" && PP_JS_R=$r PP_JS_W=$r ;;
	*,*)
		r=${auth%,*} w=${auth#*,}
		# A recipe not marked recursive gets the flag but not the pipe:
		# the numbers must be the two ends of one pipe here.
		if [[ $r =~ ^[0-9]+$ && $w =~ ^[0-9]+$ ]]; then
			fr=$(readlink "/proc/$$/fd/$r" 2> /dev/null || :)
			fw=$(readlink "/proc/$$/fd/$w" 2> /dev/null || :)
			[[ $fr == pipe:* && $fr == "$fw" ]] && PP_JS_R=$r PP_JS_W=$w
		fi ;;
	esac
	if [ -n "$PP_JS_R" ]; then
		PP_JS_N=$jn PP_MAKE_J=
		export MAKEFLAGS="${jn:+-j$jn }--jobserver-auth=$auth"
	else
		PP_MAKE_J=-j$PP_JOBS
		export MAKEFLAGS=
	fi
	unset MFLAGS
	export PP_MAKE_J
}

# pp_js_get: a token from the server (printed), or false after a second.
pp_js_get() {
	local t
	IFS= LC_ALL=C read -r -N 1 -t 1 -u "$PP_JS_R" t 2> /dev/null && [ -n "$t" ] && printf '%s' "$t"
}
pp_js_put() { printf '%s' "$1" >&"$PP_JS_W"; }
pp_js_release_all() {
	local u
	for u in "${!PP_JS_TOK[@]}"; do pp_js_put "${PP_JS_TOK[$u]}"; done
	PP_JS_TOK=()
}

# pp_lock_port PORT: hold PORT's lock (OUT/ports/PORT/.lock) until the
# run ends; wait for it, and say so, when another run on this tree holds
# it. The stages' processes inherit it: if the engine is killed while
# the package's make still runs, the lock stays held until that ends.
pp_lock_port() {
	local w=$PP_OUT/ports/$1 fd who
	mkdir -p "$w"
	exec {fd}>> "$w/.lock"
	if ! flock -n "$fd"; then
		who=$(cat "$w/.lock-owner" 2> /dev/null || :)
		pp_progress "port: $1: waiting: another build of $1 in this tree holds $w/.lock${who:+ ($who)}"
		flock "$fd"
		pp_progress "port: $1: got the lock; going on"
	fi
	echo "pid $$ since $(date -u +%H:%M:%S)" > "$w/.lock-owner"
}

pp_run_prepare() {
	case $1 in
	check) local a; for a in $PP_ARCHES; do rm -f "$(pp_stamp check "$a")"; done; pp_prepare ;;
	reference) ;;
	*) pp_prepare ;;
	esac
}
pp_run_pending() { case $1 in reference) echo pp_ref_pending ;; *) echo pp_pending ;; esac; }

# pp_summary SECONDS PORT...: the table that closes a run: per port and
# arch the last stage reached, PASS/FAIL/SKIP, the upstream test totals
# and the time this run spent on it.
pp_summary() {
	local total=$1 p a res st t tests arches
	shift
	echo
	printf '%-12s %-8s %-10s %-5s %-26s %s\n' port arch stage result 'tests (pass/fail/skip)' time
	for p in "$@"; do
		arches=$PP_ARCHES
		[ "${PP_CMD:-build}" = reference ] && arches=glibc
		for a in $arches; do
			read -r st res t < <(awk -F '\t' -v p="$p" -v a="$a" '
				$1 == p && ($2 == a || $2 == "-") { t += $5; st = $3; if ($4 == "FAIL" || $4 == "SKIP") r = $4 }
				$1 == p && $4 == "FAIL" { pf = 1 }
				END {
					if (!st) st = "-"
					# (an arch the failure elsewhere kept from its end)
					if (!r) r = (pf && st != "install") ? "SKIP" : "PASS"
					print st, r, t + 0
				}' "$PP_RUN/results")
			# Nothing ran: the stamps say how far an earlier run got.
			if [ "$st" = - ] && [ "$res" = PASS ]; then st=$(pp_stamped_stage "$p" "$a"); fi
			tests=-
			if [ -r "$PP_OUT/ports/$p/$a/check-summary" ]; then
				tests=$(awk '{ printf "%d/%d/%d", $2, $4 + $10, $6 }' "$PP_OUT/ports/$p/$a/check-summary")
			fi
			printf '%-12s %-8s %-10s %-5s %-26s %s\n' "$p" "$a" "$st" "$res" "$tests" "$(pp_duration "$t")"
		done
	done
	echo "total: $(pp_duration "$total"); logs in $PP_OUT/log/<port>/"
}

# pp_stamped_stage PORT ARCH: the last stage of PORT with a stamp.
pp_stamped_stage() {
	local w=$PP_OUT/ports/$1 s last=-
	for s in fetch extract patch configure build check install merge; do
		[ -f "$w/.stamp_$s" ] || [ -f "$w/$2/.stamp_$s" ] && last=$s
	done
	echo "$last"
}
