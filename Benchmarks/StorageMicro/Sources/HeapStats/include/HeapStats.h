// Heap bytes in use, from glibc's mallinfo2() (which Swift's Glibc module does not
// export). Used by the benchmarks for memory per stored item.
#ifndef TABULA_HEAP_STATS_H
#define TABULA_HEAP_STATS_H

#include <stddef.h>

/// Bytes in use by malloc in all arenas (small chunks plus mmapped ones); -1 when the C
/// library has no mallinfo2 (not glibc).
long long tabula_heap_bytes_in_use(void);

#endif
