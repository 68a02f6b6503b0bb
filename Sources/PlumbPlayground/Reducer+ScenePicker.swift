import PlumbInterfaceBuilder
import PlumbDiagnostics

extension Reducer {
  /// `o`: opens the list of the file's scenes, or of the course's lessons, on the one shown.
  static func openScenePicker(_ s: inout PlaygroundState) {
    guard let list = s.pickerList, list.entries.count > 1 else {
      s.message = s.interfaceBuilder == nil ? "a .scene file holds one scene (with no file, plumb opens the course, whose lessons o lists)" : "this file has one scene"
      return
    }
    s.scenePicker = ScenePicker(filter: "", row: list.current)
  }

  /// A key while the scene list is open: a character narrows the list,
  /// Backspace widens it, Up and Down move, Enter shows the highlighted
  /// scene, Esc closes the list and changes nothing.
  static func scenePickerKey(_ s: inout PlaygroundState, _ k: Key) {
    guard var picker = s.scenePicker, let list = s.pickerList else {
      s.scenePicker = nil
      return
    }
    let scenes = list.entries
    switch k {
    case .escape:
      s.scenePicker = nil
      return
    case .enter:
      let listed = picker.listed(scenes)
      s.scenePicker = nil
      guard listed.indices.contains(picker.row) else {
        s.message = "no scene matches \"\(picker.filter)\""
        return
      }
      if s.course != nil { openLesson(&s, listed[picker.row]) } else { s.showScene(listed[picker.row]) }
      return
    case .up: picker.row -= 1
    case .down, .tab: picker.row += 1
    case .backspace:
      if !picker.filter.isEmpty { picker.filter.removeLast() }
      picker.row = 0
    case .char(let c) where !c.isNewline && !c.unicodeScalars.contains(where: TerminalText.needsEscape):
      picker.filter.append(c)
      picker.row = 0
    default:
      break
    }
    let count = picker.listed(scenes).count
    picker.row = count == 0 ? 0 : min(max(0, picker.row), count - 1)
    s.scenePicker = picker
  }
}
