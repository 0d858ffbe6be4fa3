#!/usr/bin/env bash
# recipe-check.sh FILE...: the recipe parser's oracle. Every FILE is read
# by pp_parse_recipe (ports/engine/recipe.sh); a recipe it accepts is then
# run by sh itself, as the reference: a restricted bash with an empty
# environment and no PATH, in a scratch directory. sh must run it without
# a word on stderr (no command, no error) and give every variable the
# value the parser gave it. A recipe the parser refuses needs a message
# with a line number for each problem, and the parser must end (the
# caller's timeout). Prints one line per file that breaks a rule and
# exits 1 if any did.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../../ports/engine/recipe.sh"
scratch=$(mktemp -d) || exit 1
trap 'rm -rf "$scratch"' EXIT
bad=0
for f; do
	if pp_parse_recipe "$f"; then
		want= script=
		for v in "${PP_RORDER[@]}"; do
			want+=$(printf '%s=%q' "$v" "${PP_RV[$v]}")$'\n'
			script+="printf '%s=%q\\n' $v \"\${$v}\""$'\n'
		done
		got=$({ cat "$f"; printf '\n%s' "$script"; } \
			| (cd "$scratch" && env -i PATH=/nonexistent HOME=/nonexistent "$BASH" --norc --noprofile -r -s) 2> "$scratch/err")
		rc=$?
		if [ -s "$scratch/err" ] || [ $rc -ne 0 ]; then
			echo "$f: accepted, but sh says (status $rc): $(head -c 300 "$scratch/err")"; bad=1
		elif [ "$got"$'\n' != "$want" ]; then
			echo "$f: accepted, but sh gives other values:"
			diff <(printf '%s' "$want") <(printf '%s\n' "$got") | head -10; bad=1
		fi
		rm -f "$scratch"/* 2>/dev/null
	else
		for e in "${PP_RERR[@]}"; do
			[[ $e =~ ^[0-9]+:\ .+ ]] || { echo "$f: a problem without a line number: '$e'"; bad=1; }
		done
		[ ${#PP_RERR[@]} -gt 0 ] || { echo "$f: refused without a message"; bad=1; }
	fi
done
exit $bad
