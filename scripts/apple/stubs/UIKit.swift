// TEST-ONLY STUB of Apple's UIKit, never shipped: only the declarations ShurufaUIKit uses, each
// with Apple's name, signature and actor isolation (developer.apple.com/documentation/uikit), so
// scripts/apple/typecheck.sh can type-check the adapter on Linux. Bodies trap.
// Where Linux cannot say what Apple says, the stub says the nearest thing a caller sees the same:
// - `@objc optional` protocol requirements (UITextInputTraits, UITextViewDelegate) are read through
//   an existential as Optionals on iOS; here they are Optional-typed requirements or default methods.
// - `accessibilityElements` lives on NSObject (UIAccessibilityContainer) on iOS; here on UIView.
// - `Selector` (the Objective-C runtime's) is a plain struct here.
@_exported import CoreGraphics
@_exported import Foundation
import UniformTypeIdentifiers

#if !canImport(ObjectiveC)
public struct Selector: Hashable, Sendable {
    public init(_ name: String) {}
}

/// Apple's Foundation: https://developer.apple.com/documentation/foundation/1395294-nsselectorfromstring
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { fatalError("stub") }

extension NSObject {
    /// The Objective-C runtime's: https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418583-responds
    public func responds(to aSelector: Selector!) -> Bool { fatalError("stub") }
    /// Key-value coding: https://developer.apple.com/documentation/objectivec/nsobject/1412591-value
    public func value(forKey key: String) -> Any? { fatalError("stub") }
}
#endif

extension FileManager {
    /// Apple's Foundation: https://developer.apple.com/documentation/foundation/filemanager/containerurl(forsecurityapplicationgroupidentifier:)
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { fatalError("stub") }
}

extension FileManager {
    /// Apple's Foundation: https://developer.apple.com/documentation/foundation/filemanager/url(forubiquitycontaineridentifier:)
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { fatalError("stub") }
    /// https://developer.apple.com/documentation/foundation/filemanager/startdownloadingubiquitousitem(at:)
    public func startDownloadingUbiquitousItem(at url: URL) throws { fatalError("stub") }
}

#if !canImport(ObjectiveC)
/// Apple's `NSErrorPointer` is an `AutoreleasingUnsafeMutablePointer<NSError?>?`, which needs the
/// Objective-C runtime; a caller passes `&error` to either alike.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
#endif

/// Apple's Foundation (not in Linux's): https://developer.apple.com/documentation/foundation/nsfilepresenter
public protocol NSFilePresenter: NSObjectProtocol {}

/// Apple's Foundation (not in Linux's): https://developer.apple.com/documentation/foundation/nsfilecoordinator
open class NSFileCoordinator: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsfilecoordinator/readingoptions
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let withoutChanges = ReadingOptions(rawValue: 1 << 0)
        public static let resolvesSymbolicLink = ReadingOptions(rawValue: 1 << 1)
        public static let immediatelyAvailableMetadataOnly = ReadingOptions(rawValue: 1 << 2)
        public static let forUploading = ReadingOptions(rawValue: 1 << 3)
    }
    /// https://developer.apple.com/documentation/foundation/nsfilecoordinator/writingoptions
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let forDeleting = WritingOptions(rawValue: 1 << 0)
        public static let forMoving = WritingOptions(rawValue: 1 << 1)
        public static let forMerging = WritingOptions(rawValue: 1 << 2)
        public static let forReplacing = WritingOptions(rawValue: 1 << 3)
        public static let contentIndependentMetadataOnly = WritingOptions(rawValue: 1 << 4)
    }
    /// https://developer.apple.com/documentation/foundation/nsfilecoordinator/init(filepresenter:)
    public init(filePresenter: (any NSFilePresenter)?) { fatalError("stub") }
    /// https://developer.apple.com/documentation/foundation/nsfilecoordinator/coordinate(readingitemat:options:error:byaccessor:)
    open func coordinate(readingItemAt url: URL, options: NSFileCoordinator.ReadingOptions = [], error outError: NSErrorPointer,
                         byAccessor reader: (URL) -> Void) { fatalError("stub") }
    /// https://developer.apple.com/documentation/foundation/nsfilecoordinator/coordinate(writingitemat:options:error:byaccessor:)
    open func coordinate(writingItemAt url: URL, options: NSFileCoordinator.WritingOptions = [], error outError: NSErrorPointer,
                         byAccessor writer: (URL) -> Void) { fatalError("stub") }
}

extension NSValue {
    /// https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
    public var cgRectValue: CGRect { fatalError("stub") }
}

// MARK: Text input traits

public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}
public enum UIKeyboardAppearance: Int, Sendable { case `default` = 0, dark, light }
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default` = 0, no, yes }
/// https://developer.apple.com/documentation/uikit/uitextcontenttype
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // UIKit's raw strings are private ("one-time-code", not "oneTimeCode"): the stub's differ from
    // every member name, as the real ones may.
    public static let name = UITextContentType(rawValue: "stub-name")
    public static let namePrefix = UITextContentType(rawValue: "stub-namePrefix")
    public static let givenName = UITextContentType(rawValue: "stub-givenName")
    public static let middleName = UITextContentType(rawValue: "stub-middleName")
    public static let familyName = UITextContentType(rawValue: "stub-familyName")
    public static let nameSuffix = UITextContentType(rawValue: "stub-nameSuffix")
    public static let nickname = UITextContentType(rawValue: "stub-nickname")
    public static let jobTitle = UITextContentType(rawValue: "stub-jobTitle")
    public static let organizationName = UITextContentType(rawValue: "stub-organizationName")
    public static let location = UITextContentType(rawValue: "stub-location")
    public static let fullStreetAddress = UITextContentType(rawValue: "stub-fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "stub-streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "stub-streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "stub-addressCity")
    public static let addressState = UITextContentType(rawValue: "stub-addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "stub-addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "stub-sublocality")
    public static let countryName = UITextContentType(rawValue: "stub-countryName")
    public static let postalCode = UITextContentType(rawValue: "stub-postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "stub-telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "stub-emailAddress")
    public static let URL = UITextContentType(rawValue: "stub-URL")
    public static let creditCardNumber = UITextContentType(rawValue: "stub-creditCardNumber")
    public static let username = UITextContentType(rawValue: "stub-username")
    public static let password = UITextContentType(rawValue: "stub-password")
    public static let newPassword = UITextContentType(rawValue: "stub-newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "stub-oneTimeCode")
    @available(iOS 15.0, *) public static let shipmentTrackingNumber = UITextContentType(rawValue: "stub-shipmentTrackingNumber")
    @available(iOS 15.0, *) public static let flightNumber = UITextContentType(rawValue: "stub-flightNumber")
    @available(iOS 15.0, *) public static let dateTime = UITextContentType(rawValue: "stub-dateTime")
    @available(iOS 17.0, *) public static let birthdate = UITextContentType(rawValue: "stub-birthdate")
}

/// https://developer.apple.com/documentation/uikit/uitextinputtraits (all requirements optional on iOS)
@MainActor public protocol UITextInputTraits: NSObjectProtocol {
    var keyboardType: UIKeyboardType? { get }
    var keyboardAppearance: UIKeyboardAppearance? { get }
    var returnKeyType: UIReturnKeyType? { get }
    var autocapitalizationType: UITextAutocapitalizationType? { get }
    var autocorrectionType: UITextAutocorrectionType? { get }
    var spellCheckingType: UITextSpellCheckingType? { get }
    var smartQuotesType: UITextSmartQuotesType? { get }
    var smartDashesType: UITextSmartDashesType? { get }
    var smartInsertDeleteType: UITextSmartInsertDeleteType? { get }
    var isSecureTextEntry: Bool? { get }
    /// `UITextContentType!` behind an optional requirement.
    var textContentType: UITextContentType?? { get }
    var enablesReturnKeyAutomatically: Bool? { get }
}

/// https://developer.apple.com/documentation/uikit/uikeyinput
@MainActor public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

// The optional UITextInputTraits requirements: a conformer need not declare them (as on iOS).
extension UITextInputTraits {
    public var keyboardType: UIKeyboardType? { nil }
    public var keyboardAppearance: UIKeyboardAppearance? { nil }
    public var returnKeyType: UIReturnKeyType? { nil }
    public var autocapitalizationType: UITextAutocapitalizationType? { nil }
    public var autocorrectionType: UITextAutocorrectionType? { nil }
    public var spellCheckingType: UITextSpellCheckingType? { nil }
    public var smartQuotesType: UITextSmartQuotesType? { nil }
    public var smartDashesType: UITextSmartDashesType? { nil }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType? { nil }
    public var isSecureTextEntry: Bool? { nil }
    public var textContentType: UITextContentType?? { nil }
    public var enablesReturnKeyAutomatically: Bool? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitextposition
@MainActor open class UITextPosition: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitextrange
@MainActor open class UITextRange: NSObject {
    open var isEmpty: Bool { fatalError("stub") }
    open var start: UITextPosition { fatalError("stub") }
    open var end: UITextPosition { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uitextselectionrect
@MainActor open class UITextSelectionRect: NSObject {
    open var rect: CGRect { fatalError("stub") }
    open var writingDirection: NSWritingDirection { fatalError("stub") }
    open var containsStart: Bool { fatalError("stub") }
    open var containsEnd: Bool { fatalError("stub") }
    open var isVertical: Bool { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uitextlayoutdirection
public enum UITextLayoutDirection: Int, Sendable { case right = 2, left, up, down }
/// https://developer.apple.com/documentation/uikit/uitextstoragedirection
public enum UITextStorageDirection: Int, Sendable { case forward = 0, backward }
/// https://developer.apple.com/documentation/uikit/nswritingdirection
public enum NSWritingDirection: Int, Sendable { case natural = -1, leftToRight = 0, rightToLeft = 1 }

/// https://developer.apple.com/documentation/uikit/uitextinputtokenizer (its methods unused here)
@MainActor public protocol UITextInputTokenizer: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitextinputstringtokenizer
@MainActor open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    public init(textInput: UIResponder & UITextInput) {}
}

/// https://developer.apple.com/documentation/uikit/uitextinput
@MainActor public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    var inputDelegate: (any UITextInputDelegate)? { get set }
    var tokenizer: any UITextInputTokenizer { get }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
}

// MARK: TextKit

/// https://developer.apple.com/documentation/uikit/nstextcontainer
open class NSTextContainer: NSObject {
    public init(size: CGSize) {}
    open var size: CGSize { get { fatalError("stub") } set {} }
    open var lineFragmentPadding: CGFloat { get { fatalError("stub") } set {} }
}

/// https://developer.apple.com/documentation/uikit/nslayoutmanager
open class NSLayoutManager: NSObject {
    public override init() {}
    open func addTextContainer(_ container: NSTextContainer) { fatalError("stub") }
    open func glyphRange(for container: NSTextContainer) -> NSRange { fatalError("stub") }
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        fatalError("stub")
    }
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect { fatalError("stub") }
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer, fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int { fatalError("stub") }
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/nstextstorage
open class NSTextStorage: NSMutableAttributedString {
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uitextdocumentproxy
@MainActor public protocol UITextDocumentProxy: UIKeyInput {
    var documentContextBeforeInput: String? { get }
    var documentContextAfterInput: String? { get }
    var selectedText: String? { get }
    var documentIdentifier: UUID { get }
    func adjustTextPosition(byCharacterOffset offset: Int)
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    func unmarkText()
}

/// https://developer.apple.com/documentation/uikit/uitextinputdelegate
@MainActor public protocol UITextInputDelegate: NSObjectProtocol {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

// MARK: Events

/// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    open var timestamp: TimeInterval { fatalError("stub") }
    open func location(in view: UIView?) -> CGPoint { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uikeymodifierflags
public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// https://developer.apple.com/documentation/uikit/uikeycommand
@MainActor open class UIKeyCommand: NSObject {
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) { fatalError("stub") }
    open var discoverabilityTitle: String?
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
}

// MARK: Responders and views

/// https://developer.apple.com/documentation/uikit/uicoordinatespace
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    var bounds: CGRect { get }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    open var textInputContextIdentifier: String? { fatalError("stub") }
    open var canBecomeFirstResponder: Bool { fatalError("stub") }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError("stub") }
}
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder, UICoordinateSpace {
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode
    public enum ContentMode: Int, Sendable { case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
    public static let noIntrinsicMetric: CGFloat = -1

    public init(frame: CGRect) {}
    public override convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { fatalError("stub") }

    open var bounds: CGRect { get { fatalError("stub") } set {} }
    open var frame: CGRect { get { fatalError("stub") } set {} }
    open var window: UIWindow? { fatalError("stub") }
    open var isMultipleTouchEnabled: Bool { get { fatalError("stub") } set {} }
    open var isUserInteractionEnabled: Bool { get { fatalError("stub") } set {} }
    open var isOpaque: Bool { get { fatalError("stub") } set {} }
    open var contentMode: UIView.ContentMode { get { fatalError("stub") } set {} }
    open var autoresizingMask: UIView.AutoresizingMask { get { fatalError("stub") } set {} }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError("stub") } set {} }
    open var intrinsicContentSize: CGSize { fatalError("stub") }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError("stub") }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError("stub") }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError("stub") }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError("stub") }
    /// On NSObject (UIAccessibilityContainer) on iOS.
    open var accessibilityElements: [Any]? { get { fatalError("stub") } set {} }

    open func addSubview(_ view: UIView) { fatalError("stub") }
    open func invalidateIntrinsicContentSize() { fatalError("stub") }
    open func setNeedsDisplay() { fatalError("stub") }
    open func setNeedsLayout() { fatalError("stub") }
    open func draw(_ rect: CGRect) {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError("stub") }
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiscreen
@MainActor open class UIScreen: NSObject {
    open var bounds: CGRect { fatalError("stub") }
    open var coordinateSpace: any UICoordinateSpace { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    open var screen: UIScreen { get { fatalError("stub") } set {} }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    open var text: String?
}

/// https://developer.apple.com/documentation/uikit/uitextviewdelegate (requirements optional on iOS)
@MainActor public protocol UITextViewDelegate: NSObjectProtocol {
    func textViewDidChange(_ textView: UITextView)
}
extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor open class UITextView: UIView {
    open var font: UIFont?
    open var text: String!
    open var attributedText: NSAttributedString!
    open weak var delegate: (any UITextViewDelegate)?
    open var isScrollEnabled: Bool { get { fatalError("stub") } set {} }
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
@MainActor open class UITraitCollection: NSObject {
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError("stub") }
}
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light, dark }

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    open var view: UIView! { get { fatalError("stub") } set {} }
    open var traitCollection: UITraitCollection { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open var parent: UIViewController? { fatalError("stub") }
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {}
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    open var image: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark }
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { fatalError("stub") }
    open var textLabel: UILabel? { fatalError("stub") }
    open var detailTextLabel: UILabel? { fatalError("stub") }
    open var imageView: UIImageView? { fatalError("stub") }
    open var accessoryType: UITableViewCell.AccessoryType { get { fatalError("stub") } set {} }
}

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style
    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }
    open var rowHeight: CGFloat { get { fatalError("stub") } set {} }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError("stub") }
    open func reloadData() { fatalError("stub") }
}

extension IndexPath {
    /// https://developer.apple.com/documentation/foundation/indexpath/row (UIKit's on iOS)
    public var row: Int { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { fatalError("stub") }
    public required init?(coder: NSCoder) { fatalError("stub") }
    open var tableView: UITableView! { get { fatalError("stub") } set {} }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError("stub") }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError("stub") }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// https://developer.apple.com/documentation/uikit/uidocumentpickerviewcontroller
@MainActor open class UIDocumentPickerViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uidocumentpickerviewcontroller/init(forOpeningContentTypes:asCopy:)
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uidocumentpickerviewcontroller/init(forExporting:asCopy:)
    public init(forExporting urls: [URL], asCopy: Bool) { fatalError("stub") }
    open weak var delegate: (any UIDocumentPickerDelegate)? { get { fatalError("stub") } set {} }
    open var allowsMultipleSelection: Bool { get { fatalError("stub") } set {} }
}

/// https://developer.apple.com/documentation/uikit/uidocumentpickerdelegate
@MainActor public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
}

extension URL {
    /// https://developer.apple.com/documentation/foundation/url/startaccessingsecurityscopedresource()
    /// (Foundation's on Apple platforms; not in swift-corelibs-foundation.)
    public func startAccessingSecurityScopedResource() -> Bool { fatalError("stub") }
    /// https://developer.apple.com/documentation/foundation/url/stopaccessingsecurityscopedresource()
    public func stopAccessingSecurityScopedResource() { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiinputviewcontroller
@MainActor open class UIInputViewController: UIViewController, UITextInputDelegate {
    open var textDocumentProxy: any UITextDocumentProxy { fatalError("stub") }
    open var needsInputModeSwitchKey: Bool { fatalError("stub") }
    open var hasFullAccess: Bool { fatalError("stub") }
    open func advanceToNextInputMode() { fatalError("stub") }
    open func dismissKeyboard() { fatalError("stub") }
    open func handleInputModeList(from view: UIView, with event: UIEvent) { fatalError("stub") }
    open func selectionWillChange(_ textInput: (any UITextInput)?) {}
    open func selectionDidChange(_ textInput: (any UITextInput)?) {}
    open func textWillChange(_ textInput: (any UITextInput)?) {}
    open func textDidChange(_ textInput: (any UITextInput)?) {}
}

/// https://developer.apple.com/documentation/uikit/uiinputviewaudiofeedback
@MainActor public protocol UIInputViewAudioFeedback: NSObjectProtocol {
    var enableInputClicksWhenVisible: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uipasteboard
open class UIPasteboard: NSObject, @unchecked Sendable {
    open class var general: UIPasteboard { fatalError("stub") }
    open var changeCount: Int { fatalError("stub") }
    open var hasStrings: Bool { fatalError("stub") }
    open var string: String? { get { fatalError("stub") } set {} }
}

/// https://developer.apple.com/documentation/uikit/uidevice
@MainActor open class UIDevice: NSObject {
    open class var current: UIDevice { fatalError("stub") }
    open func playInputClick() { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor open class UIImpactFeedbackGenerator: NSObject {
    public enum FeedbackStyle: Int, Sendable { case light = 0, medium, heavy, soft, rigid }
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
    open func impactOccurred() { fatalError("stub") }
}

// MARK: Accessibility

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@MainActor open class UIAccessibilityElement: NSObject {
    public init(accessibilityContainer container: Any) {}
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    open var accessibilityTraits: UIAccessibilityTraits = []
}

// MARK: Drawing

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    open var cgColor: CGColor { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
    }
    public struct TextStyle: Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("stub") }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError("stub") }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError("stub") }
    open var lineHeight: CGFloat { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
open class UIGraphicsImageRendererContext: NSObject {
    open var cgContext: CGContext { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
open class UIGraphicsImageRenderer: NSObject {
    public init(size: CGSize) {}
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()
public func UIGraphicsGetCurrentContext() -> CGContext? { fatalError("stub") }

/// https://developer.apple.com/documentation/uikit/nstextattachment
open class NSTextAttachment: NSObject {
    public init(data contentData: Data?, ofType uti: String?) {}
    public required init?(coder: NSCoder) { fatalError("stub") }
    open var image: UIImage?
    open var bounds: CGRect = .zero
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/init(attachment:)
    public convenience init(attachment: NSTextAttachment) { fatalError("stub") }
}

extension NSString {
    /// https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:)
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { fatalError("stub") }
    /// https://developer.apple.com/documentation/foundation/nsstring/draw(at:withattributes:)
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) { fatalError("stub") }
}
