#if canImport(UIKit)
import Tabula

// Front ends that attach to any host (widget lists, static tables) set the host's data
// source; the UIKit forwarders read it from there.

extension TableViewHost: ListDataSourceHost {}

extension CollectionViewHost: ListDataSourceHost {}
#endif
