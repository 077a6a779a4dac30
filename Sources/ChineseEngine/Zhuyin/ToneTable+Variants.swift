import Foundation

/// The other-script forms of the characters a tone table does not hold, looked up through a
/// converter (地球拼音's table holds 嗎, not 吗) and remembered: the decoder weighs every arc of
/// every keystroke, and a conversion builds strings each time. Each character is converted once;
/// past `capacity` characters answers are computed without being kept.
final class ToneVariants: @unchecked Sendable {
    private let converter: ScriptConverter
    private let lock = NSLock()
    /// Per character asked, its form's scalar (itself: no other form).
    private var known: [UInt32: UInt32] = [:]
    /// The most characters kept (a few thousand is a whole session's typing).
    static let capacity = 4096

    /// Variants through `converter`.
    init(_ converter: ScriptConverter) { self.converter = converter }

    /// The scalar of `scalar`'s form through the converter, or nil when it has none.
    func variant(of scalar: UInt32) -> UInt32? {
        lock.lock()
        let kept = known[scalar]
        lock.unlock()
        let form = kept ?? convert(scalar)
        if kept == nil {
            lock.lock()
            if known.count < Self.capacity { known[scalar] = form }
            lock.unlock()
        }
        return form == scalar ? nil : form
    }

    private func convert(_ scalar: UInt32) -> UInt32 {
        guard let character = Unicode.Scalar(scalar), let form = converter.convert(String(Character(character))).unicodeScalars.first else { return scalar }
        return form.value
    }
}
