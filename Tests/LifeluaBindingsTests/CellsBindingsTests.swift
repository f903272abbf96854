// semantics-containers §32 as a script sees it (lua-api.md, "Collection view with cells"): the
// cells' members, the data source's and delegate's arguments, the table's surface, and the errors.

import Testing
@testable import LifeluaBindings
import LifecycleKit

@Suite("semantics-containers §32 cells, from Lua")
struct CellsBindingsTests {
    // 32.1, lua-api: cell.contentView, cell.index, cell.name "Cell1"…; the methods get (list, cell, index)
    @Test func theCellAndItsItemReachTheScript() {
        let (trace, error) = run("""
        local feed = UICollectionViewController{ name = "Feed", numberOfItems = 5, visibleItems = 2,
          dataSource = { cellForItemAt = function(cv, cell, index)
            assert(cv.name == "Feed" and cell.index == index and cell.contentView.superview == cell)
            log(cell.name .. " " .. index)
          end } }
        local w = UIWindow(); w.rootViewController = feed; w:makeKeyAndVisible(); RunLoop.run()
        feed:scrollToItem(4); RunLoop.run()
        log(#feed.visibleCells .. " " .. feed.numberOfItems .. " " .. feed.visibleItems)
        """, kinds: ["log"])
        #expect(error == nil)
        #expect(trace == ["log: Cell1 1", "log: Cell2 2", "log: Cell1 4", "log: Cell2 5", "log: 2 5 2"])
    }

    // 32.1 [choice]: the table's surface
    @Test func theTableSpeaksInRows() {
        let (trace, error) = run("""
        local list = UITableViewController{ name = "List", numberOfRows = 3, visibleRows = 1 }
        list.dataSource = { cellForRowAt = function(tv, cell, index) end }
        list.delegate = { willDisplay = function(tv, cell, index) end, didEndDisplaying = function(tv, cell, index) end }
        local w = UIWindow(); w.rootViewController = list; w:makeKeyAndVisible(); RunLoop.run()
        list:scrollToRow(2); RunLoop.run()
        """, kinds: ["cellForRowAt", "willDisplay", "didEndDisplaying"])
        #expect(error == nil)
        #expect(trace == ["List.cellForRowAt", "List.willDisplay", "List.didEndDisplaying", "List.cellForRowAt", "List.willDisplay"])
    }

    // lua-api: bad input is a clear error naming what was expected
    @Test func misuseIsNamed() {
        #expect(failure(#"UICollectionViewController{ name = "F", numberOfItems = 3 }"#)?
            .contains("visibleItems is required when there are items") == true)
        #expect(failure(#"UICollectionViewController{ name = "F", numberOfItems = 3, visibleItems = 4 }"#)?
            .contains("visibleItems: expected an integer from 0 to 3 (numberOfItems is 3), got 4") == true)
        #expect(failure(#"UICollectionViewController{ name = "F", numberOfItems = 2.5, visibleItems = 1 }"#)?
            .contains("numberOfItems: expected an integer, got 2.5") == true)
        #expect(failure(#"UICollectionViewController{ name = "F", numberOfItems = -1 }"#)?
            .contains("numberOfItems: expected an integer from 0 to 1000000, got -1") == true)
        #expect(failure(#"UICollectionViewCell("X")"#)?.contains("cells are made by their list") == true)
        #expect(failure(#"local f = UICollectionViewController("F"); f.dataSource = { willDisplay = function() end }"#)?
            .contains("dataSource: willDisplay is a delegate method: set it in F.delegate") == true)
        #expect(failure(#"local f = UITableViewController("F"); f.dataSource = { cellForRowAtt = function() end }"#)?
            .contains("did you mean 'cellForRowAt' (in dataSource)?") == true)
        #expect(failure(#"local f = UICollectionViewController{ name = "F", numberOfItems = 3, visibleItems = 1 }; f:scrollToItem(4)"#)?
            .contains("out-of-bounds item (4) when there are only 3 items in section 0.") == true)
        // the author's own fields in a delegate table are theirs, as in every delegate table
        #expect(failure(#"local f = UICollectionViewController("F"); f.delegate = { rows = {}, willDisplay = function() end }"#) == nil)
    }
}
