# node_pool NODE FIELD: FIELD (nr_hugepages, free_hugepages, ...) of NUMA
# node NODE's pool of 2 MiB pages.
node_pool() { cat /sys/devices/system/node/node$1/hugepages/hugepages-2048kB/$2; }

# check_node_pools WHAT NR0 FREE0 NR1 FREE1: each node's pool has NR
# pages, FREE of them free.
check_node_pools() {
	check_eq "$1: node 0's pool, pages and free" \
		"$(node_pool 0 nr_hugepages) $(node_pool 0 free_hugepages)" "$2 $3"
	check_eq "$1: node 1's pool, pages and free" \
		"$(node_pool 1 nr_hugepages) $(node_pool 1 free_hugepages)" "$4 $5"
}
