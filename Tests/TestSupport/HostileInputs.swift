import Foundation

/// Inputs built to hang or exhaust a reader, shared by the library and command tests.
public enum HostileInputs {
    /// The attack from issue 13: a 10 KB entity used 900 times in each of 150 attributes (about
    /// 1.35 GB once expanded, from 420 KB), declared behind a comment holding `<`, which once ended
    /// the search for a DTD. The declaration is on line 4.
    public static func entityBomb() -> Data {
        let references = String(repeating: "&e;", count: 900)
        let attributes = (0..<150).map { "a\($0)=\"\(references)\"" }.joined(separator: " ")
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!--<-->
            <!DOCTYPE document [
            <!ENTITY e "\(String(repeating: "x", count: 10_000))">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects><view id="v" \(attributes)/></objects>
            </document>

            """.utf8)
    }

    /// A one-scene storyboard whose identifier, controller id and view id name nibs: hostile
    /// values (`../../x`) try to put a file outside the output.
    public static func storyboard(identifier: String = "Home", controllerID: String = "vc1", viewID: String = "v1") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="sc1">
                    <objects>
                        <viewController storyboardIdentifier="\(identifier)" id="\(controllerID)" sceneMemberID="viewController">
                            <view key="view" id="\(viewID)"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The id of a process that has exited: free, as a killed writer's is (until reused).
    public static func exitedProcessID() throws -> pid_t {
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/true")
        try exited.run()
        exited.waitUntilExit()
        return exited.processIdentifier
    }
}
