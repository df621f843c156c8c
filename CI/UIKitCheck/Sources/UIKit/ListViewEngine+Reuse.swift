import Foundation

/// Registration, dequeuing and the reuse queues. *Model internals.*
extension ListViewEngine {
    func registerCell(_ factory: ModelViewFactory?, identifier: String) {
        cellFactories[identifier] = factory
    }

    func registerSupplementary(_ factory: ModelViewFactory?, key: String) {
        supplementaryFactories[key] = factory
    }

    func dequeueCell(identifier: String, at indexPath: IndexPath) -> UIView? {
        counters.cellsDequeued += 1
        if let cell = reconfiguringCell {
            let existing =
                (cell as? UITableViewCell)?.reuseIdentifier ?? (cell as? UICollectionReusableView)?.reuseIdentifier
            guard existing == identifier else {
                raise(
                    "Attempted to dequeue a cell for a different reuse identifier than the existing cell when reconfiguring an item, which is not allowed. Existing cell's reuse identifier: \(existing ?? "nil"); dequeued reuse identifier: \(identifier)"
                )
                return nil
            }
            dequeuedInCurrentCall.append(ObjectIdentifier(cell))
            return cell
        }
        guard let factory = cellFactories[identifier] else {
            let what = kind == .tableView ? "a cell" : "a view of kind: UICollectionElementKindCell"
            raise(
                "unable to dequeue \(what) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
            return nil
        }
        guard let cell = take(queue: "cell|" + identifier, factory: factory, identifier: identifier) else { return nil }
        // UIKit's cells are subviews of their table, and get its safe area from it.
        (cell as? UITableViewCell)?.modelTableView = view as? UITableView
        cell.modelDequeuingListView = view
        cell.frame = view?.modelFrame(forItemAt: indexPath) ?? cell.frame
        dequeuedInCurrentCall.append(ObjectIdentifier(cell))
        return cell
    }

    /// A cell for `identifier` for no row (`dequeueReusableCell(withIdentifier:)`), or `nil`
    /// when the identifier is not registered.
    func dequeueUnplacedCell(identifier: String) -> UIView? {
        guard let factory = cellFactories[identifier] else { return nil }
        let cell = take(queue: "cell|" + identifier, factory: factory, identifier: identifier)
        // The caller owns it: UIKit's header promises no reclaiming (UITableView.h:479), and
        // apps have long kept such a cell as an off-screen sizing cell. Not tracked, so the
        // model never hands it out again.
        if let cell { liveViews[ObjectIdentifier(cell)] = nil }
        return cell
    }

    /// A blank view handed out after a failed dequeue counts as dequeued (the exception
    /// is already recorded; UIKit would have stopped there).
    func noteDequeued(_ placeholder: UIView) {
        dequeuedInCurrentCall.append(ObjectIdentifier(placeholder))
    }

    func dequeueSupplementary(key: String, identifier: String) -> UIView? {
        guard let factory = supplementaryFactories[key] else { return nil }
        return take(queue: "supplementary|" + key, factory: factory, identifier: identifier)
    }

    private func take(queue: String, factory: ModelViewFactory, identifier: String) -> UIView? {
        if let view = queues[queue]?.popLast() {
            counters.viewsReused += 1
            liveViews[ObjectIdentifier(view)] = (view, queue)
            (view as? UITableViewCell)?.prepareForReuse()
            (view as? UITableViewHeaderFooterView)?.prepareForReuse()
            (view as? UICollectionReusableView)?.prepareForReuse()
            return view
        }
        guard let view = make(factory, identifier: identifier) else { return nil }
        counters.viewsCreated += 1
        liveViews[ObjectIdentifier(view)] = (view, queue)
        return view
    }

    private func make(_ factory: ModelViewFactory, identifier: String) -> UIView? {
        let made: UIView?
        switch factory {
        case let .type(type):
            if let cell = type as? UITableViewCell.Type {
                made = cell.init(style: .default, reuseIdentifier: identifier)
            } else if let view = type as? UITableViewHeaderFooterView.Type {
                made = view.init(reuseIdentifier: identifier)
            } else if let view = type as? UICollectionReusableView.Type {
                made = view.init(frame: .zero)
            } else {
                raise("the class \(type) registered for identifier \(identifier) is not a reusable view class")
                made = nil
            }
        case let .nib(nib):
            guard nib.isDescribed else {
                raise("Could not load NIB in bundle: 'NSBundle (loaded)' with name '\(nib.modelNibName)'")
                return nil
            }
            let objects = nib.instantiate(withOwner: nil)
            guard objects.count == 1, let view = objects[0] as? UIView else {
                raise(
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(kind == .tableView ? "UITableViewCell" : "UICollectionReusableView") instance"
                )
                return nil
            }
            made = view
        }
        (made as? UITableViewCell)?.setReuseIdentifier(identifier)
        (made as? UITableViewHeaderFooterView)?.setReuseIdentifier(identifier)
        (made as? UICollectionReusableView)?.setReuseIdentifier(identifier)
        return made
    }

    /// Puts a view that left the screen back in its queue (the delegate hears it ended).
    func enqueue(_ view: UIView) {
        guard let entry = liveViews.removeValue(forKey: ObjectIdentifier(view)) else { return }
        queues[entry.queue, default: []].append(view)
        reportEndOfDisplay(view)
    }

    /// Views handed out that no longer show anything go back to their queues (a view the
    /// data source dequeued and did not return, a header the delegate did not use).
    func returnViewsThatLeft() {
        var visible = Set(visibleCellsByPath.values.map(ObjectIdentifier.init))
        for view in visibleSupplementaryByElement.values { visible.insert(ObjectIdentifier(view)) }
        for cell in preparedCellsByPath.values { visible.insert(ObjectIdentifier(cell)) }
        for (id, entry) in liveViews where !visible.contains(id) {
            enqueue(entry.view)
        }
    }

    /// Asks the data source for the cell of `path` (`reusing`: the visible cell being
    /// reconfigured, which its dequeue call must get back); checks it was dequeued in
    /// that call.
    @discardableResult
    func configureCell(at path: IndexPath, reusing existing: UIView? = nil) -> UIView? {
        guard let view else { return nil }
        reconfiguringCell = existing
        dequeuedInCurrentCall = []
        let returned = view.modelCell(at: path)
        reconfiguringCell = nil
        defer { dequeuedInCurrentCall = [] }
        guard let returned else { return nil }
        if !dequeuedInCurrentCall.contains(ObjectIdentifier(returned)) {
            raise(
                "the cell returned for \(words.item) \(path[1]) in section \(path[0]) was not dequeued from this \(words.view) in that call; a data source must dequeue a single cell and return it"
            )
        }
        if let existing, returned !== existing {
            raise("reconfiguring \(words.item) \(path[1]) in section \(path[0]) returned a different cell object")
        }
        return returned
    }
}
