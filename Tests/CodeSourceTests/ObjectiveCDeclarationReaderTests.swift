import TestSupport
import Testing

@testable import CodeSource

@Suite struct ObjectiveCDeclarationReaderTests {
    let header = """
        #import <UIKit/UIKit.h>
        #define LONG_MACRO(x) \\
            @interface NotAClass : NSObject

        IB_DESIGNABLE
        @interface SettingsViewController : UIViewController <UITableViewDelegate> {
            IBOutlet UILabel *legacyLabel;
        }
        @property (weak, nonatomic) IBOutlet UISwitch *wifiSwitch;
        @property (strong, nonatomic) IBOutletCollection(UIButton) NSArray *tabButtons;
        @property (nonatomic) IBInspectable CGFloat borderWidth;
        // @property (weak) IBOutlet UILabel *commentedOut;
        /* - (IBAction)alsoCommented:(id)sender; */
        - (IBAction)toggleWifi:(id)sender;
        - (IBAction)sliderMoved:(UISlider *)slider forEvent:(UIEvent *)event;
        - (IBAction)reset;
        - (void)notAnAction:(id)sender;
        @end
        """

    let implementation = """
        #import "SettingsViewController.h"

        @interface SettingsViewController ()
        @property (weak, nonatomic) IBOutlet UIImageView *logo;
        @end

        @implementation SettingsViewController
        - (IBAction)done:(id)sender {
            self.logo.image = [UIImage imageNamed:@"logo-large"];
            NSString *s = @"- (IBAction)inString:(id)x";
        }
        @end
        """

    @Test func readsMethodsOfInterfacesImplementationsAndCategoriesAndTheSelectorsCodeNames() {
        let text = """
            @interface Coordinator (Actions)
            - (void)gone:(id)sender;
            + (instancetype)shared;
            @end

            @implementation Coordinator
            - (IBAction)done:(id)sender {
                [button addTarget:self action:@selector(tapped:forEvent:) forControlEvents:UIControlEventTouchUpInside];
                SEL close = NSSelectorFromString(@"close:");
                int x = a
                    - (int)b;
            }
            - (NSArray<NSString *> *)itemsFor:(NSString *)key limit:(NSInteger)limit { return nil; }
            @end
            """
        let declarations = ObjectiveCDeclarationReader.declarations(in: text)
        #expect(declarations.classes.map(\.name) == ["Coordinator", "Coordinator"])
        #expect(declarations.classes[0].methods.map(\.selector) == ["gone:"])
        #expect(declarations.classes[1].methods.map(\.selector) == ["done:", "itemsFor:limit:"])
        #expect(declarations.classes[1].actions.map(\.selector) == ["done:"])
        #expect(declarations.selectors.map(\.selector) == ["tapped:forEvent:", "close:"])
        #expect(declarations.selectors.map(\.line) == [8, 9])
    }

    @Test func readsInterfacesWithOutletsActionsAndInspectables() {
        let classes = ObjectiveCDeclarationReader.declarations(in: header).classes
        #expect(classes.count == 1)
        let settings = classes[0]
        #expect(settings.name == "SettingsViewController")
        #expect(settings.superclass == "UIViewController")
        #expect(settings.isDesignable)
        #expect(!settings.isExtension)
        #expect(settings.line == 6)
        #expect(settings.outlets.map(\.name) == ["legacyLabel", "wifiSwitch", "tabButtons"])
        #expect(
            settings.outlets[1]
                == CodeOutlet(name: "wifiSwitch", typeName: "UISwitch", isCollection: false, optionality: .optional, isWeak: true, line: 9))
        #expect(!settings.outlets[0].isWeak)
        #expect(settings.outlets[2].isCollection)
        #expect(settings.outlets[2].typeName == "UIButton")
        #expect(settings.inspectables == [CodeInspectable(name: "borderWidth", typeName: "CGFloat", line: 11)])
        #expect(
            settings.actions == [
                CodeAction(selector: "toggleWifi:", line: 14),
                CodeAction(selector: "sliderMoved:forEvent:", line: 15),
                CodeAction(selector: "reset", line: 16),
            ])
    }

    @Test func readsClassExtensionsImplementationsAndImageNames() {
        let declarations = ObjectiveCDeclarationReader.declarations(in: implementation)
        #expect(declarations.classes.map(\.name) == ["SettingsViewController", "SettingsViewController"])
        #expect(declarations.classes.allSatisfy { $0.isExtension })
        #expect(declarations.classes[0].outlets.map(\.name) == ["logo"])
        #expect(declarations.classes[1].actions.map(\.selector) == ["done:"])
        #expect(declarations.images == [ImageReference(name: "logo-large", kind: .named, line: 9)])
    }

    /// Properties, instance variables (as key-value coding finds them: `_count` and `_isFolded`
    /// are `count` and `folded`), block properties and `setKey:` setters are keys; a category's
    /// properties are its class's.
    @Test func readsEveryKeyKeyValueCodingCanSet() {
        let text = """
            @interface Card : UIView <NSCoding> {
                NSInteger _count;
            @private
                BOOL _isFolded;
            }
            @property (nonatomic, copy) void (^onTap)(void);
            @property (nonatomic) IBInspectable CGFloat radius;
            @property (weak, nonatomic) IBOutlet UILabel *title;
            - (void)setBadgeText:(NSString *)text;
            - (void)setup;
            @end
            @interface UIView (Border)
            @property (nonatomic) CGFloat borderWidth;
            @end
            """
        let classes = ObjectiveCDeclarationReader.declarations(in: text).classes
        #expect(classes.map(\.name) == ["Card", "UIView"])
        #expect(classes[0].superclass == "UIView")
        #expect(classes[0].properties.map(\.name) == ["count", "folded", "onTap", "radius", "title", "badgeText"])
        #expect(classes[0].properties.allSatisfy { $0.isExposedToObjC })
        #expect(classes[0].properties[5].line == 9)
        #expect(classes[0].inspectables.map(\.name) == ["radius"])
        #expect(classes[0].outlets.map(\.name) == ["title"])
        #expect(classes[1].isExtension)
        #expect(classes[1].properties.map(\.name) == ["borderWidth"])
    }

    @Test func garbageNeverCrashes() {
        for text in ["", "@", "-(", "- (IBAction", "@interface", "IBOutletCollection(", "\"unterminated", "/* open", "#", "'\\"] {
            _ = ObjectiveCDeclarationReader.declarations(in: text)
        }
        let bytes = Array((header + implementation).utf8)
        for seed in 0..<200 {
            var generator = SeededGenerator(seed: UInt64(seed))
            let sample = (0..<300).map { _ in bytes[Int(generator.next() % UInt64(bytes.count))] }
            _ = ObjectiveCDeclarationReader.declarations(in: String(decoding: sample, as: UTF8.self))
        }
    }

    /// A header of many `IBOutlet`s and no `;` is read in linear time: each declaration scan stops
    /// after as many tokens as a real declaration could take.
    @Test func outletsWithoutTerminatorsAreReadInLinearTime() {
        // Ten times the input must take about ten times as long (a quadratic scan took a hundred
        // times); compared as a ratio, the fastest of three runs each, so a busy machine's slowness
        // cancels out where an absolute limit would fail.
        func fastest(_ count: Int) -> Duration {
            let text = "@interface A : UIView\n" + String(repeating: "IBOutlet ", count: count) + "\n@end\n"
            return (0..<3).map { _ in
                let start = ContinuousClock.now
                _ = ObjectiveCDeclarationReader.declarations(in: text)
                return ContinuousClock.now - start
            }.min()!
        }
        let small = fastest(5_000)
        let large = fastest(50_000)
        #expect(large < small * 30, "5,000 outlets: \(small), 50,000: \(large)")
    }

    /// A CRLF file's `\` before `\r\n` continues a macro, and an escaped line break inside a
    /// string literal still counts as a line.
    @Test func lineContinuationsInCRLFFilesAndStringLiterals() {
        let crlf = "#define FAKE \\\r\n@interface Fake : NSObject\r\n@end\r\n@interface Real : UIView\r\n@end\r\n"
        #expect(ObjectiveCDeclarationReader.declarations(in: crlf).classes.map(\.name) == ["Real"])
        let literal = "static NSString *s = @\"a\\\nb\";\n@interface B : UIView\n@end\n"
        #expect(ObjectiveCDeclarationReader.declarations(in: literal).classes.map(\.line) == [3])
    }
}
