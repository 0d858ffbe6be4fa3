#!/usr/bin/env python3
"""Where the bytes of an APE file go (docs/windows.md, "Size").

usage: sizemap.py APE [ELF...]

Reads APE as its readers do (the script up to "exit 127", the printf'd ELF
headers and their PT_LOAD segments, the loaders the script copies with dd,
the notices, the PE header and its sections, a zip store) and prints one
line per region in file order, with the bytes no region claims ("gap")
and whether they are all zero. Each ELF given (the programs as linked,
unstripped) adds its allocated sections and, for the x86_64 one, its text
by source area (libc/sys/windows against the rest), read from the symbol
table.
"""
import re
import struct
import subprocess
import sys

MACH = {62: "x86_64", 183: "aarch64"}


def ape_regions(d):
    regions = []  # (offset, size, what)
    end = d.index(b"\nexit 127\n") + 10
    regions.append((0, end, "MZ head and shell script"))
    s = d[:end].decode("latin1")
    for m in re.finditer(r"printf '(\\177[^']*)'", s):
        h = bytes(int(e, 8) for e in re.findall(r"\\([0-7]{1,3})", m.group(1)))
        if len(h) != 64 or h[:4] != b"\x7fELF":
            continue
        mach, = struct.unpack_from("<H", h, 18)
        phoff, = struct.unpack_from("<Q", h, 32)
        phnum, = struct.unpack_from("<H", h, 56)
        name = MACH.get(mach, str(mach))
        for i in range(phnum):
            t, f, off, va, pa, fs, ms, al = struct.unpack_from("<IIQQQQQQ", d, phoff + 56 * i)
            if t == 1 and fs:
                flags = ("R" if f & 4 else "") + ("W" if f & 2 else "") + ("X" if f & 1 else "")
                regions.append((off, fs, "%s PT_LOAD %s (bss %d)" % (name, flags, ms - fs)))
    for m in re.finditer(r"(\w+)\) ape_skip=(\d+)\s+ape_count=(\d+)", s):
        if int(m.group(3)):
            regions.append((int(m.group(2)) * 512, int(m.group(3)) * 512,
                            "%s loader (%s blocks of 512)" % (m.group(1), m.group(3))))
    m = re.search(r"ape_notices_off=(\d+)\s+ape_notices_len=(\d+)", s)
    if m and int(m.group(2)):
        regions.append((int(m.group(1)), int(m.group(2)), "licence notices"))
    lfanew, = struct.unpack_from("<I", d, 60)
    if d[:2] == b"MZ" and d[lfanew:lfanew + 4] == b"PE\0\0":
        nsec, = struct.unpack_from("<H", d, lfanew + 6)
        opt, = struct.unpack_from("<H", d, lfanew + 20)
        sh = lfanew + 24 + opt
        regions.append((lfanew, sh + 40 * nsec - lfanew, "PE header (%d sections)" % nsec))
        for i in range(nsec):
            name, vs, va, rs, rp = struct.unpack_from("<8sIIII", d, sh + 40 * i)
            name = name.rstrip(b"\0").decode()
            if name == ".idata":
                regions.append((rp, rs, "PE .idata (imports)"))
    e = d.rfind(b"PK\5\6")
    if e >= 0 and e + 22 <= len(d):
        cdsize, cdoff = struct.unpack_from("<II", d, e + 12)
        first = min([cdoff] + [struct.unpack_from("<I", d, m.start() + 42)[0]
                               for m in re.finditer(b"PK\1\2", d[cdoff:e])])
        regions.append((first, len(d) - first, "zip store"))
    return regions


def print_map(d, regions):
    regions.sort()
    pos = 0
    rows = []
    for off, size, what in regions:
        if off > pos:
            gap = d[pos:off]
            rows.append((pos, off - pos, "gap (%s)" % ("zeros" if not gap.strip(b"\0") else "NOT all zero")))
        elif off < pos:
            what += " (overlaps the region before by %d)" % (pos - off)
        rows.append((off, size, what))
        pos = max(pos, off + size)
    if pos < len(d):
        rows.append((pos, len(d) - pos, "gap at the end"))
    print("| offset | bytes | what |")
    print("|---|---:|---|")
    for off, size, what in rows:
        print("| %#07x | %s | %s |" % (off, format(size, ","), what))
    print("| | **%s** | total |" % format(len(d), ","))
    gaps = sum(size for off, size, what in rows if what.startswith("gap"))
    print()
    print("Gaps: %s bytes." % format(gaps, ","))


def elf_sections(path):
    out = subprocess.run(["readelf", "-SW", path], capture_output=True, text=True, check=True).stdout
    rows = []
    for line in out.splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+(\S+)\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)\s+\S+\s+(\S*)", line)
        if m and "A" in m.group(6) and m.group(2) != "NOBITS":
            rows.append((m.group(1), int(m.group(5), 16)))
    return rows


def text_by_area(path):
    """Code bytes of each object file, by the source file of each symbol
    (nm -l needs debug line info: the programs are linked with -g)."""
    out = subprocess.run(["nm", "-S", "-l", "--size-sort", path], capture_output=True,
                         text=True, check=True).stdout
    areas = {}
    seen = set()   # aliases (the -ENOSYS handler has hundreds) count once
    for line in out.splitlines():
        f = line.split()
        if len(f) < 4 or f[2] not in "tTrRdD" or f[0] in seen:
            continue
        seen.add(f[0])
        size = int(f[1], 16)
        src = f[4] if len(f) > 4 else "(assembly: no line numbers)"
        src = re.sub(r":\d+$", "", src)
        m = re.search(r"(libc/sys/windows/[^/]+|libc/arch/[^/]+/[^/]+|libc/src/[^/]+/[^/]+|libc/[^/]+/[^/]+|tests/progs/[^/]+)$", src)
        key = (f[2].lower(), m.group(1) if m else src.rsplit("/", 1)[-1])
        areas[key] = areas.get(key, 0) + size
    return areas


def main():
    d = open(sys.argv[1], "rb").read()
    print_map(d, ape_regions(d))
    for path in sys.argv[2:]:
        print()
        print("%s: allocated sections with file bytes" % path)
        print()
        for name, size in elf_sections(path):
            print("    %-16s %7s" % (name, format(size, ",")))
        areas = text_by_area(path)
        win = sum(v for (k, src), v in areas.items() if k == "t" and "sys/windows" in src)
        rest = sum(v for (k, src), v in areas.items() if k == "t" and "sys/windows" not in src)
        print()
        print("    code in libc/sys/windows %s, elsewhere %s; largest sources:" % (format(win, ","), format(rest, ",")))
        for (k, src), v in sorted(areas.items(), key=lambda kv: -kv[1])[:25]:
            print("    %s %-40s %6s" % (k, src, format(v, ",")))


main()
