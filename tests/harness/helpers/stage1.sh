# Each assertion helper of /lib/vmtest.sh, given what it must report as
# not ok: vmtest must count every one (tests/tooling checks the helpers'
# ok side on the host; harness-kexec uses them for real).
. /lib/vmtest.sh
check "check of true" true
check "check of false" false
check_fails "check_fails of true" true
check_sh "check_sh of a pipe that fails" 'false | cat'
check_sh "check_sh of a redirection that fails" 'echo x > /nonexistent/file'
check_dmesg "check_dmesg of a line nobody logged" 'no such line in the kernel log'
check_no_dmesg "check_no_dmesg of the boot banner" '^\[ *[0-9.]+\] Linux version'
check_eq "check_eq of two values" a b
