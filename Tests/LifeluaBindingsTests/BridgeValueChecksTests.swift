// Values a script passes across the bridge (issue 12, items 1-3): numbers checked where they cross,
// a NaN key refused in Swift before any raw set, the class metatables protected. Each used to trap
// or crash; each is a Lua error naming the place.

import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace

@Suite struct BridgeValueChecksTests {
    // issue 12 item 1: numbers are checked where they cross the bridge
    @Test(arguments: [
        ("UIView.animate(1/0, function() end)", "UIView.animate: argument #1: expected a finite number"),
        ("UIView.animate(-1, function() end)", "UIView.animate: argument #1: expected a duration in seconds from 0 to 1e9"),
        ("DispatchQueue.main:asyncAfter(0/0, function() end)", "asyncAfter: argument #1: expected a finite number"),
        ("RunLoop.run(1e300)", "RunLoop.run: argument #1: expected a duration in seconds from 0 to 1e9"),
        ("local v = UIView('V'); v.alpha = 0/0", "alpha: expected a finite number"),
    ])
    func badNumbersAreErrors(source: String, message: String) {
        let got = failure(source)
        #expect(got?.contains(message) == true, "\(got ?? "no error")")
    }

    @Test func hugeIntegersAreErrors() {
        #expect(failure(tabsOfTwo + "t:tap(math.mininteger)")?.contains("tap: argument #1: integer out of range") == true)
        #expect(failure(tabsOfTwo + "t.selectedIndex = math.maxinteger")?.contains("selectedIndex: integer out of range: 9223372036854775807") == true)
    }

    // issue 12 item 3: the class metatable cannot be reached or misused
    @Test func classMetatablesAreProtected() {
        #expect(failure("assert(getmetatable(UIViewController) == 'UIKit class')") == nil)
        // the protected metatable is a string: its __call is nil, the real metamethod out of reach
        #expect(failure("getmetatable(UIViewController).__call(42)") == "scenario:1: attempt to call a nil value (field '__call')")
        #expect(failure("setmetatable(UIViewController, {})")?.contains("protected metatable") == true)
    }

    // issue 12 item 1: a window resized to an infinite or huge width trapped (Int of a Double)
    @Test func resizeChecksItsNumbers() {
        let window = "local w = UIWindow(); w.rootViewController = UIViewController('A'); w:makeKeyAndVisible(); RunLoop.run()\n"
        #expect(failure(window + "w:resize{ width = 1/0 }", device: .ipad) == "scenario:2: resize.width: expected a finite number, got number")
        #expect(failure(window + "w:resize{ height = 3 }", device: .ipad) == "scenario:2: resize: expected a positive width (and height)")
        #expect(failure(window + "w:resize{ width = 1e300 }; RunLoop.run()", device: .ipad) == nil)
    }

    // issue 12 item 2: a NaN key is refused in Swift, before any raw set could raise across a Swift frame
    @Test func nanKeysAreErrorsNotRaisesFromSwift() {
        #expect(failure("UIViewController[0/0] = 1")?.contains("scenario:1: index is nil or NaN") == true)
        #expect(failure("local v = UIViewController('A'); v[0/0] = 1")?.contains("scenario:1: index is nil or NaN") == true)
    }
}
