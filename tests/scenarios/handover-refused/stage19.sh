. /lib/vmtest.sh
. ./refused.sh "reserved at boot|wrong magic"
