#!/usr/bin/env python3
"""Tests of make_order.py (Python standard library only; no valgrind, no release build):
reading a callgrind profile, the seeded random input, and the committed order file the release
link names."""
import os, sys, tempfile, unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_order  # noqa: E402

# A hand-made profile: two objects; `main` calls `hot` (the cost line after `calls=` is the call's
# inclusive cost and must not count as main's own); `hot'2` is hot's recursion, the same function;
# an unnamed function is an address; the library's function is not the binary's.
PROFILE = """version: 1
creator: hand
events: Ir
ob=/opt/app/shurufa
fl=a.swift
fn=main
1 10
cfn=hot
calls=1 0
1 1000
2 5
fn=hot
3 700
fn=hot'2
3 300
fn=0x00000000004011a0
1 9
ob=/usr/lib/libc.so.6
fl=b.c
fn=memcpy
1 50
"""


class ExecutedTests(unittest.TestCase):
    def test_own_costs_of_the_binarys_functions(self):
        with tempfile.TemporaryDirectory() as work:
            path = os.path.join(work, "callgrind.out")
            with open(path, "w") as f:
                f.write(PROFILE)
            costs = make_order.executed(path, os.path.realpath("/opt/app/shurufa"))
        # main's own 10 + 5, not the 1000 of its call; hot's two levels as one; no address, no libc.
        self.assertEqual(costs, {"main": 15, "hot": 1000})


class RandomLinesTests(unittest.TestCase):
    def test_seeded_lines_of_the_tables_syllables(self):
        first, again = make_order.random_lines(20), make_order.random_lines(20)
        self.assertEqual(first, again)
        self.assertEqual(len(first), 21)
        self.assertTrue(all(line.isascii() and line.isalpha() and line.islower() for line in first))
        # The last line runs past the decoder's 256-unit window.
        self.assertGreater(len(first[-1]), 256)
        self.assertNotEqual(make_order.random_lines(20, seed=1), first)


class CommittedOrderTests(unittest.TestCase):
    def test_the_release_link_names_a_file_of_unique_functions(self):
        with open(make_order.ORDER) as f:
            names = f.read().splitlines()
        self.assertGreater(len(names), 1000)
        self.assertEqual(len(names), len(set(names)))
        self.assertFalse([n for n in names if not n or n.startswith("0x") or "'" in n])
        # The engine's decoder is among them, and the link reads this very file.
        self.assertTrue(any(n.startswith("$s13ChineseEngine14LatticeDecoderC") for n in names))
        with open(os.path.join(make_order.ROOT, "Package.swift")) as f:
            package = f.read()
        self.assertIn("--symbol-ordering-file=\\(Context.packageDirectory)/scripts/link/shurufa.order", package)
        self.assertIn('"-function-sections"', package)


if __name__ == "__main__":
    unittest.main()
