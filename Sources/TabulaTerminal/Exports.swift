// The terminal list view reports what it did in the list engine's types (`ListHostCounters`,
// `FlingReport`): a client that imports TabulaTerminal can name them.
@_exported import TabulaListEngine
