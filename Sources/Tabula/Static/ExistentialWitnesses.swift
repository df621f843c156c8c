/// What a shared capability's two casts found for one (model type, cell type) pair, kept by
/// the resolver so that later rows of the pair are not cast again.
@usableFromInline
struct StaticCapabilityWitnesses {
    /// The model parameter's witness tables, or `nil` when the model is cast on every row.
    @usableFromInline let model: ExistentialWitnesses?
    /// The cell parameter's witness tables, or `nil` when the cell is cast on every row.
    @usableFromInline let cell: ExistentialWitnesses?

    @inlinable
    init(model: ExistentialWitnesses?, cell: ExistentialWitnesses?) {
        self.model = model
        self.cell = cell
    }
}

/// The witness tables of an existential of at most two protocols, as a cast found them for one
/// dynamic type, so that an existential of a value of that same type is built from them without
/// the runtime's conformance look-ups (two per capability and row, about 460 instructions each,
/// were most of a static fill).
///
/// Swift lays an existential out as the value it holds (an `Any`, that is a three-word buffer
/// and the value's type, or an `AnyObject` reference for a class-bound protocol) followed by one
/// witness table per protocol. The two initialisers check that the parameter type is such an
/// existential (its metadata says so, and the sizes agree) and that the cast value holds the
/// source's own value, not a value the cast unwrapped (an `Optional`'s or an `AnyHashable`'s);
/// anything else returns `nil` and is cast on every row. The tables a cast finds for a type
/// never change, and the resolver reuses them only for a model and a cell of exactly the
/// types they were found for.
@usableFromInline
struct ExistentialWitnesses {
    /// How many witness tables follow the value (0 to 2).
    @usableFromInline let count: Int
    @usableFromInline let first: UnsafeRawPointer?
    @usableFromInline let second: UnsafeRawPointer?

    private static var word: Int { MemoryLayout<UnsafeRawPointer>.size }

    /// The tables of `value`, an existential of type `E` that `source` cast to, when `E` is
    /// laid out as an `Any` and its tables, and `value` holds a value of `source`'s own type.
    @usableFromInline
    init?<E>(opaque value: E, holding source: Any) {
        self.init(existential: value, classBound: false, prefix: MemoryLayout<Any>.size) { words in
            // The buffer's three words, then the type of the value held.
            let sourceType = unsafeBitCast(type(of: source), to: UnsafeRawPointer.self)
            // `as Any`: passed as it is, `source` would be opened to the value it holds.
            let boxedType = withUnsafeBytes(of: source as Any) {
                $0.load(fromByteOffset: 3 * Self.word, as: UnsafeRawPointer.self)
            }
            let heldType = words.load(fromByteOffset: 3 * Self.word, as: UnsafeRawPointer.self)
            return sourceType == boxedType && heldType == sourceType
        }
    }

    /// The tables of `value`, a class-bound existential of type `E` that `source` cast to, when
    /// `E` is laid out as an `AnyObject` and its tables, and `value` holds `source` itself.
    @usableFromInline
    init?<E>(classBound value: E, holding source: AnyObject) {
        self.init(existential: value, classBound: true, prefix: MemoryLayout<AnyObject>.size) { words in
            words.load(as: UnsafeRawPointer.self) == UnsafeRawPointer(Unmanaged.passUnretained(source).toOpaque())
        }
    }

    private init?<E>(
        existential value: E, classBound: Bool, prefix: Int, holds: (UnsafeRawBufferPointer) -> Bool
    ) {
        guard let count = Self.witnessCount(of: E.self, classBound: classBound),
            MemoryLayout<E>.size == prefix + count * Self.word
        else { return nil }
        let tables: (UnsafeRawPointer?, UnsafeRawPointer?)? = withUnsafeBytes(of: value) { words in
            guard holds(words) else { return nil }
            let table = { (index: Int) in
                words.load(fromByteOffset: prefix + index * Self.word, as: UnsafeRawPointer.self)
            }
            return (count > 0 ? table(0) : nil, count > 1 ? table(1) : nil)
        }
        guard let tables else { return nil }
        self.count = count
        self.first = tables.0
        self.second = tables.1
    }

    /// How many witness tables an existential type `type` stores after its value: `nil` unless
    /// `type` is a protocol existential (not `any Error`, not a parameterised protocol) of at
    /// most two tables, class-bound or not as asked.
    private static func witnessCount(of type: Any.Type, classBound: Bool) -> Int? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // The metadata kind of an existential type (MetadataKind::Existential).
        guard metadata.load(as: UInt.self) == 0x303 else { return nil }
        // ExistentialTypeFlags, after the kind: the number of witness tables (low 24 bits), a
        // special protocol (`Error`, bits 24 to 29), and bit 31 set when the existential is not
        // class-bound.
        let flags = metadata.load(fromByteOffset: word, as: UInt32.self)
        let count = Int(flags & 0x00FF_FFFF)
        let notClassBound = flags & 0x8000_0000 != 0
        guard flags & 0x3F00_0000 == 0, notClassBound != classBound, count <= 2 else { return nil }
        return count
    }

    /// The existential of type `E` holding `source`, whose type is the one these tables were
    /// found for.
    @inlinable
    func opaque<E>(_ source: Any) -> E {
        // `as Any` keeps the container: passed as it is, `source` would be opened to its value.
        existential(source as Any)
    }

    /// The class-bound existential of type `E` holding `source`, whose type is the one these
    /// tables were found for.
    @inlinable
    func classBound<E>(_ source: AnyObject) -> E {
        existential(source as AnyObject)
    }

    /// `head` (an `Any` or an `AnyObject`, the existential's value part) followed by the
    /// tables, as an `E`.
    @inlinable
    func existential<Head, E>(_ head: Head) -> E {
        switch count {
        case 0: unsafeBitCast(head, to: E.self)
        case 1: unsafeBitCast((head, first.unsafelyUnwrapped), to: E.self)
        default: unsafeBitCast((head, first.unsafelyUnwrapped, second.unsafelyUnwrapped), to: E.self)
        }
    }
}
