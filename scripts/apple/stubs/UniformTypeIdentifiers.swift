// TEST-ONLY STUB of Apple's UniformTypeIdentifiers, never shipped: the declarations ShurufaUIKit
// uses, with Apple's names and signatures (developer.apple.com/documentation/uniformtypeidentifiers).
import Foundation

/// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct
public struct UTType: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/init(filenameextension:)
    public init?(filenameExtension: String) { fatalError("stub") }
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/data
    public static var data: UTType { fatalError("stub") }
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/zip
    public static var zip: UTType { fatalError("stub") }
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/plaintext
    public static var plainText: UTType { fatalError("stub") }
    /// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/json
    public static var json: UTType { fatalError("stub") }
}
