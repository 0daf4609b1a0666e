# Must fail: stage 1 ends without booting into stage 2.
. /test/lib/lib.sh
boot_done
check "systemd runs the stage" systemctl is-active -q pkram-test.service
