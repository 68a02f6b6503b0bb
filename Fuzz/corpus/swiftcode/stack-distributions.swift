// Stack distributions: UIKit code written by Plumb from stack-distributions.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 400x360

import UIKit

final class StackDistributionsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let fill = UIStackView()
    fill.spacing = 8
    fill.translatesAutoresizingMaskIntoConstraints = false

    let a1 = UILabel()
    a1.text = "One"
    a1.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    a1.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    a1.translatesAutoresizingMaskIntoConstraints = false

    let b1 = UILabel()
    b1.text = "Two words"
    b1.translatesAutoresizingMaskIntoConstraints = false

    let c1 = UILabel()
    c1.text = "Three more words"
    c1.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    c1.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    c1.translatesAutoresizingMaskIntoConstraints = false

    let equally = UIStackView()
    equally.distribution = .fillEqually
    equally.spacing = 8
    equally.translatesAutoresizingMaskIntoConstraints = false

    let a2 = UILabel()
    a2.text = "One"
    a2.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    a2.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    a2.translatesAutoresizingMaskIntoConstraints = false

    let b2 = UILabel()
    b2.text = "Two words"
    b2.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    b2.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    b2.translatesAutoresizingMaskIntoConstraints = false

    let c2 = UILabel()
    c2.text = "Three more words"
    c2.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    c2.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    c2.translatesAutoresizingMaskIntoConstraints = false

    let proportionally = UIStackView()
    proportionally.distribution = .fillProportionally
    proportionally.spacing = 8
    proportionally.translatesAutoresizingMaskIntoConstraints = false

    let a3 = UILabel()
    a3.text = "One"
    a3.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    a3.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    a3.translatesAutoresizingMaskIntoConstraints = false

    let b3 = UILabel()
    b3.text = "Two words"
    b3.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    b3.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    b3.translatesAutoresizingMaskIntoConstraints = false

    let c3 = UILabel()
    c3.text = "Three more words"
    c3.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    c3.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    c3.translatesAutoresizingMaskIntoConstraints = false

    let spacing = UIStackView()
    spacing.distribution = .equalSpacing
    spacing.spacing = 8
    spacing.translatesAutoresizingMaskIntoConstraints = false

    let a4 = UILabel()
    a4.text = "One"
    a4.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    a4.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    a4.translatesAutoresizingMaskIntoConstraints = false

    let b4 = UILabel()
    b4.text = "Two words"
    b4.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    b4.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    b4.translatesAutoresizingMaskIntoConstraints = false

    let c4 = UILabel()
    c4.text = "Three more words"
    c4.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    c4.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    c4.translatesAutoresizingMaskIntoConstraints = false

    let centering = UIStackView()
    centering.distribution = .equalCentering
    centering.spacing = 8
    centering.translatesAutoresizingMaskIntoConstraints = false

    let a5 = UILabel()
    a5.text = "One"
    a5.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    a5.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    a5.translatesAutoresizingMaskIntoConstraints = false

    let b5 = UILabel()
    b5.text = "Two words"
    b5.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    b5.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    b5.translatesAutoresizingMaskIntoConstraints = false

    let c5 = UILabel()
    c5.text = "Three more words"
    c5.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    c5.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    c5.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(fill)
    fill.addArrangedSubview(a1)
    fill.addArrangedSubview(b1)
    fill.addArrangedSubview(c1)
    view.addSubview(equally)
    equally.addArrangedSubview(a2)
    equally.addArrangedSubview(b2)
    equally.addArrangedSubview(c2)
    view.addSubview(proportionally)
    proportionally.addArrangedSubview(a3)
    proportionally.addArrangedSubview(b3)
    proportionally.addArrangedSubview(c3)
    view.addSubview(spacing)
    spacing.addArrangedSubview(a4)
    spacing.addArrangedSubview(b4)
    spacing.addArrangedSubview(c4)
    view.addSubview(centering)
    centering.addArrangedSubview(a5)
    centering.addArrangedSubview(b5)
    centering.addArrangedSubview(c5)

    NSLayoutConstraint.activate([
      fill.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      fill.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      equally.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      equally.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      proportionally.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      proportionally.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      spacing.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      spacing.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      centering.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      centering.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      fill.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      equally.topAnchor.constraint(equalTo: fill.bottomAnchor, constant: 40),
      proportionally.topAnchor.constraint(equalTo: equally.bottomAnchor, constant: 40),
      spacing.topAnchor.constraint(equalTo: proportionally.bottomAnchor, constant: 40),
      centering.topAnchor.constraint(equalTo: spacing.bottomAnchor, constant: 40),
    ])
  }
}
