// Stack view: UIKit code written by Plumb from stack.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: device iphone

import UIKit

final class StackViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let row = UIStackView()
    row.distribution = .fillEqually
    row.spacing = 8
    row.translatesAutoresizingMaskIntoConstraints = false

    let cancel = UIButton(type: .system)
    cancel.setTitle("Cancel", for: .normal)
    cancel.translatesAutoresizingMaskIntoConstraints = false

    let later = UIButton(type: .system)
    later.setTitle("Later", for: .normal)
    later.translatesAutoresizingMaskIntoConstraints = false

    let ok = UIButton(type: .system)
    ok.setTitle("OK", for: .normal)
    ok.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(row)
    row.addArrangedSubview(cancel)
    row.addArrangedSubview(later)
    row.addArrangedSubview(ok)

    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
    ])
  }
}
