import PlumbDiagnostics
import PlumbLayout

/// Writes edits of a scene back into its file's XML in place: only the
/// values of the attributes edited change (a constraint's `constant`, or
/// its size-class variation's when the constant edited is that one,
/// `priority`, `multiplier`, `relation`; a view's hugging and compression
/// resistance priorities), every other byte stays as it was. An attribute
/// that becomes its default is removed, as Interface Builder omits it; one
/// that leaves its default is added before the element's `id`.
public enum InterfaceBuilderWriter {
  /// The text of `file` with the edits that turn `scene.document` into `edited`.
  /// Constraints UIKit makes for autoresizing and edits the XML cannot hold
  /// in place (a constraint added or removed, made active or inactive, a
  /// view's other settings) are left out; `unsaved` counts them. Edited
  /// constraints are paired with those read by what they relate (`pairs`),
  /// so that a constraint removed or added does not shift the others.
  public static func save(
    _ edited: LayoutDocument, of scene: InterfaceBuilderScene, into text: String
  ) throws(InterfaceBuilderError) -> (text: String, unsaved: Int) {
    var edits: [(SourceLocation, String, String?)] = []
    var unsaved = 0
    let old = scene.document
    let read = pairs(old.constraints, edited.constraints)
    // Constraints removed (no edited constraint comes from them) and added (from none).
    unsaved += old.constraints.count - Set(read.compactMap { $0 }).count
    var done: Set<SourceLocation> = []
    for (k, b) in edited.constraints.enumerated() {
      guard let i = read[k] else {
        unsaved += 1
        continue
      }
      let a = old.constraints[i]
      guard a != b else { continue }
      // A constraint with no place in the file (one kept from an earlier edit) cannot be saved in place.
      guard i < scene.constraintLocations.count, i < scene.constraintIDs.count else {
        unsaved += 1
        continue
      }
      let at = scene.constraintLocations[i]
      guard !scene.constraintIDs[i].contains(" "), done.insert(scene.constantLocations[i] ?? at).inserted else {
        unsaved += 1
        continue
      }
      if a.constant != b.constant {
        // A size class's own constant is its `<variation>`'s, which always says it.
        if let v = scene.constantLocations[i] {
          edits.append((v, "constant", exactNumber(b.constant)))
        } else {
          edits.append((at, "constant", b.constant == 0 ? nil : exactNumber(b.constant)))
        }
      }
      if a.priority != b.priority { edits.append((at, "priority", b.priority.isRequired ? nil : exactNumber(b.priority.value))) }
      if a.multiplier != b.multiplier { edits.append((at, "multiplier", b.multiplier == 1 ? nil : exactNumber(b.multiplier))) }
      if a.relation != b.relation { edits.append((at, "relation", b.relation == .equal ? nil : b.relation.rawValue)) }
      if a.isActive != b.isActive || a.condition != b.condition { unsaved += 1 }
    }
    let oldViews = Dictionary(old.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for v in edited.views {
      guard let o = oldViews[v.name], let info = scene.view(named: v.name) else { continue }
      // A priority equal to what UIKit decodes when the element leaves it out is left out.
      let hug = v.kind.defaultHugging(.archive), resist = v.kind.defaultCompressionResistance(.archive)
      let pairs: [(String, LayoutPriority, LayoutPriority, LayoutPriority)] = [
        ("horizontalHuggingPriority", o.hugging.horizontal, v.hugging.horizontal, hug),
        ("verticalHuggingPriority", o.hugging.vertical, v.hugging.vertical, hug),
        ("horizontalCompressionResistancePriority", o.compressionResistance.horizontal, v.compressionResistance.horizontal, resist),
        ("verticalCompressionResistancePriority", o.compressionResistance.vertical, v.compressionResistance.vertical, resist),
      ]
      for (name, before, after, standard) in pairs where before != after {
        edits.append((info.location, name, after == standard ? nil : exactNumber(after.value)))
      }
    }
    var out = text
    for (at, name, value) in edits { out = try setting(name, to: value, inTagAt: at, of: out) }
    return (out, unsaved)
  }

  /// The scene as the file holds it after `save(edited, of: scene, …)`: the
  /// constraints read, with the values of those saved in place taken from
  /// `edited`; constraints added or removed stay as read (the XML does not
  /// have them), so that the next save still counts them.
  public static func adopting(_ edited: LayoutDocument, into scene: InterfaceBuilderScene) -> InterfaceBuilderScene {
    var out = scene
    for (k, i) in pairs(scene.document.constraints, edited.constraints).enumerated() {
      guard let i else { continue }
      let b = edited.constraints[k]
      out.document.constraints[i].constant = b.constant
      out.document.constraints[i].priority = b.priority
      out.document.constraints[i].multiplier = b.multiplier
      out.document.constraints[i].relation = b.relation
    }
    out.document.views = edited.views
    return out
  }

  /// For each constraint of `edited`, the index of the constraint of `read`
  /// it comes from (the same items, attributes and size classes: its values
  /// may have been edited), nil for one added. Constraints are matched in
  /// order, so that removing or adding one does not shift the others.
  /// - Complexity: O(n) when the lists line up, O(n²) at worst.
  static func pairs(_ read: [ConstraintSpec], _ edited: [ConstraintSpec]) -> [Int?] {
    func same(_ a: ConstraintSpec, _ b: ConstraintSpec) -> Bool {
      a.firstItem == b.firstItem && a.firstAttribute == b.firstAttribute && a.secondItem == b.secondItem && a.secondAttribute == b.secondAttribute
        && a.condition == b.condition && a.identifier == b.identifier
    }
    var taken = [Bool](repeating: false, count: read.count)
    var next = 0
    return edited.map { c in
      let found = (next..<read.count).first { !taken[$0] && same(read[$0], c) } ?? (0..<min(next, read.count)).first { !taken[$0] && same(read[$0], c) }
      if let i = found {
        taken[i] = true
        next = i + 1
      }
      return found
    }
  }

  /// `text` with the start tag at `location` given `name="value"` (nil:
  /// without the attribute), changing nothing else.
  public static func setting(_ name: String, to value: String?, inTagAt location: SourceLocation, of text: String) throws(InterfaceBuilderError) -> String {
    var bytes = Array(text.utf8)
    // The start of the line (in bytes), then the column (in characters, as every location counts).
    var line = 1
    var start = 0
    while line < location.line {
      guard let nl = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { throw .malformedXML(location, "no such line to edit") }
      start = nl + 1
      line += 1
    }
    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let tagStart = start + location.utf8Offset(in: String(decoding: bytes[start..<end], as: UTF8.self))
    guard tagStart < bytes.count, bytes[tagStart] == UInt8(ascii: "<") else { throw .malformedXML(location, "no start tag to edit here") }
    // The end of the start tag: the first '>' outside quotes.
    var i = tagStart
    var quoted = false
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "\"") { quoted.toggle() } else if bytes[i] == UInt8(ascii: ">") && !quoted { break }
      i += 1
    }
    guard i < bytes.count else { throw .malformedXML(location, "the start tag does not end") }
    let tagEnd = i
    let tag = bytes[tagStart..<tagEnd]
    let key = Array(" \(name)=\"".utf8)
    if let found = firstRange(of: key, in: tag) {
      let valueStart = found + key.count
      guard let close = bytes[valueStart..<tagEnd].firstIndex(of: UInt8(ascii: "\"")) else { throw .malformedXML(location, "an attribute does not end") }
      if let value {
        bytes.replaceSubrange(valueStart..<close, with: Array(value.utf8))
      } else {
        bytes.removeSubrange(found...close)
      }
    } else if let value {
      let insert = Array(" \(name)=\"\(value)\"".utf8)
      let at = firstRange(of: Array(" id=\"".utf8), in: tag) ?? (bytes[tagEnd - 1] == UInt8(ascii: "/") ? tagEnd - 1 : tagEnd)
      bytes.insert(contentsOf: insert, at: at)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func firstRange(of needle: [UInt8], in hay: ArraySlice<UInt8>) -> Int? {
    guard needle.count <= hay.count else { return nil }
    var i = hay.startIndex
    while i + needle.count <= hay.endIndex {
      if hay[i] == needle[0] && hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }
}
