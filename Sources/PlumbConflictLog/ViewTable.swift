/// The views a log names, in the order met, found by address in O(1).
///
/// A reference shared by the parsers of one read, so that registering a
/// view never copies the views met before it (a log can name thousands).
final class ViewTable {
  private(set) var list: [LoggedView] = []
  private var index: [String: Int] = [:]

  subscript(address address: String) -> LoggedView? { index[address].map { list[$0] } }

  /// Adds a view, or completes the one already known at that address.
  func register(_ v: LoggedView) {
    guard let k = index[v.address] else {
      index[v.address] = list.count
      list.append(v)
      return
    }
    if list[k].className.isEmpty { list[k].className = v.className }
    if list[k].text == nil { list[k].text = v.text }
    if list[k].accessibilityName == nil { list[k].accessibilityName = v.accessibilityName }
  }

  /// Forgets the views added after the first `count` (those of a description that could not be read).
  func rollback(to count: Int) {
    while list.count > count, let v = list.popLast() { index[v.address] = nil }
  }
}
