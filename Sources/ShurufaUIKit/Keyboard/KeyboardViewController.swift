#if canImport(UIKit)
import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardUserDictionary
import UIKit

/// The keyboard extension's principal class: owns the engine, the controller and the view, forwards
/// what UIKit tells it (text and selection changes, size and trait changes, touches through the
/// view) to the core, and carries out the core's `HostRequest`s. It decides nothing itself. The
/// keyboard learns what the user picks into the user dictionary (`ExtensionUserDictionary`: the
/// App Group's container with Full Access, the extension's own without), except in secure and
/// no-learning fields, which the core never teaches.
open class KeyboardViewController: UIInputViewController {
    /// The App Group shared with the host app (settings, user dictionary, emoji recents).
    open var appGroupIdentifier: String { "group.org.shurufa.keyboard" }

    /// The core keyboard, made in `viewDidLoad()`; nil before it or when the keyboard could not start.
    public private(set) var controller: KeyboardController?
    /// The engine the keyboard types with, learning into the user dictionary (kept for the keyboard's life).
    public private(set) var engine: KeyboardEngine?
    /// Why the user dictionary could not be opened, if it could not (the keyboard then learns nothing).
    public private(set) var learningError: (any Error)?
    /// The view drawing the keyboard, made with the controller; nil when the keyboard could not start.
    public private(set) var keyboardView: KeyboardView?
    /// Why the keyboard could not start (engine data missing or corrupt); shown instead of keys.
    public private(set) var startError: (any Error)?
    private var document: TextDocumentProxyAdapter?
    var deadlineTimer: Timer?
    /// `UIPasteboard.general.changeCount` when the pasteboard was last read (nil: never).
    var pasteboardChangeCount: Int?

    /// The app typed in, for remembering the form last used there (`KeyboardViewController+Forms`).
    /// UIKit gives a keyboard no public way to know it, so by default this reads the identifier
    /// the system hands the input view controller (KeyboardKit's `hostApplicationBundleId` reads
    /// the same), nil when absent; a keyboard target may override it.
    open var hostAppIdentifier: String? {
        guard let parent, parent.responds(to: NSSelectorFromString("_hostBundleID")) else { return nil }
        let identifier = parent.value(forKey: "_hostBundleID") as? String
        return identifier == "<null>" ? nil : identifier
    }

    /// The 常用语 panel's 编辑: phrases are edited in the host app's settings screen, not in the
    /// keyboard (a keyboard extension cannot open its containing app by itself, so the app's
    /// keyboard target overrides this with the way it has, such as a URL its app handles). The
    /// panel reads the phrases again when it next opens. By default nothing happens.
    open func openPhraseEditor() {}

    /// Opens the engine (learning into the user dictionary), makes the controller over the text
    /// document proxy and the view filling the input view; a failure is kept in `startError`.
    override open func viewDidLoad() {
        super.viewDidLoad()
        let adapter = TextDocumentProxyAdapter { [unowned self] in self.textDocumentProxy }
        document = adapter
        let width = Double(view.bounds.width > 0 ? view.bounds.width : 375)
        let environment = withUserFit(KeyboardEnvironment.inferred(for: LayoutSize(width: width, height: 0), needsGlobe: needsInputModeSwitchKey))
        let size = StandardKeyboardSize.size(for: environment)
        do {
            // The engine memory-maps its read-only data from the extension's bundle and learns into the user dictionary.
            let opened = try userDictionary().openEngine()
            engine = opened.engine
            learningError = opened.learningError
            // The clipboard panel's items and the saved phrases live in the user dictionary's file.
            let controller = KeyboardController(
                engine: opened.engine.engine, document: adapter, library: try LayoutLibrary.standard(), size: size, environment: environment,
                configuration: configuration(), emojiRecentsURL: sharedFile("emoji-recents.json"),
                clipboard: ClipboardHistory(store: opened.engine.stores.clipboard ?? InMemoryClipboardStore()),
                phrases: QuickPhraseBook(store: opened.engine.stores.phrases ?? InMemoryPhraseStore()))
            // The memory's choices and the English words kept against corrections too.
            controller.memory.useStores(of: opened.engine)
            // The emoji recents too (the JSON file of an earlier version taken in once).
            controller.emojiPage.useRecents(of: opened.engine)
            controller.setTheme(chosenTheme())
            self.controller = controller
            let keyboardView = KeyboardView(controller: controller)
            keyboardView.onChange = { [weak self] in self?.afterCoreChange() }
            keyboardView.onGlobeTouch = { [weak self] view, event in self?.handleInputModeList(from: view, with: event) }
            keyboardView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(keyboardView)
            NSLayoutConstraint.activate([
                keyboardView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                keyboardView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                keyboardView.topAnchor.constraint(equalTo: view.topAnchor),
                keyboardView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            self.keyboardView = keyboardView
        } catch {
            startError = error
        }
    }

    /// The core's configuration: the keyboard's one settings value read from the App Group's
    /// defaults, each setting under its key (`KeyboardConfiguration.settings`: `schema` — the
    /// registry's id, `pinyin` … `shuangpin-xiaohe` —, `script`, `fuzzy`, `forms`, `keyClicks`,
    /// `gestureTyping`, `autoCapitalization`, …; an earlier host's `layout`, `shuangpin`,
    /// `chineseKeyboard` and `enabledForms` read too), a value it does not take keeping the default; key clicks on unless
    /// the app turned them off; the fits kept per device and orientation (`keyboardFitSettings()`).
    /// Without Full Access, the defaults.
    open func configuration() -> KeyboardConfiguration {
        var configuration = KeyboardConfiguration()
        configuration.keyboardFits = keyboardFitSettings()
        return Self.configuration(storedIn: hasFullAccess ? UserDefaults(suiteName: appGroupIdentifier) : nil, over: configuration)
    }

    /// `base` with key clicks on (the extension's default) and the settings kept in `defaults`
    /// applied (`storedSettings(in:)`; none: none applied): what the extension types with, and
    /// what the host app's settings screen shows.
    public static func configuration(storedIn defaults: UserDefaults?, over base: KeyboardConfiguration = KeyboardConfiguration()) -> KeyboardConfiguration {
        var configuration = base
        configuration.keyClicks = true
        if let defaults { configuration.apply(storedSettings(in: defaults)) }
        return configuration
    }

    /// The settings kept in `defaults`, by key, as strings (a switch `@AppStorage` keeps as a
    /// Boolean read as `true` / `false`).
    public static func storedSettings(in defaults: UserDefaults) -> [String: String] {
        var values: [String: String] = [:]
        for setting in KeyboardConfiguration.settings {
            for key in [setting.key] + setting.formerKeys {
                if setting.isSwitch, let flag = defaults.object(forKey: key) as? Bool {
                    values[key] = flag ? "true" : "false"
                } else if let text = defaults.string(forKey: key) {
                    values[key] = text
                }
            }
        }
        // What an earlier app kept under a key no setting has now (`shuangpin`), which `schema` reads.
        for key in KeyboardConfiguration.formerOnlyKeys { values[key] = defaults.string(forKey: key) ?? values[key] }
        return values
    }

    /// Where the user dictionary lives: the App Group container when iOS gives it (Full Access on),
    /// else the extension's own Application Support folder, so the keyboard learns either way and
    /// nothing leaves the device.
    open func userDictionary() -> ExtensionUserDictionary {
        let group = hasFullAccess ? FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroupIdentifier) : nil
        let own = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return ExtensionUserDictionary(groupContainer: group, ownContainer: own)
    }

    /// A file in the App Group container, or nil without Full Access (iOS gives a keyboard the
    /// shared container only then; recents stay in memory) or when the group is not configured.
    /// Nothing in the keyboard uses the network, with or without Full Access.
    public func sharedFile(_ name: String) -> URL? {
        guard hasFullAccess else { return nil }
        return FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroupIdentifier)?
            .appendingPathComponent(name)
    }

    /// Fits the keyboard to the view's width (device and orientation inferred from it) and the
    /// standard height scaled by the user's fit for them (height, one-handed side).
    override open func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let controller, view.bounds.width > 0 else { return }
        let environment = withUserFit(KeyboardEnvironment.inferred(
            for: LayoutSize(width: Double(view.bounds.width), height: 0), needsGlobe: needsInputModeSwitchKey))
        let size = LayoutSize(width: Double(view.bounds.width), height: StandardKeyboardSize.size(for: environment).height)
        controller.resize(to: size, environment: environment)
        keyboardView?.preferredHeight = CGFloat(size.height)
        keyboardView?.refresh()
    }

    /// Opens in the form last used in the app typed in (`restoreFormForHostApp()`).
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        restoreFormForHostApp()
    }

    /// Follows the system's light or dark appearance, in the chosen theme's variants.
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        controller?.setTheme(chosenTheme())
        keyboardView?.refresh()
    }

    /// Nothing to do before the host changes the text: the core reads it again after.
    override open func textWillChange(_ textInput: (any UITextInput)?) {
        super.textWillChange(textInput)
    }

    /// The host changed the text or moved to another field: the core checks the document again (a
    /// composition the field no longer shows is dropped; new traits set the keyboard up afresh).
    override open func textDidChange(_ textInput: (any UITextInput)?) {
        super.textDidChange(textInput)
        guard let controller, let document else { return }
        controller.textDidChange(document)
        afterCoreChange()
    }

    /// The user moved the caret in the host: the core checks the document again (a composition the
    /// field no longer shows is dropped).
    override open func selectionDidChange(_ textInput: (any UITextInput)?) {
        super.selectionDidChange(textInput)
        guard let controller, let document else { return }
        controller.selectionDidChange(document)
        afterCoreChange()
    }
}
#endif
