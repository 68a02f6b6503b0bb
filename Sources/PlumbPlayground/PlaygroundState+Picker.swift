import PlumbInterfaceBuilder

extension PlaygroundState {
  /// What `o` lists: a storyboard's or xib's scenes (name and IB id), or
  /// the course's lessons (title, with ✓ when done, and file name); which is shown.
  var pickerList: (entries: [(name: String, id: String)], current: Int)? {
    if let ib = interfaceBuilder { return (ib.file.scenes.map { (name: $0.name, id: $0.id) }, ib.index) }
    guard let course else { return nil }
    let entries = Course.lessons.enumerated().map { k, lesson -> (name: String, id: String) in
      let title = Course.title(k, language: shownLanguage)
      let done = course.completed.contains(lesson.id) ? (ascii ? " (done)" : " ✓") : ""
      return (title + done, lesson.id)
    }
    return (entries, course.index)
  }
}
