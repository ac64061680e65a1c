#import <UIKit/UIKit.h>

@interface KitView : UIView
@end
