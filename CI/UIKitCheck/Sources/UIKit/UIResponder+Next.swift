import Foundation

// The responder chain (UIResponder.h:84, `nextResponder`). Who is next is documented on
// Apple's page https://developer.apple.com/documentation/uikit/uiresponder/next : "UIView
// implements this property by returning the UIViewController object that manages it (if it
// has one) or its superview (if it doesn't); UIViewController implements the property by
// returning its view's superview". (UIWindow's next, the application, is not modelled: the
// chain ends at the window.)

extension UIView {
    /// The managing view controller, else the superview. The model's cells are not subviews
    /// of their list view (ListViewEngine), while on a device a cell's superview chain leads
    /// to the table or collection view that shows it: a dequeued cell without a superview
    /// answers that list view.
    var modelNextResponder: UIResponder? {
        modelViewController ?? superview ?? modelDequeuingListView
    }
}

extension UIViewController {
    /// The view's superview (Apple's page above).
    var modelNextResponder: UIResponder? {
        isViewLoaded ? view.superview : nil
    }
}
