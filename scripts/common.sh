# Shared settings for the PKRAM build scripts.  Sourced, not executed.

TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${BUILD:-$TOP/build}
SRC_TARBALL=${SRC_TARBALL:-/usr/src/linux-source-6.1.tar.xz}
TREE=$BUILD/linux		# git tree: pristine base commit + the series
# Out-of-tree kernel build (O=).  make bench builds a second kernel,
# without the debugging options, in build/kernel-bench (KOBJ and
# KCONFIG_EXTRA set by scripts/bench).
KOBJ=${KOBJ:-$BUILD/kernel}
PATCHES=${PATCHES:-$TOP/patches}
BASE_TAG=pkram-base

die() { echo "$(basename "$0"): $*" >&2; exit 1; }
log() { echo "==> $*" >&2; }

# The 6.1.y release the series was last tested on, as recorded by
# "make export" in patches/TESTED-ON.
tested_on() { sed -n 's/^linux //p' "$PATCHES/TESTED-ON" 2>/dev/null || echo unknown; }

# The 6.1.y release of a tree's top-level Makefile.
tree_version() {
	awk '/^VERSION =/{v=$3} /^PATCHLEVEL =/{p=$3} /^SUBLEVEL =/{s=$3}
	     END {print v "." p "." s}' "$1/Makefile"
}

# What patches/ says the tree is: a hash of the series and its patches,
# recorded by make tree and make export in build/linux/.git/pkram-applied.
series_hash() {
	(cd "$PATCHES" && cat series && sed -e '/^#/d' -e '/^$/d' series | xargs -r cat) |
		sha256sum | cut -d' ' -f1
}

# True when build/linux has no uncommitted change.
tree_clean() {
	git -C "$TREE" diff --quiet HEAD 2>/dev/null && git -C "$TREE" diff --cached --quiet
}
