#!/usr/bin/env python3
"""Crash and concurrency runs of the phrase and clipboard stores (issue 50), local files only.

20 rounds of kill -9 in the middle of a write — `phrases add` (stdin lines), `clipboard add`
(stdin lines) and `phrases import -` in turn — then 2 and 4 writers at once on one file. Every
item a process acknowledged (`ok TEXT`, or `imported N phrases` for an import) must be in the
file afterwards, and SQLite's `PRAGMA integrity_check` must say ok. Prints the figures.

    python3 scripts/hardening/crash_and_writers.py [path/to/shurufa]   (default .build/release/shurufa)
"""
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/release/shurufa"
random.seed(50)


def integrity(path):
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return db.execute("PRAGMA integrity_check").fetchone()[0]


def stored(path, table):
    column = "text"
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return {row[0] for row in db.execute(f"SELECT {column} FROM {table}")}


def writer(arguments, lines):
    """Starts `shurufa ARGUMENTS` writing LINES to its stdin from a thread; returns the process."""
    process = subprocess.Popen([BINARY] + arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def feed():
        try:
            for line in lines:
                process.stdin.write(line + "\n")
            process.stdin.close()
        except (BrokenPipeError, ValueError):
            pass

    threading.Thread(target=feed, daemon=True).start()
    return process


def crash_round(folder, round_number, kind):
    path = os.path.join(folder, f"{kind}-{round_number}.sqlite")
    count = 1000
    kill_after = random.randint(1, count - 1)
    if kind == "phrases":
        lines = [f"短语 {round_number}-{i}\tc{chr(97 + i % 26)}\t组{i % 3}" for i in range(count)]
        process = writer(["phrases", "add", "--user-dict", path], lines)
        table, expect = "phrase", lambda text: text
    elif kind == "clipboard":
        lines = [f"复制 {round_number}-{i}" for i in range(count)]
        process = writer(["clipboard", "add", "--max-items", "100000", "--user-dict", path], lines)
        table, expect = "clipboardItem", lambda text: text
    else:
        # An import is one transaction: acknowledged whole (its summary line) or not at all.
        # Killed after a random delay in its first 5k-line file, then a second import runs to the end.
        lines = [f"导入 {round_number}-{i}\td{chr(97 + i % 26)}" for i in range(5000)]
        process = writer(["phrases", "import", "-", "--user-dict", path], lines)
        timer = threading.Timer(random.uniform(0.2, 4.0), lambda: process.kill())
        timer.start()
        output = process.stdout.read()
        process.wait()
        timer.cancel()
        acknowledged = lines if output.startswith("imported") else []
        texts = stored(path, "phrase") if os.path.exists(path) else set()
        imported = {line.split("\t")[0] for line in acknowledged}
        present = {line.split("\t")[0] for line in lines} & texts
        # All or nothing: either every line is in the file or none is.
        whole = len(present) in (0, len(lines))
        return len(imported), len(imported - texts) + (0 if whole else 1), integrity(path) if os.path.exists(path) else "ok"
    acknowledged = []
    for line in process.stdout:
        if line.startswith("ok "):
            acknowledged.append(line[3:].rstrip("\n"))
        if len(acknowledged) >= kill_after:
            os.kill(process.pid, signal.SIGKILL)
            break
    process.wait()
    texts = stored(path, table)
    lost = [text for text in acknowledged if expect(text) not in texts]
    return len(acknowledged), len(lost), integrity(path)


def concurrent(folder, writers, kind):
    path = os.path.join(folder, f"writers-{writers}-{kind}.sqlite")
    processes, expected = [], []
    for w in range(writers):
        lines = [f"写者{w} {kind} {i}" for i in range(300)]
        expected += lines
        arguments = ["phrases", "add", "--user-dict", path] if kind == "phrases" else \
            ["clipboard", "add", "--max-items", "100000", "--user-dict", path]
        processes.append(writer(arguments, lines))
    acknowledged = []
    for process in processes:
        acknowledged += [line[3:].rstrip("\n") for line in process.stdout if line.startswith("ok ")]
        process.wait()
    texts = stored(path, "phrase" if kind == "phrases" else "clipboardItem")
    lost = [text for text in acknowledged if text not in texts]
    statuses = [process.returncode for process in processes]
    return len(acknowledged), len(expected), len(lost), statuses, integrity(path)


def main():
    kinds = ["phrases", "clipboard", "import"]
    with tempfile.TemporaryDirectory(prefix="shurufa-crash-") as folder:
        totals = {kind: [0, 0, 0] for kind in kinds}  # rounds, acknowledged, lost
        bad = []
        for round_number in range(20):
            kind = kinds[round_number % 3]
            acknowledged, lost, check = crash_round(folder, round_number, kind)
            totals[kind][0] += 1
            totals[kind][1] += acknowledged
            totals[kind][2] += lost
            if check != "ok":
                bad.append((round_number, check))
        print("kill -9 during writes: 20 rounds")
        for kind in kinds:
            rounds, acknowledged, lost = totals[kind]
            print(f"  {kind:9s} {rounds:2d} rounds, {acknowledged:5d} acknowledged, {lost} lost")
        print(f"  integrity_check: {'ok in every file' if not bad else bad}")
        failed = bool(bad) or any(total[2] for total in totals.values())
        for writers in (2, 4):
            for kind in ("phrases", "clipboard"):
                acknowledged, expected, lost, statuses, check = concurrent(folder, writers, kind)
                print(f"{writers} writers, {kind:9s}: {acknowledged}/{expected} acknowledged, {lost} lost, "
                      f"exit {statuses}, integrity_check {check}")
                failed |= lost > 0 or check != "ok" or acknowledged != expected
        print("FAILED" if failed else "PASSED")
        return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
