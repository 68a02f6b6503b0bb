// Widths 1:2: UIKit code written by Plumb from widths-1-2.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: device iphone

import UIKit

final class Widths12ViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let green = UIView()
    green.translatesAutoresizingMaskIntoConstraints = false

    let orange = UIView()
    orange.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(green)
    view.addSubview(orange)

    let double = orange.widthAnchor.constraint(equalTo: green.widthAnchor, multiplier: 2)
    double.identifier = "double"

    NSLayoutConstraint.activate([
      green.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 10),
      orange.leadingAnchor.constraint(equalTo: green.trailingAnchor, constant: 10),
      orange.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -10),
      double,
      green.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
      green.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -10),
      green.topAnchor.constraint(equalTo: orange.topAnchor),
      green.bottomAnchor.constraint(equalTo: orange.bottomAnchor),
    ])
  }
}
