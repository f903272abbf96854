// semantics-ios26 §21 (and semantics-code K10, K15's forks): the versions lifelua models. 26 is the
// default; iOS went from 18 to 26, so 19…25 do not exist; nothing older than 12 is modelled; a
// later number is modelled as 27 (every fork asks `>= 27` at most).

import Testing
@testable import LifecycleKit

@Suite("semantics-ios26 §21 versions")
struct VersionTests {
    @Test func theDefaultIs26() {
        #expect(Configuration().iosVersion == 26)
    }

    @Test func nineteenToTwentyFiveDoNotExist() {
        for v in 19...25 {
            #expect(Configuration.iosVersion(String(v)) == nil)
            #expect(throws: Configuration.OptionError.self) { try Configuration.parseIOS(String(v)) }
        }
        do { _ = try Configuration.parseIOS("21"); Issue.record("21 accepted") } catch {
            #expect(error.description == "--ios 21 does not exist: iOS went from 18 to 26")
        }
    }

    @Test func olderThan12IsRefusedWithTheRange() {
        do { _ = try Configuration.parseIOS("5"); Issue.record("5 accepted") } catch {
            #expect(error.description == "--ios must be a major version from 12 to 18, or 26 and later, not '5'")
        }
    }

    @Test func eachModelledVersionIsAccepted() throws {
        for v in [12, 13, 17, 18, 26, 27] { #expect(try Configuration.parseIOS(String(v)) == v) }
    }

    @Test func laterNumbersForkAs27() {
        let c27 = Configuration(iosVersion: 27), c30 = Configuration(iosVersion: 30)
        #expect(c30.sceneLifecycleRequired == c27.sceneLifecycleRequired)
        #expect(c30.hasUpdateProperties == c27.hasUpdateProperties)
        #expect(c30.popDidMoveBeforeRevealedDidAppear == c27.popDidMoveBeforeRevealedDidAppear)
    }
}
