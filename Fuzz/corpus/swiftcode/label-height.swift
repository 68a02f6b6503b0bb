// Label height: <= and >=: UIKit code written by Plumb from label-height.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 320x200

import UIKit

final class LabelHeightAndViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let note = UILabel()
    note.text = "Hello, Auto Layout"
    note.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    note.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    note.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(note)

    let tall = note.heightAnchor.constraint(greaterThanOrEqualToConstant: 48)
    tall.identifier = "tall"

    NSLayoutConstraint.activate([
      note.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      note.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      note.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      tall,
    ])
  }
}
