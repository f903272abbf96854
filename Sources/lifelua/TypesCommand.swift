// `lifelua types`: prints the lua-language-server definitions of the scenario API.

import ArgumentParser
import LifecycleTrace
import LifeluaBindings

struct Types: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints a lua-language-server definition file (---@meta) for the scenario API.",
        discussion: """
        The definitions are generated from the same binding table the scenario runtime \
        registers, so they always match this lifelua: every class with its properties and \
        methods, the lifecycle callbacks a subclass overrides, the delegate tables, \
        TraceEvent, and the globals (RunLoop, DispatchQueue.main, now, log, trace, \
        expectTrace, printHierarchy, scenario). The output goes to stdout.

        The repository ships the result as types/lifelua.d.lua, beside a .luarc.json that \
        points lua-language-server at it. For a project of your own:
          mkdir -p types && lifelua types > types/lifelua.d.lua
        and in .luarc.json:
          { "runtime.version": "Lua 5.4", "workspace.library": ["types"] }

        With --luacheck it prints a configuration for luacheck (Debian's lua-check) instead: Lua 5.4, lifelua's globals, and each class and global table with its fields, so that luacheck flags a misspelt global or a misspelt field of one before a run:
          lifelua types --luacheck > .luacheckrc && luacheck scenario.lua
        A misspelt member of a local (window.rootViewControler) is lifelua's own error when the scenario runs.
        """
    )

    @Flag(help: "Print a .luacheckrc for luacheck instead of the lua-language-server definitions.")
    var luacheck = false

    func run() throws {
        StandardOutput.write(luacheck ? LuacheckConfig.generate() : TypesGenerator.generate())
        StandardOutput.flush()
    }
}
