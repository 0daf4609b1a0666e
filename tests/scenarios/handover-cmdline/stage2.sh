. /lib/vmtest.sh
. /scenario/landed.sh
# A pkram= inside a quoted value is part of that value for the kernel.
pkram-kexec --kexec-load --in-scratch --drop -- 'foo="a pkram=x"'
not_ok "kexec failed"
