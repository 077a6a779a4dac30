#!/usr/bin/env python3
"""Holds connections open against a playground server the way issue 50's probe did, on loopback
only, and reports when the server closed each. Stops by itself (at most the head timeout + 40 s).

  1. 300 connections that send `GET / HTTP/1.1\\nHost: x\\n\\n` (bare LF) and then `\\n` every 20 s;
  2. 20 connections that send one normal keep-alive request, then `\\r\\n` every 20 s.

Every bare-LF connection must be closed within the head timeout (10 s by default): refused at
once (400, or 503 past the per-address cap). A keep-alive connection must be closed within the
head timeout of its first blank line (sent 20 s after its request).

    python3 scripts/hardening/bare_lf_connections.py [path/to/shurufa]   (default .build/release/shurufa)
"""
import selectors
import socket
import subprocess
import sys
import time

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/release/shurufa"
HEAD_TIMEOUT = 10.0
DEADLINE = HEAD_TIMEOUT + 40


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def hold(port, count, first, every):
    selector = selectors.DefaultSelector()
    start = time.monotonic()
    open_sockets = {}
    for _ in range(count):
        client = socket.create_connection(("127.0.0.1", port))
        client.setblocking(False)
        try:
            client.send(first)
        except OSError:
            pass
        open_sockets[client] = {"answer": b"", "closed": None, "next": time.monotonic() + 20}
        selector.register(client, selectors.EVENT_READ)
    while any(state["closed"] is None for state in open_sockets.values()) and time.monotonic() - start < DEADLINE:
        for key, _ in selector.select(timeout=0.5):
            client, state = key.fileobj, open_sockets[key.fileobj]
            try:
                data = client.recv(4096)
            except (ConnectionResetError, OSError):
                data = b""
            if data:
                state["answer"] += data
            else:
                state["closed"] = time.monotonic() - start
                selector.unregister(client)
                client.close()
        now = time.monotonic()
        for client, state in open_sockets.items():
            if state["closed"] is None and now >= state["next"]:
                state["next"] = now + 20
                try:
                    client.send(every)
                except OSError:
                    pass
    closed = [state["closed"] for state in open_sockets.values() if state["closed"] is not None]
    statuses = {}
    for state in open_sockets.values():
        for line in state["answer"].split(b"\r\n"):
            if line.startswith(b"HTTP/1.1 "):
                statuses[line[9:12].decode()] = statuses.get(line[9:12].decode(), 0) + 1
    for client, state in open_sockets.items():
        if state["closed"] is None:
            client.close()
    return len(closed), max(closed) if closed else None, statuses


def main():
    port = free_port()
    server = subprocess.Popen([BINARY, "serve", "--host", "127.0.0.1", "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        server.stdout.readline()  # the URL, once listening
        failed = False
        runs = [
            ("bare-LF head, then \\n every 20 s", 300, b"GET / HTTP/1.1\nHost: x\n\n", b"\n"),
            ("keep-alive request, then \\r\\n every 20 s", 20, b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", b"\r\n"),
        ]
        for label, count, first, every in runs:
            closed, latest, statuses = hold(port, count, first, every)
            # A bare-LF head is refused at once; blank lines after a served request start the head
            # timeout at the first of them (sent 20 s in), so that connection goes 10 s later.
            allowed = HEAD_TIMEOUT + 1 if every == b"\n" else 20 + HEAD_TIMEOUT + 3
            within = latest is not None and latest <= allowed
            print(f"{label}: {closed}/{count} closed, the last after {latest:.1f} s"
                  if latest is not None else f"{label}: none closed", f"(answers: {statuses})")
            failed |= closed != count or not within
        print("FAILED" if failed else f"PASSED: every connection closed within the {HEAD_TIMEOUT:.0f} s head timeout")
        return 1 if failed else 0
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    sys.exit(main())
