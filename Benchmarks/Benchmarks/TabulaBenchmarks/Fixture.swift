/// The scenarios' data, built once on first use (static lets are lazy and thread-safe);
/// each benchmark's setup touches its fixture so building it is never measured.
enum Fixture {
    static let randomInt10k = EditRecipe.randomEdits(count: 10_000, seed: 1, makeID: IdentityMaker.int)
    static let randomInt100k = EditRecipe.randomEdits(count: 100_000, seed: 2, makeID: IdentityMaker.int)
    static let randomString10k = EditRecipe.randomEdits(
        count: 10_000, seed: 3, makeID: IdentityMaker.uuidString)
    static let randomString100k = EditRecipe.randomEdits(
        count: 100_000, seed: 4, makeID: IdentityMaker.uuidString)
    static let blockInt10k = EditRecipe.blockEdits(count: 10_000, seed: 5, makeID: IdentityMaker.int)
    static let blockInt100k = EditRecipe.blockEdits(count: 100_000, seed: 6, makeID: IdentityMaker.int)
    static let unchanged100k = EditRecipe.unchanged(count: 100_000)
    static let firstToLast10k = EditRecipe.firstMovedToLast(count: 10_000)
    static let sectioned100x1000 = EditRecipe.sectionedRandomEdits(
        sectionCount: 100, itemsPerSection: 1_000, seed: 7)
    static let sectioned100x1000Flattened = sectioned100x1000.flattened
}
