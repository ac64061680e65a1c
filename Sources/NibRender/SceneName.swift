import IBSource

/// The name Interface Builder gives a scene (it writes it as the comment before `<scene>` and shows
/// it as "Name Scene" in the outline).
enum SceneName {
    /// A storyboard reference is named by what it refers to.
    static func name(of reference: IBStoryboardReference) -> String {
        reference.referencedIdentifier ?? reference.storyboardName ?? "Storyboard Reference"
    }

    /// The controller's label, else its title, its navigation item's title, its tab bar item's
    /// title, else its class in words without the class prefix (`MBNavigationViewController` is
    /// "Navigation View Controller").
    static func name(of controller: IBElement, resolvedClass: String) -> String {
        let candidates = [
            controller["userLabel"], controller["title"],
            controller.child("navigationItem", key: "navigationItem")?["title"],
            controller.child("tabBarItem", key: "tabBarItem")?["title"],
        ]
        if let given = candidates.compactMap({ $0 }).first(where: { !$0.isEmpty }) {
            return given
        }
        return libraryNames[resolvedClass] ?? words(ofClassName: resolvedClass)
    }

    /// System controllers whose name in Interface Builder's library keeps the framework's prefix.
    private static let libraryNames = [
        "AVPlayerViewController": "AV Player View Controller",
        "GLKViewController": "GLKit View Controller",
    ]

    /// `UITableViewController` → "Table View Controller": camel-case words, a leading all-capital
    /// prefix dropped.
    static func words(ofClassName name: String) -> String {
        let letters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, letter) in letters.enumerated() {
            let previous = index > 0 ? letters[index - 1] : nil
            let next = index + 1 < letters.count ? letters[index + 1] : nil
            let startsWord =
                letter.isUppercase
                && previous.map { previous in
                    previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true)
                } == true
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(letter)
        }
        if !current.isEmpty {
            words.append(current)
        }
        if words.count > 1, words[0].count > 1, words[0].allSatisfy(\.isUppercase) {
            words.removeFirst()
        }
        return words.joined(separator: " ")
    }
}
