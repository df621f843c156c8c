#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// Which header or footer view shows which ``/Tabula/SupplementaryModel``, keyed by the model's
/// type (sections of one list may carry headers of different types), with each view's
/// height for a container width (or, for content registered with its height function, in the
/// list's measuring context: width and text size).
///
/// The reuse identifier of a model type is its type name, which is also
/// ``/Tabula/ListCellProvider``'s default. A model whose type is not registered gets no view and
/// a height of 0.
@MainActor
public struct SupplementaryCatalog<BaseView: UIView> {
    struct Entry {
        let source: ReusableViewSource
        let height: (SupplementaryModel, ListMeasuringContext) -> CGFloat
        let configure: @MainActor (BaseView, SupplementaryModel, ListSupplementaryPlacement) -> Void
    }

    private var entries: [String: Entry] = [:]

    /// An empty catalog: no headers, no footers.
    public init() {}

    /// The reuse identifier of `model`'s view: its type name.
    public static func reuseIdentifier(for model: SupplementaryModel) -> String {
        String(describing: type(of: model.base))
    }

    /// The number of registered model types.
    public var count: Int {
        entries.count
    }

    /// Whether a view is registered for `model`'s type.
    public func contains(_ model: SupplementaryModel) -> Bool {
        entries[Self.reuseIdentifier(for: model)] != nil
    }

    /// Where new views for `identifier` come from.
    package func source(forReuseIdentifier identifier: String) -> ReusableViewSource? {
        entries[identifier]?.source
    }

    /// The height of `model`'s view at `width`, in the default measuring context of that
    /// width (0 when its type is not registered).
    public func height(of model: SupplementaryModel, width: CGFloat) -> CGFloat {
        height(of: model, in: ListMeasuringContext(width: width))
    }

    /// The height of `model`'s view in `context` (its width is the width the view's content
    /// gets): what the adapters ask, in their list's context, so a header follows the list's
    /// text size as its rows do. 0 when the model's type is not registered.
    public func height(of model: SupplementaryModel, in context: ListMeasuringContext) -> CGFloat {
        entries[Self.reuseIdentifier(for: model)]?.height(model, context) ?? 0
    }

    /// Fills `view` with `model`.
    public func configure(
        _ view: any ListReusableView, with model: SupplementaryModel, _ placement: ListSupplementaryPlacement
    ) {
        guard let entry = entries[Self.reuseIdentifier(for: model)], let view = view as? BaseView else { return }
        entry.configure(view, model, placement)
    }

    mutating func add<Model: Hashable & Sendable>(
        _ model: Model.Type, source: ReusableViewSource, height: @escaping (Model, CGFloat) -> CGFloat,
        configure: @escaping @MainActor (BaseView, Model, ListSupplementaryPlacement) -> Void
    ) {
        add(
            model, source: source, heightInContext: { model, context in height(model, context.width) },
            configure: configure)
    }

    /// Registers `model`'s view with a height in the list's measuring context.
    mutating func add<Model: Hashable & Sendable>(
        _ model: Model.Type, source: ReusableViewSource,
        heightInContext height: @escaping (Model, ListMeasuringContext) -> CGFloat,
        configure: @escaping @MainActor (BaseView, Model, ListSupplementaryPlacement) -> Void
    ) {
        entries[String(describing: Model.self)] = Entry(
            source: source,
            height: { model, context in model.model(as: Model.self).map { height($0, context) } ?? 0 },
            configure: { view, model, placement in
                if let model = model.model(as: Model.self) { configure(view, model, placement) }
            })
    }
}

/// Header and footer views of a table.
public typealias TableSupplementaryCatalog = SupplementaryCatalog<UITableViewHeaderFooterView>

/// Header and footer views of a collection view.
public typealias CollectionSupplementaryCatalog = SupplementaryCatalog<UICollectionReusableView>

extension SupplementaryCatalog where BaseView == UITableViewHeaderFooterView {
    /// Registers the view that shows header and footer models of type `model`.
    ///
    /// - Parameters:
    ///   - viewType: the view class; made in code unless `nib` is given.
    ///   - model: the type of header and footer models the view shows.
    ///   - nib: the nib views are made from, if any.
    ///   - height: the view's height for a model at the width its content view gets (the
    ///     table's width less the left and right safe area when the table
    ///     `insetsContentViewsToSafeArea`).
    ///   - configure: fills a dequeued view.
    public mutating func register<Model: Hashable & Sendable, View: UITableViewHeaderFooterView>(
        _ viewType: View.Type, for model: Model.Type, nib: UINib? = nil,
        height: @escaping (Model, CGFloat) -> CGFloat,
        configure: @escaping @MainActor (View, Model, ListSupplementaryPlacement) -> Void
    ) {
        add(model, source: .of(viewType, nib: nib), height: height) { view, model, placement in
            if let view = view as? View { configure(view, model, placement) }
        }
    }
}

extension SupplementaryCatalog where BaseView == UICollectionReusableView {
    /// Registers the view that shows header and footer models of type `model`.
    ///
    /// - Parameters:
    ///   - viewType: the view class; made in code unless `nib` is given.
    ///   - model: the type of header and footer models the view shows.
    ///   - nib: the nib views are made from, if any.
    ///   - height: the view's height for a model at a collection view width.
    ///   - configure: fills a dequeued view.
    public mutating func register<Model: Hashable & Sendable, View: UICollectionReusableView>(
        _ viewType: View.Type, for model: Model.Type, nib: UINib? = nil,
        height: @escaping (Model, CGFloat) -> CGFloat,
        configure: @escaping @MainActor (View, Model, ListSupplementaryPlacement) -> Void
    ) {
        add(model, source: .of(viewType, nib: nib), height: height) { view, model, placement in
            if let view = view as? View { configure(view, model, placement) }
        }
    }
}
#endif
