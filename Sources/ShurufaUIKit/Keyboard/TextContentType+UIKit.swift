#if canImport(UIKit)
import TextInputModel
import UIKit

extension TextContentType {
    /// Our member for one of UIKit's constants, matched member by member (UIKit's raw strings are
    /// private and differ from our names: `.oneTimeCode` is `"one-time-code"`); a type we do not list
    /// keeps UIKit's raw string and counts as an ordinary field.
    public init(_ uiType: UITextContentType) {
        self = Self.byUIKitConstant[uiType] ?? TextContentType(rawValue: uiType.rawValue)
    }

    /// UIKit's constant for each member we list (iOS 17's `birthdate` only where it exists), built
    /// once: traits are read on every keystroke.
    static let byUIKitConstant: [UITextContentType: TextContentType] = {
        var pairs: [(UITextContentType, TextContentType)] = [
            (.name, .name),
            (.namePrefix, .namePrefix),
            (.givenName, .givenName),
            (.middleName, .middleName),
            (.familyName, .familyName),
            (.nameSuffix, .nameSuffix),
            (.nickname, .nickname),
            (.jobTitle, .jobTitle),
            (.organizationName, .organizationName),
            (.location, .location),
            (.fullStreetAddress, .fullStreetAddress),
            (.streetAddressLine1, .streetAddressLine1),
            (.streetAddressLine2, .streetAddressLine2),
            (.addressCity, .addressCity),
            (.addressState, .addressState),
            (.addressCityAndState, .addressCityAndState),
            (.sublocality, .sublocality),
            (.countryName, .countryName),
            (.postalCode, .postalCode),
            (.telephoneNumber, .telephoneNumber),
            (.emailAddress, .emailAddress),
            (.URL, .url),
            (.creditCardNumber, .creditCardNumber),
            (.username, .username),
            (.password, .password),
            (.newPassword, .newPassword),
            (.oneTimeCode, .oneTimeCode),
            (.shipmentTrackingNumber, .shipmentTrackingNumber),
            (.flightNumber, .flightNumber),
            (.dateTime, .dateTime),
        ]
        if #available(iOS 17.0, *) { pairs.append((.birthdate, .birthdate)) }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }()
}
#endif
