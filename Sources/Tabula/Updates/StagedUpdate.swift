/// An update on its way to the screen in stages: the stages not yet applied, and the data
/// installed when they are done.
struct StagedUpdate<Section: Differentiable & Sendable, Item: Differentiable & Sendable> {
    /// The stages not yet applied, in order.
    var stages: [Changeset<[ListSection<Section, Item>]>]
    /// The data shown once every stage is applied.
    let target: ListSnapshot<Section, Item>
}
