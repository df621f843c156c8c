import TabulaTerminal

extension TerminalImageBox {
    /// The demo's round picture (a post's avatar, the login logo): rounded corners, a
    /// `border` and a `caption` colour. One-time styling: callers run it in `styles.once`.
    func showRoundLook(border: TerminalColor, caption: TerminalColor) {
        isRounded = true
        borderColor = border
        captionColor = caption
    }
}
