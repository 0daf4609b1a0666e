#!/usr/bin/env python3
"""c_functions.py FILE [LINES]: the functions FILE defines that are not
static, one name a line.  With LINES (a file of line numbers), only those
whose name, or whose return type on the line before, is on one of them:
the functions a patch series adds or makes global in a file it changes.

Kernel style: a definition starts at column 0, its return type on the
same line or the one before, and its body's "{" alone on the line after
the one that closes its parameters."""
import re
import sys

NAME = re.compile(r"^(?:[A-Za-z_][\w \*]*?[ \*])?([A-Za-z_]\w*)\(")
NOT_FUNCTIONS = re.compile(r"^(static\b|typedef\b|extern\b|struct\b.*[;{]\s*$|#|[A-Z_0-9]+\()")


def functions(lines, wanted=None):
    for i, line in enumerate(lines):
        if not line[:1].isalpha() and not line.startswith("_"):
            continue
        if NOT_FUNCTIONS.match(line):
            continue
        m = NAME.match(line)
        if not m:
            continue
        name = m.group(1)
        # The type on the line before: "unsigned long\nfoo(...)".
        prev = lines[i - 1] if i else ""
        if line.startswith(name + "(") and (not prev or prev.startswith("static")
                                            or prev.rstrip().endswith((";", "}", ")", "{"))
                                            or prev.startswith(("#", " ", "\t", "/", "*"))):
            continue
        # Find where the parameters close, then expect "{".
        depth, j = 0, i
        while j < len(lines):
            depth += lines[j].count("(") - lines[j].count(")")
            if depth <= 0:
                break
            j += 1
        if j + 1 >= len(lines) or lines[j].rstrip().endswith(";") or lines[j + 1].strip() != "{":
            continue
        if wanted is not None and (i + 1) not in wanted and i not in wanted:
            continue
        yield name


def main():
    lines = open(sys.argv[1]).read().split("\n")
    wanted = None
    if len(sys.argv) > 2:
        wanted = {int(x) for x in open(sys.argv[2]).read().split()}
    for name in functions(lines, wanted):
        print(name)


if __name__ == "__main__":
    main()
