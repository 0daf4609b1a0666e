. /lib/vmtest.sh
. ./refused.sh "wrong magic|reserved at boot"
echo "b 100 0 100" > $T/save
echo b > $T/locate
node=$(cat $T/locate)
check "node b has a pfn" test "$node" -gt 0
pkram-kexec --pfn $node cold_memtotal=$cold
