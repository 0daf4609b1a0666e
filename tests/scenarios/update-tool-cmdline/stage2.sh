. /lib/vmtest.sh
check_eq "/a was handed over" "$(pkram_nodes)" "tmpfs:a "
mkdir -p /a
check "pkram=a mounts" mount -t tmpfs -o pkram=a none /a
check_eq "... with its data" "$(md5sum < /a/data | cut -d' ' -f1)" "$(stage_arg sum)"
check_fails "the quoted value was replaced whole" grep -q 'Windows\|2015' /proc/cmdline
check "... by the one given" grep -q ' acpi_osi=! ' /proc/cmdline
check "the arguments given are the kernel's" grep -q ' probe="a b" .* -- ' /proc/cmdline
args=$(tr '\0' '|' < /proc/1/cmdline)
check_eq "init got its arguments, and the one given after --" \
	"${args#*/init|}" "initarg|two words|more|"
check_fails "no pkram= on the command line" grep -q 'pkram=' /proc/cmdline
