# The last stage stops the guest before /init can say how it ended.
. /lib/vmtest.sh
ok "about to stop the guest"
vm-exit 0
poweroff -f
