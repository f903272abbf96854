// Traits, sizes and safe-area insets (semantics-layout-app §16, §17). lifelua models no
// geometry of its own [choice]: every controller fills its window, so it has the window's size,
// traits and insets. The figures are one iPhone and one iPad (Apple's size-class table [doc]).
//   iPhone portrait 393×852 (compact width, regular height), landscape 852×393 (compact, compact);
//   iPad portrait 820×1180, landscape 1180×820 (regular, regular); a resized iPad window is
//   compact below 678 points wide [choice: between Split View's 639 and 678, gist sgl0v].
//   Safe area: iPhone portrait top 59, bottom 34; landscape left 59, right 59, bottom 21;
//   iPad top 24, bottom 20 in both orientations [choice].

public struct UITraitCollection: Equatable, Sendable {
    public enum SizeClass: String, Sendable { case compact, regular }
    public enum Style: String, CaseIterable, Sendable { case light, dark }

    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var userInterfaceStyle: Style
    public var userInterfaceIdiom: String

    /// The names scripts register for (`registerForTraitChanges`).
    public static let names = ["horizontalSizeClass", "verticalSizeClass", "userInterfaceStyle"]

    public func value(_ name: String) -> String? {
        switch name {
        case "horizontalSizeClass": return horizontalSizeClass.rawValue
        case "verticalSizeClass": return verticalSizeClass.rawValue
        case "userInterfaceStyle": return userInterfaceStyle.rawValue
        default: return nil
        }
    }

    /// The traits that differ from `old`: "verticalSizeClass: regular→compact" (the trace's detail).
    public func changes(from old: UITraitCollection) -> [String] {
        Self.names.compactMap { name in
            let a = old.value(name)!, b = value(name)!
            return a == b ? nil : "\(name): \(a)→\(b)"
        }
    }
}

public struct UISize: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public var description: String { "\(Self.points(width))x\(Self.points(height))" }
    /// Whole points; a value Int cannot hold is printed as it is, never trapped on (issue 12).
    private static func points(_ d: Double) -> String { d.isFinite && abs(d) < 1e15 ? String(Int(d)) : String(d) }
}

public struct UIEdgeInsets: Equatable, Sendable {
    public var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

public enum UIDeviceOrientation: String, CaseIterable, Sendable { case portrait, landscape }

/// What the device shows: its orientation and appearance, shared by every window.
public struct DeviceState: Sendable {
    public var orientation = UIDeviceOrientation.portrait
    public var userInterfaceStyle = UITraitCollection.Style.light

    /// The full-screen size of the device in this orientation.
    func screenSize(_ device: Device) -> UISize {
        let (short, long): (Double, Double) = device == .iphone ? (393, 852) : (820, 1180)
        return orientation == .portrait ? UISize(width: short, height: long) : UISize(width: long, height: short)
    }

    /// A window's traits for its size (semantics-layout-app §17.1).
    func traits(_ device: Device, size: UISize) -> UITraitCollection {
        let compactWidth: Bool, compactHeight: Bool
        switch device {
        case .iphone:
            compactWidth = true
            compactHeight = orientation == .landscape
        case .ipad:
            compactWidth = size.width < 678
            compactHeight = false
        }
        return UITraitCollection(horizontalSizeClass: compactWidth ? .compact : .regular,
                                 verticalSizeClass: compactHeight ? .compact : .regular,
                                 userInterfaceStyle: userInterfaceStyle,
                                 userInterfaceIdiom: device == .iphone ? "phone" : "pad")
    }

    /// The window's safe-area insets (semantics-layout-app §16).
    func safeArea(_ device: Device) -> UIEdgeInsets {
        switch (device, orientation) {
        case (.iphone, .portrait): return UIEdgeInsets(top: 59, bottom: 34)
        case (.iphone, .landscape): return UIEdgeInsets(left: 59, bottom: 21, right: 59)
        case (.ipad, _): return UIEdgeInsets(top: 24, bottom: 20)
        }
    }
}

/// The coordinator of a size or trait transition (semantics-layout-app §17.1): alongside
/// functions run after the block's layout pass, completion functions when the rotation ends.
public final class UIViewControllerTransitionCoordinator {
    public let transitionDuration: Double
    var alongside: [() throws -> Void] = []
    var completions: [() throws -> Void] = []

    init(transitionDuration: Double) { self.transitionDuration = transitionDuration }

    public func animate(alongside: (() throws -> Void)?, completion: (() throws -> Void)?) {
        if let alongside { self.alongside.append(alongside) }
        if let completion { completions.append(completion) }
    }
}
