# Reading recipes without running them. A recipe is data: the engine and
# `port lint` both read it through pp_parse_recipe, which accepts the
# subset of sh that docs/ports.md documents and nothing else, so no
# command in a recipe (a $(...), a `...`, a `a=b cmd`) can ever run.
#
# The subset, one assignment per statement:
#   NAME=VALUE        NAME a recipe variable; no blanks around '='
#   VALUE             words of: plain characters, '...' (literal, may span
#                     lines), "..." (may span lines; \ quotes $ ` " \ and
#                     newline), $var and ${var} of a variable set above
#   # comment         on its own line, or after a value
# Anything else (commands, functions, $(...), `...`, ${var%...}, ;, |, &,
# <, >, ( )) is an error naming its line.

# The recipe variables, in the order a recipe must list them.
PP_RECIPE_VARS="name version url debian_source debian_orig license license_files depends build_style autoreconf configure_args make_args build_targets check_target check_skip_lists check_skip check_skip_make check_xfail install_targets programs data_debs data"

# The values build_style may take (docs/ports.md): how the package is
# configured, built and installed. Empty means autoconf.
PP_BUILD_STYLES="autoconf configure configure-env make make-env"

# The tools autoreconf= may pin (TOOL-VERSION words): autoreconf runs
# them, and their versions decide what configure and Makefile.in become.
PP_AUTORECONF_TOOLS="autoconf automake autopoint libtoolize"

# Filled by pp_parse_recipe:
#   PP_RV[var]   the value           PP_RL[var]   the line it was set on
#   PP_RORDER    the variables as the recipe lists them (known ones only)
#   PP_RERR      "LINE: message", one per problem
declare -gA PP_RV=() PP_RL=()
declare -ga PP_RORDER=() PP_RERR=()

# pp_edit_distance A B: Levenshtein distance, for "did you mean".
pp_edit_distance() {
	local a=$1 b=$2 i j cost la=${#1} lb=${#2} prev=() cur=()
	for ((j = 0; j <= lb; j++)); do prev[j]=$j; done
	for ((i = 1; i <= la; i++)); do
		cur=("$i")
		for ((j = 1; j <= lb; j++)); do
			cost=1; [ "${a:i-1:1}" = "${b:j-1:1}" ] && cost=0
			cur[j]=$((prev[j] + 1))
			((cur[j - 1] + 1 < cur[j])) && cur[j]=$((cur[j - 1] + 1))
			((prev[j - 1] + cost < cur[j])) && cur[j]=$((prev[j - 1] + cost))
		done
		prev=("${cur[@]}")
	done
	echo "${prev[lb]}"
}

# pp_known_var NAME: true if NAME is a recipe variable.
pp_known_var() { case " $PP_RECIPE_VARS " in *" $1 "*) return 0 ;; esac; return 1; }

# pp_guess_var NAME: the recipe variable NAME is most likely a typo of, if any.
pp_guess_var() {
	local v d best= bestd=3
	for v in $PP_RECIPE_VARS; do
		d=$(pp_edit_distance "$1" "$v")
		[ "$d" -lt $bestd ] && { best=$v; bestd=$d; }
	done
	[ -n "$best" ] && echo "$best"
	return 0
}

# The value parser works on these, shared with pp_parse_recipe:
# _pl (lines), _pi (current line index), _ps (rest of the current line).
_pp_err() { PP_RERR+=("$(( _pi + 1 )): $*"); }

# _pp_next_line: continue a quoted value on the next line; false at the end.
_pp_next_line() {
	(( _pi + 1 < ${#_pl[@]} )) || return 1
	_pi=$((_pi + 1)); _ps=${_pl[_pi]}
}

# _pp_expand: $_ps starts after a '$'; append the variable's value to
# _pv and consume the reference. False (with an error) if it is not one
# of the two allowed forms or the variable is not set above.
_pp_expand() {
	local ref
	if [[ $_ps =~ ^\{([A-Za-z_][A-Za-z0-9_]*)\} ]]; then
		ref=${BASH_REMATCH[1]}
	elif [[ $_ps =~ ^([A-Za-z_][A-Za-z0-9_]*) ]]; then
		ref=${BASH_REMATCH[1]}
	elif [ "${_ps:0:1}" = "(" ]; then
		_pp_err "command substitution \$(...) is not allowed (recipes are not run)"
		return 1
	else
		_pp_err "'\$${_ps:0:12}': only \$var and \${var} of a variable set above are allowed (recipes are not run)"
		return 1
	fi
	_ps=${_ps:${#BASH_REMATCH[0]}}
	if [ -z "${PP_RL[$ref]+set}" ]; then
		_pp_err "\$$ref is not set above"
		return 1
	fi
	_pv+=${PP_RV[$ref]}
}

# _pp_value: parse one value from _ps (and following lines for quotes)
# into _pv. False after the first error in it: one problem, one message.
_pp_value() {
	local c start
	_pv=
	while [ -n "$_ps" ]; do
		c=${_ps:0:1}
		case $c in
		[[:blank:]])
			_ps=${_ps#"${_ps%%[![:blank:]]*}"}
			case $_ps in
			''|'#'*) _ps=; return 0 ;;
			*) _pp_err "more than one word after '=' (sh would run '${_ps%%[[:blank:]]*}' as a command): quote the value"; return 1 ;;
			esac ;;
		"'")
			_ps=${_ps:1}; start=$_pi
			while [[ $_ps != *"'"* ]]; do
				_pv+=$_ps$'\n'
				_pp_next_line || { _pi=$start; _pp_err "unterminated '...' (opened here)"; return 1; }
			done
			_pv+=${_ps%%"'"*}; _ps=${_ps#*"'"} ;;
		'"')
			_ps=${_ps:1}; start=$_pi
			while :; do
				if [ -z "$_ps" ]; then
					_pv+=$'\n'
					_pp_next_line || { _pi=$start; _pp_err 'unterminated "..." (opened here)'; return 1; }
					continue
				fi
				c=${_ps:0:1}; _ps=${_ps:1}
				case $c in
				'"') break ;;
				'$') _pp_expand || return 1 ;;
				'`') _pp_err "command substitution \`...\` is not allowed (recipes are not run)"; return 1 ;;
				\\)
					case ${_ps:0:1} in
					'$'|'"'|'`'|\\) _pv+=${_ps:0:1}; _ps=${_ps:1} ;;
					'') _pp_next_line || { _pi=$start; _pp_err 'unterminated "..." (opened here)'; return 1; } ;;
					*) _pv+=\\ ;;
					esac ;;
				*) _pv+=$c ;;
				esac
			done ;;
		'$') _ps=${_ps:1}; _pp_expand || return 1 ;;
		'`') _pp_err "command substitution \`...\` is not allowed (recipes are not run)"; return 1 ;;
		\\) _pp_err "a backslash outside quotes: quote the value"; return 1 ;;
		[\;\&\|\<\>\(\)]) _pp_err "shell syntax '$c' is not allowed in a recipe (recipes are data)"; return 1 ;;
		'~') if [ -z "$_pv" ]; then _pp_err "a leading '~' would be expanded by sh: quote it"; return 1; fi
			# sh expands ~ after a ':' of an assignment too (PATH-like values)
			if [ "${_pv: -1}" = : ]; then _pp_err "a '~' after ':' would be expanded by sh: quote it"; return 1; fi
			_pv+=$c; _ps=${_ps:1} ;;
		*) _pv+=$c; _ps=${_ps:1} ;;
		esac
	done
}

# pp_parse_recipe FILE: read FILE into PP_RV/PP_RL/PP_RORDER; problems go
# to PP_RERR. True if there were none. A misspelt variable is reported
# once and read as the variable it most likely meant, so later uses of
# that variable do not raise errors of their own.
pp_parse_recipe() {
	local _pl=() _pi _ps _pv var guess line
	PP_RV=(); PP_RL=(); PP_RORDER=(); PP_RERR=()
	# A recipe is text: around a NUL byte bash and this parser would read
	# different things (found by tests/fuzz/recipe-fuzz.py).
	_pv=$(LC_ALL=C grep -n -a -m1 -P '\x00' "$1" 2>/dev/null | cut -d: -f1)
	if [ -n "$_pv" ]; then
		PP_RERR+=("$_pv: a NUL byte (a recipe is a text file)"); return 1
	fi
	mapfile -t _pl < "$1" || { PP_RERR+=("0: cannot read $1"); return 1; }
	for ((_pi = 0; _pi < ${#_pl[@]}; _pi++)); do
		line=${_pl[_pi]}
		line=${line#"${line%%[![:blank:]]*}"}
		case $line in ''|'#'*) continue ;; esac
		if [[ $line =~ ^([A-Za-z_][A-Za-z0-9_]*)= ]]; then
			var=${BASH_REMATCH[1]}
			_ps=${line:${#BASH_REMATCH[0]}}
		elif [[ $line =~ ^[A-Za-z_][A-Za-z0-9_]*[[:blank:]]*\(\) ]]; then
			_pp_err "shell functions (hooks) are not supported in recipes"; continue
		else
			_pp_err "not an assignment 'name=value': '${line:0:40}'"; continue
		fi
		local at=$_pi
		if ! pp_known_var "$var"; then
			guess=$(pp_guess_var "$var")
			_pp_err "unknown variable '$var'${guess:+ (did you mean '$guess'?)}"
			[ -n "$guess" ] && [ -z "${PP_RL[$guess]+set}" ] || { _pp_value || :; continue; }
			var=$guess
		elif [ -n "${PP_RL[$var]+set}" ]; then
			_pp_err "$var is set twice (first on line ${PP_RL[$var]})"
			_pp_value || :; continue
		else
			PP_RORDER+=("$var")
		fi
		# A value with an error is still recorded (empty), so that its
		# uses further down are not reported as unset as well.
		_pp_value || _pv=
		PP_RV[$var]=$_pv; PP_RL[$var]=$((at + 1))
	done
	[ ${#PP_RERR[@]} -eq 0 ]
}

# pp_order_problems: the variables of PP_RORDER that are out of the
# documented order, as "var" lines. Only those outside a longest run in
# order are named, so one misplaced line is one message.
pp_order_problems() {
	local -A rank=() ; local v r=0 n=${#PP_RORDER[@]} i j best=0 end=-1
	local len=() prev=() seq=() keep=()
	for v in $PP_RECIPE_VARS; do rank[$v]=$((r++)); done
	for ((i = 0; i < n; i++)); do
		len[i]=1; prev[i]=-1
		for ((j = 0; j < i; j++)); do
			if (( rank[${PP_RORDER[j]}] < rank[${PP_RORDER[i]}] && len[j] + 1 > len[i] )); then
				len[i]=$((len[j] + 1)); prev[i]=$j
			fi
		done
		(( len[i] > best )) && { best=${len[i]}; end=$i; }
	done
	for ((i = end; i >= 0; i = prev[i])); do keep[i]=1; done
	for ((i = 0; i < n; i++)); do
		[ -n "${keep[i]:-}" ] || echo "${PP_RORDER[i]}"
	done
}

# pp_checksum_problems FILE: "LINE: message" for each line of a checksums
# file that is not "sha256 <64 hex> <size> <file>", a comment or blank,
# and for a file listed twice.
pp_checksum_problems() {
	local line n=0 f
	local -A seen=()
	while IFS= read -r line || [ -n "$line" ]; do
		n=$((n + 1))
		case $line in ''|'#'*) continue ;; esac
		if [[ $line =~ ^sha256\ ([0-9a-f]{64})\ (0|[1-9][0-9]*)\ ([^/[:space:]]+)$ ]]; then
			f=${BASH_REMATCH[3]}
			if [ -n "${seen[$f]:-}" ]; then echo "$n: $f is listed twice (first on line ${seen[$f]})"
			else seen[$f]=$n; fi
		else
			echo "$n: not 'sha256 <64 lowercase hex digits> <size in bytes> <file name>': '${line:0:60}'"
		fi
	done < "$1"
}
