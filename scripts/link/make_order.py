#!/usr/bin/env python3
"""Write scripts/link/shurufa.order: the functions a run of the engine executes, hottest first,
for lld's --symbol-ordering-file (Package.swift's leanReleaseLink).

usage: make_order.py [--binary .build/release/shurufa] [--check]

Why: the kernel maps an executable's pages around each one a process touches, 64 KB at a time
(fault-around), so the few hundred kilobytes of code `shurufa convert` runs, scattered over the
static binary's 26 MB of text, kept about 10 MB of it resident: a fifth of the engine's peak-RSS
budget. Placed together they take a few hundred pages.

How: the release binary, its debug sections stripped (valgrind 3.19 cannot read Swift's DWARF),
runs `convert` (full pinyin, abbreviations, 9-key, with and without 纠错) and `predict` under
callgrind on the short inputs below (written for this script: any pinyin exercises the same
code); every function it executed, in the binary's own text (the static Swift runtime and
Foundation included), is listed once, by instructions executed, most first. Names are mangled, as
the linker sees them. Code changed since the file was made keeps its old place: rerun this after
larger changes to the engine (`swift build -c release --product shurufa` first). Two runs on
one binary differ in a few cold functions and in the order of some with equal counts (threads,
hashing seeded per process): the set matters, not the order, so commit it only for a changed engine.

--check: print how many of the file's names the binary defines, and how much of the text the
listed functions fill; write nothing.

Needs valgrind and binutils (Debian packages; scripts/setup.sh installs them when missing).
"""
import os, random, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ORDER = os.path.join(ROOT, "scripts", "link", "shurufa.order")

# Everyday phrases typed as continuous pinyin (not drawn from any evaluation set).
FULL = """nihao
nihaoshijie
womenmingtianqukanxiba
zheshiyigehenhaodewenti
jintiantianqibucuo
wozaijiaoshixuexi
qingwenhuochezhanzainali
zhegejiudiandefuwutaidule
wangshangmaidedongxihenkuaijiudaole
ruguoniyoushijiandehuakeyiyiqichifan
tamenzuotianwanshangqulekanlediany
diannaodepingmuyouyidianwenti
xiexienidebangzhu
zhongguorenminyinhang
xi'an
woxiangyaoyibeikafei
zheyangzuokenengbutaihao
meiguanxiwomenxiacizailai
""".split()
ABBREVIATED = "nh zg bjdx wmqn jt sj xx zhg".split()
ENGLISH = "hello iphone wifi okay".split()
NINE_KEY = "64426 9436 4826 94264 744824 5426".split()
TYPOS = "nihoa wmoen xuexio jintain zhongguoern".split()
CONTEXTS = "我们 今天 我想 这个 谢谢".split()


def random_lines(count, seed=29):
    """`count` lines of 1 to 14 random syllables of the engine's table (seeded), some with a slip
    (two letters swapped), and one over the decoder's window: the many code paths of unlikely
    input that a few phrases miss (each missed function keeps a 64 KB block of text resident)."""
    with open(os.path.join(ROOT, "Sources", "ChineseEngine", "Syllables", "SyllableTable.swift")) as f:
        table = f.read()
    block = table.split('spellings: [String] = """', 1)[1].split('"""', 1)[0]
    syllables = block.replace("\\", " ").split()
    generator = random.Random(seed)
    lines = []
    for number in range(count):
        line = "".join(generator.choice(syllables) for _ in range(generator.randint(1, 14)))
        if number % 5 == 4 and len(line) > 3:
            at = generator.randrange(len(line) - 1)
            line = line[:at] + line[at + 1] + line[at] + line[at + 2:]
        lines.append(line)
    lines.append("".join(generator.choice(syllables) for _ in range(120)))
    return lines


def need(*packages):
    """The Debian packages, installed by the project's one installer when missing."""
    subprocess.run([os.path.join(ROOT, "scripts", "setup.sh"), *packages], check=True)


def callgrind(binary, args, lines, out):
    subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", "--dump-instr=no", "--compress-strings=no",
                    "--compress-pos=no", f"--callgrind-out-file={out}", binary] + args,
                   input="\n".join(lines) + "\n", text=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)


def executed(profile, image):
    """Function name → instructions executed, for the functions of `image` in a callgrind profile."""
    costs, obj, current, call = {}, None, None, False
    with open(profile, errors="replace") as f:
        for line in f:
            # The cost line after `calls=` is the callee's inclusive cost, not the caller's own.
            if line.startswith("calls="):
                call = True
                continue
            if call and line[:1].isdigit():
                call = False
                continue
            if line.startswith("ob="):
                obj = os.path.realpath(line[3:].strip())
            elif line.startswith("fn="):
                # A recursive function's second level is named `name'2`; an unnamed one is an address.
                name = re.sub(r"'\d+$", "", line[3:].strip())
                current = name if obj == image and not name.startswith("0x") else None
                if current is not None:
                    costs.setdefault(current, 0)
            elif current is not None and line[:1].isdigit():
                fields = line.split()
                if len(fields) >= 2:
                    costs[current] += int(fields[1])
    return costs


def defined(binary):
    """Function name → size for the binary's text symbols."""
    out = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    sizes = {}
    for line in out.splitlines():
        fields = line.split(None, 3)
        if len(fields) == 4 and fields[2] in "tTwW":
            sizes[fields[3]] = int(fields[1], 16)
    return sizes


def check(binary):
    with open(ORDER) as f:
        names = [l for l in f.read().splitlines() if l]
    sizes = defined(binary)
    found = [n for n in names if n in sizes]
    print(f"{len(found)} of {len(names)} listed functions defined in {binary}, "
          f"{sum(sizes[n] for n in found) / 1e6:.2f} MB of code")


def main():
    args = sys.argv[1:]
    binary = args[args.index("--binary") + 1] if "--binary" in args else os.path.join(ROOT, ".build", "release", "shurufa")
    if not os.path.exists(binary):
        sys.exit(f"make_order: no {binary}: swift build -c release --product shurufa first")
    need("binutils")
    if "--check" in args:
        return check(binary)
    need("valgrind")
    # The stripped copy sits beside the binary, so it finds the bundled data as the binary does
    # (the bundle look-up is code that runs too).
    stripped = os.path.join(os.path.dirname(os.path.abspath(binary)), "shurufa-order-profile")
    runs = [
        (["convert", "-k", "5"], FULL),
        (["convert", "-k", "5"], ABBREVIATED + TYPOS + ENGLISH),
        (["convert"], random_lines(150)),
        (["convert", "--no-correction"], FULL[:6]),
        (["convert", "--t9", "-k", "5"], NINE_KEY),
        (["predict", "-k", "5"], CONTEXTS),
    ]
    total = {}
    with tempfile.TemporaryDirectory() as work:
        subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
        try:
            for number, (run, lines) in enumerate(runs):
                profile = os.path.join(work, f"callgrind.{number}")
                callgrind(stripped, run, lines, profile)
                for name, cost in executed(profile, os.path.realpath(stripped)).items():
                    total[name] = total.get(name, 0) + cost
        finally:
            os.remove(stripped)
    names = sorted(total, key=lambda n: (-total[n], n))
    if len(names) < 100:
        sys.exit(f"make_order: callgrind named only {len(names)} functions of {binary}; the order file is unchanged")
    with open(ORDER + ".tmp", "w") as f:
        f.write("\n".join(names) + "\n")
    os.replace(ORDER + ".tmp", ORDER)
    print(f"make_order: {len(names)} functions → {os.path.relpath(ORDER, ROOT)}")


if __name__ == "__main__":
    main()
