/// What a field's text means (a user name, a one-time code…), mirroring `UITextContentType`: a
/// string-backed value, open to types this list lacks.
///
/// The raw values are our own stable names (the Swift member names); the UIKit bridge maps
/// UIKit's constants to these members rather than relying on UIKit's private raw strings.
public struct TextContentType: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The stable name: a Swift member's name (`oneTimeCode`, `URL`), or whatever an unknown type was given.
    public let rawValue: String

    /// Any name; one this list lacks is kept as it is and treated as an ordinary field.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The same as `init(rawValue:)`, unlabelled.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Reads a bare JSON string, any string accepted.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the raw value as a bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The raw value.
    public var description: String { rawValue }

    /// A person's full name (`UITextContentType.name`).
    public static let name = Self("name")
    /// A title before a name, such as "Dr." (`.namePrefix`).
    public static let namePrefix = Self("namePrefix")
    /// A given (first) name (`.givenName`).
    public static let givenName = Self("givenName")
    /// A middle name (`.middleName`).
    public static let middleName = Self("middleName")
    /// A family (last) name (`.familyName`).
    public static let familyName = Self("familyName")
    /// A suffix after a name, such as "Jr." (`.nameSuffix`).
    public static let nameSuffix = Self("nameSuffix")
    /// A nickname (`.nickname`).
    public static let nickname = Self("nickname")
    /// A job title (`.jobTitle`).
    public static let jobTitle = Self("jobTitle")
    /// A company or organisation (`.organizationName`).
    public static let organizationName = Self("organizationName")
    /// A place, such as a point of interest or an address (`.location`).
    public static let location = Self("location")
    /// A whole street address on several lines (`.fullStreetAddress`).
    public static let fullStreetAddress = Self("fullStreetAddress")
    /// The first line of a street address (`.streetAddressLine1`).
    public static let streetAddressLine1 = Self("streetAddressLine1")
    /// The second line of a street address (`.streetAddressLine2`).
    public static let streetAddressLine2 = Self("streetAddressLine2")
    /// A city (`.addressCity`).
    public static let addressCity = Self("addressCity")
    /// A state or province (`.addressState`).
    public static let addressState = Self("addressState")
    /// A city and state together (`.addressCityAndState`).
    public static let addressCityAndState = Self("addressCityAndState")
    /// A district within a city (`.sublocality`).
    public static let sublocality = Self("sublocality")
    /// A country (`.countryName`).
    public static let countryName = Self("countryName")
    /// A postal code (`.postalCode`).
    public static let postalCode = Self("postalCode")
    /// A telephone number (`.telephoneNumber`).
    public static let telephoneNumber = Self("telephoneNumber")
    /// An e-mail address (`.emailAddress`).
    public static let emailAddress = Self("emailAddress")
    /// A URL (`.URL`; raw value `URL`, as UIKit spells the member).
    public static let url = Self("URL")
    /// A credit card number (`.creditCardNumber`). Not a credential (the keyboard stays as asked), but
    /// private: nothing typed here is learned (`isPrivate`).
    public static let creditCardNumber = Self("creditCardNumber")
    /// An account's user name (`.username`).
    public static let username = Self("username")
    /// A password (`.password`): a credential (ASCII letters only, nothing learned).
    public static let password = Self("password")
    /// A new password being chosen (`.newPassword`): a credential.
    public static let newPassword = Self("newPassword")
    /// A one-time code from a message (`.oneTimeCode`): a credential.
    public static let oneTimeCode = Self("oneTimeCode")
    /// A parcel tracking number (`.shipmentTrackingNumber`).
    public static let shipmentTrackingNumber = Self("shipmentTrackingNumber")
    /// A flight number (`.flightNumber`).
    public static let flightNumber = Self("flightNumber")
    /// A date, a time or a duration (`.dateTime`).
    public static let dateTime = Self("dateTime")
    /// A birth date (`.birthdate`).
    public static let birthdate = Self("birthdate")

    /// Whether the field holds a secret (a password or one-time code) that must not be learned.
    public var isCredential: Bool { [.password, .newPassword, .oneTimeCode].contains(self) }

    /// Whether nothing typed in the field may be learned or used for prediction: a credential or a
    /// payment card number.
    public var isPrivate: Bool { isCredential || self == .creditCardNumber }

    /// Every type this list names, for hosts that map their platform's constants member by member.
    public static let known: [TextContentType] = [
        .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname, .jobTitle,
        .organizationName, .location, .fullStreetAddress, .streetAddressLine1, .streetAddressLine2,
        .addressCity, .addressState, .addressCityAndState, .sublocality, .countryName, .postalCode,
        .telephoneNumber, .emailAddress, .url, .creditCardNumber, .username, .password, .newPassword,
        .oneTimeCode, .shipmentTrackingNumber, .flightNumber, .dateTime, .birthdate,
    ]
}
