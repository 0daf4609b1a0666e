"""What a kernel console must never show in a passing test run.

Shared by scripts/vmtest and scripts/selftest-kexec.
"""
import re

# Console lines that fail a run wherever they appear.
BAD_CONSOLE = re.compile(
    r"WARNING:|\bBUG:|kernel BUG|\bOops\b|Kernel panic|"
    r"general protection fault|Unable to handle|KASAN:|UBSAN:|"
    r"INFO: task .* blocked|detected stalls?|DEBUG_LOCKS_WARN_ON|"
    r"lockdep is turned off|turning off the locking correctness validator|"
    r"INFO: trying to register non-static key|Call Trace:|page allocation failure:|"
    r"Out of memory: Killed process")
