import IBSource
import Testing

@Suite struct IBClassTableTests {
    @Test func platformPrefixAndCapitalisedElement() {
        #expect(IBClassTable.systemClass(forElement: "tableViewCell", platform: .iOS).name == "UITableViewCell")
        #expect(IBClassTable.systemClass(forElement: "tableViewCell", platform: .iOS).module == "UIKit")
        #expect(IBClassTable.systemClass(forElement: "outlineView", platform: .macOS).name == "NSOutlineView")
        #expect(IBClassTable.systemClass(forElement: "group", platform: .watchOS).name == "WKInterfaceGroup")
    }

    @Test func capitalisesOnlyALowercaseFirstLetter() {
        #expect(IBClassTable.systemClass(forElement: "", platform: .iOS).name == "UI")
        #expect(IBClassTable.systemClass(forElement: "View", platform: .macOS).name == "NSView")
        #expect(IBClassTable.systemClass(forElement: "zView", platform: .iOS).name == "UIZView")
        #expect(IBClassTable.systemClass(forElement: "élan", platform: .iOS).name == "UIÉlan")
        #expect(IBClassTable.systemClass(forElement: "1view", platform: .iOS).name == "UI1view")
    }

    @Test func classesOutsideTheNamingRule() {
        #expect(IBClassTable.systemClass(forElement: "constraint", platform: .iOS).name == "NSLayoutConstraint")
        #expect(IBClassTable.systemClass(forElement: "mapView", platform: .iOS).name == "MKMapView")
        #expect(IBClassTable.systemClass(forElement: "mapView", platform: .iOS).module == "MapKit")
        #expect(IBClassTable.systemClass(forElement: "avPlayerViewController", platform: .iOS).module == "AVKit")
        #expect(IBClassTable.systemClass(forElement: "pagecontroller", platform: .macOS).name == "NSPageController")
        #expect(IBClassTable.systemClass(forElement: "customView", platform: .macOS).name == "NSView")
        #expect(IBClassTable.systemClass(forElement: "controller", platform: .watchOS).name == "WKInterfaceController")
        // Interface Builder spells the long press recognizer's element with a p (OwnTracks).
        #expect(
            IBClassTable.systemClass(forElement: "pongPressGestureRecognizer", platform: .iOS).name == "UILongPressGestureRecognizer")
    }

    @Test func segueClassPerPlatform() {
        #expect(IBClassTable.segueClass(platform: .iOS).name == "UIStoryboardSegue")
        #expect(IBClassTable.segueClass(platform: .macOS).name == "NSStoryboardSegue")
    }
}
