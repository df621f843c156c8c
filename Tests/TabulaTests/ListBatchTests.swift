import Tabula
import Testing

@Suite("ListBatch")
struct ListBatchTests {
    @Test func batchFromStageCarriesEveryChange() {
        let changeset = StagedChangeset(source: ["a", "b", "c"], target: ["c", "a", "d"])
        let batch = ListBatch(changeset[0])
        #expect(batch.elementDeleted == [ListIndexPath(item: 1, section: 0)])
        #expect(batch.elementInserted == [ListIndexPath(item: 2, section: 0)])
        #expect(batch.elementMoved.count == 1)
        #expect(batch.changeCount == 3)
    }
}
