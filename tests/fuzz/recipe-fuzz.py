#!/usr/bin/env python3
"""recipe-fuzz.py SRCDIR OUTDIR SECONDS: fuzz the recipe parser.

libFuzzer cannot drive a bash function, so this is a small mutation
fuzzer: it takes the recipes of tests/fuzz/recipe/ (and what it kept),
mutates them with the tokens the recipe subset and sh care about, and has
recipe-check.sh judge batches of them (the parser against sh itself).
A mutant that breaks a rule is saved in OUTDIR/artifacts/recipe-*; one
that the parser handled in a way not seen before (by its verdict and
first message) joins the working corpus. Prints the CPU seconds used."""
import os, random, shutil, subprocess, sys, time, hashlib, re

src, out, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
seeds_dir = os.path.join(src, 'tests/fuzz/recipe')
check = os.path.join(src, 'tests/fuzz/recipe-check.sh')
work = os.path.join(out, 'corpus/recipe')
arts = os.path.join(out, 'artifacts')
for d in (work, arts):
    os.makedirs(d, exist_ok=True)

TOKENS = ['$', '${', '}', '$name', '${version}', '"', "'", '\\', '\\\n', '~', ':', ':~', '#', ' ', '\t',
          '\n', '$(', ')', '`', '=', ';', '&', '|', '<', '>', '(', '*', '?', '[', ']', '!', '{', '$$',
          '$1', '$@', '${#name}', '${name:-x}', '\r', 'name=', 'version=', 'url=', 'data=', 'x=',
          'programs=', 'f() { :; }', '\\$', '\\"', "'\"'", '"\'"', '$\'', '~root', '%', '\x00', '\xff']

def load(d):
    res = []
    for n in sorted(os.listdir(d)):
        with open(os.path.join(d, n), 'rb') as f:
            res.append(f.read().decode('latin-1'))
    return res

def mutate(s, rng):
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(6)
        i = rng.randint(0, len(s))
        if op == 0:
            s = s[:i] + rng.choice(TOKENS) + s[i:]
        elif op == 1 and s:
            j = min(len(s), i + rng.randint(1, 8))
            s = s[:i] + s[j:]
        elif op == 2:
            lines = s.split('\n')
            rng.shuffle(lines) if rng.random() < 0.2 else lines.insert(rng.randrange(len(lines) + 1), rng.choice(lines))
            s = '\n'.join(lines)
        elif op == 3 and s:
            j = min(len(s), i + rng.randint(1, 3))
            s = s[:i] + chr(rng.randrange(32, 127)) + s[j:]
        elif op == 4:
            s = s[:i] + rng.choice(TOKENS) + rng.choice(TOKENS) + s[i:]
        else:
            lines = s.split('\n')
            k = rng.randrange(len(lines))
            m = re.match(r'([a-z_]+)=', lines[k])
            if m:
                lines[k] = m.group(0) + ''.join(rng.choice(TOKENS + ['a', 'b', '-', '.', '/']) for _ in range(rng.randint(1, 6)))
            s = '\n'.join(lines)
    return s

rng = random.Random(os.environ.get('FUZZ_SEED', time.time()))
corpus = load(seeds_dir) + load(work)
seen = set()
deadline = time.time() + seconds
batch_dir = os.path.join(out, 'recipe-batch')
runs = found = 0
t0 = os.times()
while time.time() < deadline:
    shutil.rmtree(batch_dir, ignore_errors=True)
    os.makedirs(batch_dir)
    files = []
    for k in range(40):
        m = mutate(rng.choice(corpus), rng)
        p = os.path.join(batch_dir, 'm%03d' % k)
        with open(p, 'wb') as f:
            f.write(m.encode('latin-1'))
        files.append((p, m))
    try:
        r = subprocess.run(['timeout', '60', 'bash', check] + [p for p, _ in files],
                           capture_output=True, text=True, errors='replace')
    except Exception as e:
        print('recipe-fuzz:', e)
        break
    runs += len(files)
    if r.returncode == 124:
        print('recipe-fuzz: a batch took more than 60 s (a hang?); kept in', batch_dir)
        shutil.copytree(batch_dir, os.path.join(arts, 'recipe-hang-%d' % runs))
    bad = {}
    for line in r.stdout.splitlines():
        fm = re.match(r'(' + re.escape(batch_dir) + r'/m\d+): ', line)
        if fm:
            bad.setdefault(fm.group(1), []).append(line)
    for p, m in files:
        if p in bad:
            h = hashlib.sha1(m.encode('latin-1')).hexdigest()[:12]
            dst = os.path.join(arts, 'recipe-' + h)
            if not os.path.exists(dst):
                found += 1
                shutil.copy(p, dst)
                print('recipe-fuzz: FOUND', dst, '\n  ' + bad[p][0].split(': ', 1)[1][:200])
        else:
            # keep a mutant whose shape is new: which lines parse as what
            key = hashlib.sha1(re.sub(r'[A-Za-z0-9]+', 'w', m).encode('latin-1')).hexdigest()
            if key not in seen and len(seen) < 2000:
                seen.add(key)
                if rng.random() < 0.1 and len(corpus) < 500:
                    corpus.append(m)
                    with open(os.path.join(work, key[:16]), 'wb') as f:
                        f.write(m.encode('latin-1'))
t1 = os.times()
cpu = (t1.children_user + t1.children_system) - (t0.children_user + t0.children_system) + (t1.user - t0.user) + (t1.system - t0.system)
print('recipe-fuzz: %d recipes, %d problems found, %.1f CPU seconds' % (runs, found, cpu))
shutil.rmtree(batch_dir, ignore_errors=True)
sys.exit(1 if found else 0)
