"""The Windows handlers a program links (docs/windows.md, "Size").

Every system call site of the x86_64 libc names the handler of its number
in an entry of polyport_scn (libc/arch/x86_64/syscall_arch.h), and a
program links only the handlers so named. A site that named none would
get -ENOSYS under Windows for a number the backend serves: silent. So:

  archive LIBC_A SYSCALL_O   every function of libc.a with system call
      sites has at least as many polyport_scn entries as sites, but the
      three whose number each caller names (ALLOWED); prints counts. (A
      number with neither a handler nor the -ENOSYS answer would not link:
      that failure is loud.)
  program ELF SYSCALL_O      in a linked program, every entry of a number
      syscall.c serves points at a handler other than the -ENOSYS answer,
      and an entry of -1 (syscall()) lists every served number; prints
      the numbers linked.
"""
import re
import struct
import sys

ALLOWED = {('pthread_cancel.c.o', '.text.__syscall_cp_c'), ('__syscall_cp.c.o', '.text.sccp'),
           ('__syscall_cp_asm.S.o', '.text')}


def sections(data):
    (shoff,) = struct.unpack_from('<Q', data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from('<HHH', data, 0x3a)
    hdrs = [struct.unpack_from('<IIQQQQIIQQ', data, shoff + i * shentsize) for i in range(shnum)]
    stroff = hdrs[shstrndx][4]
    out = []
    for h in hdrs:
        end = data.index(b'\0', stroff + h[0])
        out.append({'name': data[stroff + h[0]:end].decode(), 'type': h[1], 'addr': h[3],
                    'off': h[4], 'size': h[5], 'link': h[6], 'info': h[7], 'entsize': h[9]})
    return out


def symbols(data, secs):
    out = {}
    for s in secs:
        if s['type'] != 2:   # SHT_SYMTAB
            continue
        strs = secs[s['link']]
        for i in range(s['size'] // 24):
            name, info, other, shndx, value, size = struct.unpack_from('<IBBHQQ', data, s['off'] + i * 24)
            end = data.index(b'\0', strs['off'] + name)
            out.setdefault(data[strs['off'] + name:end].decode(), (shndx, value))
    return out


def members(path):
    data = open(path, 'rb').read()
    assert data[:8] == b'!<arch>\n', path
    pos, longnames = 8, b''
    while pos < len(data):
        name = data[pos:pos + 16].decode().strip()
        size = int(data[pos + 48:pos + 58])
        body = data[pos + 60:pos + 60 + size]
        if name == '//':
            longnames = body
        elif name.startswith('/') and name[1:].isdigit():
            o = int(name[1:])
            yield longnames[o:longnames.index(b'/\n', o)].decode(), body
        elif name not in ('/', '/SYM64/'):
            yield name.rstrip('/'), body
        pos += 60 + size + (size & 1)


def served(obj):
    data = open(obj, 'rb').read()
    return {int(m.group(1)) for m in (re.fullmatch(r'__win_sc_(\d+)', n) for n in symbols(data, sections(data))) if m}


def archive(lib, obj):
    srv = served(obj)
    bad, sites, named = [], 0, 0
    for mname, data in members(lib):
        secs = sections(data)
        count = {}
        for s in secs:
            if s['name'] in ('polyport_sc', 'polyport_scn'):
                c = count.setdefault(s['link'], [0, 0])
                c[s['name'] == 'polyport_scn'] += s['size'] // (4 if s['name'] == 'polyport_sc' else 8)
        for link, (nsc, nscn) in count.items():
            sites += nsc
            named += nscn
            if nsc > nscn and (mname, secs[link]['name']) not in ALLOWED:
                bad.append('%s: %s: %d system call sites, %d handlers named' % (mname, secs[link]['name'], nsc, nscn))
    for b in bad:
        print(b)
    print('archive: %d sites, %d handler entries, %d numbers served' % (sites, named, len(srv)), file=sys.stderr)
    return not bad and sites > 100 and named >= sites - 3 and len(srv) > 100


def program(elf, obj):
    srv = served(obj)
    data = open(elf, 'rb').read()
    secs = sections(data)
    syms = symbols(data, secs)
    if '__win_sc_enosys' not in syms:
        print('%s: no symbol table (stripped?)' % elf)
        return False
    enosys = syms['__win_sc_enosys'][1]
    scn = [s for s in secs if s['name'] == 'polyport_scn']
    if not scn:
        print('%s: no polyport_scn' % elf)
        return False
    s = scn[0]
    byaddr = {sec['addr']: sec for sec in secs if sec['type'] != 8 and sec['addr']}

    def read(addr, n):   # n bytes at a virtual address
        for sec in secs:
            if sec['type'] != 8 and sec['addr'] <= addr < sec['addr'] + sec['size']:
                return data[sec['off'] + addr - sec['addr']:sec['off'] + addr - sec['addr'] + n]
        raise ValueError(hex(addr))

    linked, ok = {}, True
    for i in range(s['size'] // 8):
        a = s['addr'] + 8 * i
        nr, rel = struct.unpack_from('<ii', data, s['off'] + 8 * i)
        target = a + 4 + rel
        if nr >= 0:
            linked[nr] = target
            continue
        got = set()
        while True:
            n2, r2 = struct.unpack('<ii', read(target, 8))
            if n2 < 0:
                break
            linked[n2] = target + 4 + r2
            got.add(n2)
            target += 8
        if got != srv:
            print('%s: the list of every handler misses %s' % (elf, sorted(srv - got)))
            ok = False
    for nr, h in sorted(linked.items()):
        if nr in srv and h == enosys:
            print('%s: number %d is served but its entry answers -ENOSYS' % (elf, nr))
            ok = False
    print('%s: %d numbers linked: %s' % (elf.split('/')[-1], len(linked),
          ' '.join(str(n) for n in sorted(linked) if n in srv)), file=sys.stderr)
    return ok and len(linked) > 0


if __name__ == '__main__':
    what, path, obj = sys.argv[1:4]
    sys.exit(0 if (archive if what == 'archive' else program)(path, obj) else 1)
