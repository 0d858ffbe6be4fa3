# ape-edit.py FILE ARCH EDIT: damages one arch's header of an APE file in
# place, where the script keeps it (one printf statement, each byte a
# 3-digit octal escape, so the length never changes). EDIT:
#   phdrs-elsewhere   a copy of the program headers appended to the file,
#                     e_phoff pointing at it: outside every loaded segment
#   phdr-vaddr        PT_PHDR's address moved off the loaded table
import struct, sys
path, arch, edit = sys.argv[1:4]
d = bytearray(open(path, 'rb').read())
tag = ('%s) printf \'' % arch).encode()
at = d.index(tag) + len(tag)
eh = bytes(int(d[at + 4 * i + 1:at + 4 * i + 4], 8) for i in range(64))
eh = bytearray(eh)
phoff, = struct.unpack_from('<Q', eh, 32)
phnum, = struct.unpack_from('<H', eh, 56)
if edit == 'phdrs-elsewhere':
    d += b'\0' * (-len(d) % 8)
    new = len(d)
    d += d[phoff:phoff + 56 * phnum]
    struct.pack_into('<Q', eh, 32, new)
elif edit == 'phdr-vaddr':
    for i in range(phnum):
        if struct.unpack_from('<I', d, phoff + 56 * i)[0] == 6:
            va, = struct.unpack_from('<Q', d, phoff + 56 * i + 16)
            struct.pack_into('<Q', d, phoff + 56 * i + 16, va + 4096)
            break
    else:
        sys.exit('no PT_PHDR')
else:
    sys.exit('unknown edit ' + edit)
d[at:at + 256] = b''.join(b'\\%03o' % b for b in eh)
open(path, 'wb').write(d)
