# Source fetching for the ports engine: a local distfiles cache, then the
# recipe's upstream URL, then the Debian source archive (whose mirror is
# read from this system's apt configuration). Nothing is accepted without
# its sha256 and size matching the recipe's checksums file.

# pp_sha256 FILE -> hex digest
pp_sha256() { sha256sum "$1" | cut -d' ' -f1; }

# The apt configuration read for Debian mirrors (POLYPORT_APT_ETC, for
# tests and for a machine whose apt lives elsewhere).
pp_apt_etc() { echo "${POLYPORT_APT_ETC:-/etc/apt}"; }

# pp_apt_sources: "URI SUITE COMPONENT" for each archive the apt
# configuration names (deb and deb-src lines, one-line .list and deb822
# .sources formats), main archive before security, each once.
pp_apt_sources() {
	local f etc
	etc=$(pp_apt_etc)
	{
		for f in "$etc/sources.list" "$etc"/sources.list.d/*.list; do
			[ -r "$f" ] || continue
			awk '$1 == "deb" || $1 == "deb-src" {
				i = 2
				if ($i ~ /^\[/) while (i <= NF && $i !~ /\]$/) i++
				if ($i ~ /^\[/ || $i ~ /\]$/) i++
				for (c = i + 2; c <= NF; c++) print $i, $(i + 1), $c
			}' "$f"
		done
		for f in "$etc"/sources.list.d/*.sources; do
			[ -r "$f" ] || continue
			awk 'function flush(  i, j, k) {
				for (i = 1; i <= nu; i++) for (j = 1; j <= ns; j++) for (k = 1; k <= nc; k++) print u[i], s[j], c[k]
				nu = ns = nc = 0
			}
			/^[ \t]*$/ { flush(); next }
			tolower($1) == "uris:" { nu = 0; for (i = 2; i <= NF; i++) u[++nu] = $i }
			tolower($1) == "suites:" { ns = 0; for (i = 2; i <= NF; i++) s[++ns] = $i }
			tolower($1) == "components:" { nc = 0; for (i = 2; i <= NF; i++) c[++nc] = $i }
			END { flush() }' "$f"
		done
	} | grep -E '^(https?|file)://' | awk '!seen[$0]++' |
		awk '$1 ~ /security/ { s[++n] = $0; next } { print } END { for (i = 1; i <= n; i++) print s[i] }'
}

# pp_apt_mirrors: the archive URIs of pp_apt_sources, one per line.
pp_apt_mirrors() { pp_apt_sources | awk '!seen[$1]++ { print $1 }'; }

# pp_debian_pool_paths SOURCE FILE: candidate pool paths for a source
# package's file (the security archive keeps its pool under updates/).
pp_debian_pool_paths() {
	local src=$1 file=$2 prefix comp
	case $src in lib?*) prefix=${src:0:4} ;; *) prefix=${src:0:1} ;; esac
	for comp in main contrib non-free; do
		echo "pool/$comp/$prefix/$src/$file"
	done
	for comp in main contrib non-free; do
		echo "pool/updates/$comp/$prefix/$src/$file"
	done
}

# pp_download URL DEST: fetch to DEST (a temp name); fail quietly, log why.
pp_download() {
	local url=$1 dest=$2
	if command -v curl >/dev/null 2>&1; then
		curl -fsSL --connect-timeout 15 --retry 1 -o "$dest" "$url"
	else
		wget -q -T 15 -t 1 -O "$dest" "$url"
	fi
}

# pp_verify FILE NAME: check FILE against the checksums entry for NAME.
# Prints the reason on mismatch.
pp_verify() {
	local file=$1 name=$2 want_sha want_size got_sha got_size
	read -r want_sha want_size < <(awk -v n="$name" '$1 == "sha256" && $4 == n { print $2, $3 }' "$PP_CHECKSUMS")
	if [ -z "$want_sha" ]; then
		echo "no checksum for $name in $PP_CHECKSUMS (run: port checksum $PP_NAME)"
		return 2
	fi
	got_size=$(stat -c %s "$file")
	got_sha=$(pp_sha256 "$file")
	if [ "$got_sha" != "$want_sha" ] || [ "$got_size" != "$want_size" ]; then
		echo "checksum mismatch for $name (expected sha256 $want_sha, $want_size bytes, got sha256 $got_sha, $got_size bytes)"
		return 1
	fi
}

# pp_try_verified URL NAME: download URL into $PP_DISTDIR/NAME if its
# content matches NAME's checksum. 0 ok, 1 downloaded but wrong (fatal),
# 2 not downloadable.
pp_try_verified() {
	local url=$1 name=$2 tmp why rc
	tmp=$(mktemp "$PP_DISTDIR/.$name.XXXXXX")
	if ! pp_download "$url" "$tmp" 2>>"$PP_LOG"; then rm -f "$tmp"; return 2; fi
	rc=0; why=$(pp_verify "$tmp" "$name") || rc=$?
	if [ $rc = 0 ]; then
		chmod 644 "$tmp"; mv -f "$tmp" "$PP_DISTDIR/$name"
		pp_log "fetched $url"
		return 0
	fi
	rm -f "$tmp"
	# No checksum for it (a recipe that pins only Debian's repack): not
	# usable, but no reason to give up on the Debian archive.
	[ $rc = 2 ] && { pp_log "$url: $why; not used"; return 2; }
	pp_err "$url: $why"
	return 1
}

# pp_try_debian SOURCE FILE NAME: FILE of the Debian source package
# SOURCE from the pool of every mirror the apt configuration names,
# stored in $PP_DISTDIR as NAME if it matches NAME's checksum; each URL
# tried is added to the caller's tried array. 0 fetched, 1 downloaded
# but wrong (fatal), 2 found nowhere.
pp_try_debian() {
	local m p rc
	while read -r m; do
		for p in $(pp_debian_pool_paths "$1" "$2"); do
			tried+=("${m%/}/$p")
			rc=0; pp_try_verified "${m%/}/$p" "$3" || rc=$?
			[ $rc = 2 ] || return $rc
		done
	done < <(pp_apt_mirrors)
	return 2
}

# pp_pins_repack: true if the checksums file pins Debian's own file.
pp_pins_repack() {
	[ -n "${debian_orig:-}" ] && grep -q "^sha256 [0-9a-f]* [0-9]* ${debian_orig}\$" "$PP_CHECKSUMS"
}

# pp_fetch_source: make the recipe's source archive present and verified
# in $PP_DISTDIR; sets PP_SRCFILE to its path. Order: the cache, the
# upstream URL, then the Debian source archive. Debian's .orig tarball is
# used under the upstream name when it is byte-identical (its checksum is
# the upstream one), or under its own name when the recipe pins it with a
# checksum line of its own (a Debian repack).
pp_fetch_source() {
	# A recipe may have no url (port new writes none when debian/watch
	# gives no pattern it can fill in): Debian's pinned file is the source.
	local up=${url:-} deb=${debian_orig:-} n why rc tried=()
	up=${up##*/}
	mkdir -p "$PP_DISTDIR"
	# A cached copy that fails its checksum is said so and removed (a
	# second copy would not be better), whether or not a source is
	# reachable now; a file without a checksums line stays: that is the
	# recipe's fault, not the file's.
	for n in $up $deb; do
		[ -f "$PP_DISTDIR/$n" ] || continue
		rc=0; why=$(pp_verify "$PP_DISTDIR/$n" "$n") || rc=$?
		case $rc in
		0) PP_SRCFILE=$PP_DISTDIR/$n; pp_log "cached: $PP_SRCFILE"; return 0 ;;
		1) rm -f "$PP_DISTDIR/$n"; pp_err "$PP_DISTDIR/$n: $why, removed" ;;
		*) [ "$n" = "$up" ] && ! pp_pins_repack && { pp_err "$why"; return 1; } ;;
		esac
	done
	if [ -n "${url:-}" ]; then
		tried+=("$url")
		rc=0; pp_try_verified "$url" "$up" || rc=$?
		[ $rc = 0 ] && { PP_SRCFILE=$PP_DISTDIR/$up; return 0; }
		[ $rc = 1 ] && return 1
	fi
	if [ -n "${debian_source:-}" ] && [ -n "$deb" ]; then
		# A pinned repack is stored under its own name; a byte-identical one
		# under the upstream name.
		n=${up:-$deb}
		pp_pins_repack && n=$deb
		rc=0; pp_try_debian "$debian_source" "$deb" "$n" || rc=$?
		[ $rc = 0 ] && { PP_SRCFILE=$PP_DISTDIR/$n; return 0; }
		[ $rc = 1 ] && return 1
	fi
	pp_err "cannot fetch the source of $name; tried: ${tried[*]:-nothing (recipe has no url and no Debian source)}"
	return 1
}

# pp_fetch_debs: the Debian binary packages of data_debs (words
# SOURCE:FILE.deb, each FILE pinned in the checksums file) present and
# verified in $PP_DISTDIR: the cache, then every pool path of SOURCE on
# every mirror of the apt configuration.
pp_fetch_debs() {
	local w src file rc why tried
	for w in ${data_debs:-}; do
		src=${w%%:*} file=${w#*:}
		if [ -f "$PP_DISTDIR/$file" ]; then
			rc=0; why=$(pp_verify "$PP_DISTDIR/$file" "$file") || rc=$?
			case $rc in
			0) pp_log "cached: $PP_DISTDIR/$file"; continue ;;
			1) rm -f "$PP_DISTDIR/$file"; pp_err "$PP_DISTDIR/$file: $why, removed" ;;
			*) pp_err "$why"; return 1 ;;
			esac
		fi
		tried=()
		rc=0; pp_try_debian "$src" "$file" "$file" || rc=$?
		[ $rc = 0 ] && continue
		[ $rc = 1 ] && return 1
		pp_err "cannot fetch $file (data_debs) of $name; tried: ${tried[*]:-nothing (no Debian mirror in the apt configuration)}"
		return 1
	done
}
