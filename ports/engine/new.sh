# port new NAME: a first recipe from the Debian source package NAME.
# The archive is the one this machine's apt configuration names; its
# Sources index gives the version, the pool directory and the sha256 of
# the .orig tarball (which is downloaded and checked against it); the
# package's debian/watch gives the upstream URL and debian/copyright the
# licence. The upstream file is downloaded too: byte-identical to
# Debian's, it is the one source; different (a repack), both are pinned.

# pp_new_sources_index URI SUITE COMPONENT: the decompressed Sources
# index on stdout, kept a day in OUT/cache/debian-sources.
pp_new_sources_index() {
	local base="${1%/}/dists/$2/$3/source/Sources" ext cache tmp
	cache=$PP_OUT/cache/debian-sources/$(printf '%s' "$base" | sha256sum | cut -c1-16)
	mkdir -p "${cache%/*}"
	if [ ! -s "$cache" ] || [ -n "$(find "$cache" -mmin +1440)" ]; then
		tmp=$(mktemp "$cache.XXXXXX")
		for ext in .xz .gz ''; do
			if pp_download "$base$ext" "$tmp.dl" 2> /dev/null; then
				case $ext in
				.xz) xz -dc < "$tmp.dl" > "$tmp" ;;
				.gz) gzip -dc < "$tmp.dl" > "$tmp" ;;
				*) mv "$tmp.dl" "$tmp" ;;
				esac && mv "$tmp" "$cache"
				break
			fi
		done
		rm -f "$tmp" "$tmp.dl"
	fi
	[ -s "$cache" ] && cat "$cache"
}

# pp_new_stanza NAME: the newest stanza of source package NAME over the
# configured archives, as lines "V version", "D directory", "H homepage",
# "M mirror" and "F sha256 size file".
pp_new_stanza() {
	local src=$1 uri suite comp best= bestv= s v
	while read -r uri suite comp; do
		# awk reads to the end: leaving early would kill the writer with
		# SIGPIPE, and pipefail would drop what was found (a real index
		# is far bigger than a pipe's buffer).
		s=$(pp_new_sources_index "$uri" "$suite" "$comp" | awk -v p="$src" '
			done { next }
			/^$/ { if (hit) done = 1; inf = 0; next }
			/^Package: / { hit = ($2 == p); inf = 0; next }
			!hit { next }
			/^Version: / { print "V", $2; inf = 0; next }
			/^Directory: / { print "D", $2; inf = 0; next }
			/^Homepage: / { print "H", $2; inf = 0; next }
			/^Checksums-Sha256:/ { inf = 1; next }
			/^ / && inf { print "F", $1, $2, $3; next }
			{ inf = 0 }') || continue
		[ -n "$s" ] || continue
		v=$(echo "$s" | awk '$1 == "V" { print $2 }')
		if [ -z "$bestv" ] || dpkg --compare-versions "$v" gt "$bestv"; then
			bestv=$v; best=$s$'\n'"M ${uri%/}"
		fi
	done < <(pp_apt_sources)
	[ -n "$best" ] && printf '%s\n' "$best"
}

# pp_new_upstream_version DEBIAN-VERSION: without epoch, revision and a
# Debian repack suffix (+dfsg, +ds, ~dfsg, +repack).
pp_new_upstream_version() {
	local v=${1#*:}
	v=${v%-*}
	echo "$v" | sed -E 's/[+~](dfsg|ds|repack)[0-9.]*$//'
}

# pp_new_watch_url WATCH VERSION EXT NAME: the upstream URL of VERSION
# from a debian/watch file, or nothing when its pattern is not one this
# can fill in (the first watch line that gives a plain URL wins).
pp_new_watch_url() {
	local watch=$1 ver=$2 ext=$3 up=$4 line u pat
	[ -r "$watch" ] || return 0
	sed -e ':a' -e '/\\$/{N;s/\\\n[[:blank:]]*//;ba}' "$watch" | while IFS= read -r line; do
		case $line in ''|'#'*|version=*) continue ;; esac
		line=$(printf '%s' "$line" | sed -E 's/^[[:blank:]]*opts="[^"]*"[[:blank:]]*//; s/^[[:blank:]]*opts=[^[:blank:]]*[[:blank:]]*//')
		set -- $line
		[ $# -ge 1 ] || continue
		u=$1
		# "URL-dir file-pattern": the pattern is the second word.
		if [ $# -ge 2 ] && [[ $2 != debian && $2 != uupdate && $2 != ignore && $2 != same ]] && [[ $2 == *'('* ]]; then
			u=${u%/}/$2
		fi
		# (EXT) stands for the compression, "gz" or "xz": the one of
		# Debian's .orig file, which upstream's normally shares.
		pat=$(printf '%s' "$u" | sed -E \
			-e "s/@PACKAGE@/$up/g" -e 's/@ANY_VERSION@/-(VERSION)/g' -e 's/@ARCHIVE_EXT@/\\.tar\\.(EXT)/g' \
			-e 's/\((\?:)?(gz|bz2|xz|lz|lzma|zst)(\|(gz|bz2|xz|lz|lzma|zst))+\)/(EXT)/g')
		# The version group: the first (...) left that is not (EXT).
		pat=$(printf '%s' "$pat" | sed -E 's/\((VERSION|[^()]*\\d[^()]*|[^()]*[0-9][^()]*\.[^()]*)\)/(VERSION)/')
		pat=${pat//(VERSION)/$ver}
		pat=${pat//(EXT)/$ext}
		pat=${pat//\\./.}
		case $pat in
		*[][\\\(\)\*\+\?\|\{\}\$\^]*|*@*) continue ;;
		http://*|https://*|ftp://*|file://*) printf '%s\n' "$pat"; break ;;
		esac
	done
}

# pp_new_license COPYRIGHT: the SPDX form of the licence of "Files: *"
# in a DEP-5 debian/copyright; the Debian name as it is when there is
# no SPDX equivalent here; nothing when the file is not DEP-5.
pp_new_license() {
	local l
	[ -r "$1" ] || return 0
	l=$(awk '
		/^Files:[[:blank:]]*\*[[:blank:]]*$/ { inf = 1; next }
		/^$/ { inf = 0 }
		inf && /^License:/ { sub(/^License:[[:blank:]]*/, ""); print; exit }' "$1")
	[ -n "$l" ] || return 0
	echo "$l" | sed -E \
		-e 's/\<GPL-([0-9.]+)\+/GPL-\1.0-or-later/g; s/\<LGPL-([0-9.]+)\+/LGPL-\1.0-or-later/g' \
		-e 's/\<GFDL-([0-9.]+)\+/GFDL-\1-or-later/g; s/\<AGPL-([0-9.]+)\+/AGPL-\1.0-or-later/g' \
		-e 's/\<(A?GPL|LGPL)-([0-9.]+)\>([^.+-]|$)/\1-\2.0-only\3/g' \
		-e 's/([0-9])\.([0-9])\.0-(or-later|only)/\1.\2-\3/g' \
		-e 's/\<Expat\>/MIT/g; s/\<BSD-([234])-clause\>/BSD-\1-Clause/g; s/\<Zlib\>/Zlib/g' \
		-e 's/\<public-domain\>/LicenseRef-public-domain/g' \
		-e 's/ or / OR /g; s/ and / AND /g; s/, / AND /g'
}

# pp_new NAME: write ports/NAME/recipe and ports/NAME/checksums.
pp_new() {
	local src=$1 dir=$PP_PORTS/$1 st ver dver pooldir mirror orig osha osize debtar tmp url upfile lic lf ext comment=()
	[[ $src =~ ^[a-z0-9][a-z0-9.+-]+$ ]] || { echo "port new: '$src' is not a Debian source package name" >&2; return 2; }
	[ ! -e "$dir/recipe" ] || { echo "port new: $dir/recipe exists; not overwritten" >&2; return 2; }
	[ -n "$(pp_apt_sources)" ] || { echo "port new: no archive in the apt configuration ($(pp_apt_etc))" >&2; return 1; }
	PP_NAME=$src PP_LOG=/dev/null
	st=$(pp_new_stanza "$src") || st=
	[ -n "$st" ] || { echo "port new: no source package '$src' in the Sources indexes of: $(pp_apt_sources | tr '\n' ';')" >&2; return 1; }
	dver=$(awk '$1 == "V" { print $2 }' <<< "$st")
	pooldir=$(awk '$1 == "D" { print $2 }' <<< "$st")
	mirror=$(awk '$1 == "M" { print $2 }' <<< "$st")
	ver=$(pp_new_upstream_version "$dver")
	read -r osha osize orig < <(awk '$1 == "F" && $4 ~ /\.orig\.tar\.[a-z0-9]+$/ { print $2, $3, $4; exit }' <<< "$st")
	[ -n "${orig:-}" ] || { echo "port new: $src $dver has no .orig tarball (a native Debian package?)" >&2; return 1; }
	debtar=$(awk '$1 == "F" && $4 ~ /\.debian\.tar\.[a-z0-9]+$/ { print $4; exit }' <<< "$st")
	ext=${orig##*.orig.tar.}

	mkdir -p "$PP_DISTDIR"
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/port-new.XXXXXX")
	# (port new is the whole run: nothing else sets an EXIT trap)
	PP_NEW_TMP=$tmp
	trap 'rm -rf "$PP_NEW_TMP"' EXIT
	# A security update's pool holds only the files it changed: an
	# unchanged .orig (libzstd 1.5.4+dfsg2-5+deb12u1) stays in the main
	# archive's pool, where the fetcher's pool paths find it; the sha256
	# check below makes any copy as good as another.
	local tried=("$mirror/$pooldir/$orig") m p got=
	while read -r m; do
		for p in $(pp_debian_pool_paths "$src" "$orig"); do tried+=("${m%/}/$p"); done
	done < <(pp_apt_mirrors)
	for p in "${tried[@]}"; do
		pp_download "$p" "$tmp/$orig" && { got=$p; break; }
	done
	[ -n "$got" ] || { echo "port new: cannot download $orig; tried: ${tried[*]}" >&2; return 1; }
	if [ "$(pp_sha256 "$tmp/$orig")" != "$osha" ] || [ "$(stat -c %s "$tmp/$orig")" != "$osize" ]; then
		echo "port new: $orig does not match the Sources index (sha256 $osha, $osize bytes)" >&2; return 1
	fi
	if [ -n "$debtar" ] && pp_download "$mirror/$pooldir/$debtar" "$tmp/$debtar"; then
		mkdir "$tmp/deb" && tar -xf "$tmp/$debtar" -C "$tmp/deb" debian 2> /dev/null || :
	fi
	url=$(pp_new_watch_url "$tmp/deb/debian/watch" "$ver" "$ext" "$src")
	lic=$(pp_new_license "$tmp/deb/debian/copyright")
	# The licence files: those at the top of the upstream tree.
	lf=$(tar -tf "$tmp/$orig" | awk -F / 'NF == 2 && toupper($2) ~ /^(COPYING|LICEN[CS]E|COPYRIGHT)/ { print $2 }' | LC_ALL=C sort | tr '\n' ' ')
	lf=${lf% }

	# Upstream's file: the same bytes as Debian's, or a repack of it.
	upfile=
	if [ -n "$url" ]; then
		upfile=${url##*/}
		if pp_download "$url" "$tmp/up.$upfile"; then
			if cmp -s "$tmp/up.$upfile" "$tmp/$orig"; then
				comment+=("$upfile: upstream's; Debian's $orig is byte-identical.")
			else
				comment+=("$upfile: upstream's; Debian's $orig differs (a repack): pinned under its own name.")
			fi
		else
			comment+=("$url could not be fetched when this was written: only Debian's $orig is pinned; url left out.")
			url= upfile=
		fi
	fi

	mkdir -p "$dir"
	{
		echo "# sha256 <hex> <size> <file>: what port accepts as the source of $src."
		for c in "${comment[@]}"; do echo "# $c"; done
		if [ -n "$upfile" ]; then
			printf 'sha256 %s %s %s\n' "$(pp_sha256 "$tmp/up.$upfile")" "$(stat -c %s "$tmp/up.$upfile")" "$upfile"
			cmp -s "$tmp/up.$upfile" "$tmp/$orig" || printf 'sha256 %s %s %s\n' "$osha" "$osize" "$orig"
		else
			printf 'sha256 %s %s %s\n' "$osha" "$osize" "$orig"
		fi
	} > "$dir/checksums.tmp"
	# Cache what was downloaded: the first build needs no network.
	if [ -n "$upfile" ]; then cp "$tmp/up.$upfile" "$PP_DISTDIR/.$upfile.new" && mv "$PP_DISTDIR/.$upfile.new" "$PP_DISTDIR/$upfile"; fi
	[ -n "$upfile" ] && cmp -s "$tmp/up.$upfile" "$tmp/$orig" || { cp "$tmp/$orig" "$PP_DISTDIR/.$orig.new" && mv "$PP_DISTDIR/.$orig.new" "$PP_DISTDIR/$orig"; }

	local v=${ver//./\\.} urlv=$url origv=$orig
	# $version in place of the version, so a new version is one line.
	urlv=$(printf '%s' "$url" | sed "s/$v/\$version/g")
	origv=$(printf '%s' "$orig" | sed "s/_$v\\([.+~]\\)/_\$version\\1/")
	{
		echo "# $src: first recipe written by 'port new' from Debian's $src $dver."
		echo "name=$src"
		echo "version=$ver"
		[ -z "$url" ] || echo "url=$urlv"
		echo "debian_source=$src"
		echo "debian_orig=$origv"
		case $lic in
		*' '*) echo "license='$lic'" ;;
		?*) echo "license=$lic" ;;
		esac
		if [ -n "$lic" ]; then :
		else echo "license=LicenseRef-unknown # debian/copyright is not machine-readable: read it and fix this"; fi
		case $lf in
		*' '*) echo "license_files='$lf'" ;;
		?*) echo "license_files=$lf" ;;
		esac
		echo "check_target=check"
		echo "# programs to merge into out/bin: see out/<arch>/staging/usr/local/bin after a first build"
		echo "programs="
	} > "$dir/recipe.tmp"
	mv "$dir/checksums.tmp" "$dir/checksums"
	mv "$dir/recipe.tmp" "$dir/recipe"
	echo "port new: wrote ports/$src/recipe and ports/$src/checksums ($src $ver from Debian $dver)" >&2
	cat "$dir/recipe"
}
