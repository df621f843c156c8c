import HeapStats

/// Heap bytes in use by the process, from glibc's `mallinfo2()` (all arenas): small
/// allocations (`uordblks`) plus mmapped ones (`hblkhd`). Used for memory per stored item
/// as a before/after delta, which counts exactly what the measured code keeps allocated and
/// ignores pages malloc keeps around (unlike resident memory).
enum HeapUsage {
    /// Bytes in use now, or `nil` where `mallinfo2` is unavailable (not glibc ≥ 2.33).
    static func bytesInUse() -> Int? {
        let bytes = tabula_heap_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }
}
