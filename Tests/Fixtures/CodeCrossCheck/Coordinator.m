#import <Foundation/Foundation.h>

@interface Coordinator : NSObject
@end

@implementation Coordinator
- (IBAction)didTap:(id)sender {
}
@end
