#!/usr/bin/env python3
"""Lists the public declarations of Sources/ that have no doc comment (`///` or `/** */` right above
them, attributes between allowed), module by module: what `scripts/docs.sh` cannot see, since DocC does
not warn about an undocumented symbol.

    python3 scripts/docs_coverage.py            counts per module, then every undocumented declaration
    python3 scripts/docs_coverage.py --summary  counts only
    python3 scripts/docs_coverage.py --check    as the default, and exit 1 when anything is undocumented (CI)
    python3 scripts/docs_coverage.py --self-test  proves the rules on a sample: finds what it must, no more

What counts as public:
- a line that declares something with `public` or `open` among its modifiers (`public static func`,
  `override public var`, `public private(set) var`, `nonisolated public init`…);
- each `case` line directly inside a `public enum` (a public enum's cases are public): one comment
  above `case a, b, c` covers the line; cases written on the enum's own line (`{ case a, b }`) are
  covered by the enum's comment;
- each requirement directly inside a `public protocol` (`func`, `var`, `init`, `subscript`,
  `associatedtype`, `typealias`).
Members of a `public extension` are not counted (the project has none; they carry no `public` of
their own). Code inside `#if` branches is read like any other (ShurufaUIKit's UIKit code included).
Exit status 0, or 1 with --check when the count is not zero.
"""
import re
import sys
from pathlib import Path

MODIFIER = (r"(?:final|static|class|override|mutating|nonmutating|convenience|required|indirect|nonisolated|weak|"
            r"unowned|lazy|dynamic|private\(set\)|internal\(set\)|fileprivate\(set\)|package\(set\))")
ATTRIBUTES = r"(?:@\w+(?:\([^)]*\))?\s+)*"
KINDS = r"(?:func|var|let|init|subscript|struct|class|enum|protocol|typealias|actor|case|extension|associatedtype|macro)\b"
DECLARATION = re.compile(rf"^\s*{ATTRIBUTES}(?:{MODIFIER}\s+)*(?:public|open)\b(?:\s+{MODIFIER})*\s+{KINDS}")
EXTENSION = re.compile(rf"^\s*{ATTRIBUTES}(?:public\s+)?extension\b")
PUBLIC_SCOPE = re.compile(rf"^\s*{ATTRIBUTES}(?:{MODIFIER}\s+)*public\s+(?:{MODIFIER}\s+)*(enum|protocol)\b")
ATTRIBUTE_LINE = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s*)+$")
ENUM_CASE = re.compile(r"^\s*(?:indirect\s+)?case\s+[`\w]")
REQUIREMENT = re.compile(rf"^\s*{ATTRIBUTES}(?:(?:static|mutating|nonmutating|nonisolated)\s+)*"
                         r"(?:func|var|init|subscript|associatedtype|typealias)\b")


def code_only(line: str) -> str:
    """The line without string literals and `//` comments, for counting braces."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return re.sub(r"//.*", "", line)


def is_documented(lines: list[str], index: int) -> bool:
    above = index - 1
    while above >= 0 and ATTRIBUTE_LINE.match(lines[above]):
        above -= 1
    return above >= 0 and (lines[above].strip().startswith("///") or lines[above].strip().endswith("*/"))


def scope_members(lines: list[str], start: int, member: re.Pattern):
    """Indices of the lines directly inside the body opened on (or after) line `start` that match `member`."""
    depth = 0
    opened = False
    for index in range(start, len(lines)):
        if opened and depth == 1 and index != start and member.match(lines[index]):
            yield index
        for character in code_only(lines[index]):
            if character == "{":
                depth += 1
                opened = True
            elif character == "}":
                depth -= 1
        if opened and depth <= 0:
            return


def undocumented(path: Path):
    lines = path.read_text(encoding="utf-8").splitlines()
    found: set[int] = set()
    for index, line in enumerate(lines):
        if DECLARATION.match(line) and not EXTENSION.match(line) and not is_documented(lines, index):
            found.add(index)
        scope = PUBLIC_SCOPE.match(line)
        if scope:
            member = ENUM_CASE if scope.group(1) == "enum" else REQUIREMENT
            found.update(i for i in scope_members(lines, index, member) if not is_documented(lines, i))
    for index in sorted(found):
        yield index + 1, lines[index].strip()


SAMPLE = """\
/// Documented.
public protocol Learner {
    func learn()
    /// Documented.
    var count: Int { get }
    static func make() -> Self
}
/// Documented.
public enum Mode: String {
    case `default` = "x"
    /// Documented.
    case other
    func helper() { switch self { case .default: break; case .other: break } }
}
/// Documented.
@MainActor public final class View {
    public private(set) var tracker = 0
    override public var description: String { "}" }
    public weak var delegate: AnyObject?
    /// Documented.
    @available(*, unavailable)
    public required init?(coder: Int) { fatalError("{") }
    var notPublic = 2
    public init() {}
}
enum Internal { case notCounted }
"""
SAMPLE_UNDOCUMENTED = [3, 6, 10, 17, 18, 19, 24]


def self_test() -> int:
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "Sample.swift"
        path.write_text(SAMPLE, encoding="utf-8")
        found = [number for number, _ in undocumented(path)]
    if found != SAMPLE_UNDOCUMENTED:
        print(f"docs_coverage.py --self-test: found lines {found}, expected {SAMPLE_UNDOCUMENTED}", file=sys.stderr)
        return 1
    print(f"docs_coverage.py --self-test: the {len(found)} undocumented declarations of the sample found, nothing else")
    return 0


def main() -> int:
    arguments = sys.argv[1:]
    unknown = [argument for argument in arguments if argument not in ("--summary", "--check", "--self-test")]
    if unknown:
        print(f"docs_coverage.py: unknown option {unknown[0]} (use --summary, --check or --self-test)", file=sys.stderr)
        return 2
    if "--self-test" in arguments:
        return self_test()
    summary = "--summary" in arguments
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
    if "--check" in arguments and total:
        print("docs_coverage.py --check: document the declarations above (a `///` comment right above each)",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
