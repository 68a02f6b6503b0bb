// Equal widths: UIKit code written by Plumb from equal-widths.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: device iphone

import UIKit

final class EqualWidthsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let green = UIView()
    green.translatesAutoresizingMaskIntoConstraints = false

    let orange = UIView()
    orange.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(green)
    view.addSubview(orange)

    let same = green.widthAnchor.constraint(equalTo: orange.widthAnchor)
    same.identifier = "same"

    NSLayoutConstraint.activate([
      green.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 10),
      orange.leadingAnchor.constraint(equalTo: green.trailingAnchor, constant: 10),
      orange.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -10),
      same,
      green.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
      green.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -10),
      green.topAnchor.constraint(equalTo: orange.topAnchor),
      green.bottomAnchor.constraint(equalTo: orange.bottomAnchor),
    ])
  }
}
