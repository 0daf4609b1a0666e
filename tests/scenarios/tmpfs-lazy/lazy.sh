# Shared by the stages of tmpfs-lazy.
L=/mnt/lazy	# pkram=lz: the files used before they are attached
X=/mnt/exp	# pkram=exp: what they must read as, made by plain tmpfs
U=/mnt/um	# pkram=um: unmounted before it is attached
F=/mnt/fm	# pkram=fm: truncated through fsmount(2) before the mount completes
T=/mnt/th	# pkram=th: huge pages, cut in part while pending
H=/mnt/hg	# pkram=hg: a base page pending in the 2 MiB window of a hole, restored huge=always
FILES="read splice mmap write seek falloc punch trunc collapse unlink"

# exp_sums: one sum of the contents of every file of the expected tree.
# Taken before any save and handed on on the command line (exp_sum=):
# the expected tree goes through PKRAM too, and damage common to it and
# the lazy tree would not show when they are compared.
exp_sums() { sum_of sh -c "cd $X && md5sum *"; }
# check_exp WHAT: the expected tree is the one made before any save.
check_exp() { check_eq "$1" "$(exp_sums)" "$(stage_arg exp_sum)"; }

# same NAME WHAT: file NAME of the lazy tree has the contents expected.
same() {
	check "$2" cmp $L/$1 $X/$1
}
