/// Reads the ``StaticAccessory`` of a table's row models, for front ends that draw
/// accessories themselves (TabulaUIKit shows a `UISwitch` or an `accessoryType`).
///
/// Whether `Model` is ``Accessorized`` is decided once, when the reader is made; reading a
/// row then costs no dynamic cast.
@_spi(TabulaInternal) public struct StaticAccessoryReader<Model> {
    private let read: (Model) -> StaticAccessory

    /// A reader for `Model`, or `nil` when `Model` is not ``Accessorized`` (its rows have
    /// no accessory to show).
    public init?() {
        guard let accessorized = Model.self as? any Accessorized.Type,
            let read = Self.reader(accessorized)
        else { return nil }
        self.read = read
    }

    /// The accessory of `model`.
    public func accessory(of model: Model) -> StaticAccessory {
        read(model)
    }

    /// Opens `M` (the `Accessorized` type `Model` was found to be) and reads through it.
    private static func reader<M: Accessorized>(_: M.Type) -> ((Model) -> StaticAccessory)? {
        // `M` is `Model` itself (checked here, once), so the conversion is not a cast.
        guard M.self == Model.self else { return nil }
        return { model in unsafeBitCast(model, to: M.self).accessory }
    }
}
