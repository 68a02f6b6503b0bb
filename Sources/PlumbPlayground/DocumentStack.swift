import PlumbLayout

/// The documents `u` (or `U`) puts back, newest last. A storyboard read
/// again for another device or orientation carries every document kept
/// over to it (`SourceReread.carry`); the stack does that only for the
/// document put back, when it is put back, so that a turn costs the same
/// however many edits came before it.
struct DocumentStack {
  /// How a re-read carries a document over.
  typealias Carry = (LayoutDocument) -> LayoutDocument

  /// As pushed: the carries below say what each still needs.
  private(set) var documents: [LayoutDocument] = []
  /// The re-reads not yet carried onto the older documents, oldest first:
  /// each applies to the documents below index `below` (those kept when it came).
  private var carries: [(below: Int, carry: Carry)] = []

  /// At most this many documents are kept; the oldest go first.
  static let limit = 500

  var isEmpty: Bool { documents.isEmpty }

  mutating func push(_ d: LayoutDocument) {
    documents.append(d)
    guard documents.count > Self.limit else { return }
    documents.removeFirst()
    carries = carries.compactMap { $0.below > 1 ? ($0.below - 1, $0.carry) : nil }
  }

  /// The newest document, carried over every re-read since it was pushed.
  mutating func pop() -> LayoutDocument? {
    guard var d = documents.popLast() else { return nil }
    let i = documents.count
    for c in carries where c.below > i { d = c.carry(d) }
    // The documents left are below `i`: a carry that reached past it now ends there.
    carries = carries.compactMap { $0.below > i ? (i > 0 ? (i, $0.carry) : nil) : $0 }
    return d
  }

  mutating func removeAll() {
    documents.removeAll()
    carries.removeAll()
  }

  /// Every document kept is to be carried by `carry` (when put back).
  mutating func carry(_ carry: @escaping Carry) {
    guard !documents.isEmpty else { return }
    carries.append((documents.count, carry))
  }

  /// Every document kept, carried now, then changed by `change`.
  mutating func map(_ change: (LayoutDocument) -> LayoutDocument) {
    documents = documents.indices.map { i in change(carries.reduce(documents[i]) { d, c in c.below > i ? c.carry(d) : d }) }
    carries.removeAll()
  }
}
