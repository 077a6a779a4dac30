#if canImport(UIKit)
import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import KeyboardThemes
import UIKit

/// The host app's 皮肤 list: every theme of the shared `ThemeLibrary` (the built-ins, then the
/// imported ones) with a preview of the keyboard drawn in it (the variant of the app's current
/// appearance), the chosen one checked; tapping a row chooses it for the keyboard. The import
/// itself is the app's `ThemeDocumentPicker` (an "Import a skin…" button of its own).
@MainActor
open class ThemeListViewController: UITableViewController {
    /// The library shown and written.
    public let library: ThemeLibrary
    private var themes: [KeyboardThemePair] = []
    private var chosen = ""
    private var previews: [String: UIImage] = [:]

    /// A list over `library`.
    public init(library: ThemeLibrary) {
        self.library = library
        super.init(style: .insetGrouped)
    }

    /// Not used: the list is made in code.
    public required init?(coder: NSCoder) { fatalError("ThemeListViewController is made in code") }

    /// Reads the library and sizes rows for the previews.
    override open func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 132
        reload()
    }

    /// Reads the library again (after an import).
    public func reload() {
        themes = library.themes()
        chosen = library.chosen().name
        previews = [:]
        tableView.reloadData()
    }

    /// Previews follow the app's light or dark appearance.
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previews = [:]
        tableView.reloadData()
    }

    /// One row per theme.
    override open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { themes.count }

    /// The theme's title, its preview, and a check on the chosen one.
    override open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let theme = themes[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "theme") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "theme")
        cell.textLabel?.text = theme.title
        cell.detailTextLabel?.text = theme.dark == nil ? "一种外观" : "浅色 · 深色"
        cell.imageView?.image = preview(of: theme)
        cell.accessoryType = theme.name == chosen ? .checkmark : .none
        return cell
    }

    /// Chooses the tapped theme for the keyboard.
    override open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        try? library.choose(themes[indexPath.row].name)
        chosen = themes[indexPath.row].name
        tableView.reloadData()
    }

    private func preview(of pair: KeyboardThemePair) -> UIImage? {
        if let image = previews[pair.name] { return image }
        let image = ThemePreview.image(of: pair.variant(dark: traitCollection.userInterfaceStyle == .dark), width: 180)
        previews[pair.name] = image
        return image
    }
}

/// A theme's preview: the 26-key pinyin keyboard with two candidates, drawn as the keyboard draws it.
@MainActor
enum ThemePreview {
    static func image(of theme: KeyboardTheme, width: Double) -> UIImage? {
        guard let layout = try? LayoutLibrary.standard().layout(LayoutID("pinyin-26")) else { return nil }
        let environment = KeyboardEnvironment()
        let standard = StandardKeyboardSize.size(for: environment)
        let fitted = layout.fitted(in: standard, environment: environment)
        var state = KeyboardRenderState(candidates: ["皮肤", "皮"], highlightedCandidate: 0, theme: theme)
        state.mode = layout.language
        state.layOut(in: fitted)
        let tree = KeyboardRenderer().render(fitted, state: state)
        let scale = width / standard.width
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: standard.height * scale))
        return renderer.image { context in
            context.cgContext.scaleBy(x: CGFloat(scale), y: CGFloat(scale))
            RenderTreeDrawing(context: context.cgContext).draw(tree)
        }
    }
}
#endif
