. /lib/vmtest.sh
. /scenario/landed.sh
