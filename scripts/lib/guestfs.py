"""Build guest initramfs archives with the kernel's gen_init_cpio.

Shared by scripts/mkinitramfs (the base image) and scripts/vmtest (the
per-scenario part).  gen_init_cpio takes a list of entries, so nothing
needs root: device nodes and ownership are written into the archive.
"""
import os
import re
import subprocess

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get("BUILD", os.path.join(TOP, "build"))
TREE = os.path.join(BUILD, "linux")
KOBJ = os.environ.get("KOBJ", os.path.join(BUILD, "kernel"))
GEN_INIT_CPIO = os.path.join(BUILD, "tools", "gen_init_cpio")


def gen_init_cpio():
    """Path of gen_init_cpio, compiled from the kernel tree when missing."""
    src = os.path.join(TREE, "usr", "gen_init_cpio.c")
    if (not os.path.exists(GEN_INIT_CPIO) or
            os.path.getmtime(GEN_INIT_CPIO) < os.path.getmtime(src)):
        os.makedirs(os.path.dirname(GEN_INIT_CPIO), exist_ok=True)
        subprocess.run(["gcc", "-O2", "-o", GEN_INIT_CPIO, src], check=True)
    return GEN_INIT_CPIO


def shared_libs(exe):
    """Host paths of the shared libraries (and loader) that exe needs."""
    out = subprocess.run(["ldd", exe], capture_output=True, text=True)
    if out.returncode != 0:     # static: "not a dynamic executable"
        return []
    libs = []
    for line in out.stdout.splitlines():
        m = re.search(r"(?:=>\s*)?(/\S+)\s+\(0x", line)
        if m:
            libs.append(m.group(1))
        elif "not found" in line:
            raise RuntimeError(f"{exe}: {line.strip()}")
    return libs


class CpioList:
    """An initramfs as a gen_init_cpio list: dirs, files, nodes, links."""

    def __init__(self):
        self.lines = []
        self.dirs = set()
        self.files = set()

    def dir(self, path, mode=0o755):
        parts = path.strip("/").split("/")
        for i in range(1, len(parts) + 1):
            d = "/" + "/".join(parts[:i])
            if d not in self.dirs:
                self.dirs.add(d)
                self.lines.append(f"dir {d} {mode:o} 0 0")

    def file(self, guest, host, mode=None):
        self.dir(os.path.dirname(guest))
        self.files.add(guest)
        if mode is None:
            mode = os.stat(host).st_mode & 0o7777
        self.lines.append(f"file {guest} {os.path.realpath(host)} {mode:o} 0 0")

    def symlink(self, guest, target):
        self.dir(os.path.dirname(guest))
        self.lines.append(f"slink {guest} {target} 777 0 0")

    def node(self, guest, mode, kind, major, minor):
        self.dir(os.path.dirname(guest))
        self.lines.append(f"nod {guest} {mode:o} 0 0 {kind} {major} {minor}")

    def executable(self, guest, host):
        """host's executable at guest, with every library it needs."""
        self.file(guest, host, 0o755)
        for lib in shared_libs(host):
            if lib not in self.files:
                self.file(lib, lib, 0o755)

    def tree(self, guest_dir, host_dir):
        """Every file below host_dir, at the same place below guest_dir."""
        self.dir(guest_dir)
        for root, dirs, files in os.walk(host_dir):
            dirs.sort()
            rel = os.path.relpath(root, host_dir)
            gdir = guest_dir if rel == "." else os.path.join(guest_dir, rel)
            self.dir(gdir)
            for f in sorted(files):
                self.file(os.path.join(gdir, f), os.path.join(root, f))

    def write(self, out):
        """Write the archive, gzip-compressed, to out."""
        listing = out + ".list"
        with open(listing, "w") as f:
            f.write("\n".join(self.lines) + "\n")
        with open(out, "wb") as f:
            gen = subprocess.Popen([gen_init_cpio(), listing], stdout=subprocess.PIPE)
            subprocess.run(["gzip", "-1", "-n"], stdin=gen.stdout, stdout=f, check=True)
            if gen.wait() != 0:
                raise RuntimeError(f"gen_init_cpio failed on {listing}")
