. ./bench.sh
