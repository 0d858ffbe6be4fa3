#!/usr/bin/env python3
"""Generates iconv's charset tables from the host glibc's iconv.

    python3 libc/tools/iconv_tables.py libc/src/locale

writes iconv_names.h (every name and alias glibc's gconv-modules gives
these charsets), iconv_sbcs_tab.c (single-byte charsets) and
iconv_cjk_tab.c (the multibyte ones).

Why glibc and not Python's codecs: the goal is glibc's behaviour, and the
two disagree (Python's shift_jis maps 0x5C to U+005C, glibc's SJIS to
U+00A5; Python's gb18030 and glibc's differ on the PUA code points). So
the facts come from the implementation we promise to match: every byte
sequence of each charset is decoded by glibc, every code point encoded.
The script asserts the structure the C code (libc/src/locale/
iconv_cjk.c) relies on: Shift_JIS is a transform of EUC-JP's JIS X 0208
rows, CP932 is that plus its own rows, six overrides and the user area
on the PUA, GBK is GB18030's two-byte table minus some ranges, and so
on; a disagreement stops it. The encoder's exceptions are what remains
when its rule (smallest code first) is run against glibc's encoder over
every code point. tests/libc/locale/iconv_charsets.c then checks the C
code itself against glibc (hashes over the same enumeration).

Tables hold 16-bit code points (every table entry is in the BMP, which
the script checks; GB18030's six two-byte codes beyond it are listed
apart and its four-byte codes computed); 0 means
unmapped. Only the decoding direction is stored: the encoder inverts it
once per charset at run time, and the few code points glibc encodes
other than as the smallest byte sequence decoding to them are listed.
"""
import ctypes, errno, glob, os, sys

libc = ctypes.CDLL(None, use_errno=True)
libc.iconv_open.restype = ctypes.c_void_p
libc.iconv_open.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
libc.iconv.restype = ctypes.c_size_t
libc.iconv.argtypes = [ctypes.c_void_p] + [ctypes.c_void_p] * 4
FAIL = ctypes.c_size_t(-1).value


class Conv:
    def __init__(self, to, frm):
        self.cd = libc.iconv_open(to.encode(), frm.encode())
        if self.cd in (None, ctypes.c_void_p(-1).value):
            sys.exit(f"glibc iconv cannot open {frm} -> {to}")
        self.obuf = ctypes.create_string_buffer(64)

    def __call__(self, data):
        """(errno or 0, bytes consumed, output) of one call from the
        initial state, flushed when it succeeded."""
        libc.iconv(self.cd, None, None, None, None)
        ib = ctypes.create_string_buffer(data, len(data))
        ip = ctypes.c_void_p(ctypes.addressof(ib))
        il = ctypes.c_size_t(len(data))
        op = ctypes.c_void_p(ctypes.addressof(self.obuf))
        ol = ctypes.c_size_t(64)
        ctypes.set_errno(0)
        r = libc.iconv(self.cd, ctypes.byref(ip), ctypes.byref(il),
                       ctypes.byref(op), ctypes.byref(ol))
        err = ctypes.get_errno() if r == FAIL else 0
        if not err:
            libc.iconv(self.cd, None, None, ctypes.byref(op), ctypes.byref(ol))
        return err, len(data) - il.value, self.obuf.raw[:64 - ol.value]


def decoder(cs):
    c = Conv("UTF-32LE", cs)

    def f(b):
        err, used, out = c(b)
        return err, used, [int.from_bytes(out[i:i + 4], "little")
                           for i in range(0, len(out), 4)]
    return f


def encoder(cs):
    c = Conv(cs, "UTF-32LE")
    return lambda u: c(u.to_bytes(4, "little"))


SBCS = ["ISO-8859-%d" % i for i in (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16)] \
    + ["CP%d" % i for i in range(1250, 1259)] + ["KOI8-R", "KOI8-U"]
CJK = ["EUC-JP", "SJIS", "CP932", "ISO-2022-JP", "EUC-KR", "BIG5", "GBK", "GB18030"]
# Code points every charset here leaves alone (beyond the BMP only
# GB18030 maps, algorithmically).
UNI = [u for u in range(0x10000) if not 0xD800 <= u < 0xE000]


def cname(cs):
    return cs.replace("-", "").replace("_", "")


def key(name):
    return "".join(c for c in name.lower() if c not in "-_.: ")


def aliases():
    """{charset: sorted names} from glibc's gconv-modules files."""
    files = glob.glob("/usr/lib/*/gconv/gconv-modules") + \
        glob.glob("/usr/lib/*/gconv/gconv-modules.d/*.conf")
    names = {cs: {cs} for cs in SBCS + CJK}
    for fn in files:
        for line in open(fn):
            w = line.split()
            if len(w) >= 3 and w[0] == "alias":
                a, t = w[1].rstrip("/"), w[2].rstrip("/")
                if t in names:
                    names[t].add(a)
    return {cs: sorted(v) for cs, v in names.items()}


def sb_table(cs):
    d, e = decoder(cs), encoder(cs)
    hi = []
    for b in range(256):
        err, used, out = d(bytes([b]))
        if b < 0x80:
            assert not err and out == [b], (cs, b)
            continue
        assert err in (0, errno.EILSEQ) and (err or len(out) == 1), (cs, b, err, out)
        hi.append(0 if err else out[0])
    assert all(u < 0x10000 for u in hi)
    # Encoder model: ASCII, else the first byte decoding to u; glibc
    # differs for the combining sequences of CP1255 and CP1258 (it writes
    # base + combining mark for a precomposed letter the table lacks).
    exc = []
    for u in UNI:
        err, used, out = e(u)
        want = None if err else out
        if u < 0x80:
            model = bytes([u])
        else:
            model = bytes([0x80 + hi.index(u)]) if u in hi else None
        if want != model:
            exc.append((u, want))
    return hi, exc


# ---- multibyte: what glibc does with every sequence ----

def probe(cs):
    """one[b] = (err, used, out); two[(l, t)] for the lead bytes."""
    d = decoder(cs)
    one = {b: d(bytes([b])) for b in range(256)}
    two = {}
    for l in range(256):
        if one[l][0] == errno.EINVAL:
            for t in range(256):
                two[l, t] = d(bytes([l, t]))
    return d, one, two


class Rows:
    """A two-byte table: the rows (lead bytes) that hold something,
    each over the table's trail range, in one shared pool."""

    def __init__(self, name, m):
        self.name, self.m = name, m
        leads = sorted({c >> 8 for c in m})
        trails = [c & 255 for c in m]
        self.tlo, self.thi = min(trails), max(trails)
        self.leads = leads

    def get(self, l, t):
        return self.m.get(l << 8 | t, 0)


def two_map(two, astral=None):
    m = {}
    for (l, t), (err, used, out) in two.items():
        if not err and used == 2:
            assert len(out) == 1
            if out[0] >= 0x10000:
                astral[l << 8 | t] = out[0]
            else:
                m[l << 8 | t] = out[0]
    return m


def singles(one):
    """256 entries: code point, LEAD (0xFFFF) or BAD (0xFFFE)."""
    s = []
    for b in range(256):
        err, used, out = one[b]
        if not err:
            assert len(out) == 1 and out[0] < 0xFFFE
            s.append(out[0])
        elif err == errno.EINVAL:
            s.append(0xFFFF)
        else:
            s.append(0xFFFE)
    return s


def sjis_to_euc(l, t):
    if t < 0x40 or t == 0x7F or t > 0xFC:
        return None
    if 0x81 <= l <= 0x9F:
        r = (l - 0x81) * 2
    elif 0xE0 <= l <= 0xEF:
        r = (l - 0xC1) * 2
    else:
        return None
    if t >= 0x9F:
        r, c = r + 1, t - 0x9F
    else:
        c = t - 0x40 - (t > 0x7F)
    return r + 0xA1, c + 0xA1


def main(outdir):
    names = aliases()
    keys = {}
    for cs, v in names.items():
        for n in v:
            k = key(n)
            assert keys.get(k, cs) == cs, ("name clash", n, cs, keys[k])
            keys[k] = cs

    sb = {cs: sb_table(cs) for cs in SBCS}

    # EUC-JP: JIS X 0208 (+ the 0x8E kana row), JIS X 0212 after 0x8F.
    d, one, two = probe("EUC-JP")
    s_eucjp = singles(one)
    jis0208 = two_map(two)
    jis0212 = {}
    for b2 in range(0xA1, 0xFF):
        for b3 in range(0xA1, 0xFF):
            err, used, out = d(bytes([0x8F, b2, b3]))
            if not err:
                assert used == 3 and len(out) == 1 and out[0] < 0x10000
                jis0212[b2 << 8 | b3] = out[0]
    s_eucjp[0x8F] = 0xFFFD
    # iconv_cjk.c: after 0x8F, glibc waits for a third byte exactly when
    # the second is A2..ED.
    assert [t for t in range(256) if two[0x8F, t][0] == errno.EINVAL] == list(range(0xA2, 0xEE))
    _, one, two = probe("SJIS")
    s_sjis = singles(one)
    sj = two_map(two)
    for (l, t), r in two.items():
        e = sjis_to_euc(l, t)
        assert sj.get(l << 8 | t, 0) == (jis0208.get(e[0] << 8 | e[1], 0) if e else 0), hex(l << 8 | t)
    _, one, two = probe("CP932")
    s_cp932 = singles(one)
    cp = two_map(two)
    cpext, cpover = {}, {}
    for c, u in cp.items():
        l, t = c >> 8, c & 255
        if 0xF0 <= l <= 0xF9:
            idx = (l - 0xF0) * 188 + t - 0x40 - (t > 0x7F)
            assert u == 0xE000 + idx
            continue
        e = sjis_to_euc(l, t)
        base = jis0208.get(e[0] << 8 | e[1], 0) if e else 0
        if base == 0:
            cpext[c] = u
        elif base != u:
            cpover[c] = u
    assert not any(c in cp for c in range(0x10000) if sjis_to_euc(c >> 8, c & 255) and c not in cp
                   and jis0208.get((lambda e: e[0] << 8 | e[1])(sjis_to_euc(c >> 8, c & 255)), 0)
                   and not 0xF0 <= c >> 8 <= 0xF9)
    _, one, two = probe("EUC-KR")
    s_euckr, ksc = singles(one), two_map(two)
    _, one, two = probe("BIG5")
    s_big5, big5 = singles(one), two_map(two)
    _, one, two = probe("GBK")
    s_gbk, gbk = singles(one), two_map(two)
    dgb, one, two = probe("GB18030")
    gbastral = {}
    s_gb18030, gb = singles(one), two_map(two, gbastral)
    assert all(gb.get(c) == u for c, u in gbk.items())
    assert not any(c in gbk for c in gbastral)
    gbk_holes = sorted(c for c in gb if c not in gbk)
    # GB18030's four-byte codes of the BMP: runs of consecutive code points.
    runs = []
    for i in range(39420):
        b1, r = divmod(i, 12600)
        b2, r = divmod(r, 1260)
        b3, b4 = divmod(r, 10)
        err, used, out = dgb(bytes([0x81 + b1, 0x30 + b2, 0x81 + b3, 0x30 + b4]))
        if err:
            continue
        u = out[0]
        if runs and runs[-1][0] + runs[-1][2] == i and runs[-1][1] + runs[-1][2] == u:
            runs[-1][2] += 1
        else:
            runs.append([i, u, 1])

    exc = {}
    for cs in CJK:
        if cs != "ISO-2022-JP":
            exc[cs] = encode_exceptions(cs, runs if cs == "GB18030" else None)
    tabs = [Rows("jis0208", jis0208), Rows("jis0212", jis0212), Rows("cp932ext", cpext),
            Rows("ksc5601", ksc), Rows("big5", big5), Rows("gb", gb)]
    emit(outdir, names, sb, tabs, dict(eucjp=s_eucjp, sjis=s_sjis, cp932=s_cp932, euckr=s_euckr,
         big5=s_big5, gbk=s_gbk, gb18030=s_gb18030), cpover, gbk_holes, runs, gbastral, exc)


def enumerate_codes(cs):
    """What the C encoder inverts: every 1-, 2- and (EUC-JP) 3-byte
    sequence that decodes to one character, smallest code first."""
    d = decoder(cs)
    rev = {}

    def add(code, b):
        err, used, out = d(b)
        if not err and used == len(b) and len(out) == 1 and out[0] not in rev:
            rev[out[0]] = code
        return err
    for b1 in range(256):
        if add(b1, bytes([b1])) != errno.EINVAL:
            continue
        for b2 in range(256):
            if add(b1 << 8 | b2, bytes([b1, b2])) != errno.EINVAL or b1 != 0x8F:
                continue
            for b3 in range(256):
                add(b1 << 16 | b2 << 8 | b3, bytes([b1, b2, b3]))
    return rev


def gb4(i):
    b1, r = divmod(i, 12600)
    b2, r = divmod(r, 1260)
    b3, b4 = divmod(r, 10)
    return (0x81 + b1) << 24 | (0x30 + b2) << 16 | (0x81 + b3) << 8 | (0x30 + b4)


def encode_exceptions(cs, runs):
    """Code points where glibc's encoder differs from the C model: the
    smallest sequence decoding to it, then (GB18030) its four-byte code."""
    rev = enumerate_codes(cs)
    e = encoder(cs)
    exc = []
    unis = UNI + (list(range(0x10000, 0x110000)) if runs else [])
    astral = [u for u in rev if u >= 0x10000]
    if not runs:
        unis += astral
        # Nothing else beyond the BMP: checked in blocks.
        c = Conv(cs, "UTF-32LE")
        for u in range(0x10000, 0x110000, 0x1000):
            # glibc drops the tag characters a charset cannot hold; so
            # does the C code, for every charset but ISO-2022-JP.
            blk = b"".join(v.to_bytes(4, "little") for v in range(u, u + 0x1000)
                           if v not in rev and not 0xE0000 <= v < 0xE0080)
            assert c(blk)[:2] == (errno.EILSEQ, 0), (cs, hex(u))
    for u in unis:
        err, used, out = e(u)
        want = None if err else int.from_bytes(out, "big")
        if u in rev:
            model = rev[u]
        elif runs and u >= 0x10000:
            model = gb4(u - 0x10000 + 189000)
        elif runs:
            model = None
            for i, v, n in runs:
                if v <= u < v + n:
                    model = gb4(i + u - v)
        else:
            model = None
        if want != model:
            exc.append((u, 0 if want is None else want))
    print("%s: %d encodable, %d exceptions" % (cs, len(rev), len(exc)))
    return exc


def ranges(codes):
    out = []
    for c in codes:
        if out and out[-1][1] + 1 == c:
            out[-1][1] = c
        else:
            out.append([c, c])
    return out


def carr(vals, per=12, fmt="0x%04x"):
    lines = []
    for i in range(0, len(vals), per):
        lines.append("\t" + ", ".join(fmt % v for v in vals[i:i + per]) + ",")
    return "\n".join(lines)


HEAD = "/* Generated by libc/tools/iconv_tables.py from glibc %s's iconv: do\n * not edit. */\n"


def emit(outdir, names, sb, tabs, singles_, cpover, gbk_holes, runs, gbastral, exc):
    libc.gnu_get_libc_version.restype = ctypes.c_char_p
    ver = libc.gnu_get_libc_version().decode()
    head = HEAD % ver
    # names
    with open(os.path.join(outdir, "iconv_names.h"), "w") as f:
        f.write(head)
        f.write("/* Charsets past the built-in ones: single-byte first, in the\n"
                " * order of __iconv_sbcs, then the multibyte ones. */\n")
        f.write("enum {\n\tCS_SBCS = 32,\n")
        for i, cs in enumerate(SBCS):
            f.write("\tCS_%s%s,\n" % (cname(cs).replace("ISO8859", "ISO8859_"),
                                      " = CS_SBCS" if i == 0 else ""))
        f.write("\tCS_CJK,\n")
        for i, cs in enumerate(CJK):
            f.write("\tCS_%s%s,\n" % (cname(cs), " = CS_CJK" if i == 0 else ""))
        f.write("};\n\n#ifdef ICONV_NAMES\n")
        f.write("/* Normalised name (lower case, no - _ . : space) -> charset. */\n")
        f.write("static const struct { char name[24]; unsigned char cs; } more_names[] = {\n")
        for cs in SBCS + CJK:
            for n in names[cs]:
                f.write('\t{ "%s", CS_%s },\n' % (key(n), cname(cs).replace("ISO8859", "ISO8859_")))
        f.write("};\n#endif\n")
    # single-byte
    total = 0
    with open(os.path.join(outdir, "iconv_sbcs_tab.c"), "w") as f:
        f.write(head)
        f.write('#include "iconv_impl.h"\n\n')
        f.write("/* Bytes 0x80-0xFF of each single-byte charset (0: unmapped); the\n"
                " * low half is ASCII in all of them. */\n")
        f.write("const unsigned short __iconv_sbcs[][128] = {\n")
        for cs in SBCS:
            f.write("\t/* %s */ {\n%s\n\t},\n" % (cs, carr(sb[cs][0], 8).replace("\t", "\t\t")))
        f.write("};\n\n")
        sexc = [(SBCS.index(cs), u, b) for cs in SBCS for u, b in sb[cs][1]]
        for _, u, b in sexc:
            assert b is not None and len(b) <= 3
        f.write("/* Code points glibc writes otherwise than as the byte decoding to\n"
                " * them: CP1255's and CP1258's letters as base + combining marks, a\n"
                " * few marks as their twins. Charset, length, code point, bytes. */\n")
        f.write("const struct sbcs_pair __iconv_sbcs_pairs[] = {\n")
        for c, u, b in sexc:
            f.write("\t{ %d, %d, 0x%04x, { %s } },\n" % (c, len(b), u, ", ".join("0x%02x" % x for x in b)))
        f.write("};\nconst unsigned __iconv_sbcs_npairs = %d;\n" % len(sexc))
    print("sbcs: %d charsets, %d decomposition pairs" % (len(SBCS), len(sexc)))
    emit_cjk(os.path.join(outdir, "iconv_cjk_tab.c"), head, tabs, singles_, cpover,
             gbk_holes, runs, gbastral, exc)


def emit_cjk(path, head, tabs, singles_, cpover, gbk_holes, runs, gbastral, exc):
    f = open(path, "w")
    f.write(head)
    f.write('#include "iconv_impl.h"\n\n')
    f.write("/* Each charset's bytes on their own: a code point, LEAD (0xFFFF:\n"
            " * the first of two), BAD (0xFFFE) or LEAD3 (0xFFFD: EUC-JP's 0x8F). */\n")
    f.write("const unsigned short __iconv_single[][256] = {\n")
    for k in ["eucjp", "sjis", "cp932", "euckr", "big5", "gbk", "gb18030"]:
        f.write("\t/* %s */ {\n%s\n\t},\n" % (k, carr(singles_[k], 8).replace("\t", "\t\t")))
    f.write("};\n\n")
    size = 0
    for t in tabs:
        w = t.thi - t.tlo + 1
        lead = [0] * 256
        data = []
        for i, l in enumerate(t.leads):
            lead[l] = i + 1
            data += [t.get(l, tr) for tr in range(t.tlo, t.thi + 1)]
        size += len(data) * 2 + 256
        f.write("static const unsigned char %s_lead[256] = {\n%s\n};\n" % (t.name, carr(lead, 16, "%d")))
        f.write("static const unsigned short %s_data[%d] = {\n%s\n};\n\n" % (t.name, len(data), carr(data, 8)))
    f.write("/* Rows by lead byte (1-based, 0: none), each over trail bytes lo..hi. */\n")
    f.write("const struct mbtab __iconv_mbtab[] = {\n")
    for t in tabs:
        f.write("\t{ %s_lead, %s_data, 0x%02x, 0x%02x },\n" % (t.name, t.name, t.tlo, t.thi))
    f.write("};\n\n")
    f.write("/* CP932 codes whose character differs from Shift_JIS's. */\n")
    f.write("const struct mbpair __iconv_cp932_over[] = {\n")
    for c, u in sorted(cpover.items()):
        f.write("\t{ 0x%04x, 0x%04x },\n" % (c, u))
    f.write("};\nconst unsigned __iconv_cp932_nover = %d;\n\n" % len(cpover))
    f.write("/* GB18030's two-byte codes that GBK leaves unmapped (ranges). */\n")
    hr = ranges(gbk_holes)
    f.write("const unsigned short __iconv_gbk_holes[][2] = {\n%s\n};\n" %
            "\n".join("\t{ 0x%04x, 0x%04x }," % tuple(r) for r in hr))
    f.write("const unsigned __iconv_gbk_nholes = %d;\n\n" % len(hr))
    f.write("/* GB18030 two-byte codes of characters beyond the BMP. */\n")
    f.write("const struct mbpair __iconv_gb_astral[] = {\n")
    for c, u in sorted(gbastral.items()):
        f.write("\t{ 0x%04x, 0x%05x },\n" % (c, u))
    f.write("};\nconst unsigned __iconv_gb_nastral = %d;\n\n" % len(gbastral))
    f.write("/* GB18030's four-byte codes of the BMP: runs of (linear index of the\n"
            " * code from 0x81308130, first code point, length). */\n")
    f.write("const unsigned short __iconv_gb_runs[][3] = {\n")
    for r in runs:
        f.write("\t{ %d, 0x%04x, %d },\n" % tuple(r))
    f.write("};\nconst unsigned __iconv_gb_nruns = %d;\n\n" % len(runs))
    f.write("/* Code points glibc encodes otherwise than as the smallest code that\n"
            " * decodes to them (code 0: not at all), sorted, per charset. */\n")
    f.write("const struct mbpair __iconv_enc_exc[] = {\n")
    start, n = [], 0
    order = [cs for cs in CJK if cs != "ISO-2022-JP"]
    for cs in order:
        start.append(n)
        for u, c in exc[cs]:
            f.write("\t{ 0x%08x, 0x%05x }, /* %s */\n" % (c, u, cs))
            n += 1
    start.append(n)
    f.write("};\n/* Where each charset's run starts in __iconv_enc_exc (%s). */\n" % ", ".join(order))
    f.write("const unsigned short __iconv_enc_exc_at[] = { %s };\n" % ", ".join(map(str, start)))
    f.close()
    print("cjk: %d bytes of two-byte tables, %d cp932 overrides, %d gbk hole ranges, %d gb runs, %d encode exceptions"
          % (size, len(cpover), len(hr), len(runs), n))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
