#!/usr/bin/env python3
"""memc.py: a memcached client for the real-host scenario and make bench.

    memc.py fill N [SIZE]    store keys k0..k(N-1), SIZE bytes each (1000)
    memc.py check N [SIZE]   fetch them all; print how many came back intact
    memc.py stat NAME        one figure of memcached's "stats"

Each value is drawn from its key, so a check needs nothing but N and SIZE:
a value lost, cut, or another key's fails it.  Speaks the text protocol to
127.0.0.1:11211, pipelined.
"""
import hashlib
import socket
import sys

ADDR = ("127.0.0.1", 11211)
BATCH = 200


def value(i, size):
    seed = hashlib.sha256(b"pkram-%d" % i).hexdigest().encode()
    return (b"%d:" % i + seed * (size // len(seed) + 1))[:size]


class Conn:
    def __init__(self):
        self.s = socket.create_connection(ADDR, timeout=120)
        self.buf = b""

    def send(self, data):
        self.s.sendall(data)

    def line(self):
        while b"\r\n" not in self.buf:
            chunk = self.s.recv(1 << 20)
            if not chunk:
                raise EOFError("memcached closed the connection")
            self.buf += chunk
        out, self.buf = self.buf.split(b"\r\n", 1)
        return out

    def exact(self, n):
        while len(self.buf) < n:
            chunk = self.s.recv(1 << 20)
            if not chunk:
                raise EOFError("memcached closed the connection")
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out


def fill(c, n, size):
    for start in range(0, n, BATCH):
        keys = range(start, min(n, start + BATCH))
        c.send(b"".join(b"set k%d 0 0 %d\r\n%s\r\n" % (i, size, value(i, size)) for i in keys))
        for i in keys:
            reply = c.line()
            if reply != b"STORED":
                sys.exit(f"memc.py: set k{i}: {reply!r}")
    print(n)


def check(c, n, size):
    good = 0
    for start in range(0, n, BATCH):
        keys = range(start, min(n, start + BATCH))
        c.send(b"get " + b" ".join(b"k%d" % i for i in keys) + b"\r\n")
        while True:
            head = c.line()
            if head == b"END":
                break
            _, key, _, length = head.split()
            data = c.exact(int(length) + 2)[:-2]
            if data == value(int(key[1:]), size):
                good += 1
    print(good)


def stat(c, name):
    c.send(b"stats\r\n")
    found = None
    while (line := c.line()) != b"END":
        _, key, val = line.decode().split(" ", 2)
        if key == name:
            found = val
    if found is None:
        sys.exit(f"memc.py: no stat {name}")
    print(found)


def main(argv):
    if len(argv) < 2 or argv[0] not in ("fill", "check", "stat"):
        sys.exit(__doc__.strip().split("\n\n")[0])
    c = Conn()
    if argv[0] == "stat":
        return stat(c, argv[1])
    size = int(argv[2]) if len(argv) > 2 else 1000
    (fill if argv[0] == "fill" else check)(c, int(argv[1]), size)


if __name__ == "__main__":
    main(sys.argv[1:])
