#import <UIKit/UIKit.h>

@interface BaseController : UIViewController
@property (weak, nonatomic) IBOutlet UILabel *nameLabel;
- (IBAction)goBack:(id)sender;
@end
