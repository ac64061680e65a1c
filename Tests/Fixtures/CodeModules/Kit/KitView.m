#import "KitView.h"

@implementation KitView
@end
