/// An array whose `==` compares its elements where they lie, never copying
/// one out of its storage: two documents are compared on every key press
/// (is it changed, is it saved, what changed), and a copy of each of a
/// large document's constraints, with their strings' reference counts, cost
/// more than the comparison itself. Arrays that share storage are equal at once.
@propertyWrapper
public struct ComparedInPlace<Element: Equatable & Sendable>: Equatable, Sendable {
  public var wrappedValue: [Element]

  public init(wrappedValue: [Element]) {
    self.wrappedValue = wrappedValue
  }

  /// - Complexity: O(1) for arrays of one storage, else O(*n*) with no copies.
  public static func == (a: ComparedInPlace, b: ComparedInPlace) -> Bool {
    a.wrappedValue.withUnsafeBufferPointer { x in
      b.wrappedValue.withUnsafeBufferPointer { y in
        guard x.count == y.count else { return false }
        if x.baseAddress == y.baseAddress { return true }
        for i in x.indices where x[i] != y[i] { return false }
        return true
      }
    }
  }
}
