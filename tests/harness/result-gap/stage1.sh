# A result line cut by a kernel message no longer reads as a result: the
# gap in the numbers must fail the run.
. /lib/vmtest.sh
ok "a first result"
echo "no[    1.234567] a kernel message cut into this line"
echo "t ok 2 - a second result, garbled"
echo 2 > /tmp/.vmtest-count
ok "a third result"
