#if canImport(SwiftUI) && canImport(UIKit)
import ShowcaseScreens
import SwiftUI

/// Tabula's showcase: a home list of screens, each one a feature of the library on UIKit (or
/// SwiftUI), with the stress screen's frame meter to check the claims on a real display.
@main
struct ShowcaseApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List(ShowcaseScreen.allCases, id: \.self) { screen in
                    NavigationLink(value: screen) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(screen.title).font(.headline)
                            Text(screen.summary).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                .navigationTitle("Tabula")
                .navigationDestination(for: ShowcaseScreen.self) { screen in
                    ScreenView(screen: screen).navigationTitle(screen.title)
                }
            }
        }
    }
}

/// One screen: its UIKit view controller, or the SwiftUI screen.
struct ScreenView: View {
    let screen: ShowcaseScreen

    var body: some View {
        if screen == .swiftUI {
            NotesSwiftUIScreen()
        } else {
            ViewControllerHost(screen: screen).ignoresSafeArea(edges: .bottom)
        }
    }
}

/// A UIKit screen inside the navigation stack.
struct ViewControllerHost: UIViewControllerRepresentable {
    let screen: ShowcaseScreen

    func makeUIViewController(context: Context) -> UIViewController {
        screen.makeViewController(frameTicks: DisplayLinkTicks.start) ?? UIViewController()
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
#endif
