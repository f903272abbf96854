// The registry: the only list of the UIKit classes and globals a scenario can use. Adding a class
// is its `UIKitClass+Lua.swift` file and one entry here; the host installs it, `lifelua types`
// documents it and the REPL completes it, all from this list.

enum Registry {
    /// Every class after its superclass (the host builds class tables in this order, and matches
    /// an object against the most specific class first, in the reverse order).
    static let classes: [ClassBinding] = [
        .viewController, .navigationController, .tabBarController, .alertController, .pageViewController, .hostingController, .splitViewController, .searchController,
        .collectionViewController, .tableViewController,
        .view, .window, .collectionViewCell, .tableViewCell,
        .alertAction, .swiftUIView, .presentationController, .popoverPresentationController, .sheetPresentationController,
        .transitionCoordinator, .transitionContext, .navigationItem,
    ]

    static let globals: [GlobalFunction] = GlobalFunction.all + GlobalFunction.modules + GlobalFunction.device + GlobalFunction.application + GlobalFunction.notificationCenter + GlobalFunction.observation

    /// Global tables with fields or a doc of their own (`UIApplication.delegate`).
    static let globalTables: [GlobalTable] = [.device, .application, .notificationCenter, .defaultNotificationCenter]

    static let byName: [String: ClassBinding] = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// Most specific first, for `binding(for:)`.
    static let matchOrder: [ClassBinding] = classes.reversed()

    /// The class an engine object is an instance of (the most specific one registered).
    static func binding(for object: AnyObject) -> ClassBinding? {
        matchOrder.first { $0.matches(object) }
    }

    /// The number of the class an engine object is an instance of: its place in `classes`, from
    /// 1 (0: none). Its member table has that number (`LuaVM.defineObjectClass`).
    static func number(of object: AnyObject) -> Int {
        binding(for: object).map(number(of:)) ?? 0
    }

    /// A class's number: its place in `classes`, from 1.
    static func number(of binding: ClassBinding) -> Int {
        classes.firstIndex { $0 === binding }! + 1
    }
}
