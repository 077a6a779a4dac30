#!/usr/bin/env python3
"""No trapping decode of stored values in Sources (issue 89): a value read from a file, a database
row or the network is decoded by throwing, and a row that does not decode is set aside.

Fails (exit 1, naming each line) on:
  - `try!` anywhere in Sources/ (a failure there ends the keyboard extension);
  - GRDB's non-throwing row subscript (`row["text"]`, `row[0]`, `$0["id"]`) in a file that imports
    GRDB: it traps on a value of the wrong storage type, so one mistyped row stopped every open.
    Read rows through `StoredRow` (UserDictionary), whose accessors throw.

    python3 scripts/hardening/trapping_decodes.py [--self-test] [ROOT]   (default: the checkout)
"""
import os
import re
import sys

TRY_BANG = re.compile(r'\btry!')
ROW_SUBSCRIPT = re.compile(r'(\brow|\$\d)\s*\[\s*("|\d)')
IMPORTS_GRDB = re.compile(r'^\s*import\s+GRDB\b', re.M)


def code_of(line):
    """The line without a trailing // comment (strings with // are rare enough in Sources not to matter)."""
    index = line.find('//')
    return line if index < 0 else line[:index]


def problems(path, text):
    found = []
    grdb = bool(IMPORTS_GRDB.search(text))
    for number, line in enumerate(text.splitlines(), 1):
        code = code_of(line)
        if code.lstrip().startswith(('*', '///')):
            continue
        if TRY_BANG.search(code):
            found.append(f'{path}:{number}: try! (decode by throwing)')
        if grdb and ROW_SUBSCRIPT.search(code):
            found.append(f"{path}:{number}: GRDB's non-throwing row subscript (read through StoredRow)")
    return found


def scan(root):
    found = []
    for folder, _, files in os.walk(os.path.join(root, 'Sources')):
        for name in sorted(files):
            if name.endswith('.swift'):
                path = os.path.join(folder, name)
                with open(path, encoding='utf-8') as f:
                    found += problems(os.path.relpath(path, root), f.read())
    return found


def self_test():
    bad = {
        'a.swift': 'let x = try! Foo()\n',
        'b.swift': 'import GRDB\nlet t: String = row["text"]\n',
        'c.swift': 'import GRDB\nlet n: Int = $0[1]\n',
    }
    good = {
        'd.swift': 'let x = try Foo() // not try! here\n',
        'e.swift': 'let t = row["text"]\n',  # no GRDB: an array or dictionary
        'f.swift': 'import GRDB\nlet t = try row.text("text")\n',
        'g.swift': '/// `try!` in a doc comment\n',
    }
    for name, text in bad.items():
        assert problems(name, text), f'{name} passed: {text!r}'
    for name, text in good.items():
        assert not problems(name, text), f'{name} flagged: {problems(name, text)}'
    print('trapping_decodes self-test: ok')


def main():
    args = sys.argv[1:]
    if '--self-test' in args:
        self_test()
        args.remove('--self-test')
    root = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
    found = scan(root)
    for line in found:
        print(line)
    print(f'trapping_decodes: {len(found)} trapping decode(s) in Sources')
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main())
