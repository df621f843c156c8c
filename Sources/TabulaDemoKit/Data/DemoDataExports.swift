// The feed's data (view models, the seeded generator) lives in TabulaDemoData, which the iOS
// showcase shares; the terminal demo sees it as its own.
@_exported import TabulaDemoData
