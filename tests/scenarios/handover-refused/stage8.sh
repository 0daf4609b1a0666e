. /lib/vmtest.sh
. ./refused.sh "stale|wrong magic"
# A hand-over whose metadata changes after it is checksummed.
echo "d 3000 0 5000" > $T/save
echo d > $T/corrupt
pkram-kexec cold_memtotal=$cold
