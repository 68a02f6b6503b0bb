import PlumbLayout
import XCTest

@testable import PlumbPlayground

/// The undo stack carries a document over the re-reads since it was kept,
/// when it is put back, in the order they came.
final class DocumentStackTests: XCTestCase {
  func document(_ title: String) -> LayoutDocument { LayoutDocument(title: title) }
  func mark(_ tag: String) -> DocumentStack.Carry { { d in var d = d; d.title = (d.title ?? "") + tag; return d } }

  func testADocumentIsCarriedOverTheReReadsSinceItWasKept() {
    var s = DocumentStack()
    s.push(document("a"))
    s.push(document("b"))
    s.carry(mark("1"))
    s.push(document("c"))
    s.carry(mark("2"))
    XCTAssertEqual(s.documents.map(\.title), ["a", "b", "c"], "nothing carried until put back")
    XCTAssertEqual(s.pop()?.title, "c2")
    s.push(document("d"))
    XCTAssertEqual(s.pop()?.title, "d", "pushed after every re-read")
    XCTAssertEqual(s.pop()?.title, "b12", "both, in order")
    s.carry(mark("3"))
    XCTAssertEqual(s.pop()?.title, "a123")
    XCTAssertNil(s.pop())
  }

  func testTheOldestDocumentsGoFirstAndMapCarriesEveryOne() {
    var s = DocumentStack()
    for k in 0..<DocumentStack.limit { s.push(document("\(k)")) }
    s.carry(mark("+"))
    s.push(document("new"))
    XCTAssertEqual(s.documents.count, DocumentStack.limit)
    XCTAssertEqual(s.documents.first?.title, "1", "the oldest is gone")
    XCTAssertEqual(s.pop()?.title, "new")
    XCTAssertEqual(s.pop()?.title, "\(DocumentStack.limit - 1)+")
    s.map { d in var d = d; d.title = (d.title ?? "") + "!"; return d }
    XCTAssertEqual(s.documents.first?.title, "1+!", "carried first, then changed")
    XCTAssertEqual(s.pop()?.title, "\(DocumentStack.limit - 2)+!", "carried once")
  }
}
