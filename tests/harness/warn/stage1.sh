# A WARN in the kernel log fails the run even though every test passed.
. /lib/vmtest.sh
echo WARNING > /sys/kernel/debug/provoke-crash/DIRECT
ok "still running after the WARN"
