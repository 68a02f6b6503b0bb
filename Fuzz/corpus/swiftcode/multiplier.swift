// Multiplier 2 and 0.5: UIKit code written by Plumb from multiplier.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 400x300

import UIKit

final class Multiplier2And05ViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let base = UIView()
    base.translatesAutoresizingMaskIntoConstraints = false

    let big = UIView()
    big.translatesAutoresizingMaskIntoConstraints = false

    let small = UIView()
    small.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(base)
    view.addSubview(big)
    view.addSubview(small)

    let twice = big.widthAnchor.constraint(equalTo: base.widthAnchor, multiplier: 2)
    twice.identifier = "twice"
    let half = small.widthAnchor.constraint(equalTo: base.widthAnchor, multiplier: 0.5)
    half.identifier = "half"

    NSLayoutConstraint.activate([
      base.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      base.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      base.widthAnchor.constraint(equalToConstant: 80),
      base.heightAnchor.constraint(equalToConstant: 40),
      twice,
      half,
      big.leadingAnchor.constraint(equalTo: base.leadingAnchor),
      small.leadingAnchor.constraint(equalTo: base.leadingAnchor),
      big.topAnchor.constraint(equalTo: base.bottomAnchor, constant: 16),
      small.topAnchor.constraint(equalTo: big.bottomAnchor, constant: 16),
      big.heightAnchor.constraint(equalTo: base.heightAnchor),
      small.heightAnchor.constraint(equalTo: base.heightAnchor),
    ])
  }
}
