#!/usr/bin/env python3
"""Lists the public declarations of Sources/ that have no doc comment (`///` or `/** */` right above
them, attributes between allowed), module by module: what `scripts/docs.sh` cannot see, since DocC does
not warn about an undocumented symbol.

    python3 scripts/docs_coverage.py            counts per module, then every undocumented declaration
    python3 scripts/docs_coverage.py --summary  counts only

A declaration is a line starting with `public` or `open` (after attributes) that declares something;
members of a `public` extension are not counted (they carry no `public` of their own). Exit status 0.
"""
import re
import sys
from pathlib import Path

DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\b(?:\s+(?:final|static|class|override|mutating|nonmutating|"
    r"convenience|required|indirect|private\(set\)|internal\(set\)|fileprivate\(set\)|nonisolated))*\s+"
    r"(?:func|var|let|init|subscript|struct|class|enum|protocol|typealias|actor|case|extension|associatedtype)\b")


def undocumented(path: Path):
    lines = path.read_text(encoding="utf-8").splitlines()
    for index, line in enumerate(lines):
        if not DECLARATION.match(line) or re.match(r"^\s*public\s+extension\b|^\s*extension\b", line):
            continue
        above = index - 1
        while above >= 0 and re.match(r"^\s*@\w+", lines[above]):
            above -= 1
        if above >= 0 and (lines[above].strip().startswith("///") or lines[above].strip().endswith("*/")):
            continue
        yield index + 1, line.strip()


def main() -> int:
    summary = "--summary" in sys.argv[1:]
    root = Path(__file__).resolve().parent.parent / "Sources"
    total = 0
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.swift")):
        module = path.relative_to(root).parts[0]
        for number, text in undocumented(path):
            found.setdefault(module, []).append(f"{path.relative_to(root.parent)}:{number}: {text}")
            total += 1
    for module, items in sorted(found.items(), key=lambda item: -len(item[1])):
        print(f"{module}: {len(items)}")
    print(f"total: {total} public declarations without a doc comment")
    if not summary:
        for items in found.values():
            print("\n".join(items))
    return 0


if __name__ == "__main__":
    sys.exit(main())
