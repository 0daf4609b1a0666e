# Shared by the stages of tmpfs-lazy.
L=/mnt/lazy	# pkram=lz: the files used before they are attached
X=/mnt/exp	# pkram=exp: what they must read as, made by plain tmpfs
U=/mnt/um	# pkram=um: unmounted before it is attached
F=/mnt/fm	# pkram=fm: truncated through fsmount(2) before the mount completes
T=/mnt/th	# pkram=th: huge pages, cut in part while pending
H=/mnt/hg	# pkram=hg: a base page pending in the 2 MiB window of a hole, restored huge=always
FILES="read splice mmap write seek falloc punch trunc collapse unlink"

# same NAME WHAT: file NAME of the lazy tree has the contents expected.
same() {
	check "$2" cmp $L/$1 $X/$1
}
