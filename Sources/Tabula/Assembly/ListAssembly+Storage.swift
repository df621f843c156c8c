extension ListAssembly {
    /// Shows `storage`'s data and every later change of it: each transaction, made on any
    /// thread, becomes one checked, animated batch on the host, one at a time (see
    /// ``ListUpdater/bind(to:)``). Bound before ``attach(to:reloadThreshold:)``, the storage
    /// is bound on attach, in place of any sections shown before.
    ///
    /// ```swift
    /// let list = ListAssembly<String, Contact, HeadlessListView>(catalog: cells)
    /// list.attach(to: host)
    /// list.bind(to: storage)   // from now on, the storage is the data
    /// ```
    public func bind(to storage: ListStorage<Section, Item>) {
        boundStorage = storage
        guard let updater else {
            waitingStorage = storage
            return
        }
        updater.bind(to: storage)
    }
}
