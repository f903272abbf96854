// issue 12, "Also build": `require "name"` finds NAME.lua beside the scenario, then in --path
// folders; runs it once; text only; the standard libraries stay closed unless --unsafe.

import Foundation
import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace

private func folder(_ files: [String: String]) -> String {
    let dir = "/tmp/lq" + UUID().uuidString.prefix(8)   // short: Lua shortens long chunk names
    for (name, text) in files {
        let path = dir + "/" + name
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return dir
}

/// Runs DIR/main.lua; the trace labels and the error message.
private func runMain(in dir: String, paths: [String] = [], unsafe: Bool = false) -> (trace: [String], error: String?) {
    var labels: [String] = []
    var options = RunOptions()
    options.modulePaths = paths
    options.unsafe = unsafe
    let runner = ScenarioRunner(options: options, sinks: [ClosureSink { labels.append($0.label) }], output: { _ in })
    let outcome = runner.run(file: dir + "/main.lua")
    runner.finish()
    if case .failure(let message, _) = outcome { return (labels, message) }
    return (labels, nil)
}

@Suite struct RequireTests {
    @Test func aModuleBesideTheScenarioRunsOnceAndItsResultIsKept() {
        let dir = folder([
            "helpers.lua": "log('loading ' .. ...)\nreturn { root = function(n) local w = UIWindow(); w.rootViewController = UIViewController(n); w:makeKeyAndVisible(); return w end }",
            "main.lua": "local h = require 'helpers'\nassert(require('helpers') == h)\nKEEP = h.root('A')",
        ])
        let (trace, error) = runMain(in: dir)
        #expect(error == nil)
        #expect(trace.filter { $0.hasPrefix("log: loading") } == ["log: loading helpers"])
        #expect(trace.contains("A.viewDidAppear"))
    }

    @Test func dotsAreFoldersAndPathFoldersComeAfterTheScenarios() {
        let shared = folder(["ui/Drawer.lua": "return 'from --path'", "same.lua": "return 'shared'"])
        let dir = folder(["same.lua": "return 'beside'", "main.lua": "log(require 'ui.Drawer', require 'same')"])
        let (trace, error) = runMain(in: dir, paths: [shared])
        #expect(error == nil)
        #expect(trace == ["log: from --path beside"])
    }

    @Test func aMissingModuleListsWhereItLooked() {
        let dir = folder(["main.lua": "log('before')\nrequire 'nope'"])
        let (trace, error) = runMain(in: dir, paths: ["/lib"])
        #expect(trace == ["log: before"])
        #expect(error == "\(dir)/main.lua:2: require: module 'nope' not found: no file '\(dir)/nope.lua', no file '/lib/nope.lua'")
    }

    @Test(arguments: ["../secret", "a..b", "", "x/y"])
    func aNameThatIsNotAModuleNameIsRefused(name: String) {
        let dir = folder(["main.lua": "require '\(name)'"])
        #expect(runMain(in: dir).error == "\(dir)/main.lua:1: require: argument #1: expected a module name (letters, digits, _ and -, parts separated by dots), got '\(name)'")
    }

    @Test func aLoopIsAnErrorNamingTheChain() {
        let dir = folder(["a.lua": "require 'b'", "b.lua": "require 'a'", "main.lua": "require 'a'"])
        #expect(runMain(in: dir).error == "\(dir)/b.lua:1: require: module 'a' requires itself (a → b → a)")
    }

    @Test func anErrorInsideAModuleNamesTheModulesLine() {
        let dir = folder(["bad.lua": "local x = 1\nerror('broken helper')", "main.lua": "require 'bad'"])
        #expect(runMain(in: dir).error == "\(dir)/bad.lua:2: broken helper")
    }

    @Test func theStandardLibrariesStayClosedUnlessUnsafe() {
        let probe = "log(type(io), type(os), type(package), type(debug), type(loadfile), type(dofile), (load(string.dump(function() end))) ~= nil)"
        let dir = folder(["main.lua": probe])
        #expect(runMain(in: dir).trace == ["log: nil nil nil nil nil nil false"])
        #expect(runMain(in: dir, unsafe: true).trace == ["log: table table table table function function true"])
    }
}
