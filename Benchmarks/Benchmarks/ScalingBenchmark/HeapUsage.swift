import HeapStats

/// Heap bytes in use by the process, from glibc's `mallinfo2()`: small allocations plus
/// mmapped ones; `nil` where unavailable.
enum HeapUsage {
    static func bytesInUse() -> Int? {
        let bytes = tabula_heap_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }
}
