# PKRAM: preserved-over-kexec memory for Linux 6.1.  See README.md.
#
#   make demo     build everything, show PKRAM at work in a QEMU guest
#   make check    every test; last line "N passed, N failed"
#
# The steps, each incremental: deps tree kernel initramfs; and lint,
# export (build/linux commits -> patches/), bisect-check (every patch
# builds and boots on its own), clean; distro (the series in Debian's own
# kernel configuration) and distro-check (the main scenarios on it, and
# the real-host scenarios: a Debian 12 guest with systemd); deb (the
# series and the tools as Debian packages) and image (that guest);
# bench (PKRAM against its peers) and bench-scale (the boot by memory size
# and CPUs, with and without a hand-over).

SHELL := /bin/bash
.DEFAULT_GOAL := help
.PHONY: help deps tree kernel initramfs lint check demo bench bench-scale export bisect-check clean distclean \
	distro distro-check deb image

help:
	@sed -n '3,8p' Makefile | sed 's/^# \{0,1\}//'

deps:
	@scripts/deps

tree: deps
	@scripts/tree

kernel: tree
	@scripts/build-kernel

initramfs: kernel
	@scripts/mkinitramfs

lint: tree
	@scripts/lint

check: initramfs
	@scripts/run-tests

distro: tree
	@scripts/build-distro

distro-check: distro initramfs image
	@scripts/distro-check

deb: tree
	@scripts/deps deb
	@scripts/build-deb

image: deb
	@scripts/build-vmguest
	@scripts/build-image

demo: initramfs
	@scripts/vmtest demo

bench: initramfs image
	@scripts/bench

bench-scale: initramfs
	@scripts/bench-scale

export:
	@scripts/export

bisect-check: initramfs
	@scripts/bisect-check

clean:
	rm -rf build/vmtest build/initramfs build/tools

distclean:
	rm -rf build
