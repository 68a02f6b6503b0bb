// A login screen written for Plumb's tests.
// plumb: device iphone
// plumb: orientation portrait
import UIKit

final class LoginViewController: UIViewController {
    enum Metrics {
        static let margin: CGFloat = 20
        static let fieldHeight: CGFloat = 44
    }

    private let titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Welcome"
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private lazy var stack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private var stackTop: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        view.addSubview(stack)
        stackTop = stack.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Metrics.margin),
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stackTop,
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: Metrics.fieldHeight),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -Theme.bottomInset),
        ])
    }

    func keyboardWillShow() {
        stackTop.constant = 8
    }
}
