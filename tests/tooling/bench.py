#!/usr/bin/python3
"""Tests of scripts/bench's computations on canned console logs, without
booting: figures paired by round id, not by position; a planned size
without figures leaves its targets not met; a VM round's PKRAM part
takes that round's reservation.  Prints "ok/not ok" lines and a summary;
BENCH=PATH tests another copy of scripts/bench."""
import importlib.machinery
import os
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
bench = importlib.machinery.SourceFileLoader(
    "bench", os.environ.get("BENCH", os.path.join(TOP, "scripts", "bench"))).load_module()
PLAN = os.path.join(TOP, "bench", "bench.sh")
n = failed = 0


def result(good, desc, got):
    global n, failed
    n += 1
    if good:
        print(f"ok {n} - {desc}")
    else:
        failed += 1
        print(f"not ok {n} - {desc}")
        print(f"# got: {got}")


def log_of(*lines):
    f = tempfile.NamedTemporaryFile("w", suffix=".log", delete=False)
    f.write("\n".join(lines) + "\n")
    f.close()
    return f.name


def target(targets, name):
    return next(t for t in targets if t["name"].startswith(name))


# Round 2 of the lazy 4k restore printed no figure (an empty value is no
# line): by position, the disk's round 2 (fast) would pair with the 4k
# round 3 and the verdict rest on a pair from two rounds.
runs = bench.collect(log_of(
    "bench: disk.2048.restore_us.1 1000000",
    "bench: disk.2048.restore_us.2 10000",
    "bench: disk.2048.restore_us.3 3000000",
    "bench: pkram-4k.2048.restore_us.1 1000",
    "bench: pkram-4k.2048.restore_us.2 ",
    "bench: pkram-4k.2048.restore_us.3 1500",
    "bench: pkram-4k.256.restore_us.1 500",
    "bench: pkram-4k.256.restore_us.2 400",
    "bench: pkram-4k.256.restore_us.3 600"))
bs, ss = bench.sizes_judged(PLAN)
targets = bench.bench_targets(runs, bs, ss)
t = target(targets, "restore 4k vs disk copy-back")
result(t["worst"] == 1000 and t["best"] == 2000 and t["rounds"] == ["1", "3"] and t["met"],
       "a round missing from one way is left out, the others paired by round id", t)
t = target(targets, "restore of the largest file vs the smallest")
result(t["worst"] == 1500 / 600 and t["rounds"] == ["1", "3"],
       "the largest vs the smallest size is paired by round id", t)

# The 256 MiB files printed nothing: the two largest-vs-smallest targets
# have no figures and are not met.
runs = bench.collect(log_of(
    "bench: pkram-4k.1024.restore_us.1 900",
    "bench: pkram-4k.2048.restore_us.1 1000"))
targets = bench.bench_targets(runs, *bench.sizes_judged(PLAN))
for name in ("restore of the largest file vs the smallest", "cost per GiB, largest vs smallest"):
    t = target(targets, name)
    result(not t["met"] and t["value"] is None and t["worst"] is None,
           f"'{name}' is not met when the smallest planned size has no figures", t)
# Only the largest size measured: no comparing it with itself.
runs = bench.collect(log_of("bench: pkram-4k.2048.restore_us.1 1000"))
targets = bench.bench_targets(runs, *bench.sizes_judged(PLAN))
for name in ("restore of the largest file vs the smallest", "cost per GiB, largest vs smallest"):
    t = target(targets, name)
    result(not t["met"], f"'{name}' is not met when only the largest size has figures", t)
runs = bench.collect(log_of("bench: pkram-4k.256.restore_us.1 1000",
                            "bench: pkram-4k.1024.restore_us.1 1000"))
targets = bench.bench_targets(runs, *bench.sizes_judged(PLAN))
t = target(targets, "restore of the largest file vs the smallest")
result(not t["met"], "nor when the largest planned size has no figures", t)

# The VM blackout: round 1's reservation was not measured (the early
# clock did not run), round 2's was: round 1 has no PKRAM part, round 2
# its own.
marks = []
for rep, t0 in ((1, 100.0), (2, 200.0)):
    for i, moment in enumerate(bench.VM_MOMENTS):
        marks.append(f"# vmtest: mark vm.pkram-4k.512.{rep}.{moment} at host time {t0 + i:.3f}")
vm = bench.vm_collect(log_of(*marks, "bench: vm.pkram-4k.512.reserve_us.2 250000"))
got = vm.get("pkram-4k.512.pkram_part")
result(got == {"2": 1000 + 250 + 1000}, "a VM round's PKRAM part takes its own round's reservation",
       got)

print(f"bench-tooling: {n - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
