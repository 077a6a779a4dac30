/// What a field's text means (a user name, a one-time code…), mirroring `UITextContentType`: a
/// string-backed value, open to types this list lacks.
///
/// The raw values are our own stable names (the Swift member names); the UIKit bridge maps
/// UIKit's constants to these members rather than relying on UIKit's private raw strings.
public struct TextContentType: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }

    // Codable as its raw string: the standard library's conformance for a `RawRepresentable` of `String`.

    public var description: String { rawValue }

    public static let name = Self("name")
    public static let namePrefix = Self("namePrefix")
    public static let givenName = Self("givenName")
    public static let middleName = Self("middleName")
    public static let familyName = Self("familyName")
    public static let nameSuffix = Self("nameSuffix")
    public static let nickname = Self("nickname")
    public static let jobTitle = Self("jobTitle")
    public static let organizationName = Self("organizationName")
    public static let location = Self("location")
    public static let fullStreetAddress = Self("fullStreetAddress")
    public static let streetAddressLine1 = Self("streetAddressLine1")
    public static let streetAddressLine2 = Self("streetAddressLine2")
    public static let addressCity = Self("addressCity")
    public static let addressState = Self("addressState")
    public static let addressCityAndState = Self("addressCityAndState")
    public static let sublocality = Self("sublocality")
    public static let countryName = Self("countryName")
    public static let postalCode = Self("postalCode")
    public static let telephoneNumber = Self("telephoneNumber")
    public static let emailAddress = Self("emailAddress")
    public static let url = Self("URL")
    public static let creditCardNumber = Self("creditCardNumber")
    public static let username = Self("username")
    public static let password = Self("password")
    public static let newPassword = Self("newPassword")
    public static let oneTimeCode = Self("oneTimeCode")
    public static let shipmentTrackingNumber = Self("shipmentTrackingNumber")
    public static let flightNumber = Self("flightNumber")
    public static let dateTime = Self("dateTime")
    public static let birthdate = Self("birthdate")

    /// Whether the field holds a secret (a password or one-time code) that must not be learned.
    public var isCredential: Bool { [.password, .newPassword, .oneTimeCode].contains(self) }
}
