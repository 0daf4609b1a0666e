# Must fail: a check fails, and it is the guest's own view that says so.
. /test/lib/lib.sh
boot_done
check_eq "the image runs a kernel of the wrong release" "$(uname -r)" 0.0.0-none
