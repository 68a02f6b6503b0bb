// Baselines: UIKit code written by Plumb from baselines.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 400x200

import UIKit

final class BaselinesViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let title = UILabel()
    title.text = "Profile"
    title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    title.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    title.translatesAutoresizingMaskIntoConstraints = false

    let note = UILabel()
    note.text = "Last seen yesterday at the library"
    note.numberOfLines = 0
    note.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    note.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    note.translatesAutoresizingMaskIntoConstraints = false

    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(title)
    view.addSubview(note)
    view.addSubview(box)

    let align = note.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor)
    align.identifier = "align"
    let boxline = box.lastBaselineAnchor.constraint(equalTo: note.lastBaselineAnchor)
    boxline.identifier = "boxline"

    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      title.heightAnchor.constraint(equalToConstant: 40),
      note.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 12),
      note.widthAnchor.constraint(equalToConstant: 160),
      align,
      box.leadingAnchor.constraint(equalTo: note.trailingAnchor, constant: 12),
      box.widthAnchor.constraint(equalToConstant: 40),
      box.heightAnchor.constraint(equalToConstant: 40),
      boxline,
    ])
  }
}
