. /test/lib/lib.sh
check "never reached" true
