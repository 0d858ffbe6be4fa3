#!/usr/bin/env python3
"""Read libc.a's symbol table (nm -A -g output on stdin) for
own-definition.test.

  symbols.py check CRT_NM_FILE < libc-nm   list the public functions a
      program could not define itself: F is defined strongly in a member
      that another name can pull in (a second public name, or an internal
      name some other member or crt1.o refers to). Exit 1 if any.
  symbols.py groups < libc-nm              print the public functions in
      groups, one group a line, no two functions of a group from the same
      member (a link defining a whole group then stands for one link per
      function).
"""
import collections
import sys


def parse(lines):
    defs = collections.defaultdict(dict)    # member -> {name: nm type}
    refs = collections.defaultdict(set)     # member -> names it refers to
    for line in lines:
        head, _, tail = line.rpartition(':')
        f = tail.split()
        if len(f) < 2:
            continue
        kind, name = f[-2], f[-1]
        member = head.rsplit(':', 1)[-1]
        if kind in ('U', 'w', 'v'):
            refs[member].add(name)
        else:
            defs[member][name] = kind
    return defs, refs


def public(name):
    return not name.startswith('__')


def functions(defs):
    return sorted({n for d in defs.values() for n, k in d.items()
                   if k in 'TW' and public(n)})


def check(defs, refs, crt_refs):
    wanted = set(crt_refs)
    for member, r in refs.items():
        wanted |= r
    bad = []
    for member, d in sorted(defs.items()):
        for name, kind in sorted(d.items()):
            if kind != 'T' or not public(name):
                continue
            pullers = sorted(n for n in d if n != name and (public(n) or n in wanted))
            if pullers:
                bad.append('%s: %s is strong, and %s can pull the member in'
                           % (member, name, ' '.join(pullers[:4])))
    return bad


def groups(defs):
    by_member = [sorted(n for n, k in d.items() if k in 'TW' and public(n))
                 for d in defs.values()]
    out = collections.defaultdict(list)
    for names in by_member:
        for i, n in enumerate(names):
            out[i].append(n)
    return [sorted(out[i]) for i in sorted(out)]


def main():
    defs, refs = parse(sys.stdin)
    if sys.argv[1] == 'check':
        with open(sys.argv[2]) as f:
            _, crt = parse(f)
        crt_refs = set().union(*crt.values()) if crt else set()
        bad = check(defs, refs, crt_refs)
        for b in bad:
            print(b)
        print('%d public functions, %d cannot be defined by a program'
              % (len(functions(defs)), len(bad)), file=sys.stderr)
        sys.exit(1 if bad else 0)
    for g in groups(defs):
        print(' '.join(g))


main()
